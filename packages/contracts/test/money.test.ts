import { describe, expect, it } from 'vitest';
import { formatPence, groupThousands, parsePoundsToPence, penceToPounds, penceToPoundsString } from '../src/money';

describe('money at the edges', () => {
  it('writes pence as pounds for people and for JSON', () => {
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(-5)).toBe('-£0.05');
    expect(penceToPoundsString(123456)).toBe('1234.56');
    expect(penceToPounds(123456)).toBe(1234.56);
    expect(penceToPounds(30)).toBe(0.3);
    expect(penceToPounds(0)).toBe(0);
  });

  it('round-trips every amount from 0p to £100 without float error', () => {
    for (let pence = 0; pence <= 10_000; pence += 1) {
      if (parsePoundsToPence(penceToPounds(pence)) !== pence) throw new Error(`${pence}p`);
    }
    expect(parsePoundsToPence('£1,234.05')).toBe(123405);
  });
});

describe('groupThousands', () => {
  it('writes whole numbers as en-GB does', () => {
    for (const whole of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890])
      expect(groupThousands(whole)).toBe(whole.toLocaleString('en-GB'));
  });
});
