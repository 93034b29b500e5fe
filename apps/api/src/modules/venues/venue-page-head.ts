import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/** What the served venue page's <head> says before the app runs: title, description, first photo. */
export interface VenuePageHead {
  name: string;
  description: string;
  location: string;
  firstImage: string | null;
}

/** An approved venue's head, or undefined (unknown or unapproved venues get the plain shell). */
export async function findVenuePageHead(db: Kysely<Database>, venueId: number): Promise<VenuePageHead | undefined> {
  const venue = await db
    .selectFrom('venues')
    .select(['name', 'description', 'location'])
    .where('id', '=', venueId)
    .where('approved', '=', 1)
    .executeTakeFirst();
  if (!venue) return undefined;
  const image = await db
    .selectFrom('venue_images')
    .select('url')
    .where('venue_id', '=', venueId)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  return { ...venue, firstImage: image?.url ?? null };
}
