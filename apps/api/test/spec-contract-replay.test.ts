import { ERROR_MESSAGES } from '@app/contracts';
import { testEngines } from '@app/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { imageBytes, imageDataUrl, multipartBody } from './support/owner-fixtures';
import { CARDS } from './support/payments';
import { paymentSuite } from './support/payment-suite';
import { linkToken } from './support/test-mailbox';
import { createVenue } from './support/venue-fixtures';

/*
 * Contract replay (issue 28, item 5): every call of player.md §7 and owner-admin.md §7 that carries a
 * body or a query, sent as a client built from the spec sends it — with every field the spec lists for
 * it, as the kind of user the spec's screen belongs to — must be accepted: never a 400 for its shape
 * ("Unrecognized key", a schema refusal). Every replay here succeeds (2xx) except one deliberate early
 * confirmation, whose 402 the test's own setup causes.
 *
 * Fields the server must not believe (prices, amounts paid, statuses, owner ids) are accepted and
 * ignored: where the spec's body carries one, a wrong value is sent and what is charged or stored is
 * checked against the server's own figure.
 *
 * SPEC_CALLS is the table of those calls, one row per row of the two §7 tables (the cancellation
 * decision twice: approving and rejecting carry different fields), keyed by the spec file and line.
 * Calls whose payload is 'none' and that take no query (GET lists, DELETE of a card or a post, PATCH
 * default card) are not in it. The last test checks every row was replayed.
 */

type Caller = 'anyone' | 'player' | 'venue_owner' | 'admin';
interface SpecCall {
  /** The call as the spec's table writes it. */
  call: string;
  as: Caller;
  /** Every field the spec's payload or query lists; nested fields dotted (an array's: at least one entry has it). */
  fields: readonly string[];
}

const BOOKING_CONTEXT_FIELDS = [
  'venue_name',
  'venue_id',
  'sport',
  'date',
  'time_slots',
  'start_time',
  'end_time',
  'duration',
  'price_per_hour',
  'total_amount',
  'venue_location',
];
const SPLIT_FIELDS = [
  'enabled',
  'number_of_people',
  'share_per_person',
  'main_payer_share',
  'invite_emails',
  'payment_link_generated',
  'is_main_payer',
];
const PAYMENT_INTENT_SUMMARY = [
  'id',
  'status',
  'amount',
  'currency',
  'payment_method',
  'client_secret',
  'created',
  'description',
  'receipt_email',
  'confirmation_method',
  'last_payment_error',
];
const BLOG_FIELDS = ['title', 'excerpt', 'content', 'author', 'category', 'is_featured', 'image'];
const SCHEDULE_DAY = [
  'id',
  'venueId',
  'dayOfWeek',
  'isOpen',
  'openTime',
  'closeTime',
  'breakTimes.start',
  'breakTimes.end',
  'breakTimes.reason',
];
const SPECIAL_DATE = ['date', 'sport', 'startTime', 'endTime', 'price', 'available', 'notes'];
const BLOCKED_PERIOD = ['startDate', 'endDate', 'allDay', 'startTime', 'endTime', 'reason'];
const nested = (parent: string, fields: readonly string[]) => fields.map((field) => `${parent}.${field}`);

const SPEC_CALLS = {
  // player.md §7 "The calls it makes"
  'player.md:180': { call: 'POST /api/auth/login', as: 'anyone', fields: ['email', 'password'] },
  'player.md:181': {
    call: 'POST /api/auth/register',
    as: 'anyone',
    fields: ['email', 'password', 'name', 'role', 'dateOfBirth', 'favouriteSports', 'marketingPreference'],
  },
  'player.md:182': { call: 'POST /api/auth/verify-email', as: 'anyone', fields: ['token'] },
  'player.md:183': { call: 'POST /api/auth/forgot-password', as: 'anyone', fields: ['email'] },
  'player.md:184': { call: 'POST /api/auth/check-reset-token', as: 'anyone', fields: ['token'] },
  'player.md:185': { call: 'POST /api/auth/reset-password', as: 'anyone', fields: ['token', 'new_password'] },
  'player.md:186': {
    call: 'PATCH /api/auth/users/{id}/profile',
    as: 'player',
    fields: ['name', 'phone', 'location', 'preferredSports', 'marketingPreference', 'dateOfBirth'],
  },
  'player.md:187': { call: 'PATCH /api/auth/users/{id}/profile (multipart)', as: 'player', fields: ['profileImage'] },
  'player.md:188': { call: 'DELETE /api/account/delete/', as: 'player', fields: ['confirm'] },
  'player.md:189': { call: 'GET /api/google-maps/autocomplete/?query=text', as: 'player', fields: ['query'] },
  'player.md:193': {
    call: 'GET /api/venues/{id}/bookings/?status=confirmed&date_from&date_to&sport',
    as: 'player',
    fields: ['status', 'date_from', 'date_to', 'sport'],
  },
  'player.md:195': {
    call: 'PATCH /api/bookings/{id}/edit/',
    as: 'player',
    fields: ['date', 'sport', 'timeSlots', 'totalAmount'],
  },
  'player.md:196': { call: 'POST /api/bookings/{id}/cancel/', as: 'player', fields: ['reason'] },
  // The billing details go to the card provider's SDK, which creates the payment method; the API gets its id.
  'player.md:198': { call: 'POST /api/payment-methods/', as: 'player', fields: ['payment_method_id'] },
  'player.md:201': {
    call: 'POST /api/bookings/process-payment/',
    as: 'player',
    fields: [
      'payment_method_id',
      'stripe_payment_method_id',
      'amount',
      'currency',
      'description',
      ...nested('booking_context', BOOKING_CONTEXT_FIELDS),
      'mobile_number',
      ...nested('split_payment', SPLIT_FIELDS),
    ],
  },
  'player.md:202': {
    call: 'POST /api/payment-confirm/',
    as: 'player',
    fields: [
      'payment_intent_id',
      ...nested('payment_intent', PAYMENT_INTENT_SUMMARY),
      'booking_context',
      'mobile_number',
      'split_payment',
      'payment_method_id',
      'stripe_payment_method_id',
      'amount_paid',
      'currency',
      'confirmation_method',
      'confirmed_at',
      'user_agent',
      'original_payment_data',
    ],
  },
  // owner-admin.md §7 "The calls it makes"
  'owner-admin.md:123': {
    call: 'GET /api/venues/{id}/bookings/ (optional query status, date_from, date_to, sport)',
    as: 'venue_owner',
    fields: ['status', 'date_from', 'date_to', 'sport'],
  },
  'owner-admin.md:126': {
    call: 'PATCH /api/venues/{id}/availability/',
    as: 'venue_owner',
    fields: [
      ...nested('generalSchedule', SCHEDULE_DAY),
      ...nested('sportAvailability', [
        'sport',
        ...nested('schedule', SCHEDULE_DAY),
        ...nested('specialDates', SPECIAL_DATE),
        'blockedDates',
      ]),
      ...nested('specialDates', SPECIAL_DATE),
      ...nested('bulkBlockedPeriods', BLOCKED_PERIOD),
    ],
  },
  'owner-admin.md:127': {
    call: 'PATCH /api/venues/{id}/',
    as: 'venue_owner',
    fields: [
      ...nested('sportConfigs', ['sport', 'pricePerHour', 'images', 'description', 'facilities']),
      'description',
      'location',
      'address',
      'sports',
      'images',
      'facilities',
      'name',
    ],
  },
  'owner-admin.md:129': {
    call: 'POST /api/venues/',
    as: 'venue_owner',
    fields: [
      'name',
      'description',
      'location',
      'address',
      'facilities',
      'sports',
      ...nested('sportConfigs', ['sport', 'pricePerHour', 'images']),
      'images',
      'ownerId',
    ],
  },
  'owner-admin.md:130': {
    call: 'PATCH /api/venues/{id}/ (admin)',
    as: 'admin',
    fields: ['approved', 'approvalDate', 'approvalNotes'],
  },
  'owner-admin.md:131': {
    call: 'PATCH /api/auth/users/{id}/profile (admin owner approval)',
    as: 'admin',
    fields: ['approved', 'approvalDate', 'approvalNotes'],
  },
  'owner-admin.md:132': { call: 'PATCH /api/auth/users/{id}/status', as: 'admin', fields: ['status', 'reason'] },
  'owner-admin.md:136 approved': {
    call: 'PATCH /api/cancellation-requests/{id}/',
    as: 'admin',
    fields: ['status', 'admin_notes', 'refund_type', 'refund_reason', 'refund_amount'],
  },
  'owner-admin.md:136 rejected': {
    call: 'PATCH /api/cancellation-requests/{id}/',
    as: 'admin',
    fields: ['status', 'admin_notes'],
  },
  'owner-admin.md:138': { call: 'POST /api/blogs/', as: 'admin', fields: BLOG_FIELDS },
  'owner-admin.md:139': { call: 'PUT /api/blogs/{id}/', as: 'admin', fields: BLOG_FIELDS },
  'owner-admin.md:141': {
    call: 'GET /api/google-maps/autocomplete/?query={text}',
    as: 'venue_owner',
    fields: ['query'],
  },
} as const satisfies Record<string, SpecCall>;
type CallId = keyof typeof SPEC_CALLS;

type Part = Parameters<typeof multipartBody>[0][number];
interface Replay {
  /** The path with its ids and, for a query call, its query string. */
  url: string;
  token?: string;
  json?: object;
  parts?: Part[];
}

/** Whether `value` carries the dotted `path`; through an array, whether one of its entries does. */
function carries(value: unknown, path: string): boolean {
  if (Array.isArray(value)) return value.some((item) => carries(item, path));
  const [head, ...rest] = path.split('.');
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, head!)) return false;
  return rest.length === 0 || carries((value as Record<string, unknown>)[head!], rest.join('.'));
}

function sentFields(request: Replay): (path: string) => boolean {
  if (request.parts) return (path) => request.parts!.some((part) => part.name === path);
  if (request.json) return (path) => carries(request.json, path);
  const query = new URL(request.url, 'http://replay.test').searchParams;
  return (path) => query.has(path);
}

const DATE = '2026-11-25';
const TOO_LOW = { price_per_hour: 1, total_amount: 2, duration: 9 };

describe.each(testEngines())('the spec calls with the spec bodies on %s', (engine) => {
  const suite = paymentSuite(engine, { PUBLIC_URL: 'https://book.example.co.uk' });
  const replayed = new Set<CallId>();

  /** Sends a row of SPEC_CALLS with every field the spec lists, and answers the response, which must not be a shape refusal. */
  async function replay(id: CallId, request: Replay, expectedStatus = 200): Promise<LightMyRequestResponse> {
    const row: SpecCall = SPEC_CALLS[id];
    const has = sentFields(request);
    expect(
      row.fields.filter((field) => !has(field)),
      `${id} sends every field the spec lists`,
    ).toEqual([]);
    const headers = request.token ? bearer(request.token) : {};
    // Sent as the kind of user the spec's screen belongs to.
    const caller = request.token
      ? (await suite.harness!.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json().user.role
      : 'anyone';
    expect(caller, `${id} is sent by a ${row.as}`).toBe(row.as);
    const method = row.call.split(' ')[0] as InjectOptions['method'];
    const options: InjectOptions = request.parts
      ? (() => {
          const body = multipartBody(request.parts);
          return { method, url: request.url, payload: body.payload, headers: { ...headers, ...body.headers } };
        })()
      : { method, url: request.url, headers, ...(request.json ? { payload: request.json } : {}) };
    const response = await suite.harness!.app.inject(options);
    expect(response.body, `${id}: no field refused`).not.toMatch(/Unrecognized key|Invalid input/i);
    expect(response.statusCode, `${id} ${row.call}: ${response.body}`).toBe(expectedStatus);
    replayed.add(id);
    return response;
  }

  /** Tokenises a sandbox test card with the billing details the spec's add-card form collects. */
  async function tokenise(number: string): Promise<string> {
    const response = await suite.harness!.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      payload: {
        card: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
        billing_details: {
          name: 'Pat Player',
          address: {
            line1: '1 Test Street',
            city: 'London',
            state: 'Greater London',
            postal_code: 'NW1 1AA',
            country: 'GB',
          },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as string;
  }

  /** The spec's process-payment body: every field, with wrong figures where the server must use its own. */
  function processPaymentBody(input: {
    venueId: number;
    card: { id: number; providerId: string };
    date: string;
    times: string[];
    amount: number;
    split?: object;
  }) {
    return {
      payment_method_id: input.card.id,
      stripe_payment_method_id: input.card.providerId,
      amount: input.amount,
      currency: 'gbp',
      description: `Tennis at Camden Courts on ${input.date}`,
      booking_context: {
        venue_name: 'Camden Courts',
        venue_id: input.venueId,
        sport: 'Tennis',
        date: input.date,
        time_slots: input.times,
        start_time: input.times[0],
        end_time: `${String(Number(input.times.at(-1)!.slice(0, 2)) + 1).padStart(2, '0')}:00`,
        ...TOO_LOW,
        venue_location: 'Camden, London',
      },
      mobile_number: '07700 900123',
      split_payment: input.split ?? { enabled: false },
    };
  }

  const intentOf = async (id: string) =>
    await suite
      .harness!.database.db.selectFrom('sandbox_payment_intents')
      .select(['amount', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const bookingRow = (id: number) =>
    suite
      .harness!.database.db.selectFrom('bookings')
      .select(['status', 'total_pence', 'payment_status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('player.md §7: accounts, cards, checkout with a split, edit and cancellation', async () => {
    const harness = await suite.start();
    const { app } = harness;
    const { db } = harness.database;
    const venueId = await createVenue(db, { name: 'Camden Courts', sports: [{ sport: 'Tennis', pricePence: 3500 }] });
    await createUser(db, { email: 'player@example.com', name: 'Pat Player' });
    const player = await loginAs(app, 'player@example.com');

    // Registration, verification, sign-in and a password reset, as the spec's screens send them.
    const register = await replay(
      'player.md:181',
      {
        url: '/api/auth/register',
        json: {
          email: ' Jamie.Lee@Example.com ',
          password: 'secret12',
          name: 'Jamie Lee',
          role: 'player',
          dateOfBirth: '1994-03-02',
          favouriteSports: ['Tennis'],
          marketingPreference: true,
        },
      },
      201,
    );
    expect(register.json()).toMatchObject({ success: true });
    expect(
      await db
        .selectFrom('users')
        .select('role')
        .where('email', '=', 'jamie.lee@example.com')
        .executeTakeFirstOrThrow(),
    ).toEqual({ role: 'player' });
    const verifyToken = linkToken(
      await suite.mailbox.waitFor('jamie.lee@example.com', /Verify your email/),
      '/verify-email',
    );
    await replay('player.md:182', { url: '/api/auth/verify-email', json: { token: verifyToken } });
    await replay('player.md:183', { url: '/api/auth/forgot-password', json: { email: 'jamie.lee@example.com' } });
    const resetToken = linkToken(
      await suite.mailbox.waitFor('jamie.lee@example.com', /Reset your password/),
      '/reset-password',
    );
    await replay('player.md:184', { url: '/api/auth/check-reset-token', json: { token: resetToken } });
    await replay('player.md:185', {
      url: '/api/auth/reset-password',
      json: { token: resetToken, new_password: 'a-new-secret-1' },
    });
    const login = await replay('player.md:180', {
      url: '/api/auth/login',
      json: { email: 'jamie.lee@example.com', password: 'a-new-secret-1' },
    });
    const jamie = { id: login.json().user.id as number, token: login.json().token as string };

    // The profile: fields as JSON, the image as multipart.
    const profile = await replay('player.md:186', {
      url: `/api/auth/users/${jamie.id}/profile`,
      token: jamie.token,
      json: {
        name: 'Jamie Lee-Smith',
        phone: '07700 900456',
        location: 'Camden, London',
        preferredSports: ['Tennis', 'Squash'],
        marketingPreference: false,
        dateOfBirth: '1994-03-03',
      },
    });
    expect(profile.json().user).toMatchObject({
      name: 'Jamie Lee-Smith',
      favouriteSports: ['Tennis', 'Squash'],
      marketingPreference: false,
      dateOfBirth: '1994-03-03',
    });
    const avatar = await replay('player.md:187', {
      url: `/api/auth/users/${jamie.id}/profile`,
      token: jamie.token,
      parts: [
        {
          name: 'profileImage',
          filename: 'me.png',
          type: 'image/png',
          bytes: await imageBytes('png', { width: 200, height: 200 }),
        },
      ],
    });
    expect(avatar.json().user.profileImage).toMatch(/^\/media\//);

    // Reads with the spec's queries.
    await replay('player.md:189', { url: '/api/google-maps/autocomplete/?query=Camden', token: player });
    await replay('player.md:193', {
      url: `/api/venues/${venueId}/bookings/?status=confirmed&date_from=${DATE}&date_to=2026-12-20&sport=Tennis`,
      token: player,
    });

    // A card: the SDK stand-in creates it with the billing details, the API saves its id.
    const providerId = await tokenise(CARDS.visa);
    const saved = await replay(
      'player.md:198',
      { url: '/api/payment-methods/', token: player, json: { payment_method_id: providerId } },
      201,
    );
    const card = { id: saved.json().payment_method.id as number, providerId };

    // Checkout split two ways: £70.00 for two hours, the organiser's share £35.00. The context's and
    // the split's own figures are wrong on purpose: the server charges what its prices say.
    const split = await replay('player.md:201', {
      url: '/api/bookings/process-payment/',
      token: player,
      json: processPaymentBody({
        venueId,
        card,
        date: DATE,
        times: ['18:00', '19:00'],
        amount: 3500,
        split: {
          enabled: true,
          number_of_people: 2,
          share_per_person: 0.01,
          main_payer_share: 0.01,
          invite_emails: ['friend@example.com'],
          payment_link_generated: true,
          is_main_payer: true,
        },
      }),
    });
    expect(split.json()).toMatchObject({
      booking: { status: 'confirmed' },
      payment: { amount_pence: 3500, status: 'succeeded' },
      split_payment: { enabled: true },
    });
    expect(await bookingRow(split.json().booking.id)).toEqual({
      status: 'confirmed',
      total_pence: 7000,
      payment_status: 'succeeded',
    });
    expect(await intentOf(split.json().payment.payment_intent_id)).toEqual({ amount: 3500, status: 'succeeded' });

    // A booking to change and cancel: the edit's totalAmount is the client's guess; the difference
    // charged is the server's price of the added hour.
    const single = (
      await app.inject({
        method: 'POST',
        url: '/api/bookings/process-payment/',
        headers: bearer(player),
        payload: processPaymentBody({ venueId, card, date: '2026-11-27', times: ['10:00'], amount: 3500 }),
      })
    ).json();
    expect(single.booking.status).toBe('confirmed');
    const edited = await replay('player.md:195', {
      url: `/api/bookings/${single.booking.id}/edit/`,
      token: player,
      json: { date: '2026-11-27', sport: 'Tennis', timeSlots: ['10:00', '11:00'], totalAmount: 1 },
    });
    expect(edited.json()).toMatchObject({
      priceDifference: { amountPence: 3500, direction: 'charged' },
      booking: { totalAmountPence: 7000 },
    });
    expect(await bookingRow(single.booking.id)).toMatchObject({ total_pence: 7000 });
    await replay('player.md:196', {
      url: `/api/bookings/${single.booking.id}/cancel/`,
      token: player,
      json: { reason: 'Rain forecast' },
    });
    expect(await bookingRow(single.booking.id)).toMatchObject({ status: 'cancellation_requested' });

    // The account goes last.
    await replay('player.md:188', { url: '/api/account/delete/', token: jamie.token, json: { confirm: true } });
  });

  it('player.md §7: a 3-D Secure checkout finished by payment-confirm with the full spec body', async () => {
    const harness = await suite.start();
    const { app } = harness;
    const { db } = harness.database;
    const venueId = await createVenue(db, { name: 'Camden Courts', sports: [{ sport: 'Tennis', pricePence: 3500 }] });
    await createUser(db, { email: 'player@example.com', name: 'Pat Player' });
    const player = await loginAs(app, 'player@example.com');
    const providerId = await tokenise(CARDS.threeDSecure);
    const saved = await replay(
      'player.md:198',
      { url: '/api/payment-methods/', token: player, json: { payment_method_id: providerId } },
      201,
    );
    const card = { id: saved.json().payment_method.id as number, providerId };

    // Not split, so the split fields beyond `enabled` are not sent (player.md:201 'when on also').
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/bookings/process-payment/',
      headers: bearer(player),
      payload: processPaymentBody({ venueId, card, date: '2026-11-26', times: ['16:00'], amount: 3500 }),
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const held = checkout.json();
    expect(held).toMatchObject({ requires_action: true, requires_confirmation: true, booking: { status: 'pending' } });
    expect(held.client_secret).toMatch(/^pi_.+_secret_/);

    /** What the spec's checkout sends once the provider's SDK has answered; every figure in it is the client's. */
    const confirmBody = (status: string) => ({
      payment_intent_id: held.payment_intent_id,
      payment_intent: {
        id: held.payment_intent_id,
        status,
        amount: 1,
        currency: 'gbp',
        payment_method: providerId,
        client_secret: held.client_secret,
        created: 1_795_255_200,
        description: 'Tennis at Camden Courts',
        receipt_email: null,
        confirmation_method: 'automatic',
        last_payment_error: null,
      },
      booking_context: processPaymentBody({ venueId, card, date: '2026-11-26', times: ['16:00'], amount: 3500 })
        .booking_context,
      mobile_number: '07700 900123',
      split_payment: { enabled: false },
      payment_method_id: card.id,
      stripe_payment_method_id: providerId,
      amount_paid: 0.01,
      currency: 'gbp',
      confirmation_method: 'automatic',
      confirmed_at: '2026-11-21T10:00:05.000Z',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      original_payment_data: { ...held, payment: { ...held.payment, amount_pence: 1, status: 'succeeded' } },
    });
    const confirm = (status: string, expected: number) =>
      replay('player.md:202', { url: '/api/payment-confirm/', token: player, json: confirmBody(status) }, expected);

    // A client that claims success before the cardholder has answered is not believed: the provider is asked.
    const early = await confirm('succeeded', 402);
    expect(early.json()).toMatchObject({ requires_action: true, code: expect.any(String) });
    expect(await bookingRow(held.booking.id)).toMatchObject({ status: 'pending' });

    const approve = await app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${held.payment_intent_id}/authenticate`,
      payload: { result: 'approve', client_secret: held.client_secret },
    });
    expect(approve.json()).toEqual({ id: held.payment_intent_id, status: 'succeeded' });

    const confirmed = await confirm('succeeded', 200);
    expect(confirmed.json()).toMatchObject({
      success: true,
      requires_action: false,
      booking: { id: held.booking.id, status: 'confirmed' },
      payment: { payment_intent_id: held.payment_intent_id, amount_pence: 3500, status: 'succeeded' },
      booking_context: { venue_id: venueId, date: '2026-11-26', time_slots: ['16:00'], total_amount: 35 },
    });
    expect(await bookingRow(held.booking.id)).toEqual({
      status: 'confirmed',
      total_pence: 3500,
      payment_status: 'succeeded',
    });
    expect(await intentOf(held.payment_intent_id)).toEqual({ amount: 3500, status: 'succeeded' });
    // The spec's client retrying changes nothing.
    expect((await confirm('succeeded', 200)).json().booking.status).toBe('confirmed');
    // Keys the spec does not list are still refused, and so is the NUL character in an ignored field.
    const stray = await app.inject({
      method: 'POST',
      url: '/api/payment-confirm/',
      headers: bearer(player),
      payload: { ...confirmBody('succeeded'), booking_id: held.booking.id },
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      error: expect.stringContaining('booking_id'),
    });
    const nul = await app.inject({
      method: 'POST',
      url: '/api/payment-confirm/',
      headers: bearer(player),
      payload: { ...confirmBody('succeeded'), user_agent: 'Mozilla/5.0\u0000' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: ERROR_MESSAGES.nulCharacter });
  });

  it('owner-admin.md §7: venues, availability, approvals, bans, refund decisions and the blog', async () => {
    const harness = await suite.start();
    const { app } = harness;
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner', name: 'Olivia Owner' });
    const pendingOwner = await createUser(db, { email: 'pending@example.com', role: 'venue_owner', approved: false });
    const admin = await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const banned = await createUser(db, { email: 'banned@example.com' });
    await createUser(db, { email: 'player@example.com', name: 'Pat Player' });
    const tokens = {
      owner: await loginAs(app, owner.email),
      admin: await loginAs(app, admin.email),
      player: await loginAs(app, 'player@example.com'),
    };

    // The venue modal: every field, ownerId pointing at someone else (the session decides the owner).
    const padelImage = await imageDataUrl('jpeg');
    const created = await replay(
      'owner-admin.md:129',
      {
        url: '/api/venues/',
        token: tokens.owner,
        json: {
          name: 'Riverside Padel Club',
          description: 'Four covered padel courts by the canal.',
          location: 'Camden, London',
          address: '12 Canal Walk, London NW1 8AB',
          facilities: ['Changing Rooms', 'Floodlights'],
          sports: ['Padel'],
          sportConfigs: [
            {
              sport: 'Padel',
              pricePerHour: 32.5,
              images: [padelImage],
              description: 'Covered courts',
              facilities: ['Parking'],
            },
          ],
          images: [await imageDataUrl('png')],
          ownerId: admin.id,
        },
      },
      201,
    );
    const venue = created.json().venue;
    expect(
      await db.selectFrom('venues').select('owner_id').where('id', '=', venue.id).executeTakeFirstOrThrow(),
    ).toEqual({ owner_id: owner.id });

    await replay('owner-admin.md:130', {
      url: `/api/venues/${venue.id}/`,
      token: tokens.admin,
      json: { approved: true, approvalDate: '2026-11-21T10:00:00.000Z', approvalNotes: 'Welcome aboard' },
    });

    // Manage Availability sends back the days as it read them (with id and venueId).
    const read = (
      await app.inject({ method: 'GET', url: `/api/venues/${venue.id}/availability/`, headers: bearer(tokens.owner) })
    ).json().availability;
    const week = Array.from({ length: 7 }, (_, dayOfWeek) => ({
      id: read.generalSchedule.find((day: { dayOfWeek: number }) => day.dayOfWeek === dayOfWeek)?.id ?? null,
      venueId: venue.id,
      dayOfWeek,
      isOpen: dayOfWeek !== 0,
      openTime: '08:00',
      closeTime: '22:00',
      breakTimes: dayOfWeek === 0 ? [] : [{ start: '12:00', end: '13:00', reason: 'Lunch Break' }],
    }));
    const availability = await replay('owner-admin.md:126', {
      url: `/api/venues/${venue.id}/availability/`,
      token: tokens.owner,
      json: {
        generalSchedule: week,
        sportAvailability: [
          {
            sport: 'Padel',
            schedule: week.map((day) => ({ ...day, closeTime: day.isOpen ? '21:00' : '22:00' })),
            specialDates: [
              {
                date: '2026-11-30',
                sport: 'Padel',
                startTime: '18:00',
                endTime: '21:00',
                price: 40,
                available: true,
                notes: 'Floodlit',
              },
            ],
            blockedDates: ['2026-12-02'],
          },
        ],
        specialDates: [
          {
            date: '2026-11-28',
            sport: null,
            startTime: '18:00',
            endTime: '22:00',
            price: 45.5,
            available: true,
            notes: 'Evening league',
          },
        ],
        bulkBlockedPeriods: [
          {
            startDate: '2026-12-05',
            endDate: '2026-12-06',
            allDay: true,
            startTime: '00:00',
            endTime: '23:59',
            reason: 'Court Resurfacing',
          },
        ],
      },
    });
    expect(availability.json().availability.bulkBlockedPeriods).toHaveLength(1);

    // The owner's edit of every field of the Venue Details and Pricing tabs.
    const edited = await replay('owner-admin.md:127', {
      url: `/api/venues/${venue.id}/`,
      token: tokens.owner,
      json: {
        sportConfigs: [
          {
            sport: 'Padel',
            pricePerHour: 36,
            images: venue.sportConfigs[0].images,
            description: 'Covered courts, new glass',
            facilities: ['Parking', 'Lockers'],
          },
        ],
        description: 'Four covered padel courts by the canal, floodlit.',
        location: 'Camden, London',
        address: '12 Canal Walk, London NW1 8AB',
        sports: ['Padel'],
        images: venue.images.filter((url: string) => !venue.sportConfigs[0].images.includes(url)),
        facilities: ['Changing Rooms', 'Floodlights', 'Cafe'],
        name: 'Riverside Padel Club',
      },
    });
    expect(edited.json().venue.sportConfigs[0]).toMatchObject({ pricePerHourPence: 3600 });
    await replay('owner-admin.md:123', {
      url: `/api/venues/${venue.id}/bookings/?status=confirmed&date_from=${DATE}&date_to=2026-12-20&sport=Padel`,
      token: tokens.owner,
    });
    await replay('owner-admin.md:141', { url: '/api/google-maps/autocomplete/?query=Camden', token: tokens.owner });

    // The admin's approvals and bans.
    await replay('owner-admin.md:131', {
      url: `/api/auth/users/${pendingOwner.id}/profile`,
      token: tokens.admin,
      json: { approved: true, approvalDate: '2026-11-21T10:00:00.000Z', approvalNotes: 'Documents checked' },
    });
    expect(
      await db.selectFrom('users').select('approved').where('id', '=', pendingOwner.id).executeTakeFirstOrThrow(),
    ).toEqual({ approved: 1 });
    await replay('owner-admin.md:132', {
      url: `/api/auth/users/${banned.id}/status`,
      token: tokens.admin,
      json: { status: 'banned', reason: 'Abusive messages' },
    });

    // Two paid bookings the player asked to cancel: one refunded in part, one refused.
    const courts = await createVenue(db, {
      name: 'Camden Courts',
      ownerId: owner.id,
      sports: [{ sport: 'Tennis', pricePence: 3500 }],
    });
    const card = { id: 0, providerId: await tokenise(CARDS.visa) };
    card.id = (
      await app.inject({
        method: 'POST',
        url: '/api/payment-methods/',
        headers: bearer(tokens.player),
        payload: { payment_method_id: card.providerId },
      })
    ).json().payment_method.id;
    const requestFor = async (time: string) => {
      const paid = await app.inject({
        method: 'POST',
        url: '/api/bookings/process-payment/',
        headers: bearer(tokens.player),
        payload: processPaymentBody({ venueId: courts, card, date: DATE, times: [time], amount: 3500 }),
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const bookingId = paid.json().booking.id as number;
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/bookings/${bookingId}/cancel/`,
            headers: bearer(tokens.player),
            payload: { reason: 'Injured' },
          })
        ).statusCode,
      ).toBe(200);
      return (
        await db
          .selectFrom('cancellation_requests')
          .select('id')
          .where('booking_id', '=', bookingId)
          .executeTakeFirstOrThrow()
      ).id;
    };
    const partial = await requestFor('10:00');
    const refused = await requestFor('11:00');
    await replay('owner-admin.md:136 approved', {
      url: `/api/cancellation-requests/${partial}/`,
      token: tokens.admin,
      json: {
        status: 'approved',
        admin_notes: 'Goodwill',
        refund_type: 'partial',
        refund_reason: 'Late notice',
        refund_amount: 20,
      },
    });
    expect((await db.selectFrom('sandbox_refunds').select('amount').execute()).map((row) => row.amount)).toEqual([
      2000,
    ]);
    await replay('owner-admin.md:136 rejected', {
      url: `/api/cancellation-requests/${refused}/`,
      token: tokens.admin,
      json: { status: 'rejected', admin_notes: 'Inside 24 hours' },
    });

    // The blog, multipart as the admin's form sends it.
    const post = (overrides: Record<string, string>): Part[] => [
      ...Object.entries({
        title: 'Booking Padel Courts in Camden',
        excerpt: 'Where to play padel.',
        content: '## Padel\n\nFast and social.',
        author: 'Sam Carter',
        category: 'Guides',
        is_featured: 'true',
        ...overrides,
      }).map(([name, value]) => ({ name, value })),
    ];
    const cover = async () => ({
      name: 'image',
      filename: 'cover.png',
      type: 'image/png',
      bytes: await imageBytes('png', { width: 800, height: 500 }),
    });
    const published = await replay(
      'owner-admin.md:138',
      { url: '/api/blogs/', token: tokens.admin, parts: [...post({}), await cover()] },
      201,
    );
    await replay('owner-admin.md:139', {
      url: `/api/blogs/${published.json().blog.id}/`,
      token: tokens.admin,
      parts: [...post({ is_featured: 'false', title: 'Padel in Camden' }), await cover()],
    });
  });

  it('replayed every call of the table', () => {
    expect(Object.keys(SPEC_CALLS).filter((id) => !replayed.has(id as CallId))).toEqual([]);
  });
});
