import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, withLimitsReadAtRunTime, type DatabaseHandle } from '../src/connect';
import { usePlannerDefaults } from '../src/planner-statistics';

/*
 * How SQLite plans our statements (docs/decisions/0044): bound limits read at run time, so a kept
 * statement is not prepared again at every run (not visible through better-sqlite3; the bench's
 * profile showed it, 0044 gives the figures), and no planner statistics.
 */

describe('SQLite statements keep their plan from run to run', () => {
  let handle: DatabaseHandle;
  let dir: string;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sqlite-planning-'));
    handle = connectDatabase({ sqlitePath: path.join(dir, 'test.db') });
    await sql`create table things (id integer primary key, kind text not null, n integer not null)`.execute(handle.db);
    await sql`create index things_kind on things (kind, n)`.execute(handle.db);
    await sql`with recursive s(v) as (select 1 union all select v + 1 from s where v < 3000)
      insert into things (kind, n) select case when v % 10 = 0 then 'rare' else 'common' end, v from s`.execute(
      handle.db,
    );
  });

  afterEach(async () => {
    await handle.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes bound limits and offsets with a unary plus, and nothing else', () => {
    expect(withLimitsReadAtRunTime('select n from things order by n limit ? offset ?')).toBe(
      'select n from things order by n limit +? offset +?',
    );
    expect(withLimitsReadAtRunTime('select * from (select n from t LIMIT\n?) x where n = ?')).toBe(
      'select * from (select n from t LIMIT +?) x where n = ?',
    );
    expect(withLimitsReadAtRunTime('select n from things limit 10')).toBe('select n from things limit 10');
    expect(withLimitsReadAtRunTime('update things set n = ? where kind = ?')).toBe(
      'update things set n = ? where kind = ?',
    );
  });

  it('answers as many rows as each run asks for from the one kept statement', async () => {
    const page = (limit: number, offset: number) =>
      sql<{
        n: number;
      }>`select n from things where kind = ${'rare'} order by n limit ${limit} offset ${offset}`.execute(handle.db);
    expect((await page(3, 0)).rows.map((row) => row.n)).toEqual([10, 20, 30]);
    expect((await page(5, 2)).rows.map((row) => row.n)).toEqual([30, 40, 50, 60, 70]);
    expect((await page(2, 299)).rows.map((row) => row.n)).toEqual([3000]);
  });

  it('plans a nearly-always-NULL column through its index once statistics a manual ANALYZE left are dropped', async () => {
    // The split-payment sweeps' shape: a state that is NULL for all but a few bookings, indexed with
    // another column, and a condition on a column outside the index.
    await sql`create table splits (id integer primary key, state text, deadline text, cutoff text not null)`.execute(
      handle.db,
    );
    await sql`create index splits_due on splits (state, deadline)`.execute(handle.db);
    await sql`with recursive s(v) as (select 1 union all select v + 1 from s where v < 3000)
      insert into splits (state, deadline, cutoff) select case when v % 1000 = 0 then 'collecting' end, '2026-12-01', printf('2026-11-%02d', 1 + v % 28) from s`.execute(
      handle.db,
    );
    const due = sql`select id from splits where state = ${'collecting'} and cutoff <= ${'2026-11-30'} limit ${10}`;
    const plan = async () =>
      (await sql<{ detail: string }>`explain query plan ${due}`.execute(handle.db)).rows
        .map((row) => row.detail)
        .join(' | ');
    expect(await plan()).toMatch(/USING INDEX splits_due/);

    // Sizes alone, as `PRAGMA optimize` writes them (within its limit SQLite keeps no histograms),
    // average over every value, the NULLs included: the index looks useless, the table is read whole.
    await sql`analyze`.execute(handle.db);
    await sql`delete from sqlite_stat4`.execute(handle.db);
    await sql`analyze sqlite_schema`.execute(handle.db);
    expect(await plan()).toMatch(/^SCAN splits/);

    await usePlannerDefaults(handle.db, 'sqlite');

    // The same connection plans it through the index again: the statistics were read anew.
    expect(await plan()).toMatch(/USING INDEX splits_due/);
    expect((await due.execute(handle.db)).rows).toEqual([{ id: 1000 }, { id: 2000 }, { id: 3000 }]);
  });

  it('drops the sizes and histograms a full ANALYZE wrote', async () => {
    await sql`analyze`.execute(handle.db);
    const count = async (table: string) =>
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(handle.db)).rows[0]!.n;
    expect(await count('sqlite_stat1')).toBeGreaterThan(0);
    expect(await count('sqlite_stat4')).toBeGreaterThan(0);

    await usePlannerDefaults(handle.db, 'sqlite');

    expect(await count('sqlite_stat1')).toBe(0);
    expect(await count('sqlite_stat4')).toBe(0);
  });

  it('leaves a database without statistics as it is', async () => {
    await usePlannerDefaults(handle.db, 'sqlite');
    const tables = await sql<{ name: string }>`select name from sqlite_schema where name like 'sqlite_stat%'`.execute(
      handle.db,
    );
    expect(tables.rows).toEqual([]);
  });
});
