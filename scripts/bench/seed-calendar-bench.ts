// Adds the owner's calendar benchmark venue to a marketplace seeded by seed-bench-data.ts:
//   node --import tsx scripts/bench/seed-calendar-bench.ts <dataDir> <bookings>
// bench-owner-calendar@example.com (password BenchPass123!) owns "Bench Calendar Club": Padel with 8
// courts and Tennis with 4 (12 courts), open 08:00–22:00 with a lunch break, a Tennis closure this
// Wednesday evening, and <bookings> bookings from 60 days ahead back into the past, 28 a day (one
// booking per court and part of the day, 1 or 2 hours), of every kind the calendar colours: paid
// online, split still collecting, held at checkout, phone bookings paid at the venue or unpaid,
// cancelled with a refund. Written with prepared statements in one transaction per 2,000 bookings.
// Prints one JSON line: the venue id, its bookings and the database's.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { hash } from '@node-rs/argon2';
import { connectDatabase, venueSearchTerms } from '@app/db';
import { refreshVenueSearchIndex } from '../../apps/api/src/modules/venues/venue-search-index-repository';
import { addDays, dayOfWeek, toZonedParts, zonedTimeToUtc } from '@app/domain';

const [dataDir, bookingsArg = '10000'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed-calendar-bench.ts <dataDir> <bookings>');
const target = Number(bookingsArg);
const STAMP = '2026-01-01T00:00:00.000Z';
const ZONE = 'Europe/London';
const SPORTS = [
  { sport: 'Padel', courts: 8, price: 4000 },
  { sport: 'Tennis', courts: 4, price: 3000 },
];
const COURTS = SPORTS.flatMap(({ sport, courts, price }) =>
  Array.from({ length: courts }, (_, index) => ({ sport, number: index + 1, price })),
);
/** Per court, three parts of the day; a booking starts 0–2 hours into its part and lasts 1 or 2 hours. */
const PART_STARTS = [8, 13, 18];
const PER_DAY = COURTS.length * PART_STARTS.length;

const db = new SQLite(path.join(dataDir, 'marketplace.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = OFF');
const started = Date.now();
const passwordHash = await hash('BenchPass123!', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
const today = toZonedParts(new Date(), ZONE).date;

const ownerId = Number(
  db
    .prepare(
      `insert into users (email, name, role, approved, email_verified, password_hash, created_at, updated_at) values ('bench-owner-calendar@example.com', 'Calendar Owner', 'venue_owner', 1, 1, ?, ?, ?)`,
    )
    .run(passwordHash, STAMP, STAMP).lastInsertRowid,
);
const location = 'Camden, London';
const address = '1 Calendar Yard, London NW1 8AA';
const venueId = Number(
  db
    .prepare(
      `insert into venues (owner_id, name, description, location, address, latitude, longitude, approved, created_at, updated_at) values (?, 'Bench Calendar Club', 'Twelve courts for the calendar benchmark.', ?, ?, 51.539, -0.1426, 1, ?, ?)`,
    )
    .run(ownerId, location, address, STAMP, STAMP).lastInsertRowid,
);
for (const [position, { sport, courts, price }] of SPORTS.entries())
  db.prepare(
    'insert into venue_sports (venue_id, sport, price_per_hour_pence, court_count, position) values (?, ?, ?, ?, ?)',
  ).run(venueId, sport, price, courts, position);
for (const term of venueSearchTerms(location, address))
  db.prepare('insert into venue_search_terms (venue_id, term) values (?, ?)').run(venueId, term);
db.prepare(
  `insert into venue_images (venue_id, sport, url, position, created_at) values (?, null, '/media/demo/venue-fallback.svg', 0, ?)`,
).run(venueId, STAMP);
for (let day = 0; day < 7; day += 1) {
  const schedule = db
    .prepare(
      `insert into venue_schedules (venue_id, sport, day_of_week, is_open, open_time, close_time) values (?, null, ?, 1, '08:00', '22:00')`,
    )
    .run(venueId, day).lastInsertRowid;
  db.prepare(
    `insert into schedule_breaks (schedule_id, start_time, end_time, reason) values (?, '12:00', '13:00', 'Lunch Break')`,
  ).run(schedule);
}
const wednesday = addDays(today, (3 - dayOfWeek(today) + 7) % 7);
db.prepare(
  `insert into blocked_periods (venue_id, sport, start_date, end_date, all_day, start_time, end_time, reason, created_at) values (?, 'Tennis', ?, ?, 0, '18:00', '20:00', 'Club night', ?)`,
).run(venueId, wednesday, wednesday, STAMP);

const insertBooking = db.prepare(
  `insert into bookings (user_id, venue_id, sport, date, time_slots, starts_at, ends_at, total_pence, status, payment_status,
     is_split, split_status, hold_expires_at, mobile_number, source, venue_payment, venue_paid_at, customer_name, customer_phone,
     entered_by, confirmed_at, cancelled_at, keep_pence, created_at, updated_at)
   values (@user, ${venueId}, @sport, @date, @slots, @startsAt, @endsAt, @total, @status, @payment,
     @split, @splitStatus, @holdExpires, @mobile, @source, @venuePayment, @venuePaidAt, @customerName, @customerPhone,
     @enteredBy, @confirmedAt, @cancelledAt, @keep, @madeAt, @madeAt)`,
);
const insertClaim = db.prepare(
  `insert into booking_slots (booking_id, venue_id, sport, date, start_time, court_number, starts_at, price_pence) values (?, ${venueId}, ?, ?, ?, ?, ?, ?)`,
);
const insertShare = db.prepare(
  `insert into booking_participants (booking_id, user_id, email, is_organiser, share_pence, paid_pence, status, paid_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);

let made = 0;
const fillDays = db.transaction((days: string[]) => {
  for (const date of days)
    for (let slot = 0; slot < PER_DAY && made < target; slot += 1) {
      const court = COURTS[slot % COURTS.length]!;
      const part = Math.floor(slot / COURTS.length);
      const first = PART_STARTS[part]! + ((made + slot) % 3);
      const length = 1 + ((made + court.number) % 2);
      const times = Array.from({ length }, (_, index) => `${String(first + index).padStart(2, '0')}:00`);
      const startsAt = zonedTimeToUtc(date, times[0]!, ZONE).toISOString();
      const endsAt = zonedTimeToUtc(date, `${String(first + length).padStart(2, '0')}:00`, ZONE).toISOString();
      const madeAt = new Date(Date.parse(startsAt) - (1 + (made % 20)) * 86_400_000).toISOString();
      const kind = made % 40;
      const total = court.price * length;
      const manual = kind === 2 || kind === 3;
      const status = kind === 0 ? 'cancelled' : kind === 1 ? 'pending' : 'confirmed';
      const row = {
        user: manual ? ownerId : 1 + (made % 1000),
        sport: court.sport,
        date,
        slots: JSON.stringify(times),
        startsAt,
        endsAt,
        total,
        status,
        payment: kind === 0 ? 'refunded' : kind === 1 || kind === 3 ? 'pending' : 'succeeded',
        split: kind === 4 ? 1 : 0,
        splitStatus: kind === 4 ? 'collecting' : null,
        holdExpires: kind === 1 ? new Date(Date.parse(madeAt) + 600_000).toISOString() : null,
        mobile: manual ? null : `07700 9${String(made % 100_000).padStart(5, '0')}`,
        source: manual ? 'manual' : 'online',
        venuePayment: kind === 2 ? 'paid_at_venue' : kind === 3 ? 'unpaid' : null,
        venuePaidAt: kind === 2 ? madeAt : null,
        customerName: manual ? `Phone Customer ${made}` : null,
        customerPhone: manual ? `07700 8${String(made % 100_000).padStart(5, '0')}` : null,
        enteredBy: manual ? ownerId : null,
        confirmedAt: status === 'confirmed' ? madeAt : null,
        cancelledAt: status === 'cancelled' ? madeAt : null,
        keep: status === 'cancelled' ? 0 : null,
        madeAt,
      };
      const bookingId = Number(insertBooking.run(row).lastInsertRowid);
      if (status !== 'cancelled')
        for (const time of times)
          insertClaim.run(
            bookingId,
            court.sport,
            date,
            time,
            court.number,
            zonedTimeToUtc(date, time, ZONE).toISOString(),
            court.price,
          );
      if (kind === 4) {
        insertShare.run(
          bookingId,
          row.user,
          `bench-player-${row.user}@example.com`,
          1,
          total / 2,
          total / 2,
          'paid',
          madeAt,
          madeAt,
        );
        insertShare.run(bookingId, null, `friend-${made}@example.com`, 0, total / 2, 0, 'pending', null, madeAt);
      }
      made += 1;
    }
});
// From 60 days ahead back into the past, so this week and the weeks around it are full.
for (let back = -60; made < target; back += 50)
  fillDays(Array.from({ length: 50 }, (_, index) => addDays(today, -(back + index))));
const total = (db.prepare('select count(*) as n from bookings').get() as { n: number }).n;
db.close();
const indexing = connectDatabase({ sqlitePath: path.join(dataDir, 'marketplace.db') });
await indexing.db.transaction().execute((trx) => refreshVenueSearchIndex(trx, [venueId]));
await indexing.destroy();
const finished = new SQLite(path.join(dataDir, 'marketplace.db'));
// No ANALYZE: SQLite plans our statements without statistics (docs/decisions/0044).
finished.pragma('wal_checkpoint(TRUNCATE)');
finished.close();
console.log(
  JSON.stringify({ venueId, bookings: made, totalBookings: total, today, seconds: (Date.now() - started) / 1000 }),
);
