import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/connect';
import { PREPARED } from '../src/prepared-statements';
import { createTestDatabase, testEngines } from '../testing/test-databases';

describe.each(testEngines())('statements marked PREPARED on %s', (engine) => {
  it("answer for each call's own values; on PostgreSQL a connection parses each marked text once, by name", async () => {
    const handle = await createTestDatabase(engine, { migrate: false });
    // PostgreSQL: one connection, so every statement it keeps is visible from it.
    const single =
      engine === 'postgres'
        ? connectDatabase({ databaseUrl: handle.databaseUrl, searchPath: handle.searchPath!, poolSize: 1 })
        : handle;
    try {
      const { db } = single;
      await sql`create table probe (id integer primary key, label text not null)`.execute(db);
      await sql`insert into probe (id, label) values (1, 'one'), (2, 'two')`.execute(db);
      const labelOf = async (id: number) =>
        (await sql<{ label: string }>`${PREPARED}select label from probe where id = ${id}`.execute(db)).rows[0]?.label;
      for (let round = 0; round < 8; round += 1) {
        expect(await labelOf(1)).toBe('one');
        expect(await labelOf(2)).toBe('two');
        expect(await labelOf(3)).toBeUndefined();
      }
      // Unmarked statements are sent unnamed, as Kysely sends them.
      expect((await sql<{ label: string }>`select label from probe where id = ${2}`.execute(db)).rows).toEqual([
        { label: 'two' },
      ]);
      if (engine === 'postgres') {
        const kept = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
        expect(kept.rows.map((row) => row.statement)).toEqual(['/* prepared */ select label from probe where id = $1']);
      }
    } finally {
      if (single !== handle) await single.destroy();
      await handle.destroy();
    }
  });
});
