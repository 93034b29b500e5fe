import { formatPence } from '@app/contracts';
import { writeTransaction } from '@app/db';
import type { ServiceDeps } from '../../plugins/app-context';
import { hashToken, newOpaqueToken } from '../auth/opaque-tokens';
import { londonMoment } from '../mail/mail-labels';
import { balanceChargedMail, balanceDueMail, splitCancelledMail } from '../mail/mail-templates';
import { ensureCustomer, findUsableMethod } from '../payment-methods/payment-method-service';
import { cancelCharge, chargeAndRecord, refundAndRecord, refundablePence, spreadRefund } from '../payments/payment-ledger';
import { splitBookingFacts } from './split-booking-facts';
import { coverPendingShares } from './split-settlement';
import { cancelUnpaidSplit, claimSplitRun, endSplitRun, findOrganiser, listParticipants, listSplitsDue, listUnpaidShares, markSplitRefunded, setInviteLink } from './split-repository';

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

export async function sweepSplitDeadlines(deps: ServiceDeps): Promise<SplitSweepResult> {
  const result: SplitSweepResult = { charged: 0, awaitingOrganiser: 0, cancelled: 0 };
  const staleBefore = new Date(deps.now.getTime() - STALE_CLAIM_MS);
  for (const { id } of await listSplitsDue(deps.db, 'collecting', deps.now, 100)) {
    if (!(await claimSplitRun(deps.db, id, 'collecting', deps.now, staleBefore))) continue;
    const outcome = await chargeBalance(deps, id);
    result[outcome] += 1;
  }
  for (const { id } of await listSplitsDue(deps.db, 'awaiting_organiser', deps.now, 100)) {
    if (!(await claimSplitRun(deps.db, id, 'awaiting_organiser', deps.now, staleBefore))) continue;
    if (await cancelUnpaid(deps, id)) result.cancelled += 1;
  }
  return result;
}

async function chargeBalance(deps: ServiceDeps, bookingId: number): Promise<'charged' | 'awaitingOrganiser'> {
  const facts = await splitBookingFacts(deps.db, bookingId);
  const pending = await listUnpaidShares(deps.db, bookingId);
  const balance = pending.reduce((sum, row) => sum + row.share_pence, 0);
  if (balance === 0) {
    await endSplitRun(deps.db, bookingId, 'settled');
    return 'charged';
  }
  const card = facts.payment_method_id ? await findUsableMethod(deps.db, facts.user_id, facts.payment_method_id) : undefined;
  const organiser = await findOrganiser(deps.db, bookingId);
  let succeeded = false;
  if (card) {
    const key = `booking-${bookingId}-balance`;
    const charged = await chargeAndRecord(deps, {
      bookingId,
      participantId: organiser.id,
      userId: facts.user_id,
      amountPence: balance,
      customerId: await ensureCustomer(deps.db, deps.provider, { id: facts.user_id, email: facts.organiserEmail, name: facts.organiserName }),
      paymentMethodId: card.provider_payment_method_id,
      idempotencyKey: key,
      description: `Unpaid balance of booking #${bookingId}`,
      metadata: { booking_id: String(bookingId), balance: 'true' },
      offSession: true,
    }).catch((error: unknown) => {
      deps.log.error({ err: error, bookingId }, 'charging the split balance failed');
      return null;
    });
    if (charged?.intent.status === 'succeeded') {
      succeeded = true;
      if (!(await coverPendingShares(deps, bookingId, balance))) {
        // Everyone paid in the meantime: the balance charge goes straight back.
        await refundAndRecord(deps, {
          bookingId,
          participantId: organiser.id,
          userId: facts.user_id,
          paymentIntentId: charged.intent.id,
          parentPaymentId: charged.paymentId,
          amountPence: balance,
          idempotencyKey: `${key}-refund`,
        });
      }
    } else if (charged?.intent.status === 'requires_action') {
      await cancelCharge(deps, charged.intent.id).catch(() => undefined);
    }
  }
  if (succeeded) {
    await endSplitRun(deps.db, bookingId);
    deps.sendMail({
      to: facts.organiserEmail,
      ...balanceChargedMail({ ...facts.mail, name: facts.organiserName, amountLabel: formatPence(balance), unpaid: pending.map((row) => row.email), bookingsUrl: `${deps.publicUrl}/dashboard?tab=bookings` }),
    });
    return 'charged';
  }
  const token = newOpaqueToken();
  await setInviteLink(deps.db, organiser.id, { tokenHash: hashToken(token), expiresAt: facts.split_cutoff_at, now: deps.now });
  await endSplitRun(deps.db, bookingId, 'awaiting_organiser');
  deps.sendMail({
    to: facts.organiserEmail,
    ...balanceDueMail({ ...facts.mail, name: facts.organiserName, amountLabel: formatPence(balance), url: `${deps.publicUrl}/pay/${token}`, cutoffLabel: londonMoment(facts.split_cutoff_at) }),
  });
  return 'awaitingOrganiser';
}

/** Cancels a split booking whose balance never arrived and gives every payer their money back. */
async function cancelUnpaid(deps: ServiceDeps, bookingId: number): Promise<boolean> {
  const facts = await splitBookingFacts(deps.db, bookingId);
  const cancelled = await writeTransaction(deps.db, deps.engine, (trx) => cancelUnpaidSplit(trx, bookingId, deps.now));
  if (!cancelled) return false;
  const keyPrefix = `split-cancel-${bookingId}`;
  const { refunds } = await spreadRefund(deps, { bookingId, amountPence: await refundablePence(deps.db, bookingId, keyPrefix), keyPrefix });
  await markSplitRefunded(deps.db, bookingId);
  for (const participant of await listParticipants(deps.db, bookingId)) {
    const refunded = refunds.filter(({ charge }) => charge.participant_id === participant.id).reduce((sum, { refund }) => sum + refund.amountPence, 0);
    deps.sendMail({ to: participant.email, ...splitCancelledMail({ ...facts.mail, name: participant.name ?? 'there', refundLabel: refunded > 0 ? formatPence(refunded) : null }) });
  }
  return true;
}
