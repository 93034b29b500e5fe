import type { Kysely } from 'kysely';

/*
 * Words of each venue's location and address, lower-cased, one row each. A location search narrows
 * to venues through this index (a prefix range on `term`) before checking the full text, so it stays
 * fast however many venues there are. The application keeps it in step when venues change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('venue_search_terms')
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('term', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_search_terms_pk', ['term', 'venue_id'])
    .execute();
  await db.schema.createIndex('venue_search_terms_venue_idx').on('venue_search_terms').column('venue_id').execute();

  // Terms for venues that already exist, computed the same way as the application does.
  const venues = await db.selectFrom('venues').select(['id', 'location', 'address']).execute();
  for (const venue of venues) {
    const terms = [
      ...new Set(
        `${venue.location} ${venue.address}`
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter((word: string) => word.length >= 2),
      ),
    ];
    if (terms.length > 0)
      await db
        .insertInto('venue_search_terms')
        .values(terms.map((term) => ({ venue_id: venue.id, term })))
        .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('venue_search_terms').ifExists().execute();
}
