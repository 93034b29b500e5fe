import type { Database, Engine } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { OutgoingMail } from './modules/mail/mailer';
import type { PaymentProvider } from './modules/payments/payment-provider';

/*
 * The contract between the app and its feature modules: what a use case may use. It lives here, not
 * among the plugins, so modules depend on this one file and never on a plugin's code; the plugin
 * plugins/application/service-deps.ts builds it per request or job run.
 */

/** Which public answers a change makes stale: all of them, or one venue's. */
export type PublicReadScope = 'all' | { venueId: number };

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
   * Resolves once every server process has heard the venue changes this process committed so far. The
   * venue version triggers are what make public answers drop (docs/decisions/0053), whoever writes; an
   * answer to a request that may have written waits for this by itself (plugins/application/venue-changes.ts),
   * so a call is needed only where no request waits (a periodic job) — and not even there for
   * correctness. The scope is no longer used.
   */
  invalidatePublicReads: (scope?: PublicReadScope) => Promise<void>;
}

/** What a use case that moves no money needs to write and send mail. */
export type MailingDeps = Pick<ServiceDeps, 'db' | 'now' | 'publicUrl' | 'sendMail'>;
