import { FREE_CANCELLATION_HOURS, formatPence } from '@app/contracts';
import { cancellationRefundEstimate, toZonedParts, bookingCode } from '@app/domain';
import { readJsonList } from '@app/db';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { bookingDateLabel, bookingHoursLabel } from '../mail/mail-labels';
import type { OutgoingMail } from '../mail/mailer';
import {
  bookingChangedMail,
  bookingConfirmedMail,
  cancellationDecidedMail,
  cancellationRequestedMail,
  shareRefundedMail as shareRefundedTemplate,
  type BookingMailDetails,
} from '../mail/mail-templates';
import type { findBookingForMail } from '../mail/booking-mail-repository';

interface BookingForMail {
  id: number;
  date: string;
  sport: string;
  timeSlots: string[];
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  totalPence: number;
  venueName: string;
  venueAddress: string;
  playerName: string;
  playerEmail: string;
}

type MailRow = NonNullable<Awaited<ReturnType<typeof findBookingForMail>>>;

/** The booking as its e-mails describe it, from the row the repository reads for them. */
export function bookingForMail(row: MailRow): BookingForMail {
  return {
    id: row.id,
    date: row.date,
    sport: row.sport,
    timeSlots: readJsonList(row.time_slots),
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    timeZone: row.time_zone,
    totalPence: row.total_pence,
    venueName: row.venue_name,
    venueAddress: row.venue_address,
    // A manual booking is the customer's, whoever's account holds it ('' when no e-mail was given: no mail).
    playerName: row.source === 'manual' ? (row.customer_name ?? row.user_name) : row.user_name,
    playerEmail: row.source === 'manual' ? (row.customer_email ?? '') : row.user_email,
  };
}

function details(booking: BookingForMail, publicUrl: string): BookingMailDetails {
  return {
    name: booking.playerName,
    bookingId: booking.id,
    venueName: booking.venueName,
    venueAddress: booking.venueAddress,
    sport: booking.sport,
    dateLabel: bookingDateLabel(booking.date),
    timeLabel: bookingHoursLabel(booking.timeSlots),
    amountLabel: formatPence(booking.totalPence),
    bookingsUrl: `${publicUrl}/dashboard?tab=bookings`,
  };
}

/** A zone's VTIMEZONE block is the same text for every mail; building it was most of a confirmation's cost. */
const vtimezones = new Map<string, string | null>();
function vtimezone(zone: string): string | null {
  if (!vtimezones.has(zone)) vtimezones.set(zone, getVtimezoneComponent(zone) ?? null);
  return vtimezones.get(zone)!;
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
const icsText = (value: string) => value.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\r\n|\r|\n/g, '\\n');

/**
 * Folds a content line after 74 octets, continuing with a space (RFC 5545 §3.1), never inside a
 * UTF-8 character. An ASCII line is cut by length; others are walked by each character's size.
 */
function fold(line: string): string {
  if (/^[\x20-\x7e]*$/.test(line)) {
    if (line.length <= 74) return line;
    const parts = [line.slice(0, 74)];
    for (let at = 74; at < line.length; at += 74) parts.push(` ${line.slice(at, at + 74)}`);
    return parts.join('\r\n');
  }
  let folded = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > 74) {
      folded += '\r\n ';
      octets = 0;
    }
    folded += character;
    octets += size;
  }
  return folded;
}

/** An instant as the venue's wall-clock time, for DTSTART/DTEND;TZID=<zone>. */
function localStamp(instant: Date, zone: string): string {
  const parts = toZonedParts(instant, zone);
  return `${parts.date.replaceAll('-', '')}T${parts.time.replace(':', '')}00`;
}

/**
 * The calendar invitation: one event for the booked hours, in the venue's zone. Written directly
 * rather than through a calendar library (it cost most of a confirmation mail's CPU), and with the
 * times in the venue's zone: the library wrote the server's local (UTC) clock under the venue's
 * TZID, an hour early in British Summer Time (docs/decisions/0034).
 */
export function bookingCalendar(booking: BookingForMail, publicUrl: string, stamp: Date): string {
  const manage = `${publicUrl}/dashboard?tab=bookings`;
  const zoneBlock = vtimezone(booking.timeZone);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sports Booking//bookings//EN',
    'NAME:Sports Booking',
    'X-WR-CALNAME:Sports Booking',
    ...(zoneBlock ? zoneBlock.trim().split(/\r?\n/) : []),
    `TIMEZONE-ID:${booking.timeZone}`,
    `X-WR-TIMEZONE:${booking.timeZone}`,
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@sports-booking`,
    'SEQUENCE:0',
    `DTSTAMP:${stamp.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    `DTSTART;TZID=${booking.timeZone}:${localStamp(booking.startsAt, booking.timeZone)}`,
    `DTEND;TZID=${booking.timeZone}:${localStamp(booking.endsAt, booking.timeZone)}`,
    `SUMMARY:${icsText(`${booking.sport} at ${booking.venueName}`)}`,
    `LOCATION:${icsText(booking.venueAddress)}`,
    `DESCRIPTION:${icsText(`Booking ${bookingCode(booking.id)} (${booking.timeSlots.join(', ')}). Manage it at ${manage}`)}`,
    `URL;VALUE=URI:${manage}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n');
}

/** `stamp`: when the invitation is made (its DTSTAMP). */
export function confirmationMail(booking: BookingForMail, publicUrl: string, stamp: Date): OutgoingMail {
  return {
    to: booking.playerEmail,
    ...bookingConfirmedMail(details(booking, publicUrl)),
    attachments: [
      {
        filename: `booking-${booking.id}.ics`,
        content: bookingCalendar(booking, publicUrl, stamp),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

export function decisionMail(
  booking: BookingForMail,
  publicUrl: string,
  decision: {
    approved: boolean;
    refundPence: number;
    reason: string | null;
    notes: string | null;
    byVenue?: boolean;
    cash?: boolean;
  },
): OutgoingMail {
  return {
    to: booking.playerEmail,
    ...cancellationDecidedMail({
      ...details(booking, publicUrl),
      approved: decision.approved,
      refundLabel: decision.refundPence > 0 ? formatPence(decision.refundPence) : null,
      reason: decision.reason,
      notes: decision.notes,
      byVenue: decision.byVenue ?? false,
      cash: decision.cash ?? false,
    }),
  };
}

/** To a friend who paid a share of a booking that was cancelled: what came back to them. */
export function shareRefundedMail(
  booking: BookingForMail,
  payer: { name: string; organiserName: string; refundPence: number },
): Omit<OutgoingMail, 'to'> {
  return shareRefundedTemplate({
    ...details(booking, ''),
    name: payer.name,
    organiserName: payer.organiserName,
    refundLabel: payer.refundPence > 0 ? formatPence(payer.refundPence) : null,
  });
}

/** The receipt after the hours of a booking changed; `differencePence` > 0 was charged, < 0 refunded. */
export function changeReceiptMail(booking: BookingForMail, publicUrl: string, differencePence: number): OutgoingMail {
  const direction = differencePence > 0 ? 'charged' : differencePence < 0 ? 'refunded' : 'none';
  return {
    to: booking.playerEmail,
    ...bookingChangedMail({
      ...details(booking, publicUrl),
      direction,
      differenceLabel: formatPence(Math.abs(differencePence)),
    }),
  };
}

/** What the cancellation policy gives back, in the words the cancel dialog uses. */
export function refundStatement(estimate: ReturnType<typeof cancellationRefundEstimate>): string {
  return estimate.kind === 'full'
    ? `You asked more than ${FREE_CANCELLATION_HOURS} hours before the start, so under our policy the full ${formatPence(estimate.refundPence)} comes back to your card once the venue confirms.`
    : `You asked less than ${FREE_CANCELLATION_HOURS} hours before the start, so any refund (up to ${formatPence(estimate.upToPence)}) is at the venue's discretion.`;
}

/** The booking's total is what the estimate speaks of, as in the cancel dialog (the same domain rule). */
export function cancellationRequestMail(booking: BookingForMail, publicUrl: string, now: Date): OutgoingMail {
  const estimate = cancellationRefundEstimate({ startsAt: booking.startsAt, now, paidPence: booking.totalPence });
  return {
    to: booking.playerEmail,
    ...cancellationRequestedMail({ ...details(booking, publicUrl), refundStatement: refundStatement(estimate) }),
  };
}
