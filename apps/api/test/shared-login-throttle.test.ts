import { AUTH_MESSAGES as M } from '@app/contracts';
import { connectDatabase, type DatabaseHandle } from '@app/db';
import { testEngines } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/build-app';
import { createUser, manualClock, TEST_PASSWORD } from './support/accounts';
import { SUITE_START } from './support/app-suite';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Two app instances on one database, as two server processes would be (issue 14): the sign-in
 * throttle and the per-address mail limit count attempts on both together, so spreading guesses
 * over the servers gains nothing.
 */
describe.each(testEngines())('the sign-in throttle shared by two app instances on one %s database', (engine) => {
  let first: TestApp | undefined;
  let second: { app: FastifyInstance; database: DatabaseHandle } | undefined;
  const clock = manualClock(SUITE_START);

  /** Both instances with limits on, the second on its own connection to the first one's database. */
  async function startBoth() {
    first = await createTestApp(engine, { clock: clock.now, env: { RATE_LIMITS: 'on' } });
    const { database, config } = first;
    const connection =
      engine === 'postgres'
        ? connectDatabase({ databaseUrl: database.databaseUrl, searchPath: database.searchPath! })
        : connectDatabase({ sqlitePath: config.sqlitePath });
    const app = await buildApp({
      config,
      db: connection.db,
      dbEngine: connection.engine,
      logger: false,
      clock: clock.now,
    });
    await app.ready();
    second = { app, database: connection };
    return { a: first.app, b: app, db: database.db };
  }

  afterEach(async () => {
    await second?.app.close();
    await second?.database.destroy();
    await first?.close();
    first = undefined;
    second = undefined;
  });

  const login = (app: FastifyInstance, ip: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sam@example.com', password },
      remoteAddress: ip,
    });

  it('counts one client guessing one address on both instances together', async () => {
    const { a, b, db } = await startBoth();
    await createUser(db, { email: 'sam@example.com' });
    const statuses: number[] = [];
    // 10 attempts in 15 minutes per address and client: five on each instance use them up.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await login(a, '203.0.113.9', `guess-a${attempt}`)).statusCode);
      statuses.push((await login(b, '203.0.113.9', `guess-b${attempt}`)).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    for (const app of [a, b]) {
      const blocked = await login(app, '203.0.113.9', TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', error: M.tooManyAttempts });
    }
    // The owner on another client is not locked out, on either instance.
    expect((await login(b, '198.51.100.7', TEST_PASSWORD)).statusCode).toBe(200);
    // Once the window has passed the guessing client may try again, wherever it lands.
    clock.advance(15 * 60_000 + 1000);
    expect((await login(b, '203.0.113.9', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits reset mails per address across both instances', async () => {
    const { a, b, db } = await startBoth();
    await createUser(db, { email: 'sam@example.com' });
    const forgot = (app: FastifyInstance, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'sam@example.com' },
        remoteAddress: ip,
      });
    const statuses = [
      (await forgot(a, '203.0.113.1')).statusCode,
      (await forgot(b, '203.0.113.2')).statusCode,
      (await forgot(a, '203.0.113.3')).statusCode,
      (await forgot(b, '203.0.113.4')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
