import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { Engine } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/build-app';
import { loadConfig, type AppConfig, type RawEnv } from '../../src/config';
import type { PaymentProvider } from '../../src/modules/payments/payment-provider';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: RawEnv;
  config?: Partial<AppConfig>;
  clock?: () => Date;
  paymentProvider?: PaymentProvider;
  /** Register extra routes before the app is ready (e.g. probes for the shared error handling). */
  beforeReady?: (app: FastifyInstance) => unknown;
  /** Run the periodic sweeps as the server does (tests otherwise call them directly). */
  runJobs?: boolean;
}

/** The real application on a freshly migrated database of the given engine. */
export async function createTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const config = loadConfig(
    // On PostgreSQL the read cache listens for other processes' changes on a connection of its own.
    {
      DATA_DIR: database.dataDir,
      DEMO_DATA: '0',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...options.env,
    },
    options.config,
  );
  const app = await buildApp({
    config,
    db: database.db,
    dbEngine: database.engine,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.runJobs ? { runJobs: true } : {}),
  });
  try {
    await options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.destroy();
    throw error;
  }
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
