import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/** What the money repair compares for one booking: its state, and what its people have paid. */
type Db = Kysely<Database>;

export function findBookingMoneyState(db: Db, bookingId: number) {
  return db.selectFrom('bookings').select(['id', 'status', 'total_pence', 'is_split', 'split_status', 'amending_since']).where('id', '=', bookingId).executeTakeFirst();
}

export async function sumPaidShares(db: Db, bookingId: number): Promise<number> {
  const row = await db
    .selectFrom('booking_participants')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('paid_pence'), eb.lit(0)).as('paid'))
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return Number(row.paid);
}
