import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import type { Access } from '../src/plugins/application/access-control';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, loginAs } from './support/accounts';

/**
 * Who may call what, per the spec. Every API route must appear here, so a new route cannot ship
 * without its access being decided and proven.
 */
const EXPECTED: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/venues/': 'public',
  'GET /api/venues/sports/': 'public',
  'GET /api/venues/:id/': 'public',
  'GET /api/venues/:id/availability/': 'public',
  'GET /api/venues/:id/slots/': 'public',
  'GET /api/venues/:id/bookings/': 'public',
  'GET /api/venues/:id/bookings/export/': ['venue_owner', 'admin'],
  'GET /api/venues/:id/reviews/': 'public',
  'GET /api/venues/my-venues/': ['venue_owner'],
  'GET /api/venues/dashboard/': ['venue_owner'],
  'POST /api/venues/': ['venue_owner'],
  'PATCH /api/venues/:id/': ['venue_owner', 'admin'],
  'PATCH /api/venues/:id/availability/': ['venue_owner'],
  'PATCH /api/venues/:id/pending-change/': ['admin'],
  'DELETE /api/venues/:id/pending-change/': ['venue_owner'],
  'GET /api/venues/:id/calendar/': ['venue_owner', 'admin'],
  'GET /api/google-maps/autocomplete/': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/check-reset-token': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/logout': 'authenticated',
  'GET /api/auth/me': 'authenticated',
  'PATCH /api/auth/users/:id/profile': 'authenticated',
  'DELETE /api/account/delete/': 'authenticated',
  'GET /api/payments/config': 'public',
  'POST /api/sandbox/payment-methods': 'public',
  'POST /api/sandbox/payment-intents/:id/authenticate': 'public',
  'POST /api/webhooks/stripe': 'public',
  'GET /api/payment-methods/': ['player'],
  'POST /api/payment-methods/': ['player'],
  'PATCH /api/payment-cards/:id/default/': ['player'],
  'DELETE /api/payment-cards/:id/': ['player'],
  'POST /api/bookings/process-payment/': ['player'],
  'POST /api/payment-confirm/': ['player'],
  'GET /api/bookings/my-bookings/': ['player'],
  'PATCH /api/bookings/:id/edit/': ['player'],
  'POST /api/bookings/:id/edit/quote/': ['player'],
  'POST /api/bookings/:id/cancel/': ['player'],
  'POST /api/bookings/:id/review/': ['player'],
  'GET /api/split-payments/:token/': 'public',
  'POST /api/split-payments/:token/pay/': 'public',
  'POST /api/split-payments/:token/confirm/': 'public',
  'POST /api/bookings/:id/participants/:participantId/resend/': ['player'],
  'GET /api/auth/users': ['admin'],
  'PATCH /api/auth/users/:id/status': ['admin'],
  'GET /api/blogs/': 'public',
  'GET /api/blogs/:slug/': 'public',
  'POST /api/blogs/': ['admin'],
  'PUT /api/blogs/:id/': ['admin'],
  'DELETE /api/blogs/:id/': ['admin'],
  'GET /api/admin/overview/': ['admin'],
  'GET /api/cancellation-requests/': ['admin'],
  'PATCH /api/cancellation-requests/:id/': ['admin', 'venue_owner'],
  'POST /api/venues/:id/bookings/': ['venue_owner', 'admin'],
  'GET /api/venues/:id/bookings/:bookingId/': ['venue_owner', 'admin'],
  'PATCH /api/venues/:id/bookings/:bookingId/': ['venue_owner', 'admin'],
  'POST /api/venues/:id/bookings/:bookingId/cancel/': ['venue_owner', 'admin'],
  'GET /api/account/notifications/': ['venue_owner'],
  'PATCH /api/account/notifications/': ['venue_owner'],
};

const ROLES = ['player', 'venue_owner', 'admin'] as const;

describe.each(testEngines())('route access matrix on %s', (engine) => {
  let harness: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    harness = await createTestApp(engine);
    for (const role of ROLES) {
      await createUser(harness.database.db, { email: `${role}@example.com`, role });
      tokens[role] = await loginAs(harness.app, `${role}@example.com`);
    }
  });
  afterAll(() => harness.close());

  it('declares exactly the access the spec gives for every API route', () => {
    const declared = Object.fromEntries(
      harness.app.declaredAccess.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    expect(declared).toEqual(EXPECTED);
  });

  it.each(Object.entries(EXPECTED).filter(([, access]) => access !== 'public'))(
    '%s answers 401 without a valid token',
    async (route) => {
      const [method, url] = route.split(' ') as [string, string];
      const path = url.replace(':id', '1');
      const anonymous = await harness.app.inject({
        method: method as 'GET',
        url: path,
        payload: method === 'GET' ? undefined : {},
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      const forged = await harness.app.inject({
        method: method as 'GET',
        url: path,
        headers: bearer('not-a-real-token'),
      });
      expect(forged.statusCode).toBe(401);
    },
  );

  it.each(Object.entries(EXPECTED).filter(([, access]) => Array.isArray(access)))(
    '%s answers 403 to signed-in users without the role',
    async (route, access) => {
      const [method, url] = route.split(' ') as [string, string];
      for (const role of ROLES) {
        const response = await harness.app.inject({
          method: method as 'GET',
          url: url.replace(':id', '1'),
          headers: bearer(tokens[role]!),
          payload: method === 'GET' ? undefined : {},
        });
        if ((access as readonly string[]).includes(role)) expect([401, 403]).not.toContain(response.statusCode);
        else {
          expect(response.statusCode).toBe(403);
          expect(response.json().code).toBe('FORBIDDEN');
        }
      }
    },
  );
});
