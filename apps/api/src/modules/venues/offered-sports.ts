import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/**
 * Every sport at least one approved venue offers, A–Z, for the search's sport choice: a sport no
 * listed venue offers would only lead to an empty list, and a sport an owner adds shows up without a
 * release (issue 15 §7).
 */
export async function listOfferedSports(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('venue_sports')
    .innerJoin('venues', 'venues.id', 'venue_sports.venue_id')
    .where('venues.approved', '=', 1)
    .select('venue_sports.sport')
    .distinct()
    .orderBy('venue_sports.sport')
    .execute();
  return rows.map((row) => row.sport);
}
