import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectDatabase, migrateToLatest } from '@app/db';
import closeWithGrace from 'close-with-grace';
import { prepareData } from './bootstrap';
import { buildApp } from './build-app';
import { ConfigError, loadConfig } from './config';
import { armFailpoint } from './failpoints';

/** Reads the environment, prepares the database, listens, and shuts down gracefully on a signal. */
async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  let config;
  try {
    config = loadConfig(process.env, { webDistDir: path.resolve(here, '../../web/dist') });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  armFailpoint(config.failpoint);
  const database = connectDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, db: database.db, dbEngine: database.engine, runJobs: true });
  await prepareData(database.db, config, new Date(), app.log);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.destroy();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.engine, publicUrl: config.publicUrl }, 'Sports Booking is ready');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
