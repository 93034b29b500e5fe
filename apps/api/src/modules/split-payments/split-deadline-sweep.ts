import { formatPence } from '@app/contracts';
import { writeTransaction } from '@app/db';
import { hashToken, newOpaqueToken } from '../auth/session-tokens';
import type { BookingDeps } from '../bookings/booking-context';
import { releaseClaims } from '../bookings/booking-repository';
import { ensureCustomer } from '../payment-methods/payment-method-service';
import { refundAndRecord } from '../payments/payment-ledger';
import { balanceChargedMail, balanceDueMail, splitCancelledMail } from '../mail/mail-templates';
import { londonMoment, splitBookingFacts } from './split-booking-facts';
import { coverPendingShares } from './split-ledger';

/*
 * The split deadline (docs/decisions/0010-split-payments.md). At 4 hours before the first slot the
 * unpaid shares are charged to the organiser's saved card, off-session; if that fails or needs
 * authentication the organiser is e-mailed a link to pay the balance; at 2 hours before the start a
 * booking still unpaid is cancelled, its slots freed and every share already paid refunded.
 * Each booking is claimed with a conditional update before any money moves, and every charge and
 * refund has an idempotency key, so a retried or a parallel sweep (another instance) never charges
 * or refunds twice. A claim older than 10 minutes (a crashed run) may be taken over.
 */
const STALE_CLAIM_MS = 10 * 60_000;

export interface SplitSweepResult {
  charged: number;
  awaitingOrganiser: number;
  cancelled: number;
}

export async function sweepSplitDeadlines(deps: BookingDeps): Promise<SplitSweepResult> {
  const result: SplitSweepResult = { charged: 0, awaitingOrganiser: 0, cancelled: 0 };
  const nowIso = deps.now.toISOString();
  const due = await deps.db
    .selectFrom('bookings')
    .select('id')
    .where('split_status', '=', 'collecting')
    .where('split_deadline_at', '<=', nowIso)
    .where('status', 'in', ['confirmed', 'cancellation_requested'])
    .limit(100)
    .execute();
  for (const { id } of due) {
    if (!(await claim(deps, id, 'collecting'))) continue;
    const outcome = await chargeBalance(deps, id);
    result[outcome] += 1;
  }
  const overdue = await deps.db
    .selectFrom('bookings')
    .select('id')
    .where('split_status', '=', 'awaiting_organiser')
    .where('split_cutoff_at', '<=', nowIso)
    .limit(100)
    .execute();
  for (const { id } of overdue) {
    if (!(await claim(deps, id, 'awaiting_organiser'))) continue;
    if (await cancelUnpaid(deps, id)) result.cancelled += 1;
  }
  return result;
}

async function claim(deps: BookingDeps, bookingId: number, status: 'collecting' | 'awaiting_organiser'): Promise<boolean> {
  const staleBefore = new Date(deps.now.getTime() - STALE_CLAIM_MS).toISOString();
  const claimed = await deps.db
    .updateTable('bookings')
    .set({ split_claimed_at: deps.now.toISOString() })
    .where('id', '=', bookingId)
    .where('split_status', '=', status)
    .where((eb) => eb.or([eb('split_claimed_at', 'is', null), eb('split_claimed_at', '<', staleBefore)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

async function chargeBalance(deps: BookingDeps, bookingId: number): Promise<'charged' | 'awaitingOrganiser'> {
  const facts = await splitBookingFacts(deps.db, bookingId);
  const pending = await deps.db.selectFrom('booking_participants').select(['email', 'share_pence']).where('booking_id', '=', bookingId).where('status', '=', 'pending').where('is_organiser', '=', 0).execute();
  const balance = pending.reduce((sum, row) => sum + row.share_pence, 0);
  const stamp = deps.now.toISOString();
  const bookingsUrl = `${deps.publicUrl}/dashboard?tab=bookings`;
  if (balance === 0) {
    await deps.db.updateTable('bookings').set({ split_status: 'settled', split_claimed_at: null }).where('id', '=', bookingId).execute();
    return 'charged';
  }
  const card = facts.payment_method_id ? await deps.db.selectFrom('payment_methods').selectAll().where('id', '=', facts.payment_method_id).executeTakeFirst() : undefined;
  const organiser = await deps.db.selectFrom('booking_participants').select(['id']).where('booking_id', '=', bookingId).where('is_organiser', '=', 1).executeTakeFirstOrThrow();
  let succeeded = false;
  if (card) {
    const key = `booking-${bookingId}-balance`;
    const intent = await deps.provider
      .createPaymentIntent({
        amountPence: balance,
        currency: 'gbp',
        customerId: await ensureCustomer(deps.db, deps.provider, { id: facts.user_id, email: facts.organiser_email, name: facts.organiser_name }),
        paymentMethodId: card.provider_payment_method_id,
        idempotencyKey: key,
        description: `Unpaid balance of booking #${bookingId}`,
        metadata: { booking_id: String(bookingId), balance: 'true' },
        offSession: true,
      })
      .catch((error: unknown) => {
        deps.log.error({ err: error, bookingId }, 'charging the split balance failed');
        return null;
      });
    if (intent) {
      await deps.db
        .insertInto('payments')
        .values({ booking_id: bookingId, participant_id: organiser.id, user_id: facts.user_id, kind: 'charge', provider: deps.provider.name, provider_reference: intent.id, amount_pence: balance, status: intent.status === 'succeeded' ? 'succeeded' : 'failed', idempotency_key: key, payment_method_id: card.provider_payment_method_id, failure_code: intent.failure?.code ?? null, failure_message: intent.failure?.message ?? null, created_at: stamp, updated_at: stamp })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      if (intent.status === 'succeeded') {
        succeeded = true;
        if (!(await coverPendingShares(deps.db, deps.engine, bookingId, balance, deps.now))) {
          // Everyone paid in the meantime: the balance charge goes straight back.
          const charge = await deps.db.selectFrom('payments').select('id').where('idempotency_key', '=', key).executeTakeFirst();
          await refundAndRecord(deps, {
            bookingId,
            participantId: organiser.id,
            userId: facts.user_id,
            paymentIntentId: intent.id,
            parentPaymentId: charge?.id ?? null,
            amountPence: balance,
            idempotencyKey: `${key}-refund`,
          });
        }
      } else if (intent.status === 'requires_action') {
        await deps.provider.cancelPaymentIntent(intent.id).catch(() => undefined);
      }
    }
  }
  if (succeeded) {
    await deps.db.updateTable('bookings').set({ split_claimed_at: null }).where('id', '=', bookingId).execute();
    deps.sendMail({ to: facts.organiser_email, ...balanceChargedMail({ ...facts.mail, name: facts.organiser_name, amountLabel: formatPence(balance), unpaid: pending.map((row) => row.email), bookingsUrl }) });
    return 'charged';
  }
  const token = newOpaqueToken();
  await deps.db.updateTable('booking_participants').set({ invite_token_hash: hashToken(token), invite_expires_at: facts.split_cutoff_at, invited_at: stamp }).where('id', '=', organiser.id).execute();
  await deps.db.updateTable('bookings').set({ split_status: 'awaiting_organiser', split_claimed_at: null }).where('id', '=', bookingId).execute();
  deps.sendMail({ to: facts.organiser_email, ...balanceDueMail({ ...facts.mail, name: facts.organiser_name, amountLabel: formatPence(balance), url: `${deps.publicUrl}/pay/${token}`, cutoffLabel: londonMoment(facts.split_cutoff_at) }) });
  return 'awaitingOrganiser';
}

/** Cancels a split booking whose balance never arrived and gives every payer their money back. */
async function cancelUnpaid(deps: BookingDeps, bookingId: number): Promise<boolean> {
  const facts = await splitBookingFacts(deps.db, bookingId);
  const stamp = deps.now.toISOString();
  const cancelled = await writeTransaction(deps.db, deps.engine, async (trx) => {
    const changed = await trx
      .updateTable('bookings')
      .set({ status: 'cancelled', split_status: 'cancelled', cancelled_at: stamp, updated_at: stamp })
      .where('id', '=', bookingId)
      .where('split_status', '=', 'awaiting_organiser')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await releaseClaims(trx, bookingId);
    await trx.updateTable('booking_participants').set({ status: 'cancelled' }).where('booking_id', '=', bookingId).where('status', '=', 'pending').execute();
    return true;
  });
  if (!cancelled) return false;
  const charges = await deps.db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).where('kind', '=', 'charge').where('status', '=', 'succeeded').execute();
  const refundedTo = new Map<number | null, number>();
  for (const charge of charges) {
    if (!charge.provider_reference) continue;
    const refund = await refundAndRecord(deps, {
      bookingId,
      participantId: charge.participant_id,
      userId: charge.user_id,
      paymentIntentId: charge.provider_reference,
      parentPaymentId: charge.id,
      amountPence: charge.amount_pence,
      idempotencyKey: `split-cancel-${bookingId}-refund-${charge.id}`,
    });
    refundedTo.set(charge.participant_id, (refundedTo.get(charge.participant_id) ?? 0) + refund.amountPence);
  }
  await deps.db.updateTable('bookings').set({ payment_status: 'refunded' }).where('id', '=', bookingId).execute();
  await deps.db.updateTable('booking_participants').set({ status: 'refunded' }).where('booking_id', '=', bookingId).where('status', '=', 'paid').execute();
  const participants = await deps.db.selectFrom('booking_participants').select(['id', 'email', 'name']).where('booking_id', '=', bookingId).execute();
  for (const participant of participants) {
    const refunded = refundedTo.get(participant.id) ?? 0;
    deps.sendMail({ to: participant.email, ...splitCancelledMail({ ...facts.mail, name: participant.name ?? 'there', refundLabel: refunded > 0 ? formatPence(refunded) : null }) });
  }
  return true;
}
