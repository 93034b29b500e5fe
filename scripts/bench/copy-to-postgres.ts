// Copies a seeded bench marketplace from SQLite into a PostgreSQL database, so the large-marketplace
// benchmark can run against PostgreSQL (BENCH_DATABASE_URL):
//   node --import tsx scripts/bench/copy-to-postgres.ts <dataDir> <postgres://…>
// The database's public schema is emptied and migrated, every table is copied with its ids, sequences
// are moved past them, and the search index is rebuilt there (PostgreSQL stores coordinates as
// `real`, so the index is derived from what PostgreSQL holds, as the application would).
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { connectDatabase, migrateToLatest, rebuildVenueSearchIndex } from '@app/db';

const [dataDir, databaseUrl] = process.argv.slice(2);
if (!dataDir || !databaseUrl) throw new Error('usage: copy-to-postgres.ts <dataDir> <postgres://…>');
const started = Date.now();
const source = new SQLite(path.join(dataDir, 'marketplace.db'), { readonly: true });
const target = connectDatabase({ databaseUrl, poolSize: 2 });
const DERIVED = new Set(['venue_search_rows', 'venue_search_points', 'venue_search_listings']);

await sql`drop schema if exists public cascade`.execute(target.db);
await sql`create schema public`.execute(target.db);
await migrateToLatest(target.db);

// Creation order follows the foreign keys (each table is created after the tables it references).
const tables = (source.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by rowid`).all() as { name: string }[])
  .map((row) => row.name)
  .filter((name) => !DERIVED.has(name));
let copied = 0;
await target.db.connection().execute(async (connection) => {
  await sql`begin`.execute(connection);
  await sql`set local session_replication_role = replica`.execute(connection);
  for (const table of tables) {
    const columns = (source.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[]).map((row) => row.name);
    const batch = Math.max(1, Math.floor(30_000 / columns.length));
    let rows: unknown[][] = [];
    const flush = async () => {
      if (rows.length === 0) return;
      const values = sql.join(rows.map((row) => sql`(${sql.join(row.map((value) => sql`${value}`))})`));
      await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values ${values}`.execute(connection);
      copied += rows.length;
      rows = [];
    };
    for (const row of source.prepare(`select * from "${table}"`).raw().iterate() as IterableIterator<unknown[]>) {
      rows.push(row);
      if (rows.length >= batch) await flush();
    }
    await flush();
    const sequence = columns.includes('id') ? (await sql<{ name: string | null }>`select pg_get_serial_sequence(${table}, 'id') as name`.execute(connection)).rows[0]?.name : null;
    if (sequence) await sql`select setval(${sequence}, coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(connection);
  }
  await sql`commit`.execute(connection);
});
await target.db.transaction().execute((trx) => rebuildVenueSearchIndex(trx));
await sql`analyze`.execute(target.db);
await target.destroy();
source.close();
console.log(JSON.stringify({ rows: copied, seconds: (Date.now() - started) / 1000 }));
