import { readJsonList, type Database } from '@app/db';
import type { Kysely } from 'kysely';
import { bookingDateLabel, bookingHoursLabel } from '../mail/mail-labels';
import type { SplitMailDetails } from '../mail/mail-templates';
import { findSplitBooking } from './split-repository';

/** What split-payment e-mails and pages say about a booking. */
export async function splitBookingFacts(db: Kysely<Database>, bookingId: number) {
  const row = await findSplitBooking(db, bookingId);
  const times = readJsonList(row.time_slots);
  const mail: SplitMailDetails = {
    venueName: row.venue_name,
    venueAddress: row.venue_address,
    sport: row.sport,
    dateLabel: bookingDateLabel(row.date),
    timeLabel: bookingHoursLabel(times),
  };
  return { ...row, times, mail };
}
