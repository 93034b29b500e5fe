import { z } from 'zod';
import { OWNER_BOOKINGS_TABLE_SIZE, VENUE_BOOKINGS_LIMIT_MAX } from './owner-dashboard';
import { venueReviewSchema } from './reviews';
import { VENUE_SORTS } from './venue-sorts';

/**
 * A venue as players read it (player.md §3). Prices are integer pence inside; `pricePerHour` is the
 * spec's pounds figure for display, `pricePerHourPence` the exact amount.
 */
export const sportConfigSchema = z.object({
  sport: z.string(),
  pricePerHour: z.number().nullable(),
  pricePerHourPence: z.number().int().nullable(),
  courtCount: z.number().int().min(1),
  images: z.array(z.string()),
  description: z.string(),
  facilities: z.array(z.string()),
});

export const venueSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  sports: z.array(z.string()),
  images: z.array(z.string()),
  facilities: z.array(z.string()),
  approved: z.boolean(),
  ownerId: z.number().int().nullable(),
  sportConfigs: z.array(sportConfigSchema),
  /** Lowest sport price in pence; null when no sport has a price ('Price on request'). */
  minPricePence: z.number().int().nullable(),
  createdAt: z.string(),
});
export type VenueSummary = z.infer<typeof venueSummarySchema>;

export { VENUE_SORTS };
export const VENUE_PAGE_SIZE_MAX = 100;

/**
 * Venue search (player.md §2 venue list). `location` is free text matched against the venue's
 * location and address; `lat`/`lng` (from a chosen suggestion) order by distance instead, nearest
 * first, within `radiusKm`. `ranked=true` sorts by price.
 */
export const venueListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  sport: z.string().trim().max(40).optional(),
  location: z.string().trim().max(160).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radiusKm: z.coerce.number().positive().max(1000).default(25),
  sort: z.enum(VENUE_SORTS).optional(),
  ranked: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(VENUE_PAGE_SIZE_MAX).default(VENUE_PAGE_SIZE_MAX),
  /** Admins only: which venues by review state (default all); everyone else sees approved venues. */
  approval: z.enum(['approved', 'pending', 'all']).optional(),
});

/** Who owns a venue, for the admin's venue list (the owner must be approved before the venue). */
export const venueOwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  approved: z.boolean(),
});

export const venueSearchResultSchema = venueSummarySchema.extend({
  /** Kilometres from the chosen place, when searching by coordinates. */
  distanceKm: z.number().nullable(),
  /** In an admin's answer only: the owner, and where the venue's review stands. */
  owner: venueOwnerSchema.nullable().optional(),
  approvalDate: z.string().nullable().optional(),
  approvalNotes: z.string().nullable().optional(),
  /** In an admin's answer only: a live venue's change of name, location or address awaiting review. */
  pendingChange: z
    .object({
      name: z.string(),
      location: z.string(),
      address: z.string(),
      fields: z.array(z.enum(['name', 'location', 'address'])),
      submittedAt: z.string(),
    })
    .nullable()
    .optional(),
});

/** GET /api/venues/sports/: every sport some approved venue offers, A–Z (the search's sport choice, issue 15 §7). */
export const offeredSportsResponseSchema = z.object({
  success: z.literal(true),
  sports: z.array(z.string()),
});
export type OfferedSportsResponse = z.infer<typeof offeredSportsResponseSchema>;

export const venueSearchResponseSchema = z.object({
  success: z.literal(true),
  venues: z.array(venueSearchResultSchema),
  /** Matches, counted up to 1,000; `totalCapped` says there are more ("1,000+"). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type VenueSearchResponse = z.infer<typeof venueSearchResponseSchema>;

export const openingHoursSchema = z.object({
  dayOfWeek: z.number().int(),
  isOpen: z.boolean(),
  openTime: z.string(),
  closeTime: z.string(),
  breakTimes: z.array(z.object({ start: z.string(), end: z.string(), reason: z.string() })),
});

export const venueImageSchema = z.object({ url: z.string(), sport: z.string().nullable() });

/**
 * What players said of a venue, on its page (issue 12 item 8): the mean rating (one decimal; null
 * before the first), how many, and the latest few. The API always sends them; they are optional in
 * the type only so pages and fixtures written before ratings keep compiling.
 */
export const VENUE_DETAIL_REVIEWS = 5;
const venueDetailRatingsShape = {
  averageRating: z.number().nullable().optional(),
  reviewCount: z.number().int().optional(),
  recentReviews: z.array(venueReviewSchema).optional(),
};
/** The venue page: the summary plus ratings, gallery, hours, upcoming special dates and closures. */
export const venueDetailSchema = venueSummarySchema.extend({
  ...venueDetailRatingsShape,
  timeZone: z.string(),
  gallery: z.array(venueImageSchema),
  openingHours: z.array(openingHoursSchema),
  upcomingSpecialDates: z.array(
    z.object({
      date: z.string(),
      sport: z.string().nullable(),
      startTime: z.string(),
      endTime: z.string(),
      price: z.number().nullable(),
      pricePence: z.number().int().nullable(),
      available: z.boolean(),
      notes: z.string(),
    }),
  ),
  upcomingClosures: z.array(
    z.object({
      startDate: z.string(),
      endDate: z.string(),
      allDay: z.boolean(),
      startTime: z.string(),
      endTime: z.string(),
      reason: z.string(),
      sport: z.string().nullable(),
    }),
  ),
});
export type VenueDetail = z.infer<typeof venueDetailSchema>;
export const venueDetailResponseSchema = z.object({ success: z.literal(true), venue: venueDetailSchema });

/**
 * A venue's bookings, newest first (owner-admin.md §7). Anyone may see which hours are taken; the
 * customers, amounts, payment states and revenue only the venue's owner and admins.
 */
export const VENUE_BOOKING_STATUSES = ['confirmed', 'pending', 'cancelled', 'cancellation_requested', 'all'] as const;
export const venueBookingsQuerySchema = z.object({
  status: z.enum(VENUE_BOOKING_STATUSES).default('confirmed'),
  date_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
    .optional(),
  date_to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
    .optional(),
  sport: z.string().trim().max(40).optional(),
  /** How many of the newest to list: the Bookings tab shows the 10 most recent (owner-admin.md §9); the summary covers them all. */
  limit: z.coerce.number().int().min(1).max(VENUE_BOOKINGS_LIMIT_MAX).default(OWNER_BOOKINGS_TABLE_SIZE),
});
/** GET /api/venues/{id}/bookings/export/: the same filters; the whole filtered list as CSV. */
export const venueBookingsExportQuerySchema = venueBookingsQuerySchema.omit({ limit: true });
export const venueBookingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  date: z.string(),
  sport: z.string(),
  timeSlots: z.array(z.string()),
  status: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The spec's 'customerName', beside `customer`. */
  customerName: z.string().nullable(),
  totalAmount: z.number().nullable(),
  totalAmountPence: z.number().int().nullable(),
  paymentStatus: z.string().nullable(),
  displayStatus: z
    .object({
      code: z.string(),
      label: z.string(),
      description: z.string(),
      color: z.enum(['green', 'yellow', 'red', 'blue', 'orange', 'grey']),
    })
    .nullable(),
  isSplit: z.boolean().nullable(),
  /** How it is paid (owner and admins only): online, at the venue (paid), or on arrival (not yet). */
  paymentMethod: z.enum(['online', 'paid_at_venue', 'pay_on_arrival']).nullable(),
  /** A split booking: what its payers have paid so far and how many shares are unpaid (owner and admins only). */
  sharesPaid: z.object({ paidPence: z.number().int(), pending: z.number().int() }).nullable(),
  createdAt: z.string().nullable(),
});
export type VenueBooking = z.infer<typeof venueBookingSchema>;
export const venueBookingsSummarySchema = z.object({
  /** Every booking matching the filters (the list may show fewer: `limit`). */
  total: z.number().int(),
  slotsBooked: z.number().int(),
  /** Pounds held for confirmed, paid bookings among them; owner and admins only. */
  revenue: z.number().nullable(),
  revenuePence: z.number().int().nullable(),
  /** Counts per status for the date and sport filters; owner and admins only. */
  byStatus: z
    .object({
      confirmed: z.number().int(),
      pending: z.number().int(),
      cancelled: z.number().int(),
      cancellation_requested: z.number().int(),
    })
    .nullable(),
});
export const venueBookingsResponseSchema = z.object({
  success: z.literal(true),
  bookings: z.array(venueBookingSchema),
  summary: venueBookingsSummarySchema,
});
export type VenueBookingsResponse = z.infer<typeof venueBookingsResponseSchema>;

export const locationSuggestionSchema = z.object({
  description: z.string(),
  place_id: z.string(),
  types: z.array(z.string()),
  /** Coordinates when known (the built-in gazetteer always knows them). */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;
export const autocompleteQuerySchema = z.object({ query: z.string().max(120).default('') });
export const autocompleteResponseSchema = z.object({
  success: z.literal(true),
  suggestions: z.array(locationSuggestionSchema),
});

/** Label shown for a suggestion's type (player.md §2 Location autocomplete). */
export function suggestionTypeLabel(types: string[]): 'City' | 'Street' | 'Location' | 'Place' {
  if (types.includes('locality')) return 'City';
  if (types.includes('route')) return 'Street';
  if (types.includes('geocode')) return 'Location';
  return 'Place';
}
