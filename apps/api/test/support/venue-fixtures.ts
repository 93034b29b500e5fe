import type { Database } from '@app/db';
import { refreshVenueSearchIndex } from '../../src/modules/venues/venue-search-index-repository';
import type { Kysely } from 'kysely';
import { replaceVenueSearchTerms } from '../../src/modules/venues/venue-repository';

const STAMP = '2026-11-01T09:00:00.000Z';

export interface VenueFixture {
  name: string;
  approved?: boolean;
  ownerId?: number | null;
  location?: string;
  address?: string;
  lat?: number | null;
  lng?: number | null;
  description?: string;
  sports?: { sport: string; pricePence: number | null; courts?: number }[];
  /** Weekly hours: Monday–Saturday 08:00–22:00 with a 12:00–13:00 lunch break, Sunday closed. */
  schedule?: boolean;
}

export async function createVenue(db: Kysely<Database>, fixture: VenueFixture): Promise<number> {
  const venue = await db
    .insertInto('venues')
    .values({
      name: fixture.name,
      owner_id: fixture.ownerId ?? null,
      description: fixture.description ?? `${fixture.name} description`,
      location: fixture.location ?? 'Camden, London',
      address: fixture.address ?? '1 Test Street, London NW1 1AA',
      latitude: fixture.lat === undefined ? 51.539 : fixture.lat,
      longitude: fixture.lng === undefined ? -0.1426 : fixture.lng,
      approved: fixture.approved === false ? 0 : 1,
      created_at: STAMP,
      updated_at: STAMP,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceVenueSearchTerms(
    db,
    venue.id,
    fixture.location ?? 'Camden, London',
    fixture.address ?? '1 Test Street, London NW1 1AA',
  );
  for (const [position, sport] of (fixture.sports ?? [{ sport: 'Tennis', pricePence: 3000 }]).entries()) {
    await db
      .insertInto('venue_sports')
      .values({
        venue_id: venue.id,
        sport: sport.sport,
        price_per_hour_pence: sport.pricePence,
        court_count: sport.courts ?? 1,
        position,
      })
      .execute();
  }
  await db
    .insertInto('venue_images')
    .values({ venue_id: venue.id, sport: null, url: `/media/demo/venue-${venue.id}.svg`, created_at: STAMP })
    .execute();
  await refreshVenueSearchIndex(db, [venue.id]);
  if (fixture.schedule !== false) {
    for (let day = 0; day <= 6; day += 1) {
      const schedule = await db
        .insertInto('venue_schedules')
        .values({
          venue_id: venue.id,
          sport: null,
          day_of_week: day,
          is_open: day === 0 ? 0 : 1,
          open_time: '08:00',
          close_time: '22:00',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (day !== 0)
        await db
          .insertInto('schedule_breaks')
          .values({ schedule_id: schedule.id, start_time: '12:00', end_time: '13:00', reason: 'Lunch Break' })
          .execute();
    }
  }
  return venue.id;
}

/** A confirmed booking holding one court for each of the given hours. */
export async function createBookingWithClaims(
  db: Kysely<Database>,
  input: {
    userId: number;
    venueId: number;
    sport: string;
    date: string;
    times: string[];
    court?: number;
    status?: 'confirmed' | 'cancelled';
  },
): Promise<number> {
  const booking = await db
    .insertInto('bookings')
    .values({
      user_id: input.userId,
      venue_id: input.venueId,
      sport: input.sport,
      date: input.date,
      time_slots: JSON.stringify(input.times),
      starts_at: `${input.date}T${input.times[0]}:00.000Z`,
      ends_at: `${input.date}T${input.times.at(-1)}:00.000Z`,
      total_pence: 3000 * input.times.length,
      status: input.status ?? 'confirmed',
      payment_status: 'succeeded',
      created_at: STAMP,
      updated_at: STAMP,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if ((input.status ?? 'confirmed') === 'confirmed') {
    for (const time of input.times) {
      await db
        .insertInto('booking_slots')
        .values({
          booking_id: booking.id,
          venue_id: input.venueId,
          sport: input.sport,
          date: input.date,
          start_time: time,
          court_number: input.court ?? 1,
          starts_at: `${input.date}T${time}:00.000Z`,
          price_pence: 3000,
        })
        .execute();
    }
  }
  return booking.id;
}
