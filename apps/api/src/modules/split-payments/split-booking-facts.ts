import { formatPence } from '@app/contracts';
import { readJsonList, type Database } from '@app/db';
import type { Kysely } from 'kysely';
import type { SplitMailDetails } from '../mail/mail-templates';

/** What split-payment e-mails and pages say about a booking, read in one query. */
export async function splitBookingFacts(db: Kysely<Database>, bookingId: number) {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venue_id')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.date',
      'bookings.sport',
      'bookings.time_slots',
      'bookings.starts_at',
      'bookings.total_pence',
      'bookings.payment_method_id',
      'bookings.split_status',
      'bookings.split_deadline_at',
      'bookings.split_cutoff_at',
      'bookings.user_id',
      'venues.name as venue_name',
      'venues.address as venue_address',
      'users.name as organiser_name',
      'users.email as organiser_email',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const times = readJsonList(row.time_slots);
  const last = times.at(-1) ?? '00:00';
  const mail: SplitMailDetails = {
    venueName: row.venue_name,
    venueAddress: row.venue_address,
    sport: row.sport,
    dateLabel: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${row.date}T12:00:00Z`)),
    timeLabel: `${times[0]} - ${String(Number(last.slice(0, 2)) + 1).padStart(2, '0')}:00 (UK time)`,
  };
  return { ...row, times, mail };
}

/** "Wednesday 25 November, 14:00" in London time. */
export function londonMoment(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(new Date(iso));
}

export { formatPence };
