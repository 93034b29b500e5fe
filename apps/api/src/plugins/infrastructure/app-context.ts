import type { Database, Engine } from '@app/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';

/** What the app is started with: its configuration, its database and its one clock. */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  dbEngine: Engine;
  /** The only clock of the API; tests inject a fixed one. */
  clock: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dbEngine: Engine;
    clock: () => Date;
  }
}

/**
 * Whether other server processes may serve this database, so what one process knows must live in the
 * database (docs/decisions/0019): any PostgreSQL deployment (N servers behind a proxy) or WORKERS > 1.
 * A single process on SQLite keeps its cache and counters in memory.
 */
export function sharesState(fastify: Pick<FastifyInstance, 'dbEngine' | 'config'>): boolean {
  return fastify.dbEngine === 'postgres' || fastify.config.workers > 1;
}

async function appContextPlugin(fastify: FastifyInstance, context: AppContext) {
  fastify.decorate('config', context.config);
  fastify.decorate('db', context.db);
  fastify.decorate('dbEngine', context.dbEngine);
  fastify.decorate('clock', context.clock);
}

export default fp(appContextPlugin, { name: 'app-context' });
