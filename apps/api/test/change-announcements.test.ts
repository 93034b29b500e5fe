import type { Engine } from '@app/db';
import { createTestDatabase, testEngines, type TestDatabase } from '@app/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresNotifications } from '../src/plugins/application/public-read-versions';

/*
 * PostgreSQL processes tell each other of changes by NOTIFY (docs/decisions/0030); changes published
 * while an announcement is on its way go out together in the next one (docs/decisions/0036). Two
 * announcers on one database stand for two server processes; a third plain connection counts the
 * announcements on the channel.
 */
describe.each(testEngines().filter((engine) => engine === 'postgres'))(
  'change announcements between processes (%s)',
  (engine: Engine) => {
    let database: TestDatabase;
    const log = { error: () => {}, warn: () => {} };

    beforeAll(async () => {
      database = await createTestDatabase(engine);
    });
    afterAll(async () => {
      await database?.destroy();
    });

    it('tells the other process of every change published at once, in fewer announcements than changes', async () => {
      const connectionString = database.databaseUrl!;
      const writer = postgresNotifications(database.db, { connectionString, log });
      const reader = postgresNotifications(database.db, { connectionString, log });
      const counter = new pg.Client({ connectionString });
      try {
        await Promise.all([writer.ready(), reader.ready(), counter.connect()]);
        const heard: (number | null)[] = [];
        reader.subscribe((venueId) => heard.push(venueId));
        const announced: string[] = [];
        counter.on('notification', (message) => announced.push(message.payload ?? ''));
        await counter.query(`LISTEN "public_reads:${database.searchPath}"`);

        const venues = Array.from({ length: 30 }, (_, index) => index + 1);
        await Promise.all(venues.map((venueId) => writer.publish(venueId)));
        await writer.publish(null);

        const deadline = Date.now() + 5_000;
        while (!heard.includes(null) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
        expect(new Set(heard)).toEqual(new Set([...venues, null]));
        const named = announced.flatMap((payload) => payload.split(' ')[2]!.split(','));
        expect(new Set(named)).toEqual(new Set([...venues.map((venueId) => `venue:${venueId}`), 'all']));
        expect(announced.length).toBeGreaterThan(1);
        expect(announced.length).toBeLessThan(venues.length);
        expect(announced.at(-1)!.split(' ')[2]).toBe('all');
      } finally {
        await Promise.all([writer.close(), reader.close(), counter.end()]);
      }
    });
  },
);
