import type { Database, Engine } from '@app/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';

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

async function appContextPlugin(fastify: FastifyInstance, context: AppContext) {
  fastify.decorate('config', context.config);
  fastify.decorate('db', context.db);
  fastify.decorate('dbEngine', context.dbEngine);
  fastify.decorate('clock', context.clock);
}

export default fp(appContextPlugin, { name: 'app-context' });
