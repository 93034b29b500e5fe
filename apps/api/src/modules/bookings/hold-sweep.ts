import type { ServiceDeps } from '../../service-deps';
import { cancelCharge, resolveCharge } from '../payments/payment-ledger';
import type { PaymentIntentResult } from '../payments/payment-provider';
import { findFirstCharge } from '../payments/payment-repository';
import { finalizeConfirmed, releaseHold } from './booking-lifecycle';
import { listHoldsToSettle } from './booking-repository';

/**
 * Settles holds that ran out: 3-D Secure never completed, or the server stopped between the hold and
 * the end of its checkout. The provider is asked first, never assumed: a charge whose answer was
 * lost is found by its key; one still waiting for the cardholder is cancelled; a charge that
 * succeeded confirms the booking (or is refunded if it cannot be confirmed). Only a hold with no
 * money behind it gives its slots back.
 */
export async function sweepExpiredHolds(deps: ServiceDeps): Promise<{ released: number; confirmed: number }> {
  const due = await listHoldsToSettle(deps.db, { now: deps.now, cutOffBefore: cutOffBefore(deps.now), limit: 200 });
  let released = 0;
  let confirmed = 0;
  for (const { id } of due) {
    const outcome = await settleHold(deps, id, 'expired');
    if (outcome === 'confirmed') confirmed += 1;
    if (outcome === 'released') released += 1;
  }
  if (released || confirmed) deps.log.info({ released, confirmed }, 'swept expired booking holds');
  return { released, confirmed };
}

/**
 * No checkout takes this long between its hold and the provider's answer; a hold older than this
 * without an answer was cut off (a crash), and the first sweep after the restart settles it.
 */
export const CUT_OFF_HOLD_MS = 60_000;
const cutOffBefore = (now: Date) => new Date(now.getTime() - CUT_OFF_HOLD_MS);

/**
 * A player's own unfinished checkouts at this venue and day — 3-D Secure left unanswered, or cut
 * off by a crash — settled before their new checkout there, so retrying is never punished: a charge
 * that went through confirms its booking; otherwise the hold is released (as failed, which no hold
 * limit counts). A checkout of theirs still waiting for its answer is left alone.
 */
export async function settleOwnOpenHolds(
  deps: ServiceDeps,
  owner: { userId: number; venueId: number; date: string },
): Promise<void> {
  for (const { id } of await listHoldsToSettle(deps.db, {
    now: deps.now,
    cutOffBefore: cutOffBefore(deps.now),
    limit: 10,
    owner,
  })) {
    await settleHold(deps, id, 'failed');
  }
}

/** Asks the provider how a hold's charge ended, then confirms the booking or releases the hold. */
async function settleHold(
  deps: ServiceDeps,
  id: number,
  outcome: 'failed' | 'expired',
): Promise<'confirmed' | 'released' | 'none'> {
  const intent = await chargeOutcome(deps, id);
  if (intent?.status === 'succeeded') {
    await finalizeConfirmed(deps, id, intent).catch((error: unknown) =>
      deps.log.warn({ err: error, bookingId: id }, 'late payment could not confirm its booking'),
    );
    return 'confirmed';
  }
  return (await releaseHold(deps, id, outcome)) ? 'released' : 'none';
}

/** How the hold's charge ended at the provider, stopping one still in progress; null when there is none. */
async function chargeOutcome(deps: ServiceDeps, bookingId: number): Promise<PaymentIntentResult | null> {
  const charge = await findFirstCharge(deps.db, bookingId);
  if (!charge) return null;
  const known = charge.provider_reference ? null : await resolveCharge(deps, charge);
  const reference = charge.provider_reference ?? known?.id;
  if (!reference) return null;
  if (known && (known.status === 'succeeded' || known.status === 'failed' || known.status === 'canceled')) return known;
  return cancelCharge(deps, reference);
}
