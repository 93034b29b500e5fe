import { describe, expect, it } from 'vitest';
import { slotEndTime, slotRange, timeRange, timeSlotsLabel } from '../src/time/time-slots';

describe('time slots', () => {
  it('ends a slot on the next hour', () => {
    expect(slotEndTime('08:00')).toBe('09:00');
    expect(slotEndTime('21:00')).toBe('22:00');
    expect(slotEndTime('23:00')).toBe('24:00');
    expect(slotRange('10:00')).toBe('10:00 - 11:00');
  });

  it('writes consecutive hours as one range, whatever their order', () => {
    expect(timeSlotsLabel(['11:00', '10:00'])).toBe('10:00 - 12:00');
    expect(timeSlotsLabel(['18:00'])).toBe('18:00 - 19:00');
    expect(timeSlotsLabel(['18:00', '18:00', '19:00'])).toBe('18:00 - 20:00');
  });

  it('writes each run of consecutive hours as its own range across gaps', () => {
    expect(timeSlotsLabel(['10:00', '11:00', '14:00'])).toBe('10:00 - 12:00, 14:00 - 15:00');
    expect(timeSlotsLabel(['09:00', '12:00', '15:00'])).toBe('09:00 - 10:00, 12:00 - 13:00, 15:00 - 16:00');
  });

  it('writes any span of hours with the same spaced hyphen', () => {
    expect(timeRange('09:30', '22:00')).toBe('09:30 - 22:00');
    expect(slotRange('09:00')).toBe(timeRange('09:00', '10:00'));
  });

  it('writes nothing for no hours', () => {
    expect(timeSlotsLabel([])).toBe('');
  });
});
