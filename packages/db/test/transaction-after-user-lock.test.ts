import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/connect';
import { transactionAfterUserLock } from '../src/write-transaction';
import { createTestDatabase, testEngines } from '../testing/test-databases';

describe('a transaction begun with a user lock', () => {
  it('refuses an id that is not an integer, before anything reaches the database (it is written into the text)', async () => {
    const handle = await createTestDatabase(testEngines().at(-1)!, { migrate: false });
    try {
      await expect(
        transactionAfterUserLock(
          handle.db,
          '1; drop table users' as unknown as number,
          { genericPlans: false },
          async () => 1,
        ),
      ).rejects.toThrow('not a user id');
      await expect(transactionAfterUserLock(handle.db, 1.5, { genericPlans: false }, async () => 1)).rejects.toThrow(
        'not a user id',
      );
    } finally {
      await handle.destroy();
    }
  });
});

// PostgreSQL only: the checkout's hold transaction there (docs/decisions/0042); SQLite's is its write lock.
describe.each(testEngines().filter((engine) => engine === 'postgres'))(
  'a transaction begun with a user lock on %s',
  (engine) => {
    it("holds the user's row until it ends, commits what it wrote, and rolls back and resets its plan mode when its work throws", async () => {
      const handle = await createTestDatabase(engine, { migrate: false });
      // One connection, so the plan mode after the transaction is that same connection's.
      const single = connectDatabase({ databaseUrl: handle.databaseUrl, searchPath: handle.searchPath!, poolSize: 1 });
      const other = connectDatabase({ databaseUrl: handle.databaseUrl, searchPath: handle.searchPath!, poolSize: 3 });
      try {
        await sql`create table users (id integer primary key)`.execute(handle.db);
        await sql`create table notes (user_id integer not null, note text not null)`.execute(handle.db);
        await sql`insert into users (id) values (1), (2)`.execute(handle.db);
        const notes = async () =>
          (await sql<{ note: string }>`select note from notes order by note`.execute(handle.db)).rows.map(
            (row) => row.note,
          );

        const planMode = async (db: typeof single.db) =>
          (await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db)).rows[0]!.plan_cache_mode;
        await expect(
          transactionAfterUserLock(single.db, 1, { genericPlans: true }, async (trx) => {
            expect(await planMode(trx)).toBe('force_generic_plan');
            await sql`insert into notes (user_id, note) values (1, 'rolled back')`.execute(trx);
            throw new Error('refused');
          }),
        ).rejects.toThrow('refused');
        expect(await notes()).toEqual([]);
        expect(await planMode(single.db)).toBe('auto');

        // A second transaction on user 1 waits for the first to end; one on user 2 does not.
        const order: string[] = [];
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const lockTaken = new Promise<void>((resolve) => (locked = resolve));
        const first = transactionAfterUserLock(other.db, 1, { genericPlans: false }, async (trx) => {
          locked();
          await held;
          await sql`insert into notes (user_id, note) values (1, 'first')`.execute(trx);
          order.push('first ends');
        });
        await lockTaken;
        const second = transactionAfterUserLock(other.db, 1, { genericPlans: false }, async (trx) => {
          order.push('second starts');
          await sql`insert into notes (user_id, note) values (1, 'second')`.execute(trx);
        });
        await transactionAfterUserLock(other.db, 2, { genericPlans: false }, async (trx) => {
          await sql`insert into notes (user_id, note) values (2, 'other user')`.execute(trx);
        });
        expect(order).toEqual([]);
        release();
        await Promise.all([first, second]);
        expect(order).toEqual(['first ends', 'second starts']);
        expect(await notes()).toEqual(['first', 'other user', 'second']);
      } finally {
        await single.destroy();
        await other.destroy();
        await handle.destroy();
      }
    });
  },
);
