import type { Database, Engine } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { OutgoingMail } from '../mail/mailer';
import type { PaymentProvider } from '../payments/payment-provider';

/** What the booking services need from the app; routes and jobs build it, tests may too. */
export interface BookingDeps {
  db: Kysely<Database>;
  engine: Engine;
  provider: PaymentProvider;
  now: Date;
  publicUrl: string;
  sendMail: (mail: OutgoingMail) => void;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Unpaid holds (3-D Secure never completed) release their slots after this long. */
export const HOLD_MINUTES = 15;
