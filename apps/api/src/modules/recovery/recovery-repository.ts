import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/** What the money repair compares for one booking: its state, and what its people have paid. */
type Db = Kysely<Database>;

export function findBookingMoneyState(db: Db, bookingId: number) {
  return db
    .selectFrom('bookings')
    .select(['id', 'status', 'total_pence', 'is_split', 'split_status', 'keep_pence'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
}

export async function sumPaidShares(db: Db, bookingId: number): Promise<number> {
  const row = await db
    .selectFrom('booking_participants')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('paid_pence'), eb.lit(0)).as('paid'))
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return Number(row.paid);
}

/** A cancelled booking's court claims and unpaid shares, let go; answers what was let go, or null. */
export async function releaseLeftovers(db: Db, bookingId: number): Promise<{ claims: number; shares: number } | null> {
  const claims = Number(
    (await db.deleteFrom('booking_slots').where('booking_id', '=', bookingId).executeTakeFirst()).numDeletedRows,
  );
  const shares = Number(
    (
      await db
        .updateTable('booking_participants')
        .set({ status: 'cancelled' })
        .where('booking_id', '=', bookingId)
        .where('status', '=', 'pending')
        .executeTakeFirst()
    ).numUpdatedRows,
  );
  return claims || shares ? { claims, shares } : null;
}
