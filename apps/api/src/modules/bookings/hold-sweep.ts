import type { ServiceDeps } from '../../plugins/app-context';
import { cancelCharge } from '../payments/payment-ledger';
import { findFirstCharge } from '../payments/payment-repository';
import { finalizeConfirmed, releaseHold } from './booking-lifecycle';
import { listExpiredHolds } from './booking-repository';

/**
 * Releases holds whose 3-D Secure never completed. Before giving the slots back it cancels the
 * payment at the provider: one that succeeded at the last moment confirms the booking instead.
 */
export async function sweepExpiredHolds(deps: ServiceDeps): Promise<{ released: number; confirmed: number }> {
  const due = await listExpiredHolds(deps.db, deps.now, 200);
  let released = 0;
  let confirmed = 0;
  for (const { id } of due) {
    const charge = await findFirstCharge(deps.db, id);
    if (charge?.provider_reference) {
      const intent = await cancelCharge(deps, charge.provider_reference);
      if (intent.status === 'succeeded') {
        await finalizeConfirmed(deps, id, intent).catch((error: unknown) => deps.log.warn({ err: error, bookingId: id }, 'late payment could not confirm its booking'));
        confirmed += 1;
        continue;
      }
    }
    if (await releaseHold(deps, id, 'expired')) released += 1;
  }
  if (released || confirmed) deps.log.info({ released, confirmed }, 'swept expired booking holds');
  return { released, confirmed };
}
