import path from 'node:path';
import { migrationProvider } from '@app/db';
import { createTestDatabase, testEngines } from '@app/db/testing';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from './support/accounts';
import { appSuite } from './support/app-suite';
import { imageDataUrl, venueBody } from './support/owner-fixtures';
import { createVenue } from './support/venue-fixtures';
import { seedDemoData } from '../src/modules/demo-data/seed-demo-data';
import { createLocalMediaStorage } from '../src/modules/media/local-media-storage';
import { searchApprovedVenues, searchVenues } from '../src/modules/venues/venue-search-service';
import { SEARCH_GRID_BAND, searchGridCell } from '../src/modules/venues/venue-search-grid';
import { refreshVenueSearchIndex } from '../src/modules/venues/venue-search-index-repository';
import { LISTING_FORMAT, venueSummaryOf } from '../src/modules/venues/venue-summary';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/config';

/*
 * The public search reads a derived index (docs/decisions/0029); an admin's search with
 * approval=approved reads the venues table directly. Every write that changes a venue's listing must
 * leave both giving the same venues in the same order, and the next computed public search must show
 * the change.
 */
describe.each(testEngines())('venue search index on %s', (engine) => {
  const suite = appSuite(engine);

  it('follows every owner edit and admin decision: approval, price, sports, name, place, unapproval', async () => {
    const harness = await suite.start();
    const { db } = harness.database;
    const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner', name: 'Olivia Owner' });
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const tokens = {
      owner: await loginAs(harness.app, owner.email),
      admin: await loginAs(harness.app, 'admin@example.com'),
    };
    const rival = await createVenue(db, {
      name: 'Camden Courts',
      sports: [
        { sport: 'Tennis', pricePence: 3000 },
        { sport: 'Padel', pricePence: 3000 },
      ],
    });

    const send = (method: 'POST' | 'PATCH', url: string, token: string, payload: object) =>
      harness.app.inject({ method, url, headers: bearer(token), payload });
    const search = async (query: string, token?: string) => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/venues/?${query}`,
        headers: { 'cache-control': 'no-cache', ...(token ? bearer(token) : {}) },
      });
      expect(response.statusCode).toBe(200);
      return response.json() as {
        venues: {
          id: number;
          name: string;
          distanceKm: number | null;
          sportConfigs: { sport: string; pricePerHourPence: number | null }[];
        }[];
        total: number;
      };
    };
    const QUERIES = [
      'location=camden',
      'location=camden&sort=price',
      'sport=Padel&location=camden',
      'sport=Padel&location=camden&sort=price',
      'sport=Tennis&location=camden',
      'location=camden%20town',
      'location=manchester',
      'sport=Padel&lat=51.5406&lng=-0.1433',
      'lat=51.5406&lng=-0.1433&radiusKm=3',
      'sport=Padel&lat=53.4808&lng=-2.2426',
      // Past the last page: no venues, and still the number that match.
      'location=camden&page=7',
      'sport=Padel&lat=51.5406&lng=-0.1433&page=4',
    ];
    /** The public answers, each checked against the admin's direct read of the venues table. */
    const publicAnswers = async () => {
      const answers: Record<string, { ids: number[]; total: number; body: Awaited<ReturnType<typeof search>> }> = {};
      for (const query of QUERIES) {
        const body = await search(query);
        const direct = await search(`${query}&approval=approved`, tokens.admin);
        expect({ query, ids: body.venues.map((venue) => venue.id), total: body.total }).toEqual({
          query,
          ids: direct.venues.map((venue) => venue.id),
          total: direct.total,
        });
        answers[query] = { ids: body.venues.map((venue) => venue.id), total: body.total, body };
      }
      return answers;
    };

    const created = await send('POST', '/api/venues/', tokens.owner, venueBody({ image: await imageDataUrl('jpeg') }));
    expect(created.statusCode).toBe(201);
    const id = created.json().venue.id as number;
    let answers = await publicAnswers();
    expect(answers['sport=Padel&location=camden']!.ids).toEqual([rival]);
    expect(answers['sport=Padel&lat=51.5406&lng=-0.1433']!.ids).toEqual([rival]);

    // Approved: found by place and by distance, with its price.
    expect((await send('PATCH', `/api/venues/${id}/`, tokens.admin, { approved: true })).statusCode).toBe(200);
    answers = await publicAnswers();
    expect(answers['sport=Padel&location=camden']!.ids).toEqual([rival, id]);
    expect(answers['sport=Padel&location=camden&sort=price']!.ids).toEqual([rival, id]);
    expect(answers['location=camden&page=7']).toMatchObject({ ids: [], total: 2 });
    expect(answers['sport=Padel&lat=51.5406&lng=-0.1433&page=4']).toMatchObject({ ids: [], total: 2 });
    expect(answers['sport=Padel&lat=51.5406&lng=-0.1433']!.ids.sort()).toEqual([rival, id].sort());
    expect(answers['location=camden']!.body.venues.find((venue) => venue.id === id)!.sportConfigs).toMatchObject([
      { sport: 'Padel', pricePerHourPence: 3250 },
    ]);

    // A lower price (the venue stays live) moves it ahead by price and shows on its card.
    expect(
      (
        await send('PATCH', `/api/venues/${id}/`, tokens.owner, {
          sportConfigs: [{ sport: 'Padel', pricePerHour: 20 }],
        })
      ).json(),
    ).toMatchObject({ backToReview: false });
    answers = await publicAnswers();
    expect(answers['sport=Padel&location=camden&sort=price']!.ids).toEqual([id, rival]);
    expect(answers['location=camden&sort=price']!.ids).toEqual([id, rival]);
    expect(answers['location=camden']!.body.venues.find((venue) => venue.id === id)!.sportConfigs).toMatchObject([
      { sport: 'Padel', pricePerHourPence: 2000 },
    ]);

    // A new sport makes it a match for that sport.
    const image = await imageDataUrl('png');
    const tennis = await send('PATCH', `/api/venues/${id}/`, tokens.owner, {
      sports: ['Padel', 'Tennis'],
      sportConfigs: [{ sport: 'Tennis', pricePerHour: 15, images: [image] }],
    });
    expect(tennis.json()).toMatchObject({ backToReview: false });
    answers = await publicAnswers();
    expect(answers['sport=Tennis&location=camden']!.ids).toEqual([rival, id]);

    // A new name waits for review while the listing stays found under its old one (docs/decisions/0056);
    // once the change is approved, it sorts by its new name.
    expect((await send('PATCH', `/api/venues/${id}/`, tokens.owner, { name: 'Arches Padel' })).json()).toMatchObject({
      backToReview: true,
    });
    answers = await publicAnswers();
    expect(answers['location=camden']!.ids).toEqual([rival, id]);
    expect(answers['location=camden']!.body.venues.find((venue) => venue.id === id)!.name).not.toBe('Arches Padel');
    await send('PATCH', `/api/venues/${id}/pending-change/`, tokens.admin, { approved: true });
    answers = await publicAnswers();
    expect(answers['location=camden']!.ids).toEqual([id, rival]);
    expect(answers['location=camden']!.body.venues[0]!.name).toBe('Arches Padel');

    // Moved to Manchester: its old place no longer finds it, the new one does, by words and distance.
    const moved = await send('PATCH', `/api/venues/${id}/`, tokens.owner, {
      location: 'Manchester',
      address: '1 Deansgate, Manchester M3 2BW',
    });
    expect(moved.json()).toMatchObject({ backToReview: true });
    answers = await publicAnswers();
    expect(answers['location=camden']!.ids).toEqual([id, rival]);
    await send('PATCH', `/api/venues/${id}/pending-change/`, tokens.admin, { approved: true });
    answers = await publicAnswers();
    expect(answers['location=camden']!.ids).toEqual([rival]);
    expect(answers['location=manchester']!.ids).toEqual([id]);
    expect(answers['sport=Padel&lat=53.4808&lng=-2.2426']!.ids).toEqual([id]);
    expect(answers['sport=Padel&lat=51.5406&lng=-0.1433']!.ids).toEqual([rival]);

    // Unapproved by an admin: no public search finds it.
    await send('PATCH', `/api/venues/${id}/`, tokens.admin, { approved: false, approvalNotes: 'Closed for repairs' });
    answers = await publicAnswers();
    expect(answers['location=manchester']!.ids).toEqual([]);
    expect(answers['sport=Padel&lat=53.4808&lng=-2.2426']!.total).toBe(0);
  }, 120_000);

  it('counts and pages nearest-first matches exactly as measuring every venue would, across many grid cells', async () => {
    const harness = await suite.start();
    const { db } = harness.database;
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const admin = await loginAs(harness.app, 'admin@example.com');
    // 30 venues on a spiral around Camden, 0.2–12 km out, so pages cross many cells and the radius edge.
    for (let index = 0; index < 30; index += 1) {
      const angle = index * 2.4;
      const km = 0.2 + index * 0.4;
      await createVenue(db, {
        name: `Spiral ${String(index).padStart(2, '0')}`,
        lat: 51.539 + (km / 111) * Math.sin(angle),
        lng: -0.1426 + (km / 69) * Math.cos(angle),
        sports: [{ sport: index % 3 === 0 ? 'Squash' : 'Tennis', pricePence: 2000 + index }],
        schedule: false,
      });
    }
    for (const query of [
      'lat=51.539&lng=-0.1426',
      'sport=Tennis&lat=51.539&lng=-0.1426&radiusKm=5&pageSize=7&page=2',
      'lat=51.55&lng=-0.13&radiusKm=8&pageSize=5&page=3',
      'sport=Squash&lat=51.52&lng=-0.16&radiusKm=6',
    ]) {
      const indexed = await harness.app.inject({
        method: 'GET',
        url: `/api/venues/?${query}`,
        headers: { 'cache-control': 'no-cache' },
      });
      const direct = await harness.app.inject({
        method: 'GET',
        url: `/api/venues/?${query}&approval=approved`,
        headers: bearer(admin),
      });
      const shape = (body: { venues: { id: number; distanceKm: number }[]; total: number }) => ({
        ids: body.venues.map((venue) => [venue.id, venue.distanceKm]),
        total: body.total,
      });
      expect(shape(indexed.json())).toEqual(shape(direct.json()));
      expect(indexed.json().venues.length).toBeGreaterThan(0);
    }
  }, 120_000);

  it('reads the first square nearest first in the database and still answers as measuring every venue: ties at a page edge, small radii, wider rings', async () => {
    const harness = await suite.start();
    const { db } = harness.database;
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const admin = await loginAs(harness.app, 'admin@example.com');
    // The first square around Camden (51.539, -0.1426) spans 51.51–51.56 and -0.17 to -0.12. Seven
    // venues share one spot (a tie across page edges: the first read cannot settle the page and the
    // square is read whole), twelve crowd the square's far corner (more than the first read takes),
    // four lie just east of the square (nearer than that corner), and six are farther out.
    const places = [
      ...Array.from({ length: 7 }, () => ({ lat: 51.54, lng: -0.14 })),
      ...Array.from({ length: 12 }, (_, index) => ({ lat: 51.558 + index * 0.0001, lng: -0.121 - index * 0.0001 })),
      ...Array.from({ length: 4 }, (_, index) => ({ lat: 51.539 + index * 0.0005, lng: -0.115 })),
      ...Array.from({ length: 6 }, (_, index) => ({ lat: 51.539 + (index - 3) * 0.03, lng: -0.1426 + index * 0.04 })),
    ];
    for (const [index, place] of places.entries()) {
      await createVenue(db, {
        name: `Court ${String(index).padStart(2, '0')}`,
        ...place,
        sports: [{ sport: 'Tennis', pricePence: 2000 }],
        schedule: false,
      });
    }
    const queries = [
      ...['lat=51.539&lng=-0.1426', 'lat=51.54&lng=-0.14', 'lat=51.5585&lng=-0.1215', 'lat=51.5395&lng=-0.116'].flatMap(
        (centre) =>
          [
            'pageSize=2',
            'pageSize=3&page=2',
            'pageSize=3&page=4',
            'pageSize=5&page=3',
            'pageSize=7',
            'pageSize=7&page=5',
          ].map((page) => `sport=Tennis&${centre}&${page}`),
      ),
      'sport=Tennis&lat=51.539&lng=-0.1426&radiusKm=0.4&pageSize=2',
      'sport=Tennis&lat=51.539&lng=-0.1426&radiusKm=2&pageSize=3&page=2',
      'lat=51.5585&lng=-0.1215&radiusKm=1&pageSize=4',
    ];
    const shape = (body: { venues: { id: number; distanceKm: number }[]; total: number; totalCapped: boolean }) => ({
      ids: body.venues.map((venue) => [venue.id, venue.distanceKm]),
      total: body.total,
      capped: body.totalCapped,
    });
    let found = 0;
    for (const query of queries) {
      const indexed = await harness.app.inject({
        method: 'GET',
        url: `/api/venues/?${query}`,
        headers: { 'cache-control': 'no-cache' },
      });
      const direct = await harness.app.inject({
        method: 'GET',
        url: `/api/venues/?${query}&approval=approved`,
        headers: bearer(admin),
      });
      expect({ query, ...shape(indexed.json()) }).toEqual({ query, ...shape(direct.json()) });
      found += indexed.json().venues.length;
    }
    expect(found).toBeGreaterThan(50);
  }, 120_000);

  it("does not trust the database's order beyond its rounding: on PostgreSQL coordinates are `real`", async () => {
    const harness = await suite.start();
    const { db } = harness.database;
    await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const admin = await loginAs(harness.app, 'admin@example.com');
    // As decimals, 51.54904 and 51.52896 are equally far from 51.539 (1.1165 km), and so they are as the
    // API measures them. As PostgreSQL's `real` values (51.549041748… and 51.528961181…) the southern
    // spot is 0.3 m nearer, so the database puts the five venues there first and the first read (four
    // rows for a page of one) holds none of the northern venue. The page must come from measuring
    // every venue of the square, as the table read does.
    const ids: number[] = [];
    for (const lat of [51.52896, 51.52896, 51.52896, 51.52896, 51.52896, 51.54904]) {
      ids.push(await createVenue(db, { name: `Court ${ids.length}`, lat, lng: -0.1426, schedule: false }));
    }
    for (const query of [
      'pageSize=1',
      'pageSize=1&page=2',
      'pageSize=2',
      'pageSize=5&page=2',
      'radiusKm=1.2&pageSize=3',
    ]) {
      const url = `/api/venues/?sport=Tennis&lat=51.539&lng=-0.1426&${query}`;
      const indexed = await harness.app.inject({ method: 'GET', url, headers: { 'cache-control': 'no-cache' } });
      const direct = await harness.app.inject({
        method: 'GET',
        url: `${url}&approval=approved`,
        headers: bearer(admin),
      });
      const shape = (body: { venues: { id: number; distanceKm: number }[]; total: number }) => ({
        ids: body.venues.map((venue) => [venue.id, venue.distanceKm]),
        total: body.total,
      });
      expect({ query, ...shape(indexed.json()) }).toEqual({ query, ...shape(direct.json()) });
      expect(indexed.json().total).toBe(6);
    }
  }, 120_000);

  it('indexes the demo marketplace with everything its cards show: the same answers as reading the venues table', async () => {
    const handle = await createTestDatabase(engine);
    try {
      await seedDemoData({
        db: handle.db,
        media: createLocalMediaStorage(path.join(handle.dataDir, 'media')),
        now: new Date('2026-11-20T10:00:00.000Z'),
      });
      const base = { radiusKm: 25, page: 1, pageSize: 24 };
      const searches = [
        { ...base, location: 'london' },
        { ...base, location: 'london', sort: 'price' as const },
        { ...base, sport: 'Tennis', location: 'london' },
        { ...base, location: 'manchester' },
        // Prefixes with one word under them, with several (merged from each word's rows), and no match.
        { ...base, location: 'ma' },
        { ...base, sport: 'Tennis', location: 'lo', sort: 'price' as const },
        { ...base, location: 'l' },
        { ...base, location: 'zzz' },
        { ...base, lat: 51.5074, lng: -0.1278 },
        { ...base, sport: 'Football', lat: 51.5074, lng: -0.1278, radiusKm: 40 },
      ];
      let found = 0;
      for (const search of searches) {
        const indexed = JSON.parse(await searchApprovedVenues(handle.db, search)) as {
          success: true;
          venues: unknown[];
        };
        expect(indexed).toEqual({
          success: true,
          ...(await searchVenues(handle.db, { ...search, approval: 'approved' })),
        });
        found += indexed.venues.length;
      }
      expect(found).toBeGreaterThan(0);
    } finally {
      await handle.destroy();
    }
  }, 120_000);
  it("keeps every band's running totals equal to counting its points: after refreshes and from the migration (20261125120000)", async () => {
    const handle = await createTestDatabase(engine);
    try {
      const { db } = handle;
      /** The totals as counting venue_search_points would give them, against those stored. */
      const expectTotalsMatchPoints = async () => {
        const points = await db
          .selectFrom('venue_search_points')
          .select(['sport', 'cell'])
          .orderBy('sport')
          .orderBy('cell')
          .execute();
        const expected: { sport: string; cell: number; up_to: number }[] = [];
        for (const point of points) {
          const last = expected.at(-1);
          const sameBand =
            last &&
            last.sport === point.sport &&
            Math.floor(last.cell / SEARCH_GRID_BAND) === Math.floor(point.cell / SEARCH_GRID_BAND);
          if (last && sameBand && last.cell === point.cell) last.up_to += 1;
          else expected.push({ sport: point.sport, cell: point.cell, up_to: (sameBand ? last.up_to : 0) + 1 });
        }
        const stored = await db
          .selectFrom('venue_search_band_totals')
          .select(['sport', 'cell', 'up_to'])
          .orderBy('sport')
          .orderBy('cell')
          .execute();
        expect(stored.map((row) => ({ ...row, up_to: Number(row.up_to) }))).toEqual(expected);
        return expected.length;
      };
      await seedDemoData({
        db,
        media: createLocalMediaStorage(path.join(handle.dataDir, 'media')),
        now: new Date('2026-11-20T10:00:00.000Z'),
      });
      const sameBand = await createVenue(db, {
        name: 'Band Neighbour',
        lat: 51.5401,
        lng: -0.2,
        sports: [{ sport: 'Tennis', pricePence: 2000 }],
      });
      const moving = await createVenue(db, {
        name: 'Moving Courts',
        lat: 51.5402,
        lng: -0.1,
        sports: [
          { sport: 'Tennis', pricePence: 2000 },
          { sport: 'Padel', pricePence: 2500 },
        ],
      });
      await refreshVenueSearchIndex(db, [sameBand, moving]);
      expect(await expectTotalsMatchPoints()).toBeGreaterThan(10);

      // Moved to another band: its old band's totals lose it, the new band's gain it.
      await db.updateTable('venues').set({ latitude: 53.4808, longitude: -2.2426 }).where('id', '=', moving).execute();
      await refreshVenueSearchIndex(db, [moving]);
      await expectTotalsMatchPoints();
      // A sport dropped, then the venue unapproved: gone from the totals.
      await db.deleteFrom('venue_sports').where('venue_id', '=', moving).where('sport', '=', 'Padel').execute();
      await refreshVenueSearchIndex(db, [moving]);
      await expectTotalsMatchPoints();
      await db.updateTable('venues').set({ approved: 0 }).where('id', '=', moving).execute();
      await refreshVenueSearchIndex(db, [moving]);
      await expectTotalsMatchPoints();

      // The migration computes them from the points already indexed.
      const schema = handle.searchPath;
      const migrator = new Migrator({
        db,
        provider: migrationProvider,
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      expect((await migrator.migrateTo('20261124660000_search_listing_summaries')).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await expectTotalsMatchPoints()).toBeGreaterThan(10);
    } finally {
      await handle.destroy();
    }
  }, 120_000);
  it('recounts a band right when two transactions refresh venues in it at the same time', async () => {
    const handle = await createTestDatabase(engine);
    try {
      const { db } = handle;
      const west = await createVenue(db, {
        name: 'West Courts',
        lat: 51.5401,
        lng: -0.2,
        sports: [{ sport: 'Tennis', pricePence: 2000 }],
      });
      const east = await createVenue(db, {
        name: 'East Courts',
        lat: 51.5402,
        lng: -0.1,
        sports: [{ sport: 'Tennis', pricePence: 2000 }],
      });
      const move = async (trx: typeof db, id: number, lng: number) => {
        await trx.updateTable('venues').set({ longitude: lng }).where('id', '=', id).execute();
        await refreshVenueSearchIndex(trx, [id]);
      };
      let second: Promise<void> | undefined;
      await db.transaction().execute(async (first) => {
        await move(first, west, -0.25);
        // The second starts while the first has recounted the band and not yet committed.
        second = db.transaction().execute((trx) => move(trx, east, -0.05));
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await second;
      const totals = await db
        .selectFrom('venue_search_band_totals')
        .select(['sport', 'cell', 'up_to'])
        .where('sport', '=', 'Tennis')
        .orderBy('cell')
        .execute();
      const points = await db
        .selectFrom('venue_search_points')
        .select('cell')
        .where('sport', '=', 'Tennis')
        .orderBy('cell')
        .execute();
      expect(points.map((point) => point.cell)).toEqual([
        searchGridCell(51.5401, -0.25),
        searchGridCell(51.5402, -0.05),
      ]);
      expect(totals.map((row) => [row.cell, Number(row.up_to)])).toEqual([
        [searchGridCell(51.5401, -0.25), 1],
        [searchGridCell(51.5402, -0.05), 2],
      ]);
    } finally {
      await handle.destroy();
    }
  }, 60_000);
  it('makes listings stored in another format again as the app starts — those from before summaries (20261124660000) — and migrations take them back', async () => {
    const handle = await createTestDatabase(engine, { migrate: false });
    try {
      const schema = handle.searchPath;
      const migrator = new Migrator({
        db: handle.db,
        provider: migrationProvider,
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      // The venue is made with today's code, then the schema taken back to before the migration.
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const id = await createVenue(handle.db, {
        name: 'Old Listing Courts',
        sports: [
          { sport: 'Tennis', pricePence: 3250 },
          { sport: 'Padel', pricePence: null },
        ],
      });
      await handle.db.insertInto('venue_facilities').values({ venue_id: id, name: 'Showers', position: 0 }).execute();
      await handle.db
        .updateTable('venue_sports')
        .set({ facilities: '["Lights"]' })
        .where('venue_id', '=', id)
        .where('sport', '=', 'Tennis')
        .execute();
      expect((await migrator.migrateTo('20261124650000_venue_pages')).error).toBeUndefined();
      // The listing as the code before this migration stored it: the row and its parts.
      const venue = await handle.db
        .selectFrom('venues')
        .select([
          'id',
          'owner_id',
          'name',
          'description',
          'location',
          'address',
          'latitude',
          'longitude',
          'time_zone',
          'approved',
          'created_at',
        ])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const sports = await handle.db
        .selectFrom('venue_sports')
        .select(['venue_id', 'sport', 'price_per_hour_pence', 'court_count', 'description', 'facilities'])
        .where('venue_id', '=', id)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const images = await handle.db
        .selectFrom('venue_images')
        .select(['venue_id', 'sport', 'url'])
        .where('venue_id', '=', id)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const facilities = await handle.db
        .selectFrom('venue_facilities')
        .select(['venue_id', 'name'])
        .where('venue_id', '=', id)
        .orderBy('position')
        .execute();
      const old = JSON.stringify({ venue, sports, images, facilities });
      await handle.db.updateTable('venue_search_listings').set({ listing: old }).where('venue_id', '=', id).execute();
      const listing = async () =>
        (
          await handle.db
            .selectFrom('venue_search_listings')
            .select('listing')
            .where('venue_id', '=', id)
            .executeTakeFirstOrThrow()
        ).listing;

      // Migrations no longer copy the summary's shape (docs/decisions/0053): the old listing is marked as
      // another format, and the app makes it again before it serves.
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await listing()).toBe(old);
      const format = async () =>
        (
          await handle.db
            .selectFrom('venue_search_listings')
            .select('format')
            .where('venue_id', '=', id)
            .executeTakeFirstOrThrow()
        ).format;
      expect(Number(await format())).not.toBe(LISTING_FORMAT);
      const config = loadConfig({
        DATA_DIR: handle.dataDir,
        DEMO_DATA: '0',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'silent',
        ...(handle.databaseUrl ? { DATABASE_URL: handle.databaseUrl } : {}),
      });
      const app = await buildApp({ config, db: handle.db, dbEngine: handle.engine, logger: false });
      await app.ready();
      await app.close();
      const summary = JSON.parse(await listing());
      expect(Number(await format())).toBe(LISTING_FORMAT);
      expect(summary).toEqual(venueSummaryOf({ venue, sports, images, facilities }));
      expect(summary).toMatchObject({
        name: 'Old Listing Courts',
        facilities: ['Showers'],
        minPricePence: 3250,
        sportConfigs: [
          { sport: 'Tennis', pricePerHour: 32.5, facilities: ['Lights'] },
          { sport: 'Padel', pricePerHour: null },
        ],
      });

      expect((await migrator.migrateTo('20261124650000_venue_pages')).error).toBeUndefined();
      expect(JSON.parse(await listing())).toEqual(JSON.parse(old));
    } finally {
      await handle.destroy();
    }
  });
});
