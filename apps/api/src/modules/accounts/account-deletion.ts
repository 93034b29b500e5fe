import { AUTH_MESSAGES as M } from '@app/contracts';
import { inTransaction, type Database } from '@app/db';
import type { Kysely } from 'kysely';
import { conflict } from '../../errors/app-error';
import { findUserById } from '../auth/user-repository';
import { eraseAccount, hasUpcomingBookings, ownsVenues } from './account-repository';

/**
 * Deleting an account (docs/decisions/0008-account-policies.md): sessions and one-time links end,
 * saved cards are removed, and personal data is erased from the user row, which stays as an
 * anonymous shell so bookings and payments keep the records accounting needs. Refused while the
 * player has upcoming bookings, or the owner still has venues.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<{ previousImage: string | null }> {
  return inTransaction(db, async (trx) => {
    if (await hasUpcomingBookings(trx, userId, now))
      throw conflict(M.deleteAccountHasUpcomingBookings, 'HAS_UPCOMING_BOOKINGS');
    if (await ownsVenues(trx, userId)) throw conflict(M.deleteAccountOwnsVenues, 'OWNS_VENUES');
    const user = await findUserById(trx, userId);
    await eraseAccount(trx, userId, now);
    return { previousImage: user?.profile_image ?? null };
  });
}
