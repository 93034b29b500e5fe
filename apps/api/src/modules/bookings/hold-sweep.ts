import type { BookingDeps } from './booking-context';
import { finalizeConfirmed, releaseHold } from './booking-checkout';

/**
 * Releases holds whose 3-D Secure never completed. Before giving the slots back it asks the provider
 * once more: a payment that succeeded at the last moment confirms the booking instead.
 */
export async function sweepExpiredHolds(deps: BookingDeps): Promise<{ released: number; confirmed: number }> {
  const due = await deps.db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'pending')
    .where('hold_expires_at', '<', deps.now.toISOString())
    .limit(200)
    .execute();
  let released = 0;
  let confirmed = 0;
  for (const { id } of due) {
    const charge = await deps.db.selectFrom('payments').select('provider_reference').where('booking_id', '=', id).where('kind', '=', 'charge').executeTakeFirst();
    if (charge?.provider_reference) {
      const intent = await deps.provider.cancelPaymentIntent(charge.provider_reference).catch(() => deps.provider.retrievePaymentIntent(charge.provider_reference!));
      if (intent.status === 'succeeded') {
        await finalizeConfirmed(deps, id, intent).catch((error) => deps.log.warn({ err: error, bookingId: id }, 'late payment could not confirm its booking'));
        confirmed += 1;
        continue;
      }
      await deps.db.updateTable('payments').set({ status: 'canceled', updated_at: deps.now.toISOString() }).where('provider_reference', '=', charge.provider_reference).execute();
    }
    if (await releaseHold(deps, id, 'expired')) released += 1;
  }
  if (released || confirmed) deps.log.info({ released, confirmed }, 'swept expired booking holds');
  return { released, confirmed };
}
