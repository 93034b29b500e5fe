import type { Database } from '@app/db';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { inBatches } from './batch';

/*
 * The demo seeding's statements: whether the marketplace is still empty, and the inserts of the rows
 * the insert-demo-*.ts files plan. Every insert goes in batches (inBatches), each statement well
 * inside SQLite's variable limit; the ones whose ids the seeding needs next answer them.
 */

type Trx = Transaction<Database>;
type Rows<T extends keyof Database> = readonly Insertable<Database[T]>[];

/** True while no owner, player or venue exists (a bootstrapped admin does not count). */
export async function isEmptyMarketplace(db: Kysely<Database>): Promise<boolean> {
  const person = await db
    .selectFrom('users')
    .select('id')
    .where('role', 'in', ['venue_owner', 'player'])
    .limit(1)
    .executeTakeFirst();
  if (person) return false;
  const venue = await db.selectFrom('venues').select('id').limit(1).executeTakeFirst();
  return venue === undefined;
}

/** Inserts `rows` into `table`, in batches; for the rows whose ids nothing reads. */
export async function insertDemoRows<T extends keyof Database & string>(trx: Trx, table: T, rows: Rows<T>) {
  for (const batch of inBatches(rows)) await trx.insertInto(table).values(batch).execute();
}

/** The users among `emails` that exist already. */
export async function findUsersByEmail(trx: Trx, emails: readonly string[]) {
  return trx.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
}

export async function insertUsers(trx: Trx, rows: Rows<'users'>) {
  const inserted: { id: number; email: string }[] = [];
  for (const batch of inBatches(rows))
    inserted.push(...(await trx.insertInto('users').values(batch).returning(['id', 'email']).execute()));
  return inserted;
}

export async function insertVenues(trx: Trx, rows: Rows<'venues'>) {
  const inserted: { id: number; name: string }[] = [];
  for (const batch of inBatches(rows))
    inserted.push(...(await trx.insertInto('venues').values(batch).returning(['id', 'name']).execute()));
  return inserted;
}

export async function insertVenueSchedules(trx: Trx, rows: Rows<'venue_schedules'>) {
  const inserted: { id: number; venue_id: number; sport: string | null; day_of_week: number }[] = [];
  for (const batch of inBatches(rows))
    inserted.push(
      ...(await trx
        .insertInto('venue_schedules')
        .values(batch)
        .returning(['id', 'venue_id', 'sport', 'day_of_week'])
        .execute()),
    );
  return inserted;
}

export async function insertBookings(trx: Trx, rows: Rows<'bookings'>) {
  const inserted: { id: number; user_id: number; venue_id: number; sport: string; starts_at: string }[] = [];
  for (const batch of inBatches(rows))
    inserted.push(
      ...(await trx
        .insertInto('bookings')
        .values(batch)
        .returning(['id', 'user_id', 'venue_id', 'sport', 'starts_at'])
        .execute()),
    );
  return inserted;
}

export async function insertBookingParticipants(trx: Trx, rows: Rows<'booking_participants'>) {
  const inserted: { id: number; booking_id: number }[] = [];
  for (const batch of inBatches(rows))
    inserted.push(
      ...(await trx.insertInto('booking_participants').values(batch).returning(['id', 'booking_id']).execute()),
    );
  return inserted;
}

export async function insertPayments(trx: Trx, rows: Rows<'payments'>) {
  const inserted: { id: number; idempotency_key: string }[] = [];
  for (const batch of inBatches(rows))
    inserted.push(...(await trx.insertInto('payments').values(batch).returning(['id', 'idempotency_key']).execute()));
  return inserted;
}
