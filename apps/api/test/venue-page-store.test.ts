import { testEngines } from '@app/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appSuite } from './support/app-suite';
import { createVenue } from './support/venue-fixtures';

/*
 * The venue page and a day's slots read a venue's stored page rows (docs/decisions/0033), current only
 * while the version that database triggers bump on every write is the one they were read at. These
 * tests write behind the application's back — plain SQL, as a script or another server would — and
 * expect the very next read to show it.
 */
describe.each(testEngines())('stored venue pages on %s', (engine) => {
  const suite = appSuite(engine);
  const DAY = '2026-11-24'; // a Tuesday, three days after the suite's clock starts
  const STAMP = '2026-11-21T10:00:00.000Z';

  async function start() {
    const harness = await suite.start();
    const { db } = harness.database;
    const id = await createVenue(db, {
      name: 'Page Courts',
      sports: [{ sport: 'Tennis', pricePence: 3000, courts: 2 }],
    });
    const detail = async () => {
      const response = await harness.app.inject({ method: 'GET', url: `/api/venues/${id}/` });
      return { status: response.statusCode, venue: response.json().venue };
    };
    const slots = async () => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/venues/${id}/slots/?sport=Tennis&date=${DAY}`,
        headers: { 'cache-control': 'no-cache' },
      });
      expect(response.statusCode).toBe(200);
      return Object.fromEntries(
        (
          response.json().slots as { time: string; available: boolean; pricePence: number | null; isSpecial: boolean }[]
        ).map((slot) => [slot.time, slot]),
      );
    };
    const stored = async () => {
      const { rows } = await sql<{ page: string; version: number; current: number | null }>`
        select p.page, p.version, v.version as current from venue_pages p left join venue_versions v on v.venue_id = p.venue_id where p.venue_id = ${id}`.execute(
        db,
      );
      return rows[0];
    };
    return { harness, db, id, detail, slots, stored };
  }

  it('keeps a read page and serves it while nothing changes', async () => {
    const { db, id, detail, stored } = await start();
    expect(await stored()).toBeUndefined();
    expect((await detail()).venue.name).toBe('Page Courts');
    const page = await stored();
    expect(page).toBeDefined();
    expect(Number(page!.version)).toBe(Number(page!.current));
    expect(JSON.parse(page!.page).venue.name).toBe('Page Courts');

    // This process keeps the page it parsed while the stored version is current (docs/decisions/0037):
    // text changed in place, at the same version, is not read again.
    await sql`update venue_pages set page = ${page!.page.replace('Page Courts', 'Altered Courts')} where venue_id = ${id}`.execute(
      db,
    );
    expect((await detail()).venue.name).toBe('Page Courts');
    // Proof that the stored text is what answers: a page stored at a newer current version (as another
    // server would store one) is read, without touching the venue's data.
    // (A venue's next version is past every version so far: SQLite counts them for the whole database.)
    await sql`update venue_versions set version = (select max(version) + 1 from venue_versions) where venue_id = ${id}`.execute(
      db,
    );
    await sql`update venue_pages set version = (select version from venue_versions where venue_id = ${id}), page = ${page!.page.replace('Page Courts', 'Stored Courts')} where venue_id = ${id}`.execute(
      db,
    );
    expect((await detail()).venue.name).toBe('Stored Courts');
    // Any write to the venue's data makes it stale at once.
    await sql`update venue_sports set court_count = 3 where venue_id = ${id}`.execute(db);
    const fresh = await detail();
    expect(fresh.venue.name).toBe('Page Courts');
    expect(fresh.venue.sportConfigs[0].courtCount).toBe(3);
  });

  it('shows every kind of write behind the app on the next read: price, hours, breaks, special dates, closures, images, approval', async () => {
    const { db, id, detail, slots } = await start();
    expect((await slots())['10:00']).toMatchObject({ available: true, pricePence: 3000 });
    expect((await slots())['12:00']!.available).toBe(false); // the lunch break

    await sql`update venue_sports set price_per_hour_pence = 4500 where venue_id = ${id}`.execute(db);
    expect((await slots())['10:00']!.pricePence).toBe(4500);
    expect((await detail()).venue.sportConfigs[0].pricePerHourPence).toBe(4500);

    // Breaks name their venue only through their schedule.
    await sql`delete from schedule_breaks where schedule_id in (select id from venue_schedules where venue_id = ${id})`.execute(
      db,
    );
    expect((await slots())['12:00']!.available).toBe(true);
    expect(
      (await detail()).venue.openingHours.find((day: { dayOfWeek: number }) => day.dayOfWeek === 2).breakTimes,
    ).toEqual([]);

    expect((await slots())['19:00']!.available).toBe(true);
    await sql`update venue_schedules set close_time = '18:00' where venue_id = ${id}`.execute(db);
    expect((await slots())['19:00']?.available ?? false).toBe(false);

    await sql`insert into special_dates (venue_id, sport, date, start_time, end_time, price_pence, available, notes, created_at) values (${id}, 'Tennis', ${DAY}, '10:00', '11:00', 9900, 1, 'Tournament', ${STAMP})`.execute(
      db,
    );
    expect((await slots())['10:00']).toMatchObject({ pricePence: 9900, isSpecial: true });
    expect((await detail()).venue.upcomingSpecialDates).toMatchObject([
      { date: DAY, pricePence: 9900, notes: 'Tournament' },
    ]);

    await sql`insert into blocked_periods (venue_id, sport, start_date, end_date, all_day, start_time, end_time, reason, created_at) values (${id}, null, ${DAY}, ${DAY}, 1, '00:00', '23:59', 'Resurfacing', ${STAMP})`.execute(
      db,
    );
    expect(Object.values(await slots()).every((slot) => !slot.available)).toBe(true);
    expect((await detail()).venue.upcomingClosures).toMatchObject([{ startDate: DAY, reason: 'Resurfacing' }]);

    await sql`insert into venue_images (venue_id, sport, url, position, created_at) values (${id}, 'Tennis', '/media/new.webp', 5, ${STAMP})`.execute(
      db,
    );
    expect((await detail()).venue.gallery).toContainEqual({ url: '/media/new.webp', sport: 'Tennis' });

    await sql`update venues set approved = 0 where id = ${id}`.execute(db);
    expect((await detail()).status).toBe(404);
  });

  it('does not use a page read on a later day than the request asks about (a clock set back)', async () => {
    const { db, id, detail } = await start();
    await sql`insert into special_dates (venue_id, sport, date, start_time, end_time, price_pence, available, notes, created_at) values (${id}, 'Tennis', '2026-11-22', '10:00', '11:00', 5000, 1, 'Sunday special', ${STAMP})`.execute(
      db,
    );
    suite.clock.advance(2 * 24 * 60 * 60 * 1000); // Monday 23rd: the Sunday special is past, so not stored
    expect((await detail()).venue.upcomingSpecialDates).toEqual([]);
    suite.clock.advance(-2 * 24 * 60 * 60 * 1000); // back to Saturday 21st
    expect((await detail()).venue.upcomingSpecialDates).toMatchObject([
      { date: '2026-11-22', notes: 'Sunday special' },
    ]);
  });

  it("follows the venue's date with a page kept across midnight: yesterday's special date is no longer upcoming", async () => {
    const { db, id, detail, stored } = await start();
    await sql`insert into special_dates (venue_id, sport, date, start_time, end_time, price_pence, available, notes, created_at) values (${id}, 'Tennis', '2026-11-22', '10:00', '11:00', 5000, 1, 'Sunday special', ${STAMP})`.execute(
      db,
    );
    expect((await detail()).venue.upcomingSpecialDates).toMatchObject([
      { date: '2026-11-22', notes: 'Sunday special' },
    ]);
    const page = await stored();
    suite.clock.advance(2 * 24 * 60 * 60 * 1000); // Monday 23rd
    expect((await detail()).venue.upcomingSpecialDates).toEqual([]);
    // The same page answered: nothing was read from the tables again.
    expect(await stored()).toEqual(page);
  });

  it("marks today's hours past as the clock passes their start, the venue and its bookings unchanged", async () => {
    const { harness, id } = await start();
    const today = async () => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/venues/${id}/slots/?sport=Tennis&date=2026-11-21`,
        headers: { 'cache-control': 'no-cache' },
      });
      expect(response.statusCode).toBe(200);
      return Object.fromEntries(
        (response.json().slots as { time: string; available: boolean; unavailableReason: string | null }[]).map(
          (slot) => [slot.time, slot],
        ),
      );
    };
    expect((await today())['11:00']).toMatchObject({ available: true }); // 10:00 on Saturday 21st
    suite.clock.advance(59 * 60 * 1000 + 59_000); // 10:59:59
    expect((await today())['11:00']).toMatchObject({ available: true });
    suite.clock.advance(1000); // 11:00:00, the hour has started
    expect((await today())['11:00']).toMatchObject({ available: false, unavailableReason: 'past' });
    expect((await today())['12:00']!.unavailableReason).not.toBe('past');
  });

  it('answers 404 for a venue that does not exist, storing nothing', async () => {
    const { harness, db } = await start();
    expect((await harness.app.inject({ method: 'GET', url: '/api/venues/999999/' })).statusCode).toBe(404);
    const { rows } = await sql<{ n: number }>`select count(*) as n from venue_pages where venue_id = 999999`.execute(
      db,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
