import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

/** Venues as their owners create and change them, and as admins decide them. */
type Db = Kysely<Database>;

const RECORD_COLUMNS = [
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
  'approval_date',
  'approval_notes',
  'created_at',
  'updated_at',
  'cancellation_free_hours',
  'cancellation_auto_approve',
] as const;

export type VenueRecord = Awaited<ReturnType<typeof findVenueRecord>> & {};

export function findVenueRecord(db: Db, id: number) {
  return db.selectFrom('venues').select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** An owner's venues, the first listed first (the dashboard opens on it). */
export function listOwnerVenueRecords(db: Db, ownerId: number) {
  return db
    .selectFrom('venues')
    .select(RECORD_COLUMNS)
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertVenueRecord(
  db: Db,
  venue: {
    ownerId: number;
    name: string;
    description: string;
    location: string;
    address: string;
    latitude: number;
    longitude: number;
    now: Date;
  },
): Promise<number> {
  const stamp = venue.now.toISOString();
  const row = await db
    .insertInto('venues')
    .values({
      owner_id: venue.ownerId,
      name: venue.name,
      description: venue.description,
      location: venue.location,
      address: venue.address,
      latitude: venue.latitude,
      longitude: venue.longitude,
      approved: 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVenueRecord(
  db: Db,
  id: number,
  changes: Partial<{
    name: string;
    description: string;
    location: string;
    address: string;
    latitude: number;
    longitude: number;
    approved: number;
    approval_date: string | null;
    approval_notes: string | null;
    cancellation_free_hours: number;
    cancellation_auto_approve: number;
  }>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('venues')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export interface SportConfigRow {
  sport: string;
  pricePence: number;
  courtCount: number;
  description: string;
  facilities: string[];
}

/** The venue's sports, in the owner's order (rows are keyed by venue and sport; nothing references them by id). */
export async function replaceVenueSports(db: Db, venueId: number, sports: readonly SportConfigRow[]): Promise<void> {
  await db.deleteFrom('venue_sports').where('venue_id', '=', venueId).execute();
  if (sports.length === 0) return;
  await db
    .insertInto('venue_sports')
    .values(
      sports.map((sport, position) => ({
        venue_id: venueId,
        sport: sport.sport,
        price_per_hour_pence: sport.pricePence,
        court_count: sport.courtCount,
        description: sport.description,
        facilities: JSON.stringify(sport.facilities),
        position,
      })),
    )
    .execute();
}

export async function replaceVenueFacilities(db: Db, venueId: number, names: readonly string[]): Promise<void> {
  await db.deleteFrom('venue_facilities').where('venue_id', '=', venueId).execute();
  if (names.length)
    await db
      .insertInto('venue_facilities')
      .values(names.map((name, position) => ({ venue_id: venueId, name, position })))
      .execute();
}

/** The gallery: general images (sport null) first, then each sport's, in order. */
export async function replaceVenueImages(
  db: Db,
  venueId: number,
  images: readonly { sport: string | null; url: string }[],
  now: Date,
): Promise<void> {
  await db.deleteFrom('venue_images').where('venue_id', '=', venueId).execute();
  if (images.length === 0) return;
  await db
    .insertInto('venue_images')
    .values(
      images.map((image, position) => ({
        venue_id: venueId,
        sport: image.sport,
        url: image.url,
        position,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/** A removed sport takes its own hours, special dates and closures with it. */
export async function removeSportAvailability(db: Db, venueId: number, sports: readonly string[]): Promise<void> {
  if (sports.length === 0) return;
  await db
    .deleteFrom('venue_schedules')
    .where('venue_id', '=', venueId)
    .where('sport', 'in', [...sports])
    .execute();
  await db
    .deleteFrom('special_dates')
    .where('venue_id', '=', venueId)
    .where('sport', 'in', [...sports])
    .execute();
  await db
    .deleteFrom('blocked_periods')
    .where('venue_id', '=', venueId)
    .where('sport', 'in', [...sports])
    .execute();
}

/** Per sport, the most courts held at any one hour from `fromDate` on (live bookings only). */
export async function upcomingCourtsHeld(db: Db, venueId: number, fromDate: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(
      db
        .selectFrom('booking_slots')
        .select(['sport', 'date', 'start_time', (eb) => eb.fn.countAll<number>().as('held')])
        .where('venue_id', '=', venueId)
        .where('date', '>=', fromDate)
        .groupBy(['sport', 'date', 'start_time'])
        .as('hours'),
    )
    .select(['sport', sql<number>`max(held)`.as('most')])
    .groupBy('sport')
    .execute();
  return new Map(rows.map((row) => [row.sport, Number(row.most)]));
}

/** Per sport, the highest court number holding a live booking from `fromDate` on. */
export async function highestUpcomingCourts(db: Db, venueId: number, fromDate: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('booking_slots')
    .select(['sport', (eb) => eb.fn.max('court_number').as('highest')])
    .where('venue_id', '=', venueId)
    .where('date', '>=', fromDate)
    .groupBy('sport')
    .execute();
  return new Map(rows.map((row) => [row.sport, Number(row.highest)]));
}

export async function setVenueApproval(
  db: Db,
  id: number,
  approval: { approved: boolean; date: string | null; notes: string | null },
  now: Date,
): Promise<void> {
  await updateVenueRecord(
    db,
    id,
    { approved: approval.approved ? 1 : 0, approval_date: approval.date, approval_notes: approval.notes },
    now,
  );
}

export function findOwnerAccount(db: Db, ownerId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'approved', 'deleted_at'])
    .where('id', '=', ownerId)
    .executeTakeFirst();
}

/** Owners of venues and where each venue's review stands, for an admin's venue list. */
export async function venueApprovalDetails(db: Db, venueIds: readonly number[]) {
  if (venueIds.length === 0) return [];
  return db
    .selectFrom('venues')
    .leftJoin('users', 'users.id', 'venues.owner_id')
    .select([
      'venues.id',
      'venues.approval_date',
      'venues.approval_notes',
      'users.id as owner_id',
      'users.name as owner_name',
      'users.email as owner_email',
      'users.approved as owner_approved',
    ])
    .where('venues.id', 'in', [...venueIds])
    .execute();
}
