import type { Database } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { hashPassword, verifyPassword } from './modules/auth/password-hashing';
import { findAnyUserByEmail, insertUser, updateUser } from './modules/auth/user-repository';
import { seedDemoData } from './modules/demo-data/seed-demo-data';
import { openMediaStorage } from './modules/media/open-media-storage';

/**
 * Start-up data: the configured admin exists with the configured password (created if missing,
 * promoted if the address already has an account) and an empty marketplace gets its demo data unless DEMO_DATA=0.
 */
export async function ensureAdmin(db: Kysely<Database>, admin: AppConfig['admin'], now: Date): Promise<void> {
  if (!admin) return;
  const existing = await findAnyUserByEmail(db, admin.email);
  const timestamp = now.toISOString();
  if (existing) {
    // "An admin with them exists": the configured password must work, so it replaces a different one.
    const passwordMatches = await verifyPassword(existing.password_hash, admin.password);
    await updateUser(db, existing.id, {
      role: 'admin',
      approved: 1,
      email_verified: 1,
      status: 'active',
      deleted_at: null,
      updated_at: timestamp,
      ...(passwordMatches ? {} : { password_hash: await hashPassword(admin.password) }),
    });
    return;
  }
  await insertUser(db, {
    email: admin.email,
    password_hash: await hashPassword(admin.password),
    name: 'Administrator',
    role: 'admin',
    approved: 1,
    email_verified: 1,
    email_verified_at: timestamp,
    created_at: timestamp,
    updated_at: timestamp,
  });
}

export async function prepareData(
  db: Kysely<Database>,
  config: AppConfig,
  now: Date,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  await ensureAdmin(db, config.admin, now);
  if (config.demoData) {
    // Its own handle on the storage: a cluster's primary seeds before any app exists.
    const media = openMediaStorage({ mediaDir: config.mediaDir, s3: config.mediaStorage });
    try {
      const { seeded } = await seedDemoData({ db, media, now });
      if (seeded) log.info('seeded demo data into the empty marketplace');
    } finally {
      media.close();
    }
  }
}
