import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, withLimitsReadAtRunTime, type DatabaseHandle } from '../src/connect';
import { refreshPlannerStatistics } from '../src/planner-statistics';

/*
 * What keeps SQLite from preparing a kept statement again at every run (docs/decisions/0044): bound
 * limits read at run time, and planner statistics without histograms. (Whether SQLite prepared again
 * is not visible through better-sqlite3; the bench's profile showed it, 0044 gives the figures.)
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
      insert into things (kind, n) select case when v % 10 = 0 then 'rare' else 'common' end, v from s`.execute(handle.db);
  });

  afterEach(async () => {
    await handle.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes bound limits and offsets with a unary plus, and nothing else', () => {
    expect(withLimitsReadAtRunTime('select n from things order by n limit ? offset ?')).toBe('select n from things order by n limit +? offset +?');
    expect(withLimitsReadAtRunTime('select * from (select n from t LIMIT\n?) x where n = ?')).toBe('select * from (select n from t LIMIT +?) x where n = ?');
    expect(withLimitsReadAtRunTime('select n from things limit 10')).toBe('select n from things limit 10');
    expect(withLimitsReadAtRunTime('update things set n = ? where kind = ?')).toBe('update things set n = ? where kind = ?');
  });

  it('answers as many rows as each run asks for from the one kept statement', async () => {
    const page = (limit: number, offset: number) => sql<{ n: number }>`select n from things where kind = ${'rare'} order by n limit ${limit} offset ${offset}`.execute(handle.db);
    expect((await page(3, 0)).rows.map((row) => row.n)).toEqual([10, 20, 30]);
    expect((await page(5, 2)).rows.map((row) => row.n)).toEqual([30, 40, 50, 60, 70]);
    expect((await page(2, 299)).rows.map((row) => row.n)).toEqual([3000]);
  });

  it('gives a database that was never analysed its table and index sizes, without histograms', async () => {
    await refreshPlannerStatistics(handle.db, 'sqlite');
    const sizes = await sql<{ idx: string; stat: string }>`select idx, stat from sqlite_stat1 where tbl = 'things'`.execute(handle.db);
    expect(sizes.rows).toEqual([{ idx: 'things_kind', stat: expect.stringMatching(/^3000 \d+ \d+$/) }]);
    const tables = await sql<{ name: string }>`select name from sqlite_schema where name like 'sqlite_stat%' order by name`.execute(handle.db);
    const histograms = tables.rows.some((row) => row.name === 'sqlite_stat4') ? (await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(handle.db)).rows[0]!.n : 0;
    expect(histograms).toBe(0);
  });

  it('drops the histograms a full ANALYZE left and keeps its sizes', async () => {
    await sql`analyze`.execute(handle.db);
    expect((await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(handle.db)).rows[0]!.n).toBeGreaterThan(0);
    const before = await sql<{ stat: string }>`select stat from sqlite_stat1 where idx = 'things_kind'`.execute(handle.db);

    await refreshPlannerStatistics(handle.db, 'sqlite');

    expect((await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(handle.db)).rows[0]!.n).toBe(0);
    expect((await sql<{ stat: string }>`select stat from sqlite_stat1 where idx = 'things_kind'`.execute(handle.db)).rows).toEqual(before.rows);
    // The statements still answer the same after the statistics were read again.
    expect((await sql<{ n: number }>`select count(*) as n from things where kind = ${'rare'}`.execute(handle.db)).rows[0]!.n).toBe(300);
  });
});
