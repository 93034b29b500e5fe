import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, FairLock, type DatabaseHandle } from '../src/connect';
import { writeTransaction } from '../src/write-transaction';

describe('FairLock (the SQLite connection lock)', () => {
  it('hands the lock to waiters in the order they asked, never to a newcomer first', async () => {
    const lock = new FairLock();
    await lock.lock();
    const order: string[] = [];
    const take = (name: string) =>
      lock.lock().then(() => {
        order.push(name);
        lock.unlock();
      });
    const first = take('first');
    const second = take('second');
    lock.unlock();
    // Asks at the very moment of the release: Kysely's own lock let such a caller in ahead of the waiters.
    const newcomer = take('newcomer');
    await Promise.all([first, second, newcomer]);
    expect(order).toEqual(['first', 'second', 'newcomer']);
    expect(lock.waiting).toBe(0);
  });

  it('is free again once the last holder unlocks', async () => {
    const lock = new FairLock();
    await lock.lock();
    lock.unlock();
    let taken = false;
    void lock.lock().then(() => (taken = true));
    await Promise.resolve();
    expect(taken).toBe(true);
  });
});

describe('SQLite connection shared by concurrent work', () => {
  let handle: DatabaseHandle | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await handle?.destroy();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a query out of a transaction in flight and answers every caller in turn', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fair-lock-'));
    handle = connectDatabase({ sqlitePath: path.join(dir, 'test.db') });
    const { db } = handle;
    await sql`create table t (id integer primary key)`.execute(db);
    const transaction = writeTransaction(db, 'sqlite', async (trx) => {
      await sql`insert into t (id) values (1)`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('rolled back');
    });
    // Asked while the transaction holds the connection: they must neither run inside it nor be lost.
    const answers: number[] = [];
    const reads = Array.from({ length: 50 }, (_, index) =>
      sql<{ n: number }>`select count(*) as n from t`.execute(db).then((result) => {
        expect(result.rows[0]!.n).toBe(0);
        answers.push(index);
      }),
    );
    await expect(transaction).rejects.toThrow('rolled back');
    await Promise.all(reads);
    expect(answers).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });
});
