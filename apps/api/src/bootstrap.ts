import type { Database } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { hashPassword } from './modules/auth/password-hashing';
import { seedDemoData } from './modules/demo-data/seed-demo-data';

/**
 * Start-up data: the configured admin exists (created if missing, promoted if the address already
 * has an account) and an empty marketplace gets its demo data unless DEMO_DATA=0.
 */
export async function ensureAdmin(db: Kysely<Database>, admin: AppConfig['admin'], now: Date): Promise<void> {
  if (!admin) return;
  const existing = await db.selectFrom('users').select(['id']).where('email', '=', admin.email).executeTakeFirst();
  const timestamp = now.toISOString();
  if (existing) {
    await db
      .updateTable('users')
      .set({ role: 'admin', approved: 1, email_verified: 1, status: 'active', updated_at: timestamp })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  await db
    .insertInto('users')
    .values({
      email: admin.email,
      password_hash: await hashPassword(admin.password),
      name: 'Administrator',
      role: 'admin',
      approved: 1,
      email_verified: 1,
      email_verified_at: timestamp,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .execute();
}

export async function prepareData(
  db: Kysely<Database>,
  config: AppConfig,
  now: Date,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  await ensureAdmin(db, config.admin, now);
  if (config.demoData) {
    const { seeded } = await seedDemoData({ db, mediaDir: config.mediaDir, now });
    if (seeded) log.info('seeded demo data into the empty marketplace');
  }
}
