// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cameFromThisSite } from '@/lib/came-from-this-site';

function arriveFrom(referrer: string, historyLength: number) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  Object.defineProperty(window.history, 'length', { value: historyLength, configurable: true });
}

describe('cameFromThisSite', () => {
  afterEach(() => arriveFrom('', 1));

  it('is true after a navigation inside the app, whatever the referrer', () => {
    arriveFrom('', 1);
    expect(cameFromThisSite('x7k2p')).toBe(true);
  });

  it("on the app's first page, is true only for a page of this origin with history behind it", () => {
    const here = window.location.origin;
    arriveFrom(`${here}/about`, 2);
    expect(cameFromThisSite('default')).toBe(true);
    arriveFrom('https://www.google.com/', 2);
    expect(cameFromThisSite('default')).toBe(false);
    arriveFrom(`${here}/about`, 1);
    expect(cameFromThisSite('default')).toBe(false);
    arriveFrom('', 2);
    expect(cameFromThisSite('default')).toBe(false);
  });
});
