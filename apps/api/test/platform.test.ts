import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testEngines } from '@app/db/testing';
import { PERMISSIONS_POLICY } from '../src/plugins/infrastructure/security';
import { bearer, createUser, TEST_PASSWORD } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/** A probe route with a strict schema, registered only in these tests, to exercise bad input handling. */
const probeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/test-probe',
    {
      config: { access: 'public' },
      schema: { body: z.strictObject({ name: z.string().min(1), count: z.number().int() }) },
    },
    async (request) => ({ success: true, received: request.body }),
  );
};
const withProbe = async (app: FastifyInstance) => {
  await app.register(probeRoutes);
};

describe.each(testEngines())('platform on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  it('reports health with the database engine in use', async () => {
    harness = await createTestApp(engine);
    const response = await harness!.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: engine });
  });

  it('sends the security headers and a request id: the page set on pages, the API set on API answers', async () => {
    harness = await createTestApp(engine, { config: { webDistDir: makeFakeWebBuild() } });
    const page = await harness!.app.inject({ method: 'GET', url: '/' });
    const pageCsp = String(page.headers['content-security-policy']);
    expect(pageCsp).toContain("default-src 'self'");
    expect(pageCsp).toContain("script-src 'self' https://js.stripe.com");
    expect(pageCsp).toContain("frame-ancestors 'none'");
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const response = await harness!.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    // JSON is never shown as a page: a CSP allowing nothing, no framing, no sniffing, HTTPS only.
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-request-id']).toBe('trace-123');
    const generated = await harness!.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps no API answer in caches unless it is a public read anyone would get, and sends a Permissions-Policy everywhere', async () => {
    harness = await createTestApp(engine, { config: { webDistDir: makeFakeWebBuild() } });
    const { app, database } = harness;
    await createUser(database.db, { email: 'sam@example.com' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sam@example.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const noStore = [
      login,
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'sam@example.com', password: 'wrong-password' },
      }),
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }),
      await app.inject({ method: 'GET', url: '/api/bookings/my-bookings/', headers: bearer(token) }),
      await app.inject({ method: 'GET', url: '/api/venues/', headers: bearer(token) }),
      await app.inject({ method: 'GET', url: '/api/venues/999/' }),
      await app.inject({ method: 'GET', url: '/api/no-such-thing' }),
    ];
    for (const [index, response] of noStore.entries())
      expect(response.headers['cache-control'], `answer ${index}`).toBe('no-store');
    const publicRead = await app.inject({ method: 'GET', url: '/api/venues/' });
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.headers['cache-control']).toBeUndefined();
    for (const response of [
      ...noStore,
      publicRead,
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/assets/app-abc123.js' }),
    ]) {
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });

  it('refuses text holding the NUL character in a body, a query or a path, before any route sees it', async () => {
    harness = await createTestApp(engine, { beforeReady: withProbe });
    const answers = [
      await harness.app.inject({ method: 'POST', url: '/api/test-probe', payload: { name: 'a\u0000b', count: 1 } }),
      await harness.app.inject({ method: 'GET', url: '/api/venues/?search=a%00b' }),
      await harness.app.inject({ method: 'GET', url: '/api/split-payments/a%00b/' }),
    ];
    for (const answer of answers)
      expect(answer.json()).toEqual({
        success: false,
        error: 'Text may not contain the NUL character.',
        code: 'VALIDATION_ERROR',
      });
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
  });

  it('answers unknown API routes with a 404 error object', async () => {
    harness = await createTestApp(engine);
    const response = await harness!.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: 'No route for GET /api/no-such-thing',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  describe('bad input', () => {
    const post = (payload: string, contentType = 'application/json') =>
      harness!.app.inject({
        method: 'POST',
        url: '/api/test-probe',
        payload,
        headers: { 'content-type': contentType },
      });

    it('accepts a valid body', async () => {
      harness = await createTestApp(engine, { beforeReady: withProbe });
      const response = await post(JSON.stringify({ name: 'Ada', count: 2 }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, received: { name: 'Ada', count: 2 } });
    });

    it('rejects malformed JSON', async () => {
      harness = await createTestApp(engine, { beforeReady: withProbe });
      const response = await post('{"name": "Ada",');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: 'The request body is not valid JSON.',
        code: 'INVALID_JSON',
      });
    });

    it('rejects wrong types, naming the field', async () => {
      harness = await createTestApp(engine, { beforeReady: withProbe });
      const response = await post(JSON.stringify({ name: 'Ada', count: 'two' }));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.success).toBe(false);
      expect(body.error).toMatch(/count/);
    });

    it('rejects unknown fields', async () => {
      harness = await createTestApp(engine, { beforeReady: withProbe });
      const response = await post(JSON.stringify({ name: 'Ada', count: 1, role: 'admin' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/role/);
    });

    it('rejects oversize bodies with 413', async () => {
      harness = await createTestApp(engine, { beforeReady: withProbe });
      const response = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), count: 1 }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        success: false,
        error: 'The request body is too large.',
        code: 'PAYLOAD_TOO_LARGE',
      });
    });

    it('rejects unsupported content types with 415', async () => {
      harness = await createTestApp(engine, { beforeReady: withProbe });
      const response = await post('name=Ada', 'application/x-www-form-urlencoded');
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers a multipart body sent to a route that takes no uploads by its own validation, as for a missing body', async () => {
      // Only the upload routes read multipart bodies (plugins/infrastructure/uploads.ts); elsewhere they are left unread, never refused as a type.
      harness = await createTestApp(engine, { beforeReady: withProbe });
      const response = await post(
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--x--\r\n',
        'multipart/form-data; boundary=x',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    });

    it('hides internals of unexpected failures', async () => {
      harness = await createTestApp(engine, {
        beforeReady: (app) => {
          app.get('/api/test-crash', { config: { access: 'public' } }, async () => {
            throw new Error('secret connection string postgres://user:pw@host');
          });
        },
      });
      const response = await harness!.app.inject({ method: 'GET', url: '/api/test-crash' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        error: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_ERROR',
      });
      expect(response.body).not.toContain('postgres://');
    });
  });

  it('sends only the declared response fields', async () => {
    harness = await createTestApp(engine, {
      beforeReady: (app) => {
        app.get(
          '/api/test-leak',
          {
            config: { access: 'public' },
            schema: {
              response: { 200: z.object({ success: z.literal(true), name: z.string(), note: z.string().nullable() }) },
            },
          },
          async () => ({ success: true, name: 'Ada', note: null, password_hash: 'argon2id$secret' }) as never,
        );
      },
    });
    const response = await harness!.app.inject({ method: 'GET', url: '/api/test-leak' });
    expect(response.json()).toEqual({ success: true, name: 'Ada', note: null });
    expect(response.body).not.toContain('secret');
  });

  it('refuses to start when an API route does not declare who may call it', async () => {
    await expect(
      createTestApp(engine, {
        beforeReady: (app) => {
          app.get('/api/undeclared', async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow(/does not declare config.access/);
  });

  it('allows CORS only for configured origins', async () => {
    harness = await createTestApp(engine, { env: { CORS_ORIGINS: 'https://partner.example' } });
    const allowed = await harness!.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await harness!.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await harness!.app.inject({
      method: 'OPTIONS',
      url: '/api/venues/',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');
  });

  it('answers no other origin when none is configured: no CORS headers, and a preflight is an unknown route', async () => {
    harness = await createTestApp(engine);
    const plain = await harness!.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://partner.example' },
    });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await harness!.app.inject({
      method: 'OPTIONS',
      url: '/api/venues/',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.json()).toEqual({
      success: false,
      error: 'No route for OPTIONS /api/venues/',
      code: 'ROUTE_NOT_FOUND',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rate-limits API requests when limits are on', async () => {
    harness = await createTestApp(engine, { env: { RATE_LIMITS: 'on' } });
    let last = await harness!.app.inject({ method: 'GET', url: '/api/venues/' });
    for (let i = 1; i < 301; i += 1) last = await harness!.app.inject({ method: 'GET', url: '/api/venues/' });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(last.json().error).toMatch(/Too many requests/);
  });

  it('publishes the OpenAPI document and its viewer', async () => {
    harness = await createTestApp(engine);
    const document = await harness!.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    const spec = document.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/venues/']));
    expect(spec.paths['/api/venues/'].get.responses['200']).toBeDefined();
    const viewer = await harness!.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(viewer.statusCode);
    const page = await harness!.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.body).toContain('swagger');
  });

  it('serves the web app for deep links and long-cached hashed assets', async () => {
    harness = await createTestApp(engine, {
      beforeReady: () => undefined,
      config: { webDistDir: makeFakeWebBuild() },
    });
    const home = await harness!.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    expect(home.headers['cache-control']).toBe('no-cache');
    const deepLink = await harness!.app.inject({ method: 'GET', url: '/venue/3' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers['content-type']).toContain('text/html');
    expect(deepLink.body).toContain('<div id="root">');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const dashboard = await harness!.app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.body).toContain('<div id="root">');
    const asset = await harness!.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const apiMiss = await harness!.app.inject({ method: 'GET', url: '/api/missing' });
    expect(apiMiss.statusCode).toBe(404);
    expect(apiMiss.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('serves uploaded media with long cache headers', async () => {
    harness = await createTestApp(engine);
    mkdirSync(path.join(harness!.config.mediaDir, 'avatars'), { recursive: true });
    writeFileSync(path.join(harness!.config.mediaDir, 'avatars', 'a.webp'), 'RIFF');
    const response = await harness!.app.inject({ method: 'GET', url: '/media/avatars/a.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    const missing = await harness!.app.inject({ method: 'GET', url: '/media/avatars/none.webp' });
    expect(missing.statusCode).toBe(404);
  });
});

function makeFakeWebBuild(): string {
  const dir = path.join(process.env.TMPDIR ?? '/tmp', `web-dist-${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}
