import { formatPence } from '@app/contracts';
import { cancellationRefundEstimate } from '@app/domain';
import { readJsonList } from '@app/db';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { bookingDateLabel, bookingHoursLabel } from '../mail/mail-labels';
import type { OutgoingMail } from '../mail/mailer';
import { bookingChangedMail, bookingConfirmedMail, cancellationDecidedMail, cancellationRequestedMail, type BookingMailDetails } from '../mail/mail-templates';
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
    playerName: row.user_name,
    playerEmail: row.user_email,
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

/** The calendar invitation: one event per run of consecutive hours, in the venue's zone. */
function bookingCalendar(booking: BookingForMail, publicUrl: string): string {
  const calendar = ical({ name: 'Sports Booking', prodId: { company: 'Sports Booking', product: 'bookings', language: 'EN' } });
  calendar.timezone({ name: booking.timeZone, generator: vtimezone });
  calendar.createEvent({
    id: `booking-${booking.id}@sports-booking`,
    start: booking.startsAt,
    end: booking.endsAt,
    timezone: booking.timeZone,
    summary: `${booking.sport} at ${booking.venueName}`,
    location: booking.venueAddress,
    description: `Booking #${booking.id} (${booking.timeSlots.join(', ')}). Manage it at ${publicUrl}/dashboard?tab=bookings`,
    url: `${publicUrl}/dashboard?tab=bookings`,
  });
  return calendar.toString();
}

export function confirmationMail(booking: BookingForMail, publicUrl: string): OutgoingMail {
  return {
    to: booking.playerEmail,
    ...bookingConfirmedMail(details(booking, publicUrl)),
    attachments: [{ filename: `booking-${booking.id}.ics`, content: bookingCalendar(booking, publicUrl), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

export function decisionMail(booking: BookingForMail, publicUrl: string, decision: { approved: boolean; refundPence: number; notes: string | null }): OutgoingMail {
  return {
    to: booking.playerEmail,
    ...cancellationDecidedMail({ ...details(booking, publicUrl), approved: decision.approved, refundLabel: decision.refundPence > 0 ? formatPence(decision.refundPence) : null, notes: decision.notes }),
  };
}

/** The receipt after the hours of a booking changed; `differencePence` > 0 was charged, < 0 refunded. */
export function changeReceiptMail(booking: BookingForMail, publicUrl: string, differencePence: number): OutgoingMail {
  const direction = differencePence > 0 ? 'charged' : differencePence < 0 ? 'refunded' : 'none';
  return { to: booking.playerEmail, ...bookingChangedMail({ ...details(booking, publicUrl), direction, differenceLabel: formatPence(Math.abs(differencePence)) }) };
}

/** What the cancellation policy gives back, in the words the cancel dialog uses. */
export function refundStatement(estimate: ReturnType<typeof cancellationRefundEstimate>): string {
  return estimate.kind === 'full'
    ? `You asked more than 24 hours before the start, so under our policy the full ${formatPence(estimate.refundPence)} comes back to your card once the venue confirms.`
    : `You asked less than 24 hours before the start, so any refund (up to ${formatPence(estimate.upToPence)}) is at the venue's discretion.`;
}

/** The booking's total is what the estimate speaks of, as in the cancel dialog (the same domain rule). */
export function cancellationRequestMail(booking: BookingForMail, publicUrl: string, now: Date): OutgoingMail {
  const estimate = cancellationRefundEstimate({ startsAt: booking.startsAt, now, paidPence: booking.totalPence });
  return { to: booking.playerEmail, ...cancellationRequestedMail({ ...details(booking, publicUrl), refundStatement: refundStatement(estimate) }) };
}
