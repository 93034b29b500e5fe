import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { Engine } from '@app/db';
import { createTestDatabase, testEngines, type TestDatabase } from '@app/db/testing';
import { addDays } from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/config';
import { issueToken } from '../src/modules/auth/token-repository';
import { createUser } from './support/accounts';
import { CARDS, checkoutPayload, expectBooksToBalance, saveCard } from './support/payments';
import { createVenue } from './support/venue-fixtures';

/*
 * Several server processes on one database (docs/decisions/0019), as real processes (src/server.ts
 * through tsx) reached over HTTP. PostgreSQL: two separate servers, as N servers behind a proxy
 * would run; each request names the server it goes to. SQLite: one server with WORKERS=2 (the
 * cluster), its workers taking requests in turn. Proven: holds that expired before start-up are
 * swept once, by one process; a booking or an owner's price change on one process shows on the
 * other at once even when both had the answer cached; 200 players racing for one court-hour across
 * both get one booking and one charge, everyone else a 409.
 */
const serverEntry = path.resolve(__dirname, '../src/server.ts');
const PRICE = 3000;
const PLAYERS = 200;
const HOLDS = 4;

interface Server {
  origin: string;
  output(): string;
  stop(): Promise<void>;
}

function serverEnv(database: TestDatabase): Record<string, string> {
  if (database.engine === 'sqlite') return { DATA_DIR: database.dataDir, DATABASE_URL: '' };
  const url = new URL(database.databaseUrl!);
  url.searchParams.set('options', `-c search_path=${database.searchPath}`);
  return { DATA_DIR: database.dataDir, DATABASE_URL: url.toString() };
}

async function startServer(database: TestDatabase, extra: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      ...serverEnv(database),
      TZ: 'UTC',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DEMO_DATA: '0',
      RATE_LIMITS: 'off',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
  // A cluster's workers share one port; every worker must be up before requests are spread over them.
  const workers = Number(extra.WORKERS ?? 1);
  while ((output.match(new RegExp(listening.source, 'g')) ?? []).length < workers) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: listening.exec(output)![1]!,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Answer {
  status: number;
  cache: string | undefined;
  body: any;
}

/**
 * One request on a connection of its own (no keep-alive), so a cluster's primary hands successive
 * requests to different workers, as a proxy in front of several servers would.
 */
function send(
  origin: string,
  path: string,
  options: { method?: string; token?: string; body?: object } = {},
): Promise<Answer> {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, {
      method: options.method ?? 'GET',
      agent: false,
      headers: {
        connection: 'close',
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Token ${options.token}` } : {}),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          cache: response.headers['x-cache'] as string | undefined,
          body: JSON.parse(text),
        }),
      );
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** A London date a few days ahead that the fixture venue opens (it is closed on Sundays). */
function bookableDate(now: Date): string {
  let date = addDays(now.toISOString().slice(0, 10), 3);
  if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
  return date;
}

interface Player {
  token: string;
  cardId: number;
}

describe.each(testEngines())('several server processes on one database (%s)', (engine: Engine) => {
  let database: TestDatabase;
  let servers: [Server, Server] | [Server];
  let venueId: number;
  let ownerToken: string;
  let players: Player[];
  let holdIds: number[];
  const date = bookableDate(new Date());
  /** The two servers to send to: on SQLite both are the cluster. */
  const one = () => servers[0].origin;
  const other = () => (servers[1] ?? servers[0]).origin;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const now = new Date();
    const owner = await createUser(database.db, { email: 'owner@example.com', role: 'venue_owner' });
    venueId = await createVenue(database.db, {
      name: 'Shared Courts',
      ownerId: owner.id,
      sports: [{ sport: 'Tennis', pricePence: PRICE }],
    });
    // The owner's edit form needs a picture per sport.
    await database.db
      .insertInto('venue_images')
      .values({
        venue_id: venueId,
        sport: 'Tennis',
        url: `/media/demo/venue-${venueId}-tennis.svg`,
        created_at: now.toISOString(),
      })
      .execute();
    const session = (userId: number) =>
      issueToken(database.db, { userId, purpose: 'session', now, validForMs: 24 * 3_600_000 });
    ownerToken = await session(owner.id);

    // Players and their saved cards, through an app in this process (it runs no periodic jobs).
    const config = loadConfig({
      ...serverEnv(database),
      DEMO_DATA: '0',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
      DATABASE_URL: serverEnv(database).DATABASE_URL || undefined,
    });
    const setup = await buildApp({ config, db: database.db, dbEngine: engine, logger: false });
    await setup.ready();
    players = [];
    for (let index = 0; index < PLAYERS; index += 1) {
      const user = await createUser(database.db, { email: `racer-${index}@example.com` });
      const token = await session(user.id);
      players.push({ token, cardId: (await saveCard(setup, token)).id });
    }
    // Holds waiting for 3-D Secure that ran out while no server was running.
    holdIds = [];
    for (const [index, time] of ['15:00', '16:00', '17:00', '18:00'].slice(0, HOLDS).entries()) {
      const user = await createUser(database.db, { email: `held-${index}@example.com` });
      const token = await session(user.id);
      const card = await saveCard(setup, token, CARDS.threeDSecure);
      const held = await setup.inject({
        method: 'POST',
        url: '/api/bookings/process-payment/',
        headers: { authorization: `Token ${token}` },
        payload: checkoutPayload({ venueId, sport: 'Tennis', date, times: [time], amount: PRICE, cardId: card.id }),
      });
      if (held.statusCode !== 200 || !held.json().requires_action) throw new Error(held.body);
      holdIds.push(held.json().booking.id as number);
    }
    await setup.close();
    await database.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(now.getTime() - 60_000).toISOString() })
      .where('id', 'in', holdIds)
      .execute();

    servers =
      engine === 'postgres'
        ? await Promise.all([startServer(database), startServer(database)])
        : [await startServer(database, { WORKERS: '2' })];
  }, 300_000);

  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await database?.destroy();
  });

  it('sweeps the expired holds once, in one process', async () => {
    const sweepLines = () =>
      servers
        .flatMap((server) => server.output().split('\n'))
        .filter((line) => line.includes('swept expired booking holds'))
        .map((line) => JSON.parse(line) as { released: number });
    // The sweeps run as each server starts; wait until the holds are settled and the sweep's log line
    // has come through the server's stdout (it is written after the commit, so a fast reader of the
    // database can see the holds expired first), however slow the machine.
    for (;;) {
      const open = await database.db
        .selectFrom('bookings')
        .select('id')
        .where('id', 'in', holdIds)
        .where('status', '=', 'pending')
        .execute();
      if (open.length === 0 && sweepLines().length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const statuses = await database.db.selectFrom('bookings').select('status').where('id', 'in', holdIds).execute();
    expect(statuses.map((row) => row.status)).toEqual(Array(HOLDS).fill('expired'));
    expect(sweepLines()).toEqual([expect.objectContaining({ released: HOLDS })]);
    const claims = await database.db
      .selectFrom('booking_slots')
      .select('booking_id')
      .where('booking_id', 'in', holdIds)
      .execute();
    expect(claims).toEqual([]);
  }, 120_000);

  it('shows a booking and a price change made on one process on the other at once, both having cached the answers', async () => {
    const slotsPath = `/api/venues/${venueId}/slots/?sport=Tennis&date=${date}`;
    const slotAt = async (origin: string, time: string) => {
      const answer = await send(origin, slotsPath);
      expect(answer.status).toBe(200);
      return {
        cache: answer.cache,
        slot: (answer.body as { slots: { time: string; available: boolean; pricePence: number }[] }).slots.find(
          (slot) => slot.time === time,
        )!,
      };
    };
    // Both processes answer and keep the answer (on SQLite each worker gets some of the four).
    for (const origin of [one(), other(), one(), other()])
      expect((await slotAt(origin, '10:00')).slot.available).toBe(true);
    if (engine === 'postgres') {
      expect((await slotAt(one(), '10:00')).cache).toBe('hit');
      expect((await slotAt(other(), '10:00')).cache).toBe('hit');
    }

    const player = players[0]!;
    const booked = await send(one(), '/api/bookings/process-payment/', {
      method: 'POST',
      token: player.token,
      body: checkoutPayload({ venueId, sport: 'Tennis', date, times: ['10:00'], amount: PRICE, cardId: player.cardId }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    for (const origin of [other(), one(), other(), one()])
      expect((await slotAt(origin, '10:00')).slot.available).toBe(false);

    const search = async (origin: string) => {
      const answer = await send(origin, '/api/venues/?sport=Tennis&location=camden');
      return (answer.body as { venues: { id: number; minPricePence: number }[] }).venues.find(
        (venue) => venue.id === venueId,
      )!.minPricePence;
    };
    // The venue page too: each process keeps the page it parsed (docs/decisions/0037) until the database says it changed.
    const detailPrice = async (origin: string) => {
      const answer = await send(origin, `/api/venues/${venueId}/`);
      return (answer.body as { venue: { sportConfigs: { pricePerHourPence: number }[] } }).venue.sportConfigs[0]!
        .pricePerHourPence;
    };
    for (const origin of [one(), other(), one(), other()]) {
      expect(await search(origin)).toBe(PRICE);
      expect(await detailPrice(origin)).toBe(PRICE);
    }
    // The venue page is answered from memory on both (docs/decisions/0053) until its venue changes.
    if (engine === 'postgres') {
      expect((await send(one(), `/api/venues/${venueId}/`)).cache).toBe('hit');
      expect((await send(other(), `/api/venues/${venueId}/`)).cache).toBe('hit');
    }
    const repriced = await send(other(), `/api/venues/${venueId}/`, {
      method: 'PATCH',
      token: ownerToken,
      body: { sportConfigs: [{ sport: 'Tennis', pricePerHour: 45 }] },
    });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    for (const origin of [one(), other(), one(), other()]) {
      expect(await search(origin)).toBe(4500);
      expect(await detailPrice(origin)).toBe(4500);
      expect((await slotAt(origin, '11:00')).slot.pricePence).toBe(4500);
    }
  }, 120_000);

  it('gives one court-hour to exactly one of 200 players racing across both processes, with one charge', async () => {
    const amount = 4500;
    const answers = await Promise.all(
      players.map((player, index) =>
        send(index % 2 === 0 ? one() : other(), '/api/bookings/process-payment/', {
          method: 'POST',
          token: player.token,
          body: checkoutPayload({ venueId, sport: 'Tennis', date, times: ['19:00'], amount, cardId: player.cardId }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const outcomes = answers.reduce<Record<string, number>>(
      (counts, answer) => ({
        ...counts,
        [`${answer.status} ${answer.body.code ?? ''}`]: (counts[`${answer.status} ${answer.body.code ?? ''}`] ?? 0) + 1,
      }),
      {},
    );
    expect(
      statuses.filter((status) => status === 200),
      JSON.stringify(outcomes),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(PLAYERS - 1);

    const bookings = await database.db
      .selectFrom('booking_slots')
      .innerJoin('bookings', 'bookings.id', 'booking_slots.booking_id')
      .select(['bookings.id', 'bookings.status'])
      .where('booking_slots.venue_id', '=', venueId)
      .where('booking_slots.date', '=', date)
      .where('booking_slots.start_time', '=', '19:00')
      .execute();
    expect(bookings).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    const charges = await database.db
      .selectFrom('payments')
      .select('id')
      .where('kind', '=', 'charge')
      .where('booking_id', '=', bookings[0]!.id)
      .execute();
    expect(charges).toHaveLength(1);
    const succeeded = await database.db
      .selectFrom('sandbox_payment_intents')
      .select('id')
      .where('status', '=', 'succeeded')
      .where('amount', '=', amount)
      .execute();
    expect(succeeded).toHaveLength(1);
    await expectBooksToBalance(database.db);
  }, 180_000);
});

/*
 * PostgreSQL only, as LISTEN/NOTIFY is (docs/decisions/0030): a server that has lost the connection
 * it hears the others on must not answer from memory, since it would miss their changes; once it
 * listens again it keeps answers again.
 */
describe.each(testEngines().filter((engine) => engine === 'postgres'))(
  'a server that cannot hear the others (%s)',
  (engine: Engine) => {
    let database: TestDatabase;
    let servers: Server[] = [];
    let venueId: number;
    let ownerToken: string;
    const date = bookableDate(new Date());

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      const now = new Date();
      const owner = await createUser(database.db, { email: 'owner@example.com', role: 'venue_owner' });
      venueId = await createVenue(database.db, {
        name: 'Quiet Courts',
        ownerId: owner.id,
        sports: [{ sport: 'Tennis', pricePence: PRICE }],
      });
      await database.db
        .insertInto('venue_images')
        .values({
          venue_id: venueId,
          sport: 'Tennis',
          url: `/media/demo/venue-${venueId}-tennis.svg`,
          created_at: now.toISOString(),
        })
        .execute();
      ownerToken = await issueToken(database.db, {
        userId: owner.id,
        purpose: 'session',
        now,
        validForMs: 24 * 3_600_000,
      });
      servers = await Promise.all([startServer(database), startServer(database)]);
    }, 300_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.destroy();
    });

    it('computes every answer while its listening connection is lost, misses no change made meanwhile, and keeps answers again once back', async () => {
      const [one, other] = servers as [Server, Server];
      const slotsPath = `/api/venues/${venueId}/slots/?sport=Tennis&date=${date}`;
      const priceAt = async (origin: string) => {
        const answer = await send(origin, slotsPath);
        expect(answer.status).toBe(200);
        return {
          cache: answer.cache,
          pricePence: (answer.body as { slots: { time: string; pricePence: number }[] }).slots.find(
            (slot) => slot.time === '11:00',
          )!.pricePence,
        };
      };
      await priceAt(one.origin);
      expect(await priceAt(one.origin)).toEqual({ cache: 'hit', pricePence: PRICE });

      // Cut the listening connections of both servers, as a network fault or a database restart would.
      const cut = await sql<{
        cut: boolean;
      }>`select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = current_database() and query ilike ${`LISTEN "public_reads:${database.searchPath}"`}`.execute(
        database.db,
      );
      expect(cut.rows.length).toBe(2);
      const lost = /lost the connection that hears other processes/;
      for (const server of servers)
        while (!lost.test(server.output())) await new Promise((resolve) => setTimeout(resolve, 20));

      // While nobody hears anybody, no answer comes from memory, so a change on one shows on the other.
      expect((await priceAt(one.origin)).cache).toBe('miss');
      const repriced = await send(other.origin, `/api/venues/${venueId}/`, {
        method: 'PATCH',
        token: ownerToken,
        body: { sportConfigs: [{ sport: 'Tennis', pricePerHour: 45 }] },
      });
      expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
      expect(await priceAt(one.origin)).toEqual({ cache: 'miss', pricePence: 4500 });

      // Listening again (the servers retry every second), answers are kept and changes heard again.
      const deadline = Date.now() + 30_000;
      while ((await priceAt(one.origin)).cache !== 'hit') {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await priceAt(other.origin);
      await priceAt(other.origin);
      const back = await send(one.origin, `/api/venues/${venueId}/`, {
        method: 'PATCH',
        token: ownerToken,
        body: { sportConfigs: [{ sport: 'Tennis', pricePerHour: 50 }] },
      });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect((await priceAt(other.origin)).pricePence).toBe(5000);
    }, 120_000);
  },
);
