import { formatPence } from '@app/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import type { OutgoingMail } from '../mail/mailer';
import { bookingConfirmedMail, cancellationDecidedMail, type BookingMailDetails } from '../mail/mail-templates';

export interface BookingForMail {
  id: number;
  date: string;
  sport: string;
  timeSlots: string[];
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  totalPence: number;
  paymentReference: string;
  venueName: string;
  venueAddress: string;
  playerName: string;
  playerEmail: string;
}

/** "Wednesday 25 November 2026" and "18:00 - 20:00" as a London player reads them. */
function labels(booking: BookingForMail) {
  const dateLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${booking.date}T12:00:00Z`));
  const last = booking.timeSlots.at(-1) ?? booking.timeSlots[0] ?? '00:00';
  const end = `${String(Number(last.slice(0, 2)) + 1).padStart(2, '0')}:00`;
  const contiguous = booking.timeSlots.every((time, index) => index === 0 || Number(time.slice(0, 2)) === Number(booking.timeSlots[index - 1]!.slice(0, 2)) + 1);
  const timeLabel = contiguous ? `${booking.timeSlots[0]} - ${end}` : booking.timeSlots.map((time) => `${time}-${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`).join(', ');
  return { dateLabel, timeLabel: `${timeLabel} (UK time)` };
}

function details(booking: BookingForMail, publicUrl: string): BookingMailDetails {
  return {
    name: booking.playerName,
    bookingId: booking.id,
    venueName: booking.venueName,
    venueAddress: booking.venueAddress,
    sport: booking.sport,
    ...labels(booking),
    amountLabel: formatPence(booking.totalPence),
    paymentReference: booking.paymentReference,
    bookingsUrl: `${publicUrl}/dashboard?tab=bookings`,
  };
}

/** The calendar invitation: one event per run of consecutive hours, in the venue's zone. */
export function bookingCalendar(booking: BookingForMail, publicUrl: string): string {
  const calendar = ical({ name: 'Sports Booking', prodId: { company: 'Sports Booking', product: 'bookings', language: 'EN' } });
  calendar.timezone({ name: booking.timeZone, generator: getVtimezoneComponent });
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
