import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DatabaseNoAnswerError,
  checkDatabaseAnswers,
  connectDatabase,
  migrateToLatest,
  usePlannerDefaults,
} from '@app/db';
import closeWithGrace from 'close-with-grace';
import { prepareData } from './bootstrap';
import { buildApp } from './build-app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { armFailpoint } from './failpoints';

/*
 * The server process. With WORKERS=1 (the default) it prepares the database and serves. With
 * WORKERS=N (docs/decisions/0019) the primary prepares the database once — migrations, the admin, demo
 * data — then forks N workers that share the port (Node's cluster module) and replaces any that dies;
 * exactly one worker at a time runs the periodic jobs. Everything the workers share lives in the
 * database (cache counters, rate-limit counters); media live under DATA_DIR, one folder for all.
 */

/** Set by the primary on the one worker that runs the periodic jobs; read only here. */
const RUNS_JOBS_ENV = 'SPORTS_BOOKING_WORKER_RUNS_JOBS';

function readConfig(): AppConfig {
  const here = path.dirname(fileURLToPath(import.meta.url));
  try {
    return loadConfig(process.env, { webDistDir: path.resolve(here, '../../web/dist') });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Start-up stopped for a reason its message says in full (printed without a stack). */
class StartupError extends Error {}

/** Where DATABASE_URL points, without its credentials. */
function databaseAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the address in DATABASE_URL';
  }
}

/**
 * The database, once it has answered: a PostgreSQL server that accepts the connection and never
 * answers stops start-up after DATABASE_CONNECT_TIMEOUT_MS with a message naming DATABASE_URL,
 * rather than leaving it waiting forever (pg sets no time limit of its own).
 */
async function openDatabase(config: AppConfig) {
  if (config.databaseUrl) {
    try {
      await checkDatabaseAnswers(config.databaseUrl, config.databaseConnectTimeoutMs);
    } catch (error) {
      const reason =
        error instanceof DatabaseNoAnswerError
          ? `${error.message} (DATABASE_CONNECT_TIMEOUT_MS)`
          : error instanceof Error
            ? error.message
            : String(error);
      throw new StartupError(
        `DATABASE_URL: cannot use the PostgreSQL server at ${databaseAddress(config.databaseUrl)}: ${reason}. Check that DATABASE_URL names a running PostgreSQL server.`,
      );
    }
  }
  return connectDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
}

async function prepareDatabase(config: AppConfig) {
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  await usePlannerDefaults(database.db, database.engine);
  return database;
}

/** Serves on the port; `prepare` false in a cluster worker, whose primary prepared the database. */
async function serve(config: AppConfig, options: { prepare: boolean; runJobs: boolean }) {
  armFailpoint(config.failpoint);
  const database = options.prepare ? await prepareDatabase(config) : await openDatabase(config);
  const app = await buildApp({ config, db: database.db, dbEngine: database.engine, runJobs: options.runJobs });
  if (options.prepare) await prepareData(database.db, config, new Date(), app.log);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.destroy();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.engine,
      publicUrl: config.publicUrl,
      ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}),
    },
    'Sports Booking is ready',
  );
}

async function primary(config: AppConfig) {
  const database = await prepareDatabase(config);
  await prepareData(database.db, config, new Date(), { info: (message: string) => console.log(message) });
  await database.destroy();

  let stopping = false;
  let jobRunner: number | undefined;
  const fork = (runsJobs: boolean) => {
    const worker = cluster.fork({ [RUNS_JOBS_ENV]: runsJobs ? '1' : '0' });
    if (runsJobs) jobRunner = worker.id;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.id} stopped (${signal ?? code}); starting another`);
    fork(worker.id === jobRunner);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  }
  for (let index = 0; index < config.workers; index += 1) fork(index === 0);
  console.log(`Sports Booking: ${config.workers} workers on port ${config.port}`);
}

async function main() {
  const config = readConfig();
  if (config.workers > 1 && cluster.isPrimary) return primary(config);
  if (cluster.isWorker) return serve(config, { prepare: false, runJobs: process.env[RUNS_JOBS_ENV] === '1' });
  return serve(config, { prepare: true, runJobs: true });
}

main().catch((error) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
