import { readJsonList, type Database } from '@app/db';
import type { Kysely } from 'kysely';

/** The only Kysely code of the venues module. */

export interface VenueRow {
  id: number;
  owner_id: number | null;
  name: string;
  description: string;
  location: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  approved: number;
  created_at: string;
}

export interface VenueSportRow {
  venue_id: number;
  sport: string;
  price_per_hour_pence: number | null;
  court_count: number;
  description: string;
  facilities: string;
}

export interface VenueImageRow {
  venue_id: number;
  sport: string | null;
  url: string;
}

export interface VenueParts {
  sports: VenueSportRow[];
  images: VenueImageRow[];
  facilities: { venue_id: number; name: string }[];
}

export async function listApprovedVenues(db: Kysely<Database>): Promise<VenueRow[]> {
  return db
    .selectFrom('venues')
    .select(['id', 'owner_id', 'name', 'description', 'location', 'address', 'latitude', 'longitude', 'approved', 'created_at'])
    .where('approved', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Sports, images and facilities of many venues in three queries rather than three per venue. */
export async function loadVenueParts(db: Kysely<Database>, venueIds: number[]): Promise<VenueParts> {
  if (venueIds.length === 0) return { sports: [], images: [], facilities: [] };
  const [sports, images, facilities] = await Promise.all([
    db
      .selectFrom('venue_sports')
      .select(['venue_id', 'sport', 'price_per_hour_pence', 'court_count', 'description', 'facilities'])
      .where('venue_id', 'in', venueIds)
      .orderBy('venue_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('venue_images')
      .select(['venue_id', 'sport', 'url'])
      .where('venue_id', 'in', venueIds)
      .orderBy('venue_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('venue_facilities')
      .select(['venue_id', 'name'])
      .where('venue_id', 'in', venueIds)
      .orderBy('venue_id')
      .orderBy('position')
      .execute(),
  ]);
  return { sports, images, facilities };
}

export { readJsonList };
