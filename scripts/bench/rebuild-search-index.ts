// Rebuilds the venue search index of a database from its venues (docs/decisions/0029), e.g. after
// the bench copied a seeded SQLite marketplace into PostgreSQL, where coordinates are stored as
// `real` and the index must follow what PostgreSQL holds:
//   node --import tsx scripts/bench/rebuild-search-index.ts <postgres://…>
import { sql } from 'kysely';
import { connectDatabase } from '@app/db';
import { rebuildVenueSearchIndex } from '../../apps/api/src/modules/venues/venue-search-index-repository';

const [databaseUrl] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: rebuild-search-index.ts <databaseUrl>');
const started = Date.now();
const handle = connectDatabase({ databaseUrl, poolSize: 2 });
await handle.db.transaction().execute((trx) => rebuildVenueSearchIndex(trx));
// The rebuild deleted every index row the copy brought and wrote them again: vacuum those tables, as
// autovacuum would soon do on a live server (it is off on the bench machine). Left as they were, half
// of each table's rows are dead and no page is marked all-visible, so every index-only read also
// visits the table: that tripled PostgreSQL's CPU per nearest-first search (docs/decisions/0041).
await sql`vacuum analyze venue_search_rows, venue_search_points, venue_search_listings, venue_search_band_totals`.execute(
  handle.db,
);
await sql`analyze`.execute(handle.db);
await handle.destroy();
console.log(JSON.stringify({ seconds: (Date.now() - started) / 1000 }));
