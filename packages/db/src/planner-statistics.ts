import { sql, type Kysely } from 'kysely';
import type { Engine } from './connect';

/*
 * SQLite's planner statistics: table and index sizes (sqlite_stat1), never histograms (sqlite_stat4).
 * With histograms SQLite plans a statement from the values bound to it, so every run of a kept
 * statement that compares a bound value with an indexed column is parsed and planned again: on the
 * bench data a location search spent a sixth of the server's CPU preparing (docs/decisions/0044).
 * The sizes are all these statements need. `PRAGMA optimize` (SQLite's advice for long-lived
 * databases) analyses the tables whose sizes are missing or stale, within its own limit, and with a
 * limit SQLite collects no histograms; ones a full ANALYZE left behind are dropped.
 */

/** Brings SQLite's planner statistics up to date (no-op on PostgreSQL, which its autovacuum analyses). */
export async function refreshPlannerStatistics(db: Kysely<any>, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  const histograms = await sql`select 1 from sqlite_schema where type = 'table' and name = 'sqlite_stat4'`.execute(db);
  if (histograms.rows.length > 0) await sql`delete from sqlite_stat4`.execute(db);
  // 0x10000: every table, not only those this connection has used; 0x10: within SQLite's analysis
  // limit (without it a table never analysed is analysed whole, histograms and all); 0x02: analyse.
  await sql`pragma optimize = 0x10012`.execute(db);
  // This connection read the statistics when it opened: ANALYZE of sqlite_schema has it read them again.
  await sql`analyze sqlite_schema`.execute(db);
}
