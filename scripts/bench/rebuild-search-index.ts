// Rebuilds the venue search index of a database from its venues (docs/decisions/0029), e.g. after
// the bench copied a seeded SQLite marketplace into PostgreSQL, where coordinates are stored as
// `real` and the index must follow what PostgreSQL holds:
//   node --import tsx scripts/bench/rebuild-search-index.ts <postgres://…>
import { sql } from 'kysely';
import { connectDatabase, rebuildVenueSearchIndex } from '@app/db';

const [databaseUrl] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: rebuild-search-index.ts <databaseUrl>');
const started = Date.now();
const handle = connectDatabase({ databaseUrl, poolSize: 2 });
await handle.db.transaction().execute((trx) => rebuildVenueSearchIndex(trx));
await sql`analyze`.execute(handle.db);
await handle.destroy();
console.log(JSON.stringify({ seconds: (Date.now() - started) / 1000 }));
