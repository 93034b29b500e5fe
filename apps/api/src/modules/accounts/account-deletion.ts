import { AUTH_MESSAGES as M } from '@app/contracts';
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { conflict } from '../../errors/app-error';

/**
 * Deleting an account (docs/decisions/0008-account-policies.md): sessions and one-time links end,
 * saved cards are removed, and personal data is erased from the user row, which stays as an
 * anonymous shell so bookings and payments keep the records accounting needs. Refused while the
 * player has upcoming bookings, or the owner still has venues.
 */
export async function deleteAccount(db: Kysely<Database>, userId: number, now: Date): Promise<{ previousImage: string | null }> {
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const upcoming = await trx
      .selectFrom('bookings')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', 'in', ['pending', 'confirmed', 'cancellation_requested'])
      .where('ends_at', '>', timestamp)
      .executeTakeFirst();
    if (upcoming) throw conflict(M.deleteAccountHasUpcomingBookings, 'HAS_UPCOMING_BOOKINGS');
    const venue = await trx.selectFrom('venues').select('id').where('owner_id', '=', userId).executeTakeFirst();
    if (venue) throw conflict(M.deleteAccountOwnsVenues, 'OWNS_VENUES');

    const user = await trx.selectFrom('users').select(['profile_image']).where('id', '=', userId).executeTakeFirstOrThrow();
    await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('payment_methods').where('user_id', '=', userId).execute();
    await trx
      .updateTable('users')
      .set({
        email: `deleted-user-${userId}@deleted.invalid`,
        password_hash: null,
        name: 'Deleted user',
        username: null,
        date_of_birth: null,
        favourite_sports: '[]',
        marketing_preference: 0,
        phone: null,
        location: null,
        profile_image: null,
        business_name: null,
        preferred_contact: '[]',
        payment_customer_id: null,
        deleted_at: timestamp,
        updated_at: timestamp,
      })
      .where('id', '=', userId)
      .execute();
    // Contact numbers given at checkout are personal data too; the booking itself stays.
    await trx.updateTable('bookings').set({ mobile_number: null }).where('user_id', '=', userId).execute();
    await trx
      .updateTable('booking_participants')
      .set({ name: null, email: `deleted-user-${userId}@deleted.invalid` })
      .where('user_id', '=', userId)
      .execute();
    return { previousImage: user.profile_image };
  });
}
