import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

/*
 * A venue's named courts (docs/decisions/0055). Rows follow `venue_sports.court_count` by trigger (a
 * new court is "Court N"); the owner's names are written here, by court number.
 */

type Db = Kysely<Database>;

export interface CourtRow {
  id: number;
  venue_id: number;
  sport: string;
  number: number;
  name: string;
}

/** The courts of some venues, by venue, sport and number. */
export function listVenueCourts(db: Db, venueIds: readonly number[]): Promise<CourtRow[]> {
  if (venueIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('venue_courts')
    .select(['id', 'venue_id', 'sport', 'number', 'name'])
    .where('venue_id', 'in', [...venueIds])
    .orderBy('venue_id')
    .orderBy('sport')
    .orderBy('number')
    .execute();
}

/** One court of a venue, or undefined when the venue has no court with this id. */
export function findVenueCourt(db: Db, venueId: number, courtId: number): Promise<CourtRow | undefined> {
  return db
    .selectFrom('venue_courts')
    .select(['id', 'venue_id', 'sport', 'number', 'name'])
    .where('venue_id', '=', venueId)
    .where('id', '=', courtId)
    .executeTakeFirst();
}

/** Names a sport's courts in number order (court 1 first); the rows exist already (the trigger). */
export async function nameSportCourts(db: Db, venueId: number, sport: string, names: readonly string[]): Promise<void> {
  for (const [index, name] of names.entries())
    await db
      .updateTable('venue_courts')
      .set({ name })
      .where('venue_id', '=', venueId)
      .where('sport', '=', sport)
      .where('number', '=', index + 1)
      .where('name', '!=', name)
      .execute();
}

/** A removed sport's courts go with it. */
export async function removeSportCourts(db: Db, venueId: number, sports: readonly string[]): Promise<void> {
  if (sports.length === 0) return;
  await db
    .deleteFrom('venue_courts')
    .where('venue_id', '=', venueId)
    .where('sport', 'in', [...sports])
    .execute();
}
