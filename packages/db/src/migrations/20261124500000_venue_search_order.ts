import type { Kysely } from 'kysely';

/*
 * Search in the order of the answer (issue 14, docs/decisions/0029). Two tables derived from venues,
 * their sports and their search terms, for approved venues only; the application keeps them in step
 * on every write that changes what they hold (apps/api/src/modules/venues/venue-search-index-repository.ts).
 *
 * venue_search_rows: one row per approved venue × location term × sport, plus a row with sport '' for
 * "any sport". Read by (term, sport) in name or price order, a location search stops after the page
 * instead of sorting every match; `price` is the price the search sorts by (that sport's, or the
 * venue's lowest for ''), 2147483647 when none is set.
 *
 * venue_search_points: one row per approved venue with coordinates × sport (and ''), keyed by a grid
 * cell of 0.01° × 0.01°: `cell = floor((lat + 90) × 100) × 40000 + floor((lng + 180) × 100)`, so the
 * cells of one latitude band are one key range. Nearest-first search reads rings of cells around the
 * centre until the page is certain, instead of measuring every venue in a 25 km box.
 *
 * venue_search_listings: per approved venue, its row with its sports, images and facilities as one
 * JSON text (what a search result card is made from), so a page is one read per venue rather than
 * four queries.
 */
const NO_PRICE = 2_147_483_647;
const cellOf = (lat: number, lng: number) => Math.floor((lat + 90) * 100) * 40_000 + Math.floor((lng + 180) * 100);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('venue_search_rows')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_search_rows_pk', ['term', 'sport', 'name', 'venue_id'])
    .execute();
  await db.schema
    .createIndex('venue_search_rows_price_idx')
    .on('venue_search_rows')
    .columns(['term', 'sport', 'price', 'name', 'venue_id'])
    .execute();
  await db.schema.createIndex('venue_search_rows_venue_idx').on('venue_search_rows').column('venue_id').execute();

  await db.schema
    .createTable('venue_search_points')
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('cell', 'integer', (c) => c.notNull())
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('latitude', 'real', (c) => c.notNull())
    .addColumn('longitude', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_search_points_pk', ['sport', 'cell', 'venue_id'])
    .execute();
  // Covering: a ring is read from the index alone.
  await db.schema
    .createIndex('venue_search_points_cell_idx')
    .on('venue_search_points')
    .columns(['sport', 'cell', 'venue_id', 'latitude', 'longitude'])
    .execute();
  await db.schema.createIndex('venue_search_points_venue_idx').on('venue_search_points').column('venue_id').execute();

  await db.schema
    .createTable('venue_search_listings')
    .addColumn('venue_id', 'integer', (c) => c.primaryKey().references('venues.id').onDelete('cascade'))
    .addColumn('listing', 'text', (c) => c.notNull())
    .execute();

  // The venues that exist already, computed the way the application does (frozen here).
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
  const venues = await db.selectFrom('venues').select(columns).where('approved', '=', 1).orderBy('id').execute();
  for (let start = 0; start < venues.length; start += 200) {
    const batch = venues.slice(start, start + 200);
    const ids = batch.map((venue) => venue.id);
    const sports = await db
      .selectFrom('venue_sports')
      .select(['venue_id', 'sport', 'price_per_hour_pence', 'court_count', 'description', 'facilities'])
      .where('venue_id', 'in', ids)
      .orderBy('venue_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    const images = await db
      .selectFrom('venue_images')
      .select(['venue_id', 'sport', 'url'])
      .where('venue_id', 'in', ids)
      .orderBy('venue_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    const facilities = await db
      .selectFrom('venue_facilities')
      .select(['venue_id', 'name'])
      .where('venue_id', 'in', ids)
      .orderBy('venue_id')
      .orderBy('position')
      .execute();
    const terms = await db
      .selectFrom('venue_search_terms')
      .select(['venue_id', 'term'])
      .where('venue_id', 'in', ids)
      .execute();
    const rows: Record<string, unknown>[] = [];
    const points: Record<string, unknown>[] = [];
    const listings: Record<string, unknown>[] = [];
    for (const venue of batch) {
      const listing = {
        venue,
        sports: sports.filter((sport) => sport.venue_id === venue.id),
        images: images.filter((image) => image.venue_id === venue.id),
        facilities: facilities.filter((facility) => facility.venue_id === venue.id),
      };
      listings.push({ venue_id: venue.id, listing: JSON.stringify(listing) });
      const own = sports.filter((sport) => sport.venue_id === venue.id);
      const prices = own.map((sport) => sport.price_per_hour_pence).filter((price): price is number => price !== null);
      const priced = [
        { sport: '', price: prices.length ? Math.min(...prices) : NO_PRICE },
        ...own.map((sport) => ({ sport: sport.sport, price: sport.price_per_hour_pence ?? NO_PRICE })),
      ];
      for (const { term } of terms.filter((row) => row.venue_id === venue.id))
        for (const { sport, price } of priced) rows.push({ term, sport, name: venue.name, venue_id: venue.id, price });
      if (venue.latitude !== null && venue.longitude !== null) {
        for (const { sport } of priced)
          points.push({
            sport,
            cell: cellOf(venue.latitude, venue.longitude),
            venue_id: venue.id,
            latitude: venue.latitude,
            longitude: venue.longitude,
          });
      }
    }
    for (let at = 0; at < rows.length; at += 500)
      await db
        .insertInto('venue_search_rows')
        .values(rows.slice(at, at + 500))
        .execute();
    for (let at = 0; at < listings.length; at += 500)
      await db
        .insertInto('venue_search_listings')
        .values(listings.slice(at, at + 500))
        .execute();
    for (let at = 0; at < points.length; at += 500)
      await db
        .insertInto('venue_search_points')
        .values(points.slice(at, at + 500))
        .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('venue_search_listings').ifExists().execute();
  await db.schema.dropTable('venue_search_points').ifExists().execute();
  await db.schema.dropTable('venue_search_rows').ifExists().execute();
}
