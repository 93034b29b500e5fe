// Seeds a large synthetic marketplace into a fresh SQLite database for the benchmarks:
//   node --import tsx scripts/bench/seed-bench-data.ts <dataDir> <venues> <bookings> [towns|gazetteer]
// Venues have 1–4 sports and weekly hours with a lunch break; bookings (one court-hour each, with
// its claim row) spread over the 60 days before and 30 days after today. `towns` (the default, the
// worst case for a location search) puts every venue in one of 18 towns, so each town holds 1/18 of
// the marketplace; `gazetteer` spreads them over the 4,300 places of the GB gazetteer.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { hash } from '@node-rs/argon2';
import { connectDatabase, migrateToLatest, venueSearchTerms } from '@app/db';
import { rebuildVenueSearchIndex } from '../../apps/api/src/modules/venues/venue-search-index-repository';
import { addDays, toZonedParts } from '@app/domain';

const [dataDir, venuesArg = '10000', bookingsArg = '1000000', spread = 'towns'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed-bench-data.ts <dataDir> <venues> <bookings>');
const venueCount = Number(venuesArg);
const bookingCount = Number(bookingsArg);
const dbPath = path.join(dataDir, 'marketplace.db');

const GAZETTEER = (
  JSON.parse(
    readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api/src/modules/places/data/gb-places.json'),
      'utf8',
    ),
  ) as { places: [string, string, number, number][] }
).places;
const TOWN_LIST: [string, number, number][] = [
  ['Camden, London', 51.539, -0.1426],
  ['Islington, London', 51.5362, -0.1033],
  ['Hackney, London', 51.545, -0.0553],
  ['Brixton, London', 51.4626, -0.1149],
  ['Clapham, London', 51.4618, -0.1384],
  ['Greenwich, London', 51.4826, -0.0077],
  ['Manchester', 53.4808, -2.2426],
  ['Birmingham', 52.4862, -1.8904],
  ['Leeds', 53.8008, -1.5491],
  ['Bristol', 51.4545, -2.5879],
  ['Edinburgh', 55.9533, -3.1883],
  ['Glasgow', 55.8642, -4.2518],
  ['Cardiff', 51.4816, -3.1791],
  ['Liverpool', 53.4084, -2.9916],
  ['Newcastle', 54.9783, -1.6178],
  ['Nottingham', 52.9548, -1.1581],
  ['Brighton', 50.8225, -0.1372],
  ['Sheffield', 53.3811, -1.4701],
];
const TOWNS: [string, number, number][] =
  spread === 'gazetteer' ? GAZETTEER.map(([name, region, lat, lng]) => [`${name}, ${region}`, lat, lng]) : TOWN_LIST;
const SPORTS = ['Tennis', 'Football', 'Badminton', 'Squash', 'Basketball', 'Table Tennis', 'Cricket', 'Hockey'];
const STAMP = '2026-01-01T00:00:00.000Z';

// A small deterministic generator, so every run measures the same data.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

const handle = connectDatabase({ sqlitePath: dbPath });
await migrateToLatest(handle.db);
await handle.destroy();

const db = new SQLite(dbPath);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = OFF');
const started = Date.now();

// Bench players can sign in with BENCH_PASSWORD (the booking benchmark does).
export const BENCH_PASSWORD = 'BenchPass123!';
const passwordHash = await hash(BENCH_PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
const insertUser = db.prepare(
  `insert into users (email, name, role, approved, email_verified, password_hash, created_at, updated_at) values (?, ?, 'player', 1, 1, ?, ?, ?)`,
);
const insertVenue = db.prepare(
  `insert into venues (name, description, location, address, latitude, longitude, approved, created_at, updated_at) values (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
);
const insertSport = db.prepare(
  `insert into venue_sports (venue_id, sport, price_per_hour_pence, court_count, position) values (?, ?, ?, ?, ?)`,
);
const insertTerm = db.prepare(`insert into venue_search_terms (venue_id, term) values (?, ?)`);
const insertImage = db.prepare(
  `insert into venue_images (venue_id, sport, url, position, created_at) values (?, ?, '/media/demo/venue-fallback.svg', 0, ?)`,
);
const insertSchedule = db.prepare(
  `insert into venue_schedules (venue_id, sport, day_of_week, is_open, open_time, close_time) values (?, null, ?, 1, '08:00', '22:00')`,
);
const insertBreak = db.prepare(
  `insert into schedule_breaks (schedule_id, start_time, end_time, reason) values (?, '12:00', '13:00', 'Lunch Break')`,
);
const insertBooking = db.prepare(
  `insert into bookings (user_id, venue_id, sport, date, time_slots, starts_at, ends_at, total_pence, status, payment_status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, 'confirmed', 'succeeded', ?, ?)`,
);
const insertClaim = db.prepare(
  `insert into booking_slots (booking_id, venue_id, sport, date, start_time, court_number, starts_at, price_pence) values (?, ?, ?, ?, ?, 1, ?, ?)`,
);

const firstSports: string[] = [];
const prices: number[] = [];
db.transaction(() => {
  for (let i = 1; i <= 1000; i += 1)
    insertUser.run(`bench-player-${i}@example.com`, `Bench Player ${i}`, passwordHash, STAMP, STAMP);
  for (let v = 0; v < venueCount; v += 1) {
    const [town, lat, lng] = TOWNS[(v * 7919) % TOWNS.length]!;
    const address = `${1 + (v % 300)} Bench Road, ${town.split(',')[0]} ${['NW1', 'N1', 'E8', 'SW9', 'M4', 'B1', 'LS1', 'BS1'][v % 8]} ${1 + (v % 9)}AA`;
    const id = Number(
      insertVenue.run(
        `Bench Venue ${String(v).padStart(6, '0')}`,
        'A synthetic venue for benchmarks.',
        town,
        address,
        lat + (random() - 0.5) * 0.1,
        lng + (random() - 0.5) * 0.15,
        STAMP,
        STAMP,
      ).lastInsertRowid,
    );
    const sportTotal = 1 + Math.floor(random() * 4);
    const offset = Math.floor(random() * SPORTS.length);
    for (let s = 0; s < sportTotal; s += 1) {
      const price = 2500 + 50 * Math.floor(random() * 81);
      insertSport.run(id, SPORTS[(offset + s) % SPORTS.length], price, 1 + Math.floor(random() * 3), s);
      if (s === 0) {
        firstSports.push(SPORTS[offset % SPORTS.length]!);
        prices.push(price);
      }
    }
    for (const term of venueSearchTerms(town, address)) insertTerm.run(id, term);
    insertImage.run(id, null, STAMP);
    for (let day = 0; day < 7; day += 1) insertBreak.run(Number(insertSchedule.run(id, day).lastInsertRowid));
  }
})();

// Bookings: venue v, k-th booking → day (k mod 90) and hour 8 + (k mod 14); unique per court-hour.
const today = toZonedParts(new Date(), 'Europe/London').date;
const firstDay = addDays(today, -60);
// One hour in 14 is the lunch break and skipped, so each venue gets a few more tries.
const perVenue = Math.ceil(((bookingCount / Math.max(1, venueCount)) * 14) / 13) + 1;
let made = 0;
const insertBookings = db.transaction((fromVenue: number, toVenue: number) => {
  for (let v = fromVenue; v < toVenue && made < bookingCount; v += 1) {
    for (let k = 0; k < perVenue && made < bookingCount; k += 1) {
      const date = addDays(firstDay, k % 90);
      const hour = 8 + (k % 14);
      if (hour === 12) continue;
      const time = `${String(hour).padStart(2, '0')}:00`;
      const startsAt = `${date}T${time}:00.000Z`;
      const price = prices[v]!;
      const bookingId = Number(
        insertBooking.run(
          1 + (made % 1000),
          v + 1,
          firstSports[v],
          date,
          JSON.stringify([time]),
          startsAt,
          startsAt.replace(`T${time}`, `T${String(hour + 1).padStart(2, '0')}:00`),
          price,
          STAMP,
          STAMP,
        ).lastInsertRowid,
      );
      insertClaim.run(bookingId, v + 1, firstSports[v], date, time, startsAt, price);
      made += 1;
    }
  }
});
for (let v = 0; v < venueCount; v += 500) insertBookings(v, Math.min(venueCount, v + 500));
db.pragma('wal_checkpoint(TRUNCATE)');
// The search index is derived from the rows above, as the application keeps it.
const indexing = connectDatabase({ sqlitePath: dbPath });
await indexing.db.transaction().execute((trx) => rebuildVenueSearchIndex(trx));
await indexing.destroy();
// Which sport each venue offers first, so the benchmark can ask for real slots.
writeFileSync(
  path.join(dataDir, 'bench-venues.json'),
  JSON.stringify(firstSports.map((sport, index) => [index + 1, sport, prices[index]])),
);
db.pragma('wal_checkpoint(TRUNCATE)');
// No ANALYZE: SQLite plans our statements without statistics, and the server drops any at start (docs/decisions/0044).
db.close();
console.log(
  JSON.stringify({
    venues: venueCount,
    bookings: made,
    seconds: (Date.now() - started) / 1000,
    sampleSport: firstSports[0],
    today,
  }),
);
