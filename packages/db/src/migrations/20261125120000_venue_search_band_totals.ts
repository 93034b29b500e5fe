import { sql, type Kysely } from 'kysely';

/*
 * Running totals of the search grid (issue 14, docs/decisions/0038). venue_search_band_totals holds,
 * per sport (and '' for any) and per grid cell that has venues, how many venues of that sport lie in
 * the cell's latitude band at its column or west of it. A nearest-first search counts the venues in a
 * band's run of columns as the difference of two totals — two index seeks per band — instead of
 * reading every venue in the circle. Derived from venue_search_points, which only the search index's
 * refresh writes; it recounts the bands it touched (packages/db venue-search-index.ts).
 */
const BAND = 40_000;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('venue_search_band_totals')
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('cell', 'integer', (c) => c.notNull())
    .addColumn('up_to', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_search_band_totals_pk', ['sport', 'cell'])
    .execute();
  // Covering: a count's seeks read the total from the index alone, without a second lookup.
  await db.schema
    .createIndex('venue_search_band_totals_cover_idx')
    .on('venue_search_band_totals')
    .columns(['sport', 'cell', 'up_to'])
    .execute();
  await sql`
    insert into venue_search_band_totals (sport, cell, up_to)
    select sport, cell, sum(count(*)) over (partition by sport, cell / ${sql.lit(BAND)} order by cell)
    from venue_search_points group by sport, cell`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('venue_search_band_totals').ifExists().execute();
}
