import { describe, expect, it } from 'vitest';
import {
  formatLondonDate,
  formatLondonDateTime,
  formatLondonLongDate,
  formatLondonMoment,
  formatLongDate,
  formatVenueDate,
  formatVenueDateRange,
} from '../src/time/date-labels';

describe('venue dates', () => {
  it('writes a booking date in the en-GB long format, with no comma after the weekday', () => {
    expect(formatLongDate('2026-11-25')).toBe('Wednesday 25 November 2026');
    expect(formatLongDate('2027-03-28')).toBe('Sunday 28 March 2027');
  });

  it('keeps the clock-change days on their own day', () => {
    expect(formatLongDate('2026-03-29')).toBe('Sunday 29 March 2026');
    expect(formatLongDate('2026-10-25')).toBe('Sunday 25 October 2026');
    expect(formatVenueDate('2026-03-29', { dateStyle: 'medium' }, 'en-GB')).toBe('29 Mar 2026');
    expect(formatVenueDate('2026-10-25', { dateStyle: 'medium' }, 'en-GB')).toBe('25 Oct 2026');
  });

  it('keeps a venue date on its own day whatever zone the options name', () => {
    expect(formatVenueDate('2026-11-25', { day: 'numeric' })).toBe('25');
    expect(formatVenueDate('2026-11-25', { day: 'numeric', timeZone: 'Pacific/Kiritimati' })).toBe('25');
    expect(formatVenueDate('2026-11-25', { day: 'numeric', timeZone: 'Pacific/Pago_Pago' })).toBe('25');
  });

  it('writes a venue date in the locale asked for', () => {
    expect(formatVenueDate('1992-05-14', { day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB')).toBe(
      '14 May 1992',
    );
    expect(formatVenueDate('2026-11-02', { day: 'numeric', month: 'short' }, 'en-GB')).toBe('2 Nov');
    expect(formatVenueDate('2026-11-24', { dateStyle: 'medium' }, 'en-US')).toBe('Nov 24, 2026');
  });

  it('writes a span of venue dates with an en dash, and one day once', () => {
    expect(formatVenueDateRange('2026-11-24', '2026-11-26', { dateStyle: 'medium' }, 'en-GB')).toBe(
      '24 Nov 2026 – 26 Nov 2026',
    );
    expect(formatVenueDateRange('2026-10-25', '2026-10-31', { day: 'numeric', month: 'short' }, 'en-GB')).toBe(
      '25 Oct – 31 Oct',
    );
    expect(formatVenueDateRange('2026-03-29', '2026-03-29', { dateStyle: 'medium' }, 'en-GB')).toBe('29 Mar 2026');
  });

  it('gives back what is not a date as it came', () => {
    expect(formatVenueDate('not a date')).toBe('not a date');
    expect(formatLongDate('not a date')).toBe('not a date');
  });
});

describe('instants in London time', () => {
  it('writes a winter (GMT) instant at the same hour as UTC and a summer (BST) one an hour later', () => {
    expect(formatLondonDateTime('2026-01-15T10:00:00Z')).toBe('15 Jan 2026, 10:00');
    expect(formatLondonDateTime('2026-07-15T10:00:00Z')).toBe('15 Jul 2026, 11:00');
    expect(formatLondonMoment('2026-11-25T14:00:00Z')).toBe('Wednesday 25 November at 14:00');
    expect(formatLondonMoment('2026-07-10T13:00:00Z')).toBe('Friday 10 July at 14:00');
  });

  it('moves a late summer evening in UTC to the next London day, and not a winter one', () => {
    expect(formatLondonDateTime('2026-06-30T23:30:00Z')).toBe('1 Jul 2026, 00:30');
    expect(formatLondonDate('2026-06-30T23:30:00Z')).toBe('1 Jul 2026');
    expect(formatLondonLongDate('2026-06-30T23:30:00Z')).toBe('Wednesday 1 July 2026');
    expect(formatLondonDate('2026-11-28T23:30:00Z')).toBe('28 Nov 2026');
    expect(formatLondonLongDate('2026-11-28T23:30:00Z')).toBe('Saturday 28 November 2026');
  });

  it('follows the clocks on 29 March 2026 (spring forward) and 25 October 2026 (fall back)', () => {
    expect(formatLondonDateTime('2026-03-29T00:30:00Z')).toBe('29 Mar 2026, 00:30');
    expect(formatLondonDateTime('2026-03-29T01:30:00Z')).toBe('29 Mar 2026, 02:30');
    expect(formatLondonDateTime('2026-10-25T00:30:00Z')).toBe('25 Oct 2026, 01:30');
    expect(formatLondonDateTime('2026-10-25T01:30:00Z')).toBe('25 Oct 2026, 01:30');
    expect(formatLondonDate('2026-03-28T23:30:00Z')).toBe('28 Mar 2026');
    expect(formatLondonDate('2026-10-24T23:30:00Z')).toBe('25 Oct 2026');
  });

  it('writes nothing for no instant, and gives back what is not one as it came', () => {
    expect(formatLondonDateTime(null)).toBe('');
    expect(formatLondonMoment(null)).toBe('');
    expect(formatLondonDate('soon')).toBe('soon');
    expect(formatLondonLongDate('soon')).toBe('soon');
  });
});
