// @vitest-environment jsdom
import { COOKIE_CONSENT_KEY } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCookieConsent, readCookieConsent, saveCookieConsent } from '../src/lib/cookie-consent';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('cookie consent storage', () => {
  it('has no choice before the visitor answers', () => {
    expect(readCookieConsent()).toBeNull();
  });

  it.each(['all', 'essential'] as const)('stores %s under the spec key and reads it back', (choice) => {
    saveCookieConsent(choice);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(choice);
    expect(readCookieConsent()).toBe(choice);
  });

  it('treats an unknown stored value as no choice, so the banner asks again', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'maybe');
    expect(readCookieConsent()).toBeNull();
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveCookieConsent('all')).not.toThrow();
    expect(readCookieConsent()).toBeNull();
  });

  it('recognises only the two spec values', () => {
    expect(isCookieConsent('all')).toBe(true);
    expect(isCookieConsent('essential')).toBe(true);
    expect(isCookieConsent('none')).toBe(false);
    expect(isCookieConsent(null)).toBe(false);
  });
});
