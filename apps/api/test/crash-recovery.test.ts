import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, migrateToLatest, type Database, type Engine } from '@app/db';
import { testEngines } from '@app/db/testing';
import { addDays } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/config';
import type { Failpoint } from '../src/failpoints';
import { hashToken } from '../src/modules/auth/opaque-tokens';
import { recoverStaleEdits } from '../src/modules/bookings/amendment-service';
import { sweepExpiredHolds } from '../src/modules/bookings/hold-sweep';
import { reconcileMoney } from '../src/modules/payments/reconciliation';
import { repairMoney } from '../src/modules/recovery/money-repair';
import { sweepSplitDeadlines } from '../src/modules/split-payments/split-deadline-sweep';
import { bearer, createUser, loginAs } from './support/accounts';
import { bookThroughCheckout, checkoutPayload, guestCard, payShareLink, saveCard, splitWith } from './support/payments';
import { createVenue } from './support/venue-fixtures';

/*
 * The crash test. For each step of checkout, an edit (charging and refunding), a friend's share
 * payment and the split deadline sweep (charging the balance and cancelling), the real server
 * process (src/server.ts through tsx, the sandbox answering after 20–80 ms) is stopped dead with
 * SIGKILL at that step by a failpoint (src/failpoints.ts), then the app starts again on the same
 * database and runs what the server runs after a restart: the sweeps and the scheduled
 * reconciliation. Afterwards every charge the provider made is either on a live booking that holds
 * exactly its price or refunded in full — £0 lost, £0 charged twice — no court-hour is held by a
 * booking that does not list it, and the reconciliation finds nothing wrong.
 */
const serverEntry = path.resolve(__dirname, '../src/server.ts');
const PRICE = 3000;
const MINUTE = 60_000;

interface CrashDatabase {
  engine: Engine;
  dataDir: string;
  /** The environment that points the server at this database. */
  env: Record<string, string>;
  open(): { db: Kysely<Database>; close(): Promise<void> };
  drop(): Promise<void>;
}

async function crashDatabase(engine: Engine): Promise<CrashDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sports-booking-crash-'));
  if (engine === 'sqlite') {
    const sqlitePath = path.join(dataDir, 'marketplace.db');
    const handle = connectDatabase({ sqlitePath });
    await migrateToLatest(handle.db);
    await handle.destroy();
    return {
      engine,
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => {
        const opened = connectDatabase({ sqlitePath });
        return { db: opened.db, close: () => opened.destroy() };
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const schema = `crash_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = connectDatabase({ databaseUrl: base, searchPath: schema });
  await migrateToLatest(handle.db, { schema });
  await handle.destroy();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    engine,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => {
      const opened = connectDatabase({ databaseUrl: base, searchPath: schema, poolSize: 5 });
      return { db: opened.db, close: () => opened.destroy() };
    },
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: base });
      await cleaner.connect();
      await cleaner.query(`drop schema if exists ${schema} cascade`);
      await cleaner.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app in this process on the crash database, on a clock the test moves. */
async function startApp(database: CrashDatabase, clock: { now: () => Date }) {
  const { db, close } = database.open();
  const config = loadConfig({
    ...database.env,
    DEMO_DATA: '0',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.env.DATABASE_URL || undefined,
  });
  const app = await buildApp({ config, db, dbEngine: database.engine, logger: false, clock: clock.now });
  await app.ready();
  return {
    app,
    db,
    async stop() {
      await app.close();
      await close();
    },
  };
}

/** The server process, armed to stop dead at one failpoint. */
function spawnServer(database: CrashDatabase, failpoint: Failpoint) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      ...database.env,
      TZ: 'UTC',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DEMO_DATA: '0',
      RATE_LIMITS: 'off',
      SANDBOX_LATENCY_MS: '20-80',
      FAILPOINT: failpoint,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  const listening = (async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) return match[1]!;
      if (child.exitCode !== null || child.signalCode !== null) return null;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the server did not start:\n${output}`);
  })();
  return { exited, listening, output: () => output, kill: () => child.kill('SIGKILL') };
}

/** A London date a few days ahead that the fixture venue opens (it is closed on Sundays). */
function bookableDate(now: Date): string {
  let date = addDays(now.toISOString().slice(0, 10), 3);
  if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
  return date;
}

interface Prepared {
  date: string;
  venueId: number;
  /** What to send the armed server; nothing when the crash comes from its start-up sweep. */
  request?: { method: 'POST' | 'PATCH'; path: string; body: object; token?: string };
  bookingId?: number;
}

type Flow = 'checkout' | 'edit-charge' | 'edit-refund' | 'share' | 'sweep-balance' | 'sweep-cancel';

/** Sets up each flow up to the request (or the sweep) that the server will not survive. */
async function prepare(flow: Flow, app: FastifyInstance, db: Kysely<Database>, now: Date): Promise<Prepared> {
  const date = bookableDate(now);
  const venueId = await createVenue(db, { name: 'Crash Courts', sports: [{ sport: 'Tennis', pricePence: PRICE }] });
  await createUser(db, { email: 'player@example.com', name: 'Pat Player' });
  const token = await loginAs(app, 'player@example.com');
  const card = await saveCard(app, token);
  const book = (times: string[], split?: object, amount = PRICE * times.length) =>
    bookThroughCheckout(app, token, { venueId, sport: 'Tennis', date, times, amount, cardId: card.id, split });
  const linkFor = async (bookingId: number, email: string) => {
    const link = `crash-link-${email}`;
    await db
      .updateTable('booking_participants')
      .set({ invite_token_hash: hashToken(link) })
      .where('booking_id', '=', bookingId)
      .where('email', '=', email)
      .execute();
    return link;
  };
  const past = new Date(now.getTime() - MINUTE).toISOString();

  switch (flow) {
    case 'checkout':
      return {
        date,
        venueId,
        request: {
          method: 'POST',
          path: '/api/bookings/process-payment/',
          body: checkoutPayload({
            venueId,
            sport: 'Tennis',
            date,
            times: ['10:00', '11:00'],
            amount: 2 * PRICE,
            cardId: card.id,
          }),
          token,
        },
      };
    case 'edit-charge': {
      const bookingId = await book(['10:00']);
      return {
        date,
        venueId,
        bookingId,
        request: {
          method: 'PATCH',
          path: `/api/bookings/${bookingId}/edit/`,
          body: { timeSlots: ['10:00', '11:00', '13:00'] },
          token,
        },
      };
    }
    case 'edit-refund': {
      const bookingId = await book(['10:00', '11:00', '13:00']);
      return {
        date,
        venueId,
        bookingId,
        request: { method: 'PATCH', path: `/api/bookings/${bookingId}/edit/`, body: { timeSlots: ['11:00'] }, token },
      };
    }
    case 'share': {
      // £30.00 between two: £15.00 each.
      const bookingId = await book(['10:00'], splitWith(['sam@example.com']), PRICE / 2);
      const link = await linkFor(bookingId, 'sam@example.com');
      return {
        date,
        venueId,
        bookingId,
        request: {
          method: 'POST',
          path: `/api/split-payments/${link}/pay/`,
          body: { payment_method_id: await guestCard(app), name: 'Sam Friend', email: 'sam@example.com' },
        },
      };
    }
    case 'sweep-balance': {
      const bookingId = await book(['10:00'], splitWith(['sam@example.com']), PRICE / 2);
      await db.updateTable('bookings').set({ split_deadline_at: past }).where('id', '=', bookingId).execute();
      return { date, venueId, bookingId };
    }
    case 'sweep-cancel': {
      // £30.00 between three: 1000p each; Sam pays, Kim never does, and the balance never arrives.
      const bookingId = await book(['10:00'], splitWith(['sam@example.com', 'kim@example.com']), 1000);
      const link = await linkFor(bookingId, 'sam@example.com');
      const paid = await payShareLink(app, link, { name: 'Sam Friend', email: 'sam@example.com' });
      if (paid.statusCode !== 200) throw new Error(paid.body);
      await db
        .updateTable('bookings')
        .set({ split_status: 'awaiting_organiser', split_deadline_at: past, split_cutoff_at: past })
        .where('id', '=', bookingId)
        .execute();
      return { date, venueId, bookingId };
    }
  }
}

/** Every charge the provider made, and where its money is: on a live booking, refunded, or lost. */
async function whereTheMoneyIs(db: Kysely<Database>) {
  const intents = await db
    .selectFrom('sandbox_payment_intents')
    .select(['id', 'amount', 'amount_refunded'])
    .where('status', '=', 'succeeded')
    .execute();
  const payments = await db
    .selectFrom('payments')
    .select(['provider_reference', 'booking_id', 'kind'])
    .where('kind', '=', 'charge')
    .execute();
  const bookings = await db.selectFrom('bookings').select(['id', 'status', 'total_pence']).execute();
  let lostPence = 0;
  const keptByBooking = new Map<number, number>();
  for (const intent of intents) {
    const kept = intent.amount - intent.amount_refunded;
    const bookingId = payments.find((row) => row.provider_reference === intent.id)?.booking_id ?? null;
    const booking = bookings.find((row) => row.id === bookingId);
    const live = booking?.status === 'confirmed' || booking?.status === 'cancellation_requested';
    if (live) keptByBooking.set(booking.id, (keptByBooking.get(booking.id) ?? 0) + kept);
    else if (booking?.status === 'cancelled')
      keptByBooking.set(booking.id, (keptByBooking.get(booking.id) ?? 0) + kept);
    else lostPence += kept;
  }
  let doublePence = 0;
  for (const booking of bookings) {
    const kept = keptByBooking.get(booking.id) ?? 0;
    const live = booking.status === 'confirmed' || booking.status === 'cancellation_requested';
    if (live && kept > booking.total_pence) doublePence += kept - booking.total_pence;
    // A cancelled booking here was cancelled by the split cut-off, which refunds everything.
    if (booking.status === 'cancelled') lostPence += kept;
  }
  return {
    charges: intents.length,
    takenPence: intents.reduce((sum, intent) => sum + intent.amount, 0),
    refundedPence: intents.reduce((sum, intent) => sum + intent.amount_refunded, 0),
    lostPence,
    doublePence,
  };
}

const SCENARIOS: [Flow, Failpoint, string][] = [
  ['checkout', 'checkout.held', 'released'],
  ['checkout', 'ledger.charge-recorded', 'released'],
  ['checkout', 'ledger.charge-answered', 'confirmed'],
  ['checkout', 'checkout.charged', 'confirmed'],
  ['edit-charge', 'amendment.held', 'unchanged'],
  ['edit-charge', 'ledger.charge-recorded', 'unchanged'],
  ['edit-charge', 'ledger.charge-answered', 'changed'],
  ['edit-charge', 'amendment.settled', 'changed'],
  ['edit-refund', 'ledger.refund-recorded', 'changed'],
  ['edit-refund', 'ledger.refund-answered', 'changed'],
  ['edit-refund', 'amendment.settled', 'changed'],
  ['share', 'ledger.charge-recorded', 'unpaid'],
  ['share', 'ledger.charge-answered', 'paid'],
  ['share', 'share.charged', 'paid'],
  ['sweep-balance', 'split-sweep.claimed', 'settled'],
  ['sweep-balance', 'ledger.charge-answered', 'settled'],
  ['sweep-balance', 'split-sweep.charged', 'settled'],
  ['sweep-cancel', 'split-sweep.cancelled', 'cancelled'],
  ['sweep-cancel', 'ledger.refund-answered', 'cancelled'],
];

const figures: string[] = [];

describe.each(testEngines())('crash recovery on %s', (engine) => {
  it.each(SCENARIOS)(
    '%s, killed at %s: recovers to %s with £0 lost and £0 charged twice',
    async (flow, failpoint, outcome) => {
      const database = await crashDatabase(engine);
      let server: ReturnType<typeof spawnServer> | undefined;
      try {
        // 1. Everything up to the fatal request, in this process.
        const realNow = new Date();
        const setup = await startApp(database, { now: () => realNow });
        const prepared = await prepare(flow, setup.app, setup.db, realNow);
        await setup.stop();

        // 2. The server process dies at the failpoint.
        server = spawnServer(database, failpoint);
        const origin = await server.listening;
        if (prepared.request && origin) {
          const { method, path: url, body, token } = prepared.request;
          const answer = await fetch(`${origin}${url}`, {
            method,
            headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
            body: JSON.stringify(body),
          }).then(
            (response) => `${response.status} ${response.statusText}`,
            () => 'no answer',
          );
          expect(answer, server.output()).toBe('no answer');
        }
        const ended = await Promise.race([
          server.exited,
          new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000)),
        ]);
        expect(ended, server.output()).toBe('SIGKILL');

        // 3. The restart, later: the sweeps and the reconciliation as the server runs them.
        let now = new Date(realNow.getTime() + 16 * MINUTE);
        const restarted = await startApp(database, { now: () => now });
        try {
          const deps = () => restarted.app.serviceDeps();
          await sweepExpiredHolds(deps());
          await recoverStaleEdits(deps());
          await sweepSplitDeadlines(deps());
          await repairMoney(deps());
          now = new Date(now.getTime() + 11 * MINUTE);
          const second = await repairMoney(deps());
          expect(second.problems).toEqual([]);

          // 4. Where the money and the courts are.
          const { db } = restarted;
          expect((await reconcileMoney(db)).problems).toEqual([]);
          const money = await whereTheMoneyIs(db);
          expect(money).toMatchObject({ lostPence: 0, doublePence: 0 });
          figures.push(
            `${engine} ${flow} @ ${failpoint}: ${money.charges} charges, £${(money.takenPence / 100).toFixed(2)} taken, £${(money.refundedPence / 100).toFixed(2)} refunded, £${(money.lostPence / 100).toFixed(2)} lost, £${(money.doublePence / 100).toFixed(2)} double`,
          );
          const bookings = await db.selectFrom('bookings').selectAll().orderBy('id').execute();
          expect(bookings.filter((booking) => booking.status === 'pending' || booking.amending_since !== null)).toEqual(
            [],
          );
          const claims = await db
            .selectFrom('booking_slots')
            .select(['booking_id', 'start_time'])
            .orderBy('start_time')
            .execute();
          for (const booking of bookings) {
            const held = claims.filter((claim) => claim.booking_id === booking.id).map((claim) => claim.start_time);
            const live = booking.status === 'confirmed' || booking.status === 'cancellation_requested';
            expect(held).toEqual(live ? JSON.parse(booking.time_slots) : []);
          }
          await expectOutcome(db, flow, outcome, prepared);
        } finally {
          await restarted.stop();
        }
      } finally {
        server?.kill();
        await server?.exited;
        await database.drop();
      }
    },
    120_000,
  );

  it('printed the figures', () => {
    console.log(`crash recovery figures:\n  ${figures.filter((line) => line.startsWith(engine)).join('\n  ')}`);
    expect(figures.filter((line) => line.startsWith(engine))).toHaveLength(SCENARIOS.length);
  });
});

async function expectOutcome(db: Kysely<Database>, flow: Flow, outcome: string, prepared: Prepared) {
  const bookings = await db.selectFrom('bookings').selectAll().orderBy('id').execute();
  const booking = prepared.bookingId ? bookings.find((row) => row.id === prepared.bookingId)! : bookings.at(-1)!;
  const participants = await db
    .selectFrom('booking_participants')
    .selectAll()
    .where('booking_id', '=', booking.id)
    .orderBy('id')
    .execute();
  switch (outcome) {
    case 'released':
      return expect(booking).toMatchObject({ status: 'expired' });
    case 'confirmed':
      return expect(booking).toMatchObject({ status: 'confirmed', total_pence: 2 * PRICE });
    case 'unchanged':
      return expect(booking).toMatchObject({
        status: 'confirmed',
        time_slots: JSON.stringify(['10:00']),
        total_pence: PRICE,
      });
    case 'changed':
      return flow === 'edit-charge'
        ? expect(booking).toMatchObject({
            status: 'confirmed',
            time_slots: JSON.stringify(['10:00', '11:00', '13:00']),
            total_pence: 3 * PRICE,
          })
        : expect(booking).toMatchObject({
            status: 'confirmed',
            time_slots: JSON.stringify(['11:00']),
            total_pence: PRICE,
          });
    case 'unpaid':
      return expect(participants.map((row) => row.status)).toEqual(['paid', 'pending']);
    case 'paid':
      return expect(participants.map((row) => [row.status, row.paid_pence])).toEqual([
        ['paid', PRICE / 2],
        ['paid', PRICE / 2],
      ]);
    case 'settled':
      expect(booking).toMatchObject({ status: 'confirmed', split_status: 'settled' });
      return expect(participants.map((row) => [row.status, row.paid_pence])).toEqual([
        ['paid', PRICE],
        ['covered', 0],
      ]);
    case 'cancelled':
      return expect(booking).toMatchObject({
        status: 'cancelled',
        split_status: 'cancelled',
        payment_status: 'refunded',
      });
  }
  throw new Error(`no outcome ${outcome}`);
}
