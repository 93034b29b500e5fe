import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { AUTH_MESSAGES, DATABASE_ID_MAX, ERROR_MESSAGES, MEDIA_MESSAGES, PAYMENT_MESSAGES } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bearer, createUser, loginAs } from './support/accounts';
import { appSuite } from './support/app-suite';
import { problemsOf } from './support/config-problems';
import { imageFile, multipartBody, pngImage, validPostFields } from './support/blog-fixtures';
import { checkoutPayload, saveCard } from './support/payments';
import { paymentSuite } from './support/payment-suite';
import { createVenue } from './support/venue-fixtures';
import type { TestApp } from './support/test-app';
import { payLinkToken } from './support/test-mailbox';

/*
 * Input that used to answer 500 or hang (issue 28 §7) answers a clear 4xx, or stops start-up with a
 * message: malformed multipart bodies on the four upload routes, ids that cannot be a row's id (which
 * PostgreSQL refuses to compare with an integer column), a database that never answers, and a
 * PUBLIC_URL that is not http(s).
 */

/** One past the largest PostgreSQL integer, the type of every id column. */
const TOO_BIG_ID = 2_147_483_648;
const LARGEST_ID = 2_147_483_647;
const invalidMultipart = { success: false, error: ERROR_MESSAGES.invalidMultipart, code: 'INVALID_MULTIPART' };
const invalidId = (where: string) => ({
  success: false,
  error: `${where}: ${ERROR_MESSAGES.invalidId}`,
  code: 'VALIDATION_ERROR',
});
const cardNotFound = {
  success: false,
  error: PAYMENT_MESSAGES.paymentMethodNotFound,
  code: 'PAYMENT_METHOD_NOT_FOUND',
};

/** The status and the whole body together, so a failure shows both. */
function expectAnswer(response: { statusCode: number; json: () => unknown }, status: number, body: object, what = '') {
  expect({ status: response.statusCode, body: response.json() }, what).toEqual({ status, body });
}

/** Bodies busboy cannot read; `file` is the upload route's own file field, so the part gets as far as it can. */
function malformedBodies(file: string): { name: string; contentType: string; body: string }[] {
  const head = (name: string, filename?: string) =>
    `--x\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`;
  return [
    {
      name: 'no boundary in the content type',
      contentType: 'multipart/form-data',
      body: `${head('title')}Courts\r\n--x--\r\n`,
    },
    { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', body: '--\r\n\r\n--\r\n' },
    {
      name: 'another boundary than the header names',
      contentType: 'multipart/form-data; boundary=y',
      body: `${head('title')}Courts\r\n--x--\r\n`,
    },
    {
      name: 'garbage',
      contentType: 'multipart/form-data; boundary=x',
      body: 'not a form at all \u0001\u0002 ---- \r\n\r\n',
    },
    {
      name: 'a field cut short',
      contentType: 'multipart/form-data; boundary=x',
      body: `${head('title')}{"name":"Half a ti`,
    },
    {
      name: 'a file cut short',
      contentType: 'multipart/form-data; boundary=x',
      body: `${head(file, 'court.png')}\u0089PNG\r\n\u001a\n half an ima`,
    },
  ];
}

describe.each(testEngines())('malformed multipart bodies on %s', (engine) => {
  const suite = appSuite(engine);

  it('answer 400 INVALID_MULTIPART on each of the four upload routes, never 500 or "too large"; a file over its cap is still 413', async () => {
    const harness = await suite.start();
    const { app, database } = harness;
    await createUser(database.db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(database.db, { email: 'admin@example.com', role: 'admin' });
    const player = await createUser(database.db, { email: 'player@example.com' });
    const tokens = {
      owner: await loginAs(app, 'owner@example.com'),
      admin: await loginAs(app, 'admin@example.com'),
      player: await loginAs(app, 'player@example.com'),
    };
    const post = multipartBody(validPostFields(), imageFile(await pngImage(400, 300)));
    const created = await app.inject({
      method: 'POST',
      url: '/api/blogs/',
      payload: post.payload,
      headers: { ...post.headers, ...bearer(tokens.admin) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const routes = [
      { method: 'POST', url: '/api/venues/', token: tokens.owner, file: 'images' },
      { method: 'POST', url: '/api/blogs/', token: tokens.admin, file: 'image' },
      { method: 'PUT', url: `/api/blogs/${created.json().blog.id}/`, token: tokens.admin, file: 'image' },
      { method: 'PATCH', url: `/api/auth/users/${player.id}/profile`, token: tokens.player, file: 'profileImage' },
    ] as const;
    const wrong: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const { name, contentType, body } of malformedBodies(route.file)) {
        const response = await app.inject({
          method: route.method,
          url: route.url,
          payload: body,
          headers: { ...bearer(route.token), 'content-type': contentType },
        });
        sent += 1;
        if (
          !isDeepStrictEqual(
            { status: response.statusCode, body: response.json() },
            { status: 400, body: invalidMultipart },
          )
        ) {
          wrong.push(`${route.method} ${route.url} with ${name}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBe(24);
    // A whole file over its route's cap is still "too large", not malformed.
    const sendFile = (route: (typeof routes)[number], megabytes: number) =>
      app.inject({
        method: route.method,
        url: route.url,
        payload: `--x\r\nContent-Disposition: form-data; name="${route.file}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(megabytes * 1024 * 1024 + 1)}\r\n--x--\r\n`,
        headers: { ...bearer(route.token), 'content-type': 'multipart/form-data; boundary=x' },
      });
    const [venue, blog, , profile] = routes;
    for (const route of [venue, blog]) {
      expectAnswer(
        await sendFile(route, 10),
        413,
        { success: false, error: MEDIA_MESSAGES.tooManyBytes(10), code: 'IMAGE_TOO_LARGE' },
        `${route.method} ${route.url} with a file over 10 MB`,
      );
    }
    expectAnswer(
      await sendFile(profile, 5),
      413,
      { success: false, error: AUTH_MESSAGES.imageTooLarge, code: 'PAYLOAD_TOO_LARGE' },
      'a profile image over 5 MB',
    );
    // Nothing was saved from any of them.
    expect(await database.db.selectFrom('venues').select('id').execute()).toEqual([]);
    expect((await database.db.selectFrom('blog_posts').select('id').execute()).length).toBe(1);
  });
});

describe.each(testEngines())("ids that cannot be a row's id on %s", (engine) => {
  const suite = paymentSuite(engine);

  async function start() {
    const harness = await suite.start();
    const { app, database } = harness;
    const { db } = database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    await createUser(db, { email: 'player@example.com' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    await createUser(db, { email: 'kim@example.com', name: 'Kim Friend' });
    const venueId = await createVenue(db, {
      name: 'Id Courts',
      ownerId: owner.id,
      sports: [{ sport: 'Football', pricePence: 5000 }],
    });
    const tokens = {
      owner: await loginAs(app, 'owner@example.com'),
      player: await loginAs(app, 'player@example.com'),
      admin: await loginAs(app, 'admin@example.com'),
      kim: await loginAs(app, 'kim@example.com'),
    };
    const card = await saveCard(app, tokens.player);
    return { harness, venueId, tokens, card };
  }
  const checkout = (harness: TestApp, token: string, payload: object) =>
    harness.app.inject({ method: 'POST', url: '/api/bookings/process-payment/', headers: bearer(token), payload });

  it('answers a checkout naming a card by a non-id (1.5, "1.5", 2147483648, "2147483648") as any unknown card', async () => {
    const { harness, venueId, tokens } = await start();
    const base = checkoutPayload({
      venueId,
      sport: 'Football',
      date: '2026-11-25',
      times: ['10:00'],
      amount: 5000,
      cardId: 0,
    });
    for (const payment_method_id of [1.5, '1.5', TOO_BIG_ID, String(TOO_BIG_ID), 1e308, '99999999999999999999999']) {
      const response = await checkout(harness, tokens.player, { ...base, payment_method_id });
      expectAnswer(response, 400, cardNotFound, `payment_method_id ${JSON.stringify(payment_method_id)}`);
    }
    const { payment_method_id: _left, ...withoutOurId } = base;
    for (const stripe_payment_method_id of ['1.5', String(TOO_BIG_ID)]) {
      const response = await checkout(harness, tokens.player, { ...withoutOurId, stripe_payment_method_id });
      expectAnswer(response, 400, cardNotFound, `stripe_payment_method_id ${stripe_payment_method_id}`);
    }
    expect(await harness.database.db.selectFrom('bookings').select('id').execute()).toEqual([]);
  });

  it('refuses a checkout for a venue id past the id range, as a number or as text', async () => {
    const { harness, venueId, tokens, card } = await start();
    for (const venue_id of [TOO_BIG_ID, String(TOO_BIG_ID), 1.5]) {
      const payload = checkoutPayload({
        venueId,
        sport: 'Football',
        date: '2026-11-25',
        times: ['10:00'],
        amount: 5000,
        cardId: card.id,
      });
      const response = await checkout(harness, tokens.player, {
        ...payload,
        booking_context: { ...payload.booking_context, venue_id },
      });
      expectAnswer(response, 400, invalidId('booking_context.venue_id'), `venue_id ${JSON.stringify(venue_id)}`);
    }
  });

  it('answers a share paid with a non-id card as an unknown card', async () => {
    const { harness, venueId, tokens, card } = await start();
    const split = {
      enabled: true,
      number_of_people: 2,
      invite_emails: ['kim@example.com'],
      payment_link_generated: true,
      is_main_payer: true,
    };
    const booked = await checkout(
      harness,
      tokens.player,
      checkoutPayload({
        venueId,
        sport: 'Football',
        date: '2026-11-25',
        times: ['18:00'],
        amount: 2500,
        cardId: card.id,
        split,
      }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const mail = await suite.mailbox.waitFor('kim@example.com', /your share/);
    const link = payLinkToken(mail);
    for (const payment_method_id of [TOO_BIG_ID, String(TOO_BIG_ID)]) {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/api/split-payments/${link}/pay/`,
        headers: bearer(tokens.kim),
        payload: { payment_method_id },
      });
      expectAnswer(response, 400, cardNotFound, `payment_method_id ${JSON.stringify(payment_method_id)}`);
    }
  });

  it('refuses every path id past the id range with 400, and still looks up the largest id there can be', async () => {
    const { harness, tokens } = await start();
    const calls: {
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      url: (id: number) => string;
      token: string;
      payload?: object;
      where?: string;
    }[] = [
      { method: 'GET', url: (id) => `/api/venues/${id}/`, token: tokens.player },
      { method: 'GET', url: (id) => `/api/venues/${id}/availability/`, token: tokens.player },
      { method: 'GET', url: (id) => `/api/venues/${id}/slots/?sport=Football&date=2026-11-25`, token: tokens.player },
      { method: 'GET', url: (id) => `/api/venues/${id}/reviews/`, token: tokens.player },
      { method: 'GET', url: (id) => `/api/venues/${id}/bookings/`, token: tokens.owner },
      { method: 'GET', url: (id) => `/api/venues/${id}/bookings/export/`, token: tokens.owner },
      { method: 'PATCH', url: (id) => `/api/venues/${id}/`, token: tokens.owner, payload: { name: 'Renamed Courts' } },
      { method: 'PATCH', url: (id) => `/api/venues/${id}/availability/`, token: tokens.owner, payload: {} },
      {
        method: 'PATCH',
        url: (id) => `/api/auth/users/${id}/profile`,
        token: tokens.player,
        payload: { name: 'Someone Else' },
      },
      {
        method: 'PATCH',
        url: (id) => `/api/auth/users/${id}/status`,
        token: tokens.admin,
        payload: { status: 'banned' },
      },
      { method: 'PATCH', url: (id) => `/api/payment-cards/${id}/default/`, token: tokens.player },
      { method: 'DELETE', url: (id) => `/api/payment-cards/${id}/`, token: tokens.player },
      {
        method: 'PATCH',
        url: (id) => `/api/bookings/${id}/edit/`,
        token: tokens.player,
        payload: { timeSlots: ['11:00'] },
      },
      {
        method: 'POST',
        url: (id) => `/api/bookings/${id}/edit/quote/`,
        token: tokens.player,
        payload: { timeSlots: ['11:00'] },
      },
      { method: 'POST', url: (id) => `/api/bookings/${id}/cancel/`, token: tokens.player, payload: { reason: 'Rain' } },
      { method: 'POST', url: (id) => `/api/bookings/${id}/review/`, token: tokens.player, payload: { rating: 5 } },
      { method: 'POST', url: (id) => `/api/bookings/${id}/participants/1/resend/`, token: tokens.player },
      {
        method: 'POST',
        url: (id) => `/api/bookings/1/participants/${id}/resend/`,
        token: tokens.player,
        where: 'params participantId',
      },
      {
        method: 'PATCH',
        url: (id) => `/api/cancellation-requests/${id}/`,
        token: tokens.admin,
        payload: { status: 'rejected' },
      },
      { method: 'PUT', url: (id) => `/api/blogs/${id}/`, token: tokens.admin },
      { method: 'DELETE', url: (id) => `/api/blogs/${id}/`, token: tokens.admin },
    ];
    const wrong: string[] = [];
    for (const call of calls) {
      const send = (id: number) =>
        harness.app.inject({
          method: call.method,
          url: call.url(id),
          headers: bearer(call.token),
          ...(call.payload ? { payload: call.payload } : {}),
        });
      const tooBig = await send(TOO_BIG_ID);
      if (
        !isDeepStrictEqual(
          { status: tooBig.statusCode, body: tooBig.json() },
          { status: 400, body: invalidId(call.where ?? 'params id') },
        )
      ) {
        wrong.push(`${call.method} ${call.url(TOO_BIG_ID)}: ${tooBig.statusCode} ${tooBig.body}`);
      }
      // The largest id there can be is an id: looked up, found nowhere (the blog edit wants its form first).
      const largest = await send(LARGEST_ID);
      if (largest.statusCode !== (call.method === 'PUT' ? 415 : 404))
        wrong.push(`${call.method} ${call.url(LARGEST_ID)}: ${largest.statusCode} ${largest.body}`);
    }
    expect(wrong).toEqual([]);
    expect(DATABASE_ID_MAX).toBe(LARGEST_ID);
  });

  it('refuses ids past the range in a query string and in a body list', async () => {
    const { harness, tokens, venueId } = await start();
    const dashboard = await harness.app.inject({
      method: 'GET',
      url: `/api/venues/dashboard/?venue_id=${TOO_BIG_ID}`,
      headers: bearer(tokens.owner),
    });
    expectAnswer(dashboard, 400, invalidId('querystring venue_id'));
    const closure = await harness.app.inject({
      method: 'PATCH',
      url: `/api/venues/${venueId}/availability/`,
      headers: bearer(tokens.owner),
      payload: { cancelAffectedBookings: [TOO_BIG_ID] },
    });
    expectAnswer(closure, 400, invalidId('cancelAffectedBookings.0'));
  });
});

describe('start-up against a database that never answers', () => {
  const serverEntry = path.resolve(__dirname, '../src/server.ts');

  it('stops after DATABASE_CONNECT_TIMEOUT_MS with a message naming DATABASE_URL, and no password', async () => {
    // Accepts every connection and never writes a byte, as a stuck server or a wrong port behind a proxy.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sports-booking-silent-db-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        env: {
          ...process.env,
          TZ: 'UTC',
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: '0',
          DATABASE_URL: `postgres://app:s3cret-pass@127.0.0.1:${port}/sports_booking`,
          DATABASE_CONNECT_TIMEOUT_MS: '500',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const started = Date.now();
      const exited = await Promise.race([
        new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code))),
        new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 15_000)),
      ]);
      if (exited === 'still waiting') child.kill('SIGKILL');
      expect(exited, output).toBe(1);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(sockets.length).toBeGreaterThanOrEqual(1);
      expect(output).toContain(
        `DATABASE_URL: cannot use the PostgreSQL server at 127.0.0.1:${port}/sports_booking: no answer within 500 ms (DATABASE_CONNECT_TIMEOUT_MS)`,
      );
      expect(output).not.toContain('s3cret-pass');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('waits 10 s by default, and takes only whole milliseconds up to ten minutes', () => {
    expect(loadConfig({}).databaseConnectTimeoutMs).toBe(10_000);
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '2500' }).databaseConnectTimeoutMs).toBe(2500);
    for (const value of ['soon', '0', '1.5', '600001']) {
      expect(problemsOf({ DATABASE_CONNECT_TIMEOUT_MS: value }), value).toEqual([
        'DATABASE_CONNECT_TIMEOUT_MS must be whole milliseconds from 1 to 600000',
      ]);
    }
  });
});

describe('PUBLIC_URL', () => {
  it('refuses anything but an http(s) URL, naming every bad variable', () => {
    for (const value of [
      'javascript:alert(1)',
      'ftp://x',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'mailto:owner@example.com',
    ]) {
      expect(problemsOf({ PUBLIC_URL: value }), value).toEqual(['PUBLIC_URL must be an absolute http(s) URL']);
    }
    expect(problemsOf({ PUBLIC_URL: 'javascript:alert(1)', PORT: 'eighty' })).toEqual([
      'PORT must be a number',
      'PUBLIC_URL must be an absolute http(s) URL',
    ]);
    expect(loadConfig({ PUBLIC_URL: 'https://book.example.co.uk/' }).publicUrl).toBe('https://book.example.co.uk');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8000' }).publicUrl).toBe('http://127.0.0.1:8000');
  });
});
