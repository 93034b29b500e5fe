import { readJsonList, type Database } from '@app/db';
import type { Kysely } from 'kysely';
import { findBookingForMail } from '../mail/booking-mail-repository';
import { bookingDateLabel, bookingHoursLabel } from '../mail/mail-labels';
import type { SplitMailDetails } from '../mail/mail-templates';
import { findSplitState } from './split-repository';

/** What split-payment e-mails and pages say about a booking, and the state of its split. */
export async function splitBookingFacts(db: Kysely<Database>, bookingId: number) {
  const [booking, split] = await Promise.all([findBookingForMail(db, bookingId), findSplitState(db, bookingId)]);
  if (!booking) throw new Error(`booking ${bookingId} has no venue or organiser`);
  const times = readJsonList(booking.time_slots);
  const mail: SplitMailDetails = {
    venueName: booking.venue_name,
    venueAddress: booking.venue_address,
    sport: booking.sport,
    dateLabel: bookingDateLabel(booking.date),
    timeLabel: bookingHoursLabel(times),
  };
  return {
    ...split,
    date: booking.date,
    sport: booking.sport,
    startsAt: booking.starts_at,
    times,
    venueName: booking.venue_name,
    venueAddress: booking.venue_address,
    organiserName: booking.user_name,
    organiserEmail: booking.user_email,
    mail,
  };
}
