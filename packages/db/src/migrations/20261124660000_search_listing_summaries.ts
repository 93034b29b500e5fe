import type { Kysely } from 'kysely';

/*
 * venue_search_listings now hold each approved venue's summary — the object search answers list —
 * as JSON text, so a search page is joined from stored texts (docs/decisions/0029). This migration
 * used to rewrite the listings stored before (the venue's row, sports, images and facilities) with a
 * copy of the application's summary code. Since 20261129100000 a listing carries the format it was
 * written in and the application rebuilds any that differs from its own (docs/decisions/0053); that
 * migration marks the listings of the old shape as format 0, so the application makes their summaries.
 * Nothing is left to do here.
 */
export async function up(): Promise<void> {}

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
