// Adds the venue owners of the owner-dashboard benchmark to a marketplace seeded by seed-bench-data.ts:
//   node --import tsx scripts/bench/seed-owner-bench.ts <dataDir> <bookingsForTheBusyVenue> <bookingsPerChainVenue>
// - bench-owner-busy@example.com owns venue 1, topped up to <bookingsForTheBusyVenue> bookings over the
//   last two years (the Bookings tab and its CSV export);
// - bench-owner-chain@example.com owns venues 2–51, each topped up to <bookingsPerChainVenue> bookings
//   (the Overview of all 50 venues, while the database holds the million bookings of the marketplace).
// Both sign in with BenchPass123!. Prints one JSON line: the venue ids and how many bookings each owner has.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { hash } from '@node-rs/argon2';
import { connectDatabase } from '@app/db';
import { refreshVenueSearchIndex } from '../../apps/api/src/modules/venues/venue-search-index-repository';
import { addDays, toZonedParts, zonedTimeToUtc } from '@app/domain';

const [dataDir, busyArg = '10000', chainArg = '2000'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed-owner-bench.ts <dataDir> <bookingsForTheBusyVenue> <bookingsPerChainVenue>');
const CHAIN_VENUES = 50;
const COURTS = 4;
const STAMP = '2026-01-01T00:00:00.000Z';
const HOURS = [8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21];

const db = new SQLite(path.join(dataDir, 'marketplace.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = OFF');
const started = Date.now();
const passwordHash = await hash('BenchPass123!', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
const insertOwner = db.prepare(
  `insert into users (email, name, role, approved, email_verified, password_hash, created_at, updated_at) values (?, ?, 'venue_owner', 1, 1, ?, ?, ?)`,
);
const busyOwner = Number(
  insertOwner.run('bench-owner-busy@example.com', 'Busy Owner', passwordHash, STAMP, STAMP).lastInsertRowid,
);
const chainOwner = Number(
  insertOwner.run('bench-owner-chain@example.com', 'Chain Owner', passwordHash, STAMP, STAMP).lastInsertRowid,
);
const giveVenue = db.prepare('update venues set owner_id = ? where id = ?');
const firstSport = db.prepare(
  'select sport, price_per_hour_pence as price from venue_sports where venue_id = ? order by position limit 1',
);
const moreCourts = db.prepare('update venue_sports set court_count = ? where venue_id = ? and sport = ?');
const held = db.prepare('select date, start_time, court_number from booking_slots where venue_id = ?');
const countBookings = db.prepare('select count(*) as n from bookings where venue_id = ?');
const insertBooking = db.prepare(
  `insert into bookings (user_id, venue_id, sport, date, time_slots, starts_at, ends_at, total_pence, status, payment_status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, 'confirmed', 'succeeded', ?, ?)`,
);
const insertClaim = db.prepare(
  `insert into booking_slots (booking_id, venue_id, sport, date, start_time, court_number, starts_at, price_pence) values (?, ?, ?, ?, ?, ?, ?, ?)`,
);
const today = toZonedParts(new Date(), 'Europe/London').date;

/** Tops a venue up to `target` bookings of its first sport, one court-hour each, from two years ago to 30 days ahead. */
function fill(venueId: number, target: number) {
  const { sport, price } = firstSport.get(venueId) as { sport: string; price: number };
  moreCourts.run(COURTS, venueId, sport);
  const taken = new Set(
    (held.all(venueId) as { date: string; start_time: string; court_number: number }[]).map(
      (row) => `${row.date}|${row.start_time}|${row.court_number}`,
    ),
  );
  let count = (countBookings.get(venueId) as { n: number }).n;
  // Newest days first, so the recent weeks the Overview reads are as busy as a real venue's.
  for (let back = -30; count < target && back < 730; back += 1) {
    const date = addDays(today, -back);
    for (const hour of HOURS) {
      for (let court = 1; court <= COURTS && count < target; court += 1) {
        const time = `${String(hour).padStart(2, '0')}:00`;
        if (taken.has(`${date}|${time}|${court}`)) continue;
        const startsAt = zonedTimeToUtc(date, time, 'Europe/London').toISOString();
        const endsAt = new Date(Date.parse(startsAt) + 3_600_000).toISOString();
        const madeAt = new Date(Date.parse(startsAt) - (1 + (count % 20)) * 86_400_000).toISOString();
        const bookingId = Number(
          insertBooking.run(
            1 + (count % 1000),
            venueId,
            sport,
            date,
            JSON.stringify([time]),
            startsAt,
            endsAt,
            price,
            madeAt,
            madeAt,
          ).lastInsertRowid,
        );
        insertClaim.run(bookingId, venueId, sport, date, time, court, startsAt, price);
        count += 1;
      }
    }
  }
  return count;
}

const result = db.transaction(() => {
  giveVenue.run(busyOwner, 1);
  const busyBookings = fill(1, Number(busyArg));
  let chainBookings = 0;
  for (let venueId = 2; venueId <= CHAIN_VENUES + 1; venueId += 1) {
    giveVenue.run(chainOwner, venueId);
    chainBookings += fill(venueId, Number(chainArg));
  }
  return { busyVenueId: 1, busyBookings, chainVenues: CHAIN_VENUES, chainBookings };
})();
const total = (db.prepare('select count(*) as n from bookings').get() as { n: number }).n;
db.close();
// The search listings show each venue's owner: the index follows the new owners.
const indexing = connectDatabase({ sqlitePath: path.join(dataDir, 'marketplace.db') });
await indexing.db.transaction().execute((trx) =>
  refreshVenueSearchIndex(
    trx,
    Array.from({ length: CHAIN_VENUES + 1 }, (_, index) => index + 1),
  ),
);
await indexing.destroy();
const finished = new SQLite(path.join(dataDir, 'marketplace.db'));
// No ANALYZE: SQLite plans our statements without statistics (docs/decisions/0044).
finished.pragma('wal_checkpoint(TRUNCATE)');
finished.close();
console.log(JSON.stringify({ ...result, totalBookings: total, seconds: (Date.now() - started) / 1000 }));
