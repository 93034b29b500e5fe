import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src';

describe('seededRandom', () => {
  it('repeats its sequence for a seed, differs between seeds, and stays in [0, 1)', () => {
    const take = (seed: number) => {
      const next = seededRandom(seed);
      return Array.from({ length: 1000 }, () => next());
    };
    const first = take(20_261_121);
    expect(take(20_261_121)).toEqual(first);
    expect(take(20_261_122)).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    // Spread over the range, not bunched: each tenth gets roughly its share.
    const tenths = Array.from(
      { length: 10 },
      (_, tenth) => first.filter((value) => Math.floor(value * 10) === tenth).length,
    );
    expect(Math.min(...tenths)).toBeGreaterThan(60);
  });
});
