import type { Database, Engine } from '@app/db';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { OutgoingMail } from '../modules/mail/mailer';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import type { PublicReadScope } from './public-read-cache';

export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  dbEngine: Engine;
  /** The only clock of the API; tests inject a fixed one. */
  clock: () => Date;
}

/**
 * What the services (use cases) need from the app, read once per request or job run: routes, the
 * periodic jobs and tests all get it from `fastify.serviceDeps(request?)`. A service that needs
 * less takes `Pick<ServiceDeps, …>`.
 */
export interface ServiceDeps {
  db: Kysely<Database>;
  engine: Engine;
  provider: PaymentProvider;
  /** The clock read once, so one use case sees one instant. */
  now: Date;
  /** Base of links in e-mails (never taken from the request). */
  publicUrl: string;
  /** Sends without holding up the caller; a failure is logged, never shown. */
  sendMail: (mail: OutgoingMail) => void;
  /** Sends and answers once the mail is away; rejects when it could not be sent (for mails kept until sent). */
  deliverMail: (mail: OutgoingMail) => Promise<void>;
  /** Runs a task that sends mail after the answer; the app's shutdown waits for it. */
  mailInBackground: (task: () => Promise<void>) => void;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /**
   * Tells the public read cache — of every server process — that public answers changed (a hold
   * taken or freed: `{ venueId }`). Await it after the change commits, before answering.
   */
  invalidatePublicReads: (scope?: PublicReadScope) => Promise<void>;
}

/** What a use case that moves no money needs to write and send mail. */
export type MailingDeps = Pick<ServiceDeps, 'db' | 'now' | 'publicUrl' | 'sendMail'>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dbEngine: Engine;
    clock: () => Date;
    /** The services' dependencies; with a request, logs carry its id. */
    serviceDeps(request?: FastifyRequest): ServiceDeps;
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
  // The provider, the mailer and the cache are decorated by their own plugins after this one; they are read
  // when a service is called, by which time the app is ready.
  fastify.decorate('serviceDeps', (request?: FastifyRequest): ServiceDeps => ({
    db: context.db,
    engine: context.dbEngine,
    provider: fastify.payments,
    now: context.clock(),
    publicUrl: context.config.publicUrl,
    sendMail: fastify.sendMailInBackground,
    deliverMail: fastify.deliverMail,
    mailInBackground: fastify.mailInBackground,
    log: request?.log ?? fastify.log,
    invalidatePublicReads: (scope) => fastify.publicReadCache.invalidate(scope),
  }));
}

export default fp(appContextPlugin, { name: 'app-context' });
