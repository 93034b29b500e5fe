import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '@app/db/testing';
import { ensureAdmin } from '../src/bootstrap';
import { verifyPassword } from '../src/modules/auth/password-hashing';

const now = new Date('2026-11-21T10:00:00.000Z');

describe.each(testEngines())('admin bootstrap on %s', (engine) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('creates the configured admin once, with a verified, hashed password', async () => {
    database = await createTestDatabase(engine);
    const admin = { email: 'boss@example.com', password: 'correct-horse' };
    await ensureAdmin(database.db, admin, now);
    await ensureAdmin(database.db, admin, now);
    const rows = await database.db.selectFrom('users').selectAll().where('email', '=', 'boss@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin', approved: 1, email_verified: 1, status: 'active' });
    expect(rows[0]!.password_hash).not.toContain('correct-horse');
    expect(await verifyPassword(rows[0]!.password_hash, 'correct-horse')).toBe(true);
  });

  it('promotes an existing account with that address, lifts a ban and sets the configured password', async () => {
    database = await createTestDatabase(engine);
    const stamp = now.toISOString();
    await database.db
      .insertInto('users')
      .values({
        email: 'boss@example.com',
        name: 'Boss',
        role: 'player',
        status: 'banned',
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await ensureAdmin(database.db, { email: 'boss@example.com', password: 'correct-horse' }, now);
    const row = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'boss@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', status: 'active', name: 'Boss' });
    expect(await verifyPassword(row.password_hash, 'correct-horse')).toBe(true);
  });

  it('does nothing when no admin is configured', async () => {
    database = await createTestDatabase(engine);
    await ensureAdmin(database.db, undefined, now);
    const count = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
