import type { ServiceDeps } from '../../plugins/app-context';
import { cancelCharge, resolveCharge } from '../payments/payment-ledger';
import type { PaymentIntentResult } from '../payments/payment-provider';
import { findFirstCharge } from '../payments/payment-repository';
import { finalizeConfirmed, releaseHold } from './booking-lifecycle';
import { listExpiredHolds } from './booking-repository';

/**
 * Settles holds that ran out: 3-D Secure never completed, or the server stopped between the hold and
 * the end of its checkout. The provider is asked first, never assumed: a charge whose answer was
 * lost is found by its key; one still waiting for the cardholder is cancelled; a charge that
 * succeeded confirms the booking (or is refunded if it cannot be confirmed). Only a hold with no
 * money behind it gives its slots back.
 */
export async function sweepExpiredHolds(deps: ServiceDeps): Promise<{ released: number; confirmed: number }> {
  const due = await listExpiredHolds(deps.db, deps.now, 200);
  let released = 0;
  let confirmed = 0;
  for (const { id } of due) {
    const intent = await chargeOutcome(deps, id);
    if (intent?.status === 'succeeded') {
      await finalizeConfirmed(deps, id, intent).catch((error: unknown) => deps.log.warn({ err: error, bookingId: id }, 'late payment could not confirm its booking'));
      confirmed += 1;
      continue;
    }
    if (await releaseHold(deps, id, 'expired')) released += 1;
  }
  if (released || confirmed) deps.log.info({ released, confirmed }, 'swept expired booking holds');
  return { released, confirmed };
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
