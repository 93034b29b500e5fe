import { sql, type Kysely } from 'kysely';
import type { Engine } from './connect';

/*
 * SQLite plans our statements without statistics (docs/decisions/0044): every statement reads an
 * index made for it, and SQLite's default estimates choose those indexes. Statistics made plans
 * worse or dearer, never better, on the bench data (10,000 venues, 1,000,000 bookings):
 * - Histograms (sqlite_stat4, written by a full ANALYZE) have SQLite plan a statement from the values
 *   bound to it, so every run of a kept statement that compares a bound value with an indexed column
 *   was parsed and planned again: a sixth of the server's CPU in a location search.
 * - Sizes (sqlite_stat1) average over every value, so a column that is nearly always NULL
 *   (split_status) looked useless to its index, and the split-payment sweeps read all 1,000,000
 *   bookings — 220–290 ms with the event loop blocked, every minute. Without statistics they read
 *   their index; every search, slots and venue statement planned the same either way.
 * Tests then run with the plans production runs with. Statistics that a manual ANALYZE (or the bench's
 * seed) left behind are dropped at start.
 */

/** Drops SQLite's planner statistics, if any, so statements are planned as the tests plan them (no-op on PostgreSQL). */
export async function usePlannerDefaults(db: Kysely<any>, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  const tables = await sql<{
    name: string;
  }>`select name from sqlite_schema where type = 'table' and name in ('sqlite_stat1', 'sqlite_stat4')`.execute(db);
  if (tables.rows.length === 0) return;
  for (const { name } of tables.rows) await sql`delete from ${sql.table(name)}`.execute(db);
  // This connection read the statistics when it opened: ANALYZE of sqlite_schema has it read them again.
  await sql`analyze sqlite_schema`.execute(db);
}
