import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, PREPARED, type DatabaseHandle } from '../src/connect';

/*
 * Queries marked PREPARED are kept prepared by PostgreSQL on each connection (parsed and planned once);
 * every other query is sent unnamed as before. Needs TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.destroy();
  handle = undefined;
});

describe.runIf(databaseUrl)('prepared statements on PostgreSQL', () => {
  it('prepares a marked query once per connection and reuses it with other values; unmarked queries are not kept', async () => {
    handle = connectDatabase({ databaseUrl, poolSize: 1 });
    const prepared = await handle.db.connection().execute(async (connection) => {
      const marked = async (value: number) => (await sql<{ doubled: number }>`${sql.raw(PREPARED)}select cast(${value} as integer) * 2 as doubled`.execute(connection)).rows[0]!.doubled;
      expect(await marked(2)).toBe(4);
      expect(await marked(21)).toBe(42);
      await sql`select cast(${1} as integer) as plain`.execute(connection);
      return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows.map((row) => row.statement);
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toContain('* 2 as doubled');
  });
});

describe('prepared statements on SQLite', () => {
  it('runs a marked query as any other (the mark is a comment)', async () => {
    handle = connectDatabase({ sqlitePath: ':memory:' });
    const { rows } = await sql<{ doubled: number }>`${sql.raw(PREPARED)}select ${21} * 2 as doubled`.execute(handle.db);
    expect(rows[0]!.doubled).toBe(42);
  });
});
