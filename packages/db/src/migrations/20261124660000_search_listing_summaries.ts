import type { Kysely } from 'kysely';

/*
 * venue_search_listings now hold each approved venue's summary — the object search answers list —
 * as JSON text, so a search page is joined from stored texts (docs/decisions/0029). This rewrites
 * the listings stored before, which held the venue's row, sports, images and facilities. The shape
 * is written out here as the application made it on this date (frozen: migrations never import
 * application code).
 */

interface OldListing {
  venue: {
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
  };
  sports: {
    sport: string;
    price_per_hour_pence: number | null;
    court_count: number;
    description: string;
    facilities: string;
  }[];
  images: { sport: string | null; url: string }[];
  facilities: { name: string }[];
}

/** Pence as a JSON number of pounds, from the text "12.50" (never divided). */
function pounds(pence: number): number {
  const abs = Math.abs(pence);
  return Number(`${pence < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

function jsonList(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function summaryOf({ venue, sports, images, facilities }: OldListing) {
  const prices = sports.map((sport) => sport.price_per_hour_pence).filter((price): price is number => price !== null);
  return {
    id: venue.id,
    name: venue.name,
    description: venue.description,
    location: venue.location,
    address: venue.address,
    latitude: venue.latitude,
    longitude: venue.longitude,
    sports: sports.map((sport) => sport.sport),
    images: images.map((image) => image.url),
    facilities: facilities.map((facility) => facility.name),
    approved: venue.approved === 1,
    ownerId: venue.owner_id,
    sportConfigs: sports.map((sport) => ({
      sport: sport.sport,
      pricePerHour: sport.price_per_hour_pence === null ? null : pounds(sport.price_per_hour_pence),
      pricePerHourPence: sport.price_per_hour_pence,
      courtCount: sport.court_count,
      images: images.filter((image) => image.sport === sport.sport).map((image) => image.url),
      description: sport.description,
      facilities: jsonList(sport.facilities),
    })),
    minPricePence: prices.length > 0 ? Math.min(...prices) : null,
    createdAt: venue.created_at,
  };
}

export async function up(db: Kysely<any>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: { venue_id: number; listing: string }[] = await db
      .selectFrom('venue_search_listings')
      .select(['venue_id', 'listing'])
      .where('venue_id', '>', after)
      .orderBy('venue_id')
      .limit(500)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const stored = JSON.parse(row.listing) as OldListing | { id: number };
      if (!('venue' in stored)) continue;
      await db
        .updateTable('venue_search_listings')
        .set({ listing: JSON.stringify(summaryOf(stored)) })
        .where('venue_id', '=', row.venue_id)
        .execute();
    }
    after = rows.at(-1)!.venue_id;
  }
}

/** Back to the row-and-parts listings, read again from the venue tables. */
export async function down(db: Kysely<any>): Promise<void> {
  const columns = [
    'id',
    'owner_id',
    'name',
    'description',
    'location',
    'address',
    'latitude',
    'longitude',
    'time_zone',
    'approved',
    'created_at',
  ] as const;
  const ids: number[] = (
    await db.selectFrom('venue_search_listings').select('venue_id').orderBy('venue_id').execute()
  ).map((row: { venue_id: number }) => row.venue_id);
  for (let start = 0; start < ids.length; start += 200) {
    const batch = ids.slice(start, start + 200);
    const venues = await db.selectFrom('venues').select(columns).where('id', 'in', batch).execute();
    const sports = await db
      .selectFrom('venue_sports')
      .select(['venue_id', 'sport', 'price_per_hour_pence', 'court_count', 'description', 'facilities'])
      .where('venue_id', 'in', batch)
      .orderBy('venue_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    const images = await db
      .selectFrom('venue_images')
      .select(['venue_id', 'sport', 'url'])
      .where('venue_id', 'in', batch)
      .orderBy('venue_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    const facilities = await db
      .selectFrom('venue_facilities')
      .select(['venue_id', 'name'])
      .where('venue_id', 'in', batch)
      .orderBy('venue_id')
      .orderBy('position')
      .execute();
    for (const venue of venues) {
      const listing = {
        venue,
        sports: sports.filter((sport) => sport.venue_id === venue.id),
        images: images.filter((image) => image.venue_id === venue.id),
        facilities: facilities.filter((facility) => facility.venue_id === venue.id),
      };
      await db
        .updateTable('venue_search_listings')
        .set({ listing: JSON.stringify(listing) })
        .where('venue_id', '=', venue.id)
        .execute();
    }
  }
}
