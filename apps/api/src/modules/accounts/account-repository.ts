import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/** What deleting an account reads and erases across the tables that hold a person's data. */
type Db = Kysely<Database>;

export async function hasUpcomingBookings(db: Db, userId: number, now: Date): Promise<boolean> {
  const upcoming = await db
    .selectFrom('bookings')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'confirmed', 'cancellation_requested'])
    .where('ends_at', '>', now.toISOString())
    .executeTakeFirst();
  return upcoming !== undefined;
}

export async function ownsVenues(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('venues').select('id').where('owner_id', '=', userId).executeTakeFirst()) !== undefined;
}

/**
 * Erases a person: sessions and links end, saved cards go, the user row keeps only an anonymous
 * shell, and the contact details they gave on bookings and split invitations are removed.
 */
export async function eraseAccount(db: Db, userId: number, now: Date): Promise<void> {
  const timestamp = now.toISOString();
  const placeholderEmail = `deleted-user-${userId}@deleted.invalid`;
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
  await db.deleteFrom('payment_methods').where('user_id', '=', userId).execute();
  await db
    .updateTable('users')
    .set({
      email: placeholderEmail,
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
  await db.updateTable('bookings').set({ mobile_number: null }).where('user_id', '=', userId).execute();
  await db
    .updateTable('booking_participants')
    .set({ name: null, email: placeholderEmail })
    .where('user_id', '=', userId)
    .execute();
}
