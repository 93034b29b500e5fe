import { seededRandom } from '@app/domain';
import { testEngines } from '@app/db/testing';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { appSuite } from './support/app-suite';
import { checkoutPayload, saveCard } from './support/payments';
import { createVenue } from './support/venue-fixtures';

/*
 * Every operation of the API's own OpenAPI document, called with malformed and boundary input:
 * broken JSON, wrong types, values just past every limit, huge and deeply nested values, unknown
 * fields, odd path segments and query strings — anonymously and as a signed-in player and admin.
 * Operations that take multipart/form-data (a requestBody with that type, or a summary that says so:
 * the upload routes read their body themselves) also get malformed and randomly damaged multipart
 * bodies, sent as a venue owner too, so every upload route's parser is reached.
 * No answer may be a 5xx, and none may take longer than a few seconds. The requests are generated
 * from the document, so a new route is fuzzed without anyone writing a line here; the run stops at
 * its time budget (operations take turns, so every one is reached early).
 */
const BUDGET_MS = 25_000;
const SLOW_MS = 5_000;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
};
interface Operation {
  method: string;
  path: string;
  summary?: string;
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const typeOf = (schema: JsonSchema | undefined): string | undefined => {
  if (!schema) return undefined;
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type ?? typeOf(schema.anyOf?.[0] ?? schema.oneOf?.[0]);
};

/** A plausible value, so that one wrong field at a time reaches past the others' validation. */
function example(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf || schema.oneOf) return example((schema.anyOf ?? schema.oneOf)![0], depth + 1);
  switch (typeOf(schema)) {
    case 'string':
      return schema.format === 'email'
        ? 'fuzz@example.com'
        : schema.format === 'date'
          ? '2026-11-25'
          : 'fuzz-value'.slice(0, Math.max(schema.maxLength ?? 10, 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [example(schema.items, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, example(value, depth + 1)]),
      );
    default:
      return null;
  }
}

const deep = (levels: number): unknown => (levels === 0 ? {} : { a: deep(levels - 1) });

/** Wrong and boundary values for one field. */
function badValues(schema: JsonSchema | undefined): unknown[] {
  const values: unknown[] = [
    null,
    true,
    -1,
    0,
    1.5,
    1e308,
    2147483648,
    '2147483648',
    '',
    ' ',
    '\u0000',
    'x'.repeat(10_000),
    '😀'.repeat(300),
    [],
    [1, 'a', null],
    {},
    deep(40),
    Array.from({ length: 5000 }, () => 'x'),
  ];
  if (schema?.minimum !== undefined) values.push(schema.minimum - 1);
  if (schema?.maximum !== undefined) values.push(schema.maximum + 1, schema.maximum);
  if (schema?.maxLength !== undefined) values.push('y'.repeat(schema.maxLength + 1), 'y'.repeat(schema.maxLength));
  if (schema?.maxItems !== undefined)
    values.push(Array.from({ length: schema.maxItems + 1 }, () => example(schema.items)));
  if (schema?.enum) values.push(`${String(schema.enum[0])}-not-one-of-them`);
  if (typeOf(schema) === 'object') values.push({ ...(example(schema) as object), unexpected: 'field' });
  return values;
}

const RAW_BODIES = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"polluted":true}}',
  '['.repeat(5000) + ']'.repeat(5000),
  `{"pad":"${'z'.repeat(1_100_000)}"}`,
  '\u0000\u0001',
  '{"a":1,"a":2}',
];
const PATH_VALUES = [
  '0',
  '-1',
  '1',
  '2',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1.5',
  '%00',
  '%2e%2e%2f',
  'x'.repeat(300),
  'pi_fuzz',
  '😀',
];
const QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '0',
  '2147483648',
  '1e309',
  'NaN',
  '%00',
  'x'.repeat(5000),
  '2026-02-30',
  '9999-99-99',
  'true',
];

interface Variant {
  url: string;
  body?: string | Buffer;
  contentType?: string;
  /** Also sent as a venue owner (the multipart variants: the venue upload is the owner's). */
  asOwner?: boolean;
}

/** Does the operation take multipart/form-data? Declared in its requestBody, or said in its summary. */
const takesMultipart = (operation: Operation) =>
  Boolean(operation.requestBody?.content['multipart/form-data']) || /multipart/i.test(operation.summary ?? '');

/** The file fields the upload routes read, and a JSON field, so damaged parts get as far as the readers. */
const UPLOAD_FIELDS = ['image', 'images', 'profileImage', 'sportImages[Tennis]'];

function multipartVariants(url: string, seed: number): Variant[] {
  const type = (boundary: string) => `multipart/form-data; boundary=${boundary}`;
  const field = (name: string, value: string, boundary = 'x') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (name: string, bytes: string, boundary = 'x') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n${bytes}\r\n`;
  const valid = Buffer.from(
    `${field('venue', '{"name":"Fuzz"}')}${field('title', 'Fuzz')}${UPLOAD_FIELDS.map((name) => file(name, '\u0089PNG\r\n\u001a\n fuzz')).join('')}--x--\r\n`,
    'latin1',
  );
  const fixed: { body: string | Buffer; contentType: string }[] = [
    { body: valid, contentType: 'multipart/form-data' },
    { body: valid, contentType: type('') },
    { body: valid, contentType: type('y') },
    { body: valid, contentType: type('"x"; charset=utf-8') },
    { body: valid, contentType: `${type('x')}; ${type('y')}` },
    { body: 'garbage, not a form \u0000\u0001', contentType: type('x') },
    { body: '--x--\r\n', contentType: type('x') },
    { body: '--x\r\n\r\n\r\n--x--\r\n', contentType: type('x') },
    { body: '--x\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--x--\r\n', contentType: type('x') },
    {
      body: `--x\r\nContent-Disposition: form-data; name="${'h'.repeat(100_000)}"\r\n\r\nv\r\n--x--\r\n`,
      contentType: type('x'),
    },
    { body: `${field('__proto__', '{"polluted":true}')}${field('constructor', 'x')}--x--\r\n`, contentType: type('x') },
    {
      body: '--x\r\nContent-Disposition: form-data; name="venue"\r\nContent-Type: application/json\r\n\r\n{not json\r\n--x--\r\n',
      contentType: type('x'),
    },
    {
      body: `${Array.from({ length: 60 }, (_, index) => field(`f${index}`, 'v')).join('')}--x--\r\n`,
      contentType: type('x'),
    },
    { body: `${Array.from({ length: 30 }, () => file('images', 'p')).join('')}--x--\r\n`, contentType: type('x') },
    { body: `${file('image', 'x'.repeat(6 * 1024 * 1024))}--x--\r\n`, contentType: type('x') },
    { body: valid.toString('latin1').replace(/\r\n/g, '\n'), contentType: type('x') },
    ...UPLOAD_FIELDS.map((name) => ({
      body: `${field('title', 'Fuzz')}--x\r\nContent-Disposition: form-data; name="${name}"; filename="f.png"\r\n\r\n\u0089PNG cut`,
      contentType: type('x'),
    })),
  ];
  // The valid body, damaged at random: cut short, bytes overwritten, bytes inserted, a piece repeated.
  const random = seededRandom(seed);
  const at = (length: number) => Math.floor(random() * length);
  const damaged = Array.from({ length: 24 }, (_, index) => {
    const bytes = Buffer.from(valid);
    switch (index % 4) {
      case 0:
        return bytes.subarray(0, at(bytes.length));
      case 1:
        for (let count = 0; count < 1 + at(8); count += 1) bytes[at(bytes.length)] = at(256);
        return bytes;
      case 2: {
        const cut = at(bytes.length);
        return Buffer.concat([
          bytes.subarray(0, cut),
          Buffer.from(Array.from({ length: 1 + at(64) }, () => at(256))),
          bytes.subarray(cut),
        ]);
      }
      default: {
        const start = at(bytes.length);
        return Buffer.concat([bytes, bytes.subarray(start, start + at(200)), bytes.subarray(start)]);
      }
    }
  });
  return [...fixed, ...damaged.map((body) => ({ body, contentType: type('x') }))].map((variant) => ({
    url,
    ...variant,
    asOwner: true,
  }));
}

/** A variant's body for a failure message: its content type and first bytes. */
const describeBody = ({ body, contentType }: Variant) =>
  body === undefined
    ? ''
    : ` (${contentType}: ${JSON.stringify((Buffer.isBuffer(body) ? body.toString('latin1') : body).slice(0, 80))})`;

function variants(operation: Operation): Variant[] {
  const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const fill = (values: Record<string, string>) =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? '1').replace(/%25/g, '%'),
    );
  const baseQuery = Object.fromEntries(
    queryParams.map((parameter) => [parameter.name, String(example(parameter.schema) ?? '')]),
  );
  const withQuery = (path: string, query: Record<string, string | string[]>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) search.append(key, item);
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  };
  const basePath = fill({});
  const schema = operation.requestBody?.content['application/json']?.schema;
  const baseBody = schema ? example(schema) : undefined;
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const list: Variant[] = [{ url: withQuery(basePath, baseQuery), ...(schema ? json(baseBody) : {}) }];

  for (const parameter of pathParams)
    for (const value of PATH_VALUES)
      list.push({ url: withQuery(fill({ [parameter.name]: value }), baseQuery), ...(schema ? json(baseBody) : {}) });
  for (const parameter of queryParams) {
    for (const value of QUERY_VALUES)
      list.push({ url: withQuery(basePath, { ...baseQuery, [parameter.name]: value }) });
    list.push({ url: withQuery(basePath, { ...baseQuery, [parameter.name]: ['a', 'b'] }) });
  }
  list.push({ url: withQuery(basePath, { ...baseQuery, unknown: 'x'.repeat(2000), 'a[b]': 'c' }) });

  if (operation.method !== 'GET') {
    for (const raw of RAW_BODIES) list.push({ url: basePath, body: raw, contentType: 'application/json' });
    list.push({ url: basePath, body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
    list.push({ url: basePath, body: JSON.stringify(baseBody ?? {}), contentType: 'text/plain' });
    list.push({
      url: basePath,
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      contentType: 'multipart/form-data; boundary=x',
    });
    if (takesMultipart(operation))
      list.push(
        ...multipartVariants(
          basePath,
          [...operation.method, ...operation.path].reduce((hash, char) => Math.imul(hash, 31) + char.charCodeAt(0), 7),
        ),
      );
  }
  if (schema && typeof baseBody === 'object' && baseBody !== null && !Array.isArray(baseBody)) {
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      for (const value of badValues(property)) list.push({ url: basePath, ...json({ ...baseBody, [key]: value }) });
      const { [key]: _dropped, ...without } = baseBody as Record<string, unknown>;
      list.push({ url: basePath, ...json(without) });
    }
    for (const value of badValues(schema)) list.push({ url: basePath, ...json(value) });
  }
  return list;
}

describe.each(testEngines())('fuzzing every operation of /api/openapi.json on %s', (engine) => {
  const suite = appSuite(engine);

  it('answers malformed and boundary requests without a 5xx, and without hanging', async () => {
    const harness = await suite.start();
    const { app, database } = harness;
    const { db } = database;
    await createUser(db, { email: 'player@example.com' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
    const venueId = await createVenue(db, { name: 'Fuzz Courts', ownerId: owner.id });
    const player = await loginAs(app, 'player@example.com');
    const card = await saveCard(app, player);
    // An upcoming booking, so the player has something to edit, cancel and keep their account for.
    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings/process-payment/',
      headers: bearer(player),
      payload: checkoutPayload({
        venueId,
        sport: 'Tennis',
        date: '2026-11-25',
        times: ['10:00'],
        amount: 3000,
        cardId: card.id,
      }),
    });
    expect(booked.statusCode).toBe(200);

    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
    };
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
    );
    // Signing out and account deletion go last: they end the sessions the others use.
    operations.sort(
      (a, b) => Number(/logout|account\/delete/.test(a.path)) - Number(/logout|account\/delete/.test(b.path)),
    );
    expect(operations.length).toBeGreaterThanOrEqual(36);
    // The venue, blog (new and edited) and profile uploads.
    expect(
      operations
        .filter(takesMultipart)
        .map((operation) => `${operation.method} ${operation.path}`)
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        'PATCH /api/auth/users/{id}/profile',
        'POST /api/blogs/',
        'POST /api/venues/',
        'PUT /api/blogs/{id}/',
      ]),
    );

    const queues = operations.map((operation) => ({ operation, pending: variants(operation), sent: 0 }));
    const failures: string[] = [];
    const started = Date.now();
    let sent = 0;
    let slowest = 0;
    const statuses = new Map<number, number>();
    const identities = async () => ({
      anonymous: {},
      player: bearer(await loginAs(app, 'player@example.com')),
      admin: bearer(await loginAs(app, 'admin@example.com')),
      owner: bearer(await loginAs(app, 'owner@example.com')),
    });
    let headers = await identities();
    let round = 0;
    while (Date.now() - started < BUDGET_MS && queues.some((queue) => queue.pending.length > 0)) {
      round += 1;
      if (round % 10 === 0) {
        // Undo what earlier requests may have done to the test accounts (banned, signed out).
        await db
          .updateTable('users')
          .set({ status: 'active', deleted_at: null })
          .where('email', 'in', ['player@example.com', 'admin@example.com', 'owner@example.com'])
          .execute();
        headers = await identities();
      }
      for (const queue of queues) {
        for (const variant of queue.pending.splice(0, 5)) {
          for (const [who, auth] of Object.entries(headers)) {
            if (who === 'owner' && !variant.asOwner) continue;
            const options: InjectOptions = {
              method: queue.operation.method as InjectOptions['method'],
              url: variant.url,
              headers: { ...auth, ...(variant.contentType ? { 'content-type': variant.contentType } : {}) },
              ...(variant.body !== undefined ? { payload: variant.body } : {}),
            };
            const begun = Date.now();
            const response = await Promise.race([
              app.inject(options),
              new Promise<null>((resolve) => setTimeout(() => resolve(null), SLOW_MS)),
            ]);
            const took = Date.now() - begun;
            slowest = Math.max(slowest, took);
            sent += 1;
            queue.sent += 1;
            if (response) statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (!response)
              failures.push(`${options.method} ${variant.url.slice(0, 120)} as ${who}: no answer in ${SLOW_MS} ms`);
            else if (response.statusCode >= 500)
              failures.push(
                `${options.method} ${variant.url.slice(0, 120)} as ${who}${describeBody(variant)}: ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
          }
        }
      }
    }
    console.log(
      `fuzzed ${operations.length} operations on ${engine} with ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; slowest answer ${slowest} ms; answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(failures).toEqual([]);
    // Every operation was reached with at least its baseline, path, query and body variants' first round.
    for (const queue of queues)
      expect(queue.sent, `${queue.operation.method} ${queue.operation.path}`).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
