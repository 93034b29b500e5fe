// Copies a benchmark's seeded SQLite database into a fresh PostgreSQL database, so the same data is
// measured on both engines (the booking benchmark with BENCH_DATABASE_URL):
//   node --import tsx scripts/bench/copy-bench-sqlite-to-postgres.ts <dataDir> <postgres url of an empty database>
// The schema comes from the app's own migrations; rows are copied table by table with foreign-key
// checks off during the copy (session_replication_role), then every id sequence is moved past the
// copied ids and the tables are vacuumed and analysed: autovacuum is off on the bench machine, and a
// live server's autovacuum would have marked the pages all-visible, which index-only reads rely on
// (docs/decisions/0041).
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { connectDatabase, migrateToLatest } from '@app/db';

const [dataDir, databaseUrl] = process.argv.slice(2);
if (!dataDir || !databaseUrl) throw new Error('usage: copy-bench-sqlite-to-postgres.ts <dataDir> <databaseUrl>');
const started = Date.now();
const source = new SQLite(path.join(dataDir, 'marketplace.db'), { readonly: true });
const target = connectDatabase({ databaseUrl, poolSize: 2 });
await migrateToLatest(target.db);

const tables = (
  source
    .prepare(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`,
    )
    .all() as { name: string }[]
).map((row) => row.name);
let copied = 0;
await target.db.connection().execute(async (connection) => {
  await sql`set session_replication_role = replica`.execute(connection);
  for (const table of tables) {
    // Tables a migration fills (court_numbers) already hold the same rows: the copy replaces them.
    await connection.deleteFrom(table as never).execute();
    const rows = source.prepare(`select * from "${table}"`).all() as Record<string, unknown>[];
    for (let from = 0; from < rows.length; from += 500) {
      await connection
        .insertInto(table as never)
        .values(rows.slice(from, from + 500) as never)
        .execute();
    }
    copied += rows.length;
    const hasId =
      (
        source.prepare(`select count(*) as n from pragma_table_info('${table}') where name = 'id'`).get() as {
          n: number;
        }
      ).n > 0;
    if (hasId && rows.length > 0)
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        connection,
      );
  }
  await sql`set session_replication_role = origin`.execute(connection);
  await sql`vacuum analyze`.execute(connection);
});
source.close();
await target.destroy();
console.log(JSON.stringify({ tables: tables.length, rows: copied, seconds: (Date.now() - started) / 1000 }));
