import type { Database } from '@app/db';
import type { Insertable, Kysely } from 'kysely';

/* The front desk's reads and writes (docs/decisions/0058): manual bookings and the owner's marks. */
type Db = Kysely<Database>;

/** The player account a manual booking's customer e-mail belongs to, if any. */
export async function findPlayerByEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('role', '=', 'player')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

export async function insertManualBooking(db: Db, booking: Insertable<Database['bookings']>): Promise<number> {
  const row = await db.insertInto('bookings').values(booking).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A booking with what the front desk shows of it, or undefined when it is not this venue's. */
export function findFrontDeskBooking(db: Db, venueId: number, bookingId: number) {
  return db
    .selectFrom('bookings')
    .leftJoin('users', 'users.id', 'bookings.user_id')
    .select([
      'bookings.id',
      'bookings.venue_id',
      'bookings.user_id',
      'bookings.source',
      'bookings.status',
      'bookings.sport',
      'bookings.date',
      'bookings.time_slots',
      'bookings.starts_at',
      'bookings.total_pence',
      'bookings.payment_status',
      'bookings.venue_payment',
      'bookings.venue_paid_at',
      'bookings.venue_refunded_pence',
      'bookings.no_show_at',
      'bookings.owner_note',
      'bookings.price_reason',
      'bookings.customer_name',
      'bookings.customer_email',
      'bookings.customer_phone',
      'bookings.mobile_number',
      'users.name as user_name',
      'users.email as user_email',
    ])
    .where('bookings.id', '=', bookingId)
    .where('bookings.venue_id', '=', venueId)
    .executeTakeFirst();
}
export type FrontDeskRow = NonNullable<Awaited<ReturnType<typeof findFrontDeskBooking>>>;

/** The court held at each hour of a booking. */
export function listBookingCourts(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_slots')
    .leftJoin('venue_courts', (join) =>
      join
        .onRef('venue_courts.venue_id', '=', 'booking_slots.venue_id')
        .onRef('venue_courts.sport', '=', 'booking_slots.sport')
        .onRef('venue_courts.number', '=', 'booking_slots.court_number'),
    )
    .select([
      'booking_slots.start_time',
      'booking_slots.court_number',
      'venue_courts.id as court_id',
      'venue_courts.name',
    ])
    .where('booking_slots.booking_id', '=', bookingId)
    .orderBy('booking_slots.start_time')
    .execute();
}

/** Marks an unpaid manual booking paid at the venue; false when it was not unpaid. */
export async function markPaidAtVenue(db: Db, bookingId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ venue_paid_at: now.toISOString(), payment_status: 'succeeded', updated_at: now.toISOString() })
    .where('id', '=', bookingId)
    .where('source', '=', 'manual')
    .where('venue_paid_at', 'is', null)
    .where('status', 'in', ['confirmed', 'cancellation_requested'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setOwnerMarks(
  db: Db,
  bookingId: number,
  marks: { noShowAt?: string | null; note?: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({
      ...(marks.noShowAt !== undefined ? { no_show_at: marks.noShowAt } : {}),
      ...(marks.note !== undefined ? { owner_note: marks.note } : {}),
      updated_at: now.toISOString(),
    })
    .where('id', '=', bookingId)
    .execute();
}

/** Moves every hour of a booking to another court number (the claims' unique key refuses a taken one). */
export async function moveBookingCourt(db: Db, bookingId: number, courtNumber: number): Promise<void> {
  await db
    .updateTable('booking_slots')
    .set({ court_number: courtNumber })
    .where('booking_id', '=', bookingId)
    .execute();
}
