import type { Kysely } from 'kysely';

/*
 * What several server processes on one database share (docs/decisions/0019):
 *   - public_read_versions: a counter per scope of the public read cache ('all', or 'venue:<id>'),
 *     bumped by every invalidation, so an answer one process cached is never served after another
 *     process changed what it shows;
 *   - rate_limit_counters: the request limit's hits per client and window, counted once for all
 *     processes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('public_read_versions')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_idx')
    .on('rate_limit_counters')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').ifExists().execute();
  await db.schema.dropTable('public_read_versions').ifExists().execute();
}
