import { bookingCode } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { bookingCalendar } from '../src/modules/bookings/booking-mails';

/* The .ics invitation attached to a booking's confirmation (booking-mails.ts, docs/decisions/0034). */
const booking = {
  id: 42,
  date: '2027-07-01',
  sport: 'Tennis',
  timeSlots: ['18:00', '19:00'],
  // 18:00–20:00 in London during British Summer Time is 17:00–19:00 UTC.
  startsAt: new Date('2027-07-01T17:00:00.000Z'),
  endsAt: new Date('2027-07-01T19:00:00.000Z'),
  timeZone: 'Europe/London',
  totalPence: 7000,
  venueName: 'Courts; Camden, North',
  venueAddress: '10 Royal College Street, London NW1 0TH — by the Regent’s Canal, opposite the café with the blue door',
  playerName: 'Pat',
  playerEmail: 'pat@example.com',
};
const STAMP = new Date('2027-06-01T09:30:05.000Z');

describe('booking calendar invitation', () => {
  it('gives the start and end as the venue’s wall-clock time under its TZID, also in summer time', () => {
    const ics = bookingCalendar(booking, 'https://book.example.co.uk', STAMP);
    expect(ics).toContain('\r\nDTSTART;TZID=Europe/London:20270701T180000\r\n');
    expect(ics).toContain('\r\nDTEND;TZID=Europe/London:20270701T200000\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20270601T093005Z\r\n');
    const winter = bookingCalendar(
      {
        ...booking,
        date: '2026-12-01',
        startsAt: new Date('2026-12-01T18:00:00.000Z'),
        endsAt: new Date('2026-12-01T20:00:00.000Z'),
      },
      'https://x',
      STAMP,
    );
    expect(winter).toContain('DTSTART;TZID=Europe/London:20261201T180000');
  });

  it('is one calendar with the zone’s rules and one event, lines ending CRLF, text escaped', () => {
    const ics = bookingCalendar(booking, 'https://book.example.co.uk', STAMP);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/London');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:booking-42@sports-booking');
    expect(lines).toContain('SUMMARY:Tennis at Courts\\; Camden\\, North');
    expect(lines).toContain('URL;VALUE=URI:https://book.example.co.uk/dashboard?tab=bookings');
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds to the original text', () => {
    const ics = bookingCalendar(booking, 'https://book.example.co.uk', STAMP);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'LOCATION:10 Royal College Street\\, London NW1 0TH — by the Regent’s Canal\\, opposite the café with the blue door',
    );
    expect(unfolded).toContain(
      `DESCRIPTION:Booking ${bookingCode(42)} (18:00\\, 19:00). Manage it at https://book.example.co.uk/dashboard?tab=bookings`,
    );
  });
});
