import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle, type Engine } from '../src/connect';
import { migrateToLatest } from '../src/migrate';

/*
 * Real databases for tests: a fresh SQLite file in a temporary folder, or a fresh schema on the
 * PostgreSQL server named by TEST_DATABASE_URL. Each call is isolated from every other.
 */

export interface TestDatabase extends DatabaseHandle {
  /** Where the SQLite file lives (sqlite) — also a scratch folder usable as DATA_DIR. */
  dataDir: string;
  /** The connection string to reach this database again (postgres only). */
  databaseUrl?: string;
  searchPath?: string;
}

/** SQLite always; PostgreSQL when TEST_DATABASE_URL is set. CI sets it and must not lose it. */
export function testEngines(): Engine[] {
  if (process.env.CI && !process.env.TEST_DATABASE_URL) {
    throw new Error('CI must set TEST_DATABASE_URL so the PostgreSQL suite runs');
  }
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export async function createTestDatabase(engine: Engine, { migrate = true } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sports-booking-test-'));
  if (engine === 'sqlite') {
    const handle = connectDatabase({ sqlitePath: path.join(dataDir, 'marketplace.db') });
    if (migrate) await migrateToLatest(handle.db);
    return {
      ...handle,
      dataDir,
      async destroy() {
        await handle.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();

  const handle = connectDatabase({ databaseUrl, searchPath: schema, poolSize: 20 });
  if (migrate) await migrateToLatest(handle.db, { schema });
  return {
    ...handle,
    dataDir,
    databaseUrl,
    searchPath: schema,
    async destroy() {
      await handle.destroy();
      const cleaner = new pg.Client({ connectionString: databaseUrl });
      await cleaner.connect();
      await cleaner.query(`drop schema if exists ${schema} cascade`);
      await cleaner.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
