import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@app/db';
import { createTestDatabase, testEngines, type TestDatabase } from '@app/db/testing';
import { dayOfWeek, minutesOfDay, zonedTimeToUtc } from '@app/domain';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/modules/auth/password-hashing';
import { DEMO_LOGINS, seedDemoData } from '../src/modules/demo-data/seed-demo-data';
import { createLocalMediaStorage } from '../src/modules/media/local-media-storage';
import { drawSport } from '../src/modules/demo-data/sport-artwork';
import { refundAndRecord } from '../src/modules/payments/payment-ledger';
import { reconcileMoney } from '../src/modules/payments/reconciliation';
import { SandboxProvider } from '../src/modules/payments/sandbox/sandbox-provider';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const LONDON = 'Europe/London';

const TABLES = [
  'users',
  'venues',
  'venue_sports',
  'venue_images',
  'venue_facilities',
  'venue_schedules',
  'schedule_breaks',
  'special_dates',
  'blocked_periods',
  'bookings',
  'booking_slots',
  'booking_participants',
  'payments',
  'cancellation_requests',
  'blog_posts',
  'activity_log',
] as const satisfies readonly (keyof Database)[];

async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

/** The file behind a '/media/…' URL. */
const mediaFile = (mediaDir: string, url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

describe.each(testEngines())('demo data on %s', (engine) => {
  let handle: TestDatabase;
  afterEach(async () => handle?.destroy());

  async function seed(now = NOW) {
    const mediaDir = path.join(handle.dataDir, 'media');
    const result = await seedDemoData({ db: handle.db, media: createLocalMediaStorage(mediaDir), now });
    return { result, mediaDir };
  }

  it("draws each venue's images from its own sports, with no venue name or other words on them, in small files", async () => {
    handle = await createTestDatabase(engine);
    const { mediaDir } = await seed();
    const venues = await handle.db.selectFrom('venues').select(['id', 'name', 'location']).execute();
    const sports = await handle.db.selectFrom('venue_sports').select(['venue_id', 'sport']).execute();
    const images = await handle.db.selectFrom('venue_images').select(['venue_id', 'url', 'sport']).execute();
    const drawings = new Map<string, string>();
    for (const venue of venues) {
      const offered = sports.filter((row) => row.venue_id === venue.id).map((row) => row.sport);
      const own = images.filter((image) => image.venue_id === venue.id);
      expect(own.length, venue.name).toBeGreaterThan(0);
      for (const image of own) {
        expect(offered, `${venue.name}: ${image.url}`).toContain(image.sport);
        const svg = readFileSync(mediaFile(mediaDir, image.url), 'utf8');
        // The picture is the drawing of the image's sport (and not another's).
        expect(svg, image.url).toContain(drawSport(image.sport));
        expect(svg.toLowerCase(), image.url).not.toContain(venue.name.toLowerCase());
        expect(svg.toLowerCase(), image.url).not.toContain(venue.location.toLowerCase());
        expect(svg, image.url).not.toMatch(/<text\b/);
        expect(Buffer.byteLength(svg), image.url).toBeLessThan(8 * 1024);
        drawings.set(image.url, svg);
      }
    }
    // Venues sharing a sport do not all show the identical picture.
    const footballPictures = new Set(
      [...images.filter((image) => image.sport === 'Football')].map((image) => drawings.get(image.url)),
    );
    expect(footballPictures.size).toBeGreaterThan(1);
    const fallback = readFileSync(path.join(mediaDir, 'demo', 'venue-fallback.svg'), 'utf8');
    expect(fallback).not.toMatch(/<text\b|coming soon/i);
  });

  it('seeds venues with sports, prices, images and a weekly schedule', async () => {
    handle = await createTestDatabase(engine);
    const { result, mediaDir } = await seed();
    expect(result).toEqual({ seeded: true });
    const { db } = handle;

    const venues = await db.selectFrom('venues').selectAll().execute();
    const approved = venues.filter((venue) => venue.approved === 1);
    expect(approved.length).toBeGreaterThanOrEqual(24);
    expect(venues.filter((venue) => venue.approved === 0)).toHaveLength(2);

    const sports = await db.selectFrom('venue_sports').selectAll().execute();
    const images = await db.selectFrom('venue_images').selectAll().execute();
    const facilities = await db.selectFrom('venue_facilities').selectAll().execute();
    const general = await db.selectFrom('venue_schedules').selectAll().where('sport', 'is', null).execute();
    for (const venue of venues) {
      const own = sports.filter((sport) => sport.venue_id === venue.id);
      expect(own.length, venue.name).toBeGreaterThanOrEqual(2);
      for (const sport of own) {
        expect(sport.price_per_hour_pence, `${venue.name} ${sport.sport}`).toBeGreaterThanOrEqual(2500);
        expect(sport.price_per_hour_pence, `${venue.name} ${sport.sport}`).toBeLessThanOrEqual(6500);
        expect(sport.court_count).toBeGreaterThanOrEqual(1);
        expect(sport.court_count).toBeLessThanOrEqual(4);
      }
      const venueImages = images.filter((image) => image.venue_id === venue.id);
      expect(venueImages.length, venue.name).toBeGreaterThanOrEqual(2);
      expect(venueImages.length, venue.name).toBeLessThanOrEqual(4);
      for (const image of venueImages) {
        expect(image.url).toMatch(/^\/media\/demo\/venue-\d+-\d+\.svg$/);
        expect(existsSync(mediaFile(mediaDir, image.url)), image.url).toBe(true);
      }
      expect(venueImages.find((image) => image.position === 0)?.sport).toBe(
        own.find((sport) => sport.position === 0)?.sport,
      );
      const venueFacilities = facilities.filter((facility) => facility.venue_id === venue.id);
      expect(venueFacilities.length).toBeGreaterThanOrEqual(3);
      expect(venueFacilities.length).toBeLessThanOrEqual(7);
      expect(
        general
          .filter((day) => day.venue_id === venue.id)
          .map((day) => day.day_of_week)
          .sort(),
      ).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(venue.latitude).not.toBeNull();
      expect(venue.address).toMatch(/[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
    }
    expect(existsSync(path.join(mediaDir, 'demo', 'venue-fallback.svg'))).toBe(true);

    const sportSchedules = await db
      .selectFrom('venue_schedules')
      .select('venue_id')
      .where('sport', 'is not', null)
      .execute();
    expect(new Set(sportSchedules.map((row) => row.venue_id)).size).toBeGreaterThanOrEqual(2);
    expect(await db.selectFrom('special_dates').selectAll().execute()).not.toHaveLength(0);
    expect(await db.selectFrom('blocked_periods').selectAll().execute()).not.toHaveLength(0);

    const posts = await db.selectFrom('blog_posts').selectAll().execute();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.filter((post) => post.is_featured === 1)).toHaveLength(1);
    for (const post of posts) expect(existsSync(mediaFile(mediaDir, post.image ?? '')), post.image ?? '').toBe(true);
  });

  it('creates the documented demo logins with working passwords', async () => {
    handle = await createTestDatabase(engine);
    await seed();
    for (const login of DEMO_LOGINS) {
      const user = await handle.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', login.email)
        .executeTakeFirstOrThrow();
      expect(user.role, login.email).toBe(login.role);
      expect(user.email_verified).toBe(1);
      expect(user.status).toBe('active');
      expect(await verifyPassword(user.password_hash, login.password), login.email).toBe(true);
    }
    const player = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'player@demo.sportsbooking.uk')
      .executeTakeFirstOrThrow();
    expect(player.name).toBe('Alex Morgan');
    const pendingOwner = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'pending.owner@demo.sportsbooking.uk')
      .executeTakeFirstOrThrow();
    expect(pendingOwner.approved).toBe(0);
    const pendingVenues = await handle.db.selectFrom('venues').select('owner_id').where('approved', '=', 0).execute();
    expect(pendingVenues.every((venue) => venue.owner_id === pendingOwner.id)).toBe(true);
  });

  it('books only open, unbroken hours and prices every booking from its slots', async () => {
    handle = await createTestDatabase(engine);
    await seed();
    const { db } = handle;
    const schedules = await db.selectFrom('venue_schedules').selectAll().execute();
    const breaks = await db.selectFrom('schedule_breaks').selectAll().execute();
    const sports = await db.selectFrom('venue_sports').selectAll().execute();
    const claims = await db.selectFrom('booking_slots').selectAll().execute();
    const bookings = await db.selectFrom('bookings').selectAll().execute();
    const closures = await db.selectFrom('blocked_periods').selectAll().execute();
    const specials = await db.selectFrom('special_dates').selectAll().execute();

    const claimKeys = claims.map(
      (claim) => `${claim.venue_id}|${claim.sport}|${claim.date}|${claim.start_time}|${claim.court_number}`,
    );
    expect(new Set(claimKeys).size).toBe(claims.length);

    const allows = (schedule: (typeof schedules)[number] | undefined, start: number) => {
      if (!schedule || schedule.is_open !== 1) return false;
      if (start < minutesOfDay(schedule.open_time) || start + 60 > minutesOfDay(schedule.close_time)) return false;
      return breaks
        .filter((pause) => pause.schedule_id === schedule.id)
        .every((pause) => start + 60 <= minutesOfDay(pause.start_time) || start >= minutesOfDay(pause.end_time));
    };
    for (const claim of claims) {
      const weekday = dayOfWeek(claim.date);
      const start = minutesOfDay(claim.start_time);
      const label = `${claim.venue_id} ${claim.sport} ${claim.date} ${claim.start_time}`;
      expect(start).toBeGreaterThanOrEqual(8 * 60);
      expect(start).toBeLessThanOrEqual(21 * 60);
      const general = schedules.find(
        (row) => row.venue_id === claim.venue_id && row.sport === null && row.day_of_week === weekday,
      );
      expect(allows(general, start), label).toBe(true);
      const own = schedules.find(
        (row) => row.venue_id === claim.venue_id && row.sport === claim.sport && row.day_of_week === weekday,
      );
      if (own) expect(allows(own, start), label).toBe(true);
      const config = sports.find((row) => row.venue_id === claim.venue_id && row.sport === claim.sport);
      expect(claim.court_number).toBeLessThanOrEqual(config?.court_count ?? 0);
      expect(claim.starts_at).toBe(zonedTimeToUtc(claim.date, claim.start_time, LONDON).toISOString());

      const covers = (from: string, to: string) => start < minutesOfDay(to) && minutesOfDay(from) < start + 60;
      const blocked = closures.filter(
        (closure) =>
          closure.venue_id === claim.venue_id &&
          (closure.sport === null || closure.sport === claim.sport) &&
          closure.start_date <= claim.date &&
          claim.date <= closure.end_date &&
          (closure.all_day === 1 || covers(closure.start_time, closure.end_time)),
      );
      expect(blocked, label).toHaveLength(0);
      const special = specials.find(
        (row) =>
          row.venue_id === claim.venue_id &&
          row.date === claim.date &&
          (row.sport === null || row.sport === claim.sport) &&
          covers(row.start_time, row.end_time),
      );
      if (special) {
        expect(special.available, label).toBe(1);
        expect(claim.is_special, label).toBe(1);
        expect(claim.price_pence, label).toBe(special.price_pence);
      } else {
        expect(claim.is_special, label).toBe(0);
        expect(claim.price_pence, label).toBe(config?.price_per_hour_pence);
      }
    }
    expect(claims.some((claim) => claim.is_special === 1)).toBe(true);

    for (const booking of bookings) {
      const own = claims.filter((claim) => claim.booking_id === booking.id);
      const times = JSON.parse(booking.time_slots) as string[];
      expect(times.length).toBeGreaterThanOrEqual(1);
      expect(times.length).toBeLessThanOrEqual(3);
      expect(booking.starts_at).toBe(zonedTimeToUtc(booking.date, times[0] as string, LONDON).toISOString());
      expect(booking.created_at < booking.starts_at).toBe(true);
      expect(booking.created_at <= NOW.toISOString()).toBe(true);
      if (booking.status === 'cancelled') {
        expect(own).toHaveLength(0);
        const price =
          sports.find((row) => row.venue_id === booking.venue_id && row.sport === booking.sport)
            ?.price_per_hour_pence ?? 0;
        expect(booking.total_pence).toBe(price * times.length);
      } else {
        expect(own.map((claim) => claim.start_time).sort()).toEqual(times);
        expect(booking.total_pence).toBe(own.reduce((sum, claim) => sum + claim.price_pence, 0));
      }
    }

    const now = NOW.toISOString();
    const twoWeeks = new Date(NOW.getTime() + 15 * 86_400_000).toISOString();
    const confirmed = bookings.filter((booking) => booking.status === 'confirmed');
    expect(confirmed.filter((booking) => booking.ends_at <= now).length).toBeGreaterThanOrEqual(35);
    const upcoming = confirmed.filter((booking) => booking.starts_at > now);
    expect(upcoming.length).toBeGreaterThanOrEqual(15);
    expect(upcoming.every((booking) => booking.starts_at < twoWeeks)).toBe(true);
    expect(new Set(bookings.map((booking) => booking.venue_id)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(bookings.map((booking) => booking.user_id)).size).toBe(4);

    const payments = await db.selectFrom('payments').selectAll().execute();
    for (const booking of bookings) {
      const charge = payments.find((payment) => payment.booking_id === booking.id && payment.kind === 'charge');
      expect(charge?.amount_pence).toBe(booking.total_pence);
      expect(charge?.provider_reference).toBe(`pi_demo_${booking.id}`);
    }
    const refunds = payments.filter((payment) => payment.kind === 'refund');
    expect(refunds).toHaveLength(2);
    for (const refund of refunds)
      expect(payments.find((payment) => payment.id === refund.parent_payment_id)?.kind).toBe('charge');
    expect(
      bookings
        .filter((booking) => booking.status === 'cancelled')
        .map((booking) => booking.payment_status)
        .sort(),
    ).toEqual(['partially_refunded', 'refunded']);

    const requests = await db.selectFrom('cancellation_requests').selectAll().execute();
    expect(
      requests
        .filter((request) => request.status === 'approved')
        .map((request) => request.refund_type)
        .sort(),
    ).toEqual(['full', 'partial']);
    const pending = requests.filter((request) => request.status === 'pending');
    expect(pending).toHaveLength(1);
    const requested = bookings.find((booking) => booking.id === pending[0]?.booking_id);
    expect(requested?.status).toBe('cancellation_requested');
    expect((requested?.starts_at ?? '') > now).toBe(true);

    const participants = await db.selectFrom('booking_participants').selectAll().execute();
    expect(participants).toHaveLength(bookings.length);
    expect((await db.selectFrom('activity_log').selectAll().execute()).length).toBeGreaterThanOrEqual(5);
  });

  it("leaves payments the reconciliation finds balanced, in the sandbox provider's books too, so a demo booking can be refunded", async () => {
    handle = await createTestDatabase(engine);
    await seed();
    const { db } = handle;
    const reconciled = await reconcileMoney(db);
    expect(reconciled.problems).toEqual([]);
    expect(reconciled.takenPence).toBeGreaterThan(0);
    expect(reconciled.refundedPence).toBeGreaterThan(0);
    const charges = await db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'charge')
      .executeTakeFirstOrThrow();
    const intents = await db
      .selectFrom('sandbox_payment_intents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    expect(Number(intents.n)).toBe(Number(charges.n));

    // A cancellation decided later refunds a demo charge through the sandbox like any other.
    const requested = await db
      .selectFrom('bookings')
      .select(['id', 'total_pence'])
      .where('status', '=', 'cancellation_requested')
      .executeTakeFirstOrThrow();
    const charge = await db
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', '=', requested.id)
      .where('kind', '=', 'charge')
      .executeTakeFirstOrThrow();
    const deps = { db, provider: new SandboxProvider(db, () => NOW, { engine }), now: NOW };
    const refund = await refundAndRecord(deps, {
      bookingId: requested.id,
      participantId: charge.participant_id,
      userId: charge.user_id,
      paymentIntentId: charge.provider_reference!,
      parentPaymentId: charge.id,
      amountPence: requested.total_pence,
      idempotencyKey: 'demo-test-refund',
    });
    expect(refund).toMatchObject({ status: 'succeeded', amountPence: requested.total_pence });
    // What the cancelling statement and the payers' record do (docs/decisions/0051).
    await db
      .updateTable('bookings')
      .set({ status: 'cancelled', keep_pence: 0 })
      .where('id', '=', requested.id)
      .execute();
    await db.deleteFrom('booking_slots').where('booking_id', '=', requested.id).execute();
    await db
      .updateTable('booking_participants')
      .set({ status: 'refunded', refunded_pence: requested.total_pence })
      .where('booking_id', '=', requested.id)
      .execute();
    expect((await reconcileMoney(db)).problems).toEqual([]);
  });

  it("rates most played bookings, leaving the walkthrough player's latest three to rate, so venues show ratings (issue 33 §18)", async () => {
    handle = await createTestDatabase(engine);
    await seed();
    const { db } = handle;
    const reviews = await db
      .selectFrom('reviews')
      .innerJoin('bookings', 'bookings.id', 'reviews.booking_id')
      .innerJoin('users', 'users.id', 'reviews.user_id')
      .select([
        'reviews.rating',
        'reviews.comment',
        'reviews.created_at',
        'reviews.venue_id',
        'bookings.venue_id as booking_venue',
        'bookings.user_id',
        'bookings.status',
        'bookings.ends_at',
        'users.email',
      ])
      .execute();
    const played = await db
      .selectFrom('bookings')
      .select('id')
      .where('status', '=', 'confirmed')
      .where('ends_at', '<', NOW.toISOString())
      .execute();
    expect(reviews.length).toBeGreaterThan(played.length / 2);
    for (const review of reviews) {
      // A review of the reviewer's own played booking, at its venue, written after the game.
      expect(review).toMatchObject({ status: 'confirmed', venue_id: review.booking_venue });
      expect(review.ends_at < review.created_at).toBe(true);
      expect(review.created_at <= NOW.toISOString()).toBe(true);
      expect(review.rating).toBeGreaterThanOrEqual(3);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    // No venue repeats a comment.
    for (const venueId of new Set(reviews.map((review) => review.venue_id))) {
      const comments = reviews
        .filter((review) => review.venue_id === venueId && review.comment !== '')
        .map((review) => review.comment);
      expect(new Set(comments).size, `venue ${venueId}`).toBe(comments.length);
    }
    // The walkthrough player's three latest games are left to rate.
    const walkthrough = await db
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.user_id')
      .leftJoin('reviews', 'reviews.booking_id', 'bookings.id')
      .select(['bookings.ends_at', 'reviews.id as review_id'])
      .where('users.email', '=', 'player@demo.sportsbooking.uk')
      .where('bookings.status', '=', 'confirmed')
      .where('bookings.ends_at', '<', NOW.toISOString())
      .orderBy('bookings.ends_at', 'desc')
      .execute();
    expect(walkthrough.slice(0, 3).map((row) => row.review_id)).toEqual([null, null, null]);
    // Most venues with played bookings show a rating.
    const venuesPlayed = await db
      .selectFrom('bookings')
      .select('venue_id')
      .distinct()
      .where('status', '=', 'confirmed')
      .where('ends_at', '<', NOW.toISOString())
      .execute();
    const rated = new Set(reviews.map((review) => review.venue_id));
    expect(rated.size).toBeGreaterThan(venuesPlayed.length / 2);
  });

  it('does nothing on a marketplace that already has people or venues', async () => {
    handle = await createTestDatabase(engine);
    await seed();
    const before = await countRows(handle.db);
    expect((await seed()).result).toEqual({ seeded: false });
    expect(await countRows(handle.db)).toEqual(before);
  });

  it('treats a marketplace with only a bootstrap admin as empty, and one with a player as not', async () => {
    handle = await createTestDatabase(engine);
    const at = NOW.toISOString();
    await handle.db
      .insertInto('users')
      .values({ email: 'boss@example.com', name: 'Boss', role: 'admin', approved: 1, created_at: at, updated_at: at })
      .execute();
    expect((await seed()).result).toEqual({ seeded: true });

    await handle.destroy();
    handle = await createTestDatabase(engine);
    await handle.db
      .insertInto('users')
      .values({ email: 'someone@example.com', name: 'Someone', role: 'player', created_at: at, updated_at: at })
      .execute();
    expect((await seed()).result).toEqual({ seeded: false });
    expect((await countRows(handle.db)).venues).toBe(0);
  });

  it.each(['2026-03-29T09:00:00.000Z', '2026-10-25T09:00:00.000Z'])(
    'seeds on a clock-change day (%s)',
    async (instant) => {
      handle = await createTestDatabase(engine);
      const now = new Date(instant);
      expect((await seed(now)).result).toEqual({ seeded: true });
      const bookings = await handle.db.selectFrom('bookings').selectAll().execute();
      expect(bookings.length).toBeGreaterThanOrEqual(50);
      for (const booking of bookings) {
        const times = JSON.parse(booking.time_slots) as string[];
        const last = times[times.length - 1] as string;
        expect(booking.starts_at).toBe(zonedTimeToUtc(booking.date, times[0] as string, LONDON).toISOString());
        expect(booking.ends_at).toBe(
          new Date(zonedTimeToUtc(booking.date, last, LONDON).getTime() + 3_600_000).toISOString(),
        );
      }
      const upcoming = bookings.filter((booking) => booking.status === 'confirmed' && booking.starts_at > instant);
      expect(upcoming.length).toBeGreaterThanOrEqual(15);
    },
  );
});
