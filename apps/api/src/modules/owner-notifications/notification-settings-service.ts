import { DEFAULT_OWNER_NOTIFICATION_DELIVERY, type OwnerNotificationDelivery } from '@app/contracts';
import type { ServiceDeps } from '../../service-deps';
import { findOwnerDelivery, saveOwnerDelivery } from './owner-event-repository';

/** The owner's choice of how to hear of their bookings (docs/decisions/0057); 'each' until they choose. */
export async function readOwnerNotificationSettings(
  deps: Pick<ServiceDeps, 'db'>,
  ownerId: number,
): Promise<{ delivery: OwnerNotificationDelivery }> {
  return { delivery: (await findOwnerDelivery(deps.db, ownerId)) ?? DEFAULT_OWNER_NOTIFICATION_DELIVERY };
}

/** Saves the choice; events from now on are mailed (or kept for the summary, or not) as it says. */
export async function saveOwnerNotificationSettings(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  ownerId: number,
  delivery: OwnerNotificationDelivery,
): Promise<{ delivery: OwnerNotificationDelivery }> {
  await saveOwnerDelivery(deps.db, ownerId, delivery, deps.now.toISOString());
  return { delivery };
}
