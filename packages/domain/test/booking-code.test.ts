import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CODED_BOOKING_ID, bookingCode, bookingIdFromCode } from '../src';

describe('booking codes', () => {
  it('turn back into the id they were made from, for every id that has one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CODED_BOOKING_ID }), (id) => {
        const code = bookingCode(id);
        expect(code).toMatch(/^SB-[2-9A-HJ-NP-Z]{6}$/);
        expect(bookingIdFromCode(code)).toBe(id);
      }),
      { numRuns: 5000 },
    );
  });

  it('give consecutive bookings unrelated codes, all different', () => {
    const codes = Array.from({ length: 20_000 }, (_, index) => bookingCode(index + 1));
    expect(new Set(codes).size).toBe(codes.length);
    // Neighbours share no long common prefix: the order of bookings cannot be read off their codes.
    const sharedPrefixes = codes.slice(1).filter((code, index) => code.slice(0, 6) === codes[index]!.slice(0, 6));
    expect(sharedPrefixes.length).toBeLessThan(codes.length / 100);
    expect(bookingCode(64)).not.toBe(bookingCode(68));
  });

  it('read a code as people type it', () => {
    const code = bookingCode(4242);
    expect(bookingIdFromCode(code.toLowerCase())).toBe(4242);
    expect(bookingIdFromCode(code.slice(3))).toBe(4242);
    expect(bookingIdFromCode(` ${code.slice(0, 5)} ${code.slice(5)} `)).toBe(4242);
  });

  it('refuse what is not a code', () => {
    for (const typed of ['', 'SB-', 'SB-12345', 'SB-ABCDEFG', 'SB-ABC0EF', 'SB-ABCIEF', 'hello world', '64'])
      expect(bookingIdFromCode(typed)).toBeNull();
    expect(() => bookingCode(0)).toThrow(RangeError);
    expect(() => bookingCode(MAX_CODED_BOOKING_ID + 1)).toThrow(RangeError);
    expect(() => bookingCode(1.5)).toThrow(RangeError);
  });
});
