import { AVAILABILITY_MESSAGES as M, VENUE_DETAIL_REVIEWS, type Availability, type VenueDetail } from '@app/contracts';
import type { Database } from '@app/db';
import { addDays, toZonedParts, zonedTimeToUtc } from '@app/domain';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors/app-error';
import type { SessionUser } from '../auth/session-tokens';
import { reviewsWithSummary } from '../reviews/review-service';
import { isVisibleTo, readAvailability, toAvailability } from './availability-service';
import { derivedFrom, loadVenuePageWithRatings, type VenuePage } from './venue-page-store';
import { findVenue, loadVenueParts, type VenueRow } from './venue-repository';
import { toVenueSummaries } from './venue-views';

/**
 * A venue as its page shows it. Unapproved venues exist only for their owner and admins; anyone
 * else is told it does not exist.
 */
export async function findVisibleVenue(
  db: Kysely<Database>,
  id: number,
  viewer: SessionUser | null,
): Promise<VenueRow> {
  const venue = await findVenue(db, id);
  if (!venue || !isVisibleTo(venue, viewer)) throw notFound(M.venueNotFound);
  return venue;
}

/** A venue's hours, special dates and closures for every sport it offers. */
export async function readVenueAvailability(
  db: Kysely<Database>,
  id: number,
  viewer: SessionUser | null,
  now: Date,
): Promise<Availability> {
  const venue = await findVisibleVenue(db, id, viewer);
  const { sports } = await loadVenueParts(db, [venue.id]);
  return readAvailability(
    db,
    venue,
    sports.map((sport) => sport.sport),
    now,
  );
}

/** The venue's today, as instants: what its page shows holds from its midnight to the next. */
export function venueDayOf(now: Date, timeZone: string): { from: Date; until: Date } {
  const today = toZonedParts(now, timeZone).date;
  return {
    from: zonedTimeToUtc(today, '00:00', timeZone),
    until: zonedTimeToUtc(addDays(today, 1), '00:00', timeZone),
  };
}

export async function readVenueDetail(
  db: Kysely<Database>,
  id: number,
  viewer: SessionUser | null,
  now: Date,
): Promise<VenueDetail> {
  // The page's rows and its rating summary: one statement while the venue is unchanged.
  const { page, ratings: ratingSummary } = await loadVenuePageWithRatings(db, id, now);
  if (!page || !isVisibleTo(page.venue, viewer)) throw notFound(M.venueNotFound);
  const ratings = await reviewsWithSummary(db, id, VENUE_DETAIL_REVIEWS, ratingSummary);
  const today = toZonedParts(now, page.venue.time_zone).date;
  // Everything but the reviews follows from the page and the venue's date: built once per page and day.
  const venue = derivedFrom(page, `detail ${today}`, () => venueWithoutReviews(page, today));
  return {
    ...venue,
    averageRating: ratings.averageRating,
    reviewCount: ratings.reviewCount,
    recentReviews: ratings.reviews,
  };
}

function venueWithoutReviews(
  page: VenuePage,
  today: string,
): Omit<VenueDetail, 'averageRating' | 'reviewCount' | 'recentReviews'> {
  const { venue, parts } = page;
  const rows = {
    schedules: page.schedules,
    specials: page.specials.filter((special) => special.date >= today),
    blocks: page.blocks.filter((block) => block.end_date >= today),
  };
  const [summary] = toVenueSummaries([venue], parts);
  const availability = toAvailability(venue, summary!.sports, rows);
  return {
    ...summary!,
    timeZone: venue.time_zone,
    gallery: parts.images.map((image) => ({ url: image.url, sport: image.sport })),
    openingHours: availability.generalSchedule.map((day) => ({
      dayOfWeek: day.dayOfWeek,
      isOpen: day.isOpen,
      openTime: day.openTime,
      closeTime: day.closeTime,
      breakTimes: day.breakTimes,
    })),
    upcomingSpecialDates: availability.specialDates
      .filter((special) => special.date >= today)
      .map(({ date, sport, startTime, endTime, price, pricePence, available, notes }) => ({
        date,
        sport,
        startTime,
        endTime,
        price,
        pricePence,
        available,
        notes,
      })),
    upcomingClosures: [
      ...availability.bulkBlockedPeriods,
      ...availability.sportAvailability.flatMap((sport) => sport.blockedPeriods),
    ]
      .filter((block) => block.endDate >= today)
      .sort((a, b) => a.startDate.localeCompare(b.startDate))
      .map(({ startDate, endDate, allDay, startTime, endTime, reason, sport }) => ({
        startDate,
        endDate,
        allDay,
        startTime,
        endTime,
        reason,
        sport,
      })),
  };
}
