import type { Database, Engine } from '@app/db';
import { writeTransaction } from '@app/db';
import type { Kysely } from 'kysely';
import type { OutgoingMail } from '../mail/mailer';
import { everyonePaidMail } from '../mail/mail-templates';
import { splitBookingFacts } from './split-booking-facts';

/**
 * Records a paid share. The update only applies to a share still pending, so a share is never paid
 * twice; false means someone (or the organiser's balance) paid it first.
 */
export async function markSharePaid(db: Kysely<Database>, participantId: number, input: { amountPence: number; userId: number | null; name: string | null; now: Date }): Promise<boolean> {
  const result = await db
    .updateTable('booking_participants')
    .set({ status: 'paid', paid_pence: input.amountPence, paid_at: input.now.toISOString(), ...(input.userId ? { user_id: input.userId } : {}), ...(input.name ? { name: input.name } : {}) })
    .where('id', '=', participantId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The organiser covers every share still pending; answers false when none was left. */
export async function coverPendingShares(db: Kysely<Database>, engine: Engine, bookingId: number, amountPence: number, now: Date): Promise<boolean> {
  return writeTransaction(db, engine, async (trx) => {
    const covered = await trx.updateTable('booking_participants').set({ status: 'covered' }).where('booking_id', '=', bookingId).where('status', '=', 'pending').where('is_organiser', '=', 0).executeTakeFirst();
    if (Number(covered.numUpdatedRows) === 0) return false;
    const organiser = await trx.selectFrom('booking_participants').select(['id', 'paid_pence']).where('booking_id', '=', bookingId).where('is_organiser', '=', 1).executeTakeFirstOrThrow();
    await trx.updateTable('booking_participants').set({ paid_pence: organiser.paid_pence + amountPence, paid_at: now.toISOString() }).where('id', '=', organiser.id).execute();
    await trx.updateTable('bookings').set({ split_status: 'settled', updated_at: now.toISOString() }).where('id', '=', bookingId).execute();
    return true;
  });
}

/** When the last share is paid, the split is settled and the organiser is told. */
export async function settleIfEveryonePaid(deps: { db: Kysely<Database>; now: Date; publicUrl: string; sendMail: (mail: OutgoingMail) => void }, bookingId: number): Promise<void> {
  const pending = await deps.db.selectFrom('booking_participants').select('id').where('booking_id', '=', bookingId).where('status', '=', 'pending').executeTakeFirst();
  if (pending) return;
  const settled = await deps.db
    .updateTable('bookings')
    .set({ split_status: 'settled', updated_at: deps.now.toISOString() })
    .where('id', '=', bookingId)
    .where('split_status', 'in', ['collecting', 'awaiting_organiser'])
    .executeTakeFirst();
  if (Number(settled.numUpdatedRows) !== 1) return;
  const facts = await splitBookingFacts(deps.db, bookingId);
  deps.sendMail({ to: facts.organiser_email, ...everyonePaidMail({ ...facts.mail, name: facts.organiser_name, bookingsUrl: `${deps.publicUrl}/dashboard?tab=bookings` }) });
}
