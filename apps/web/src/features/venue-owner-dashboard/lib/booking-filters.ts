import type { VENUE_BOOKING_STATUSES } from '@app/contracts';

/** The Bookings tab's filters; '' means "any". */
export interface BookingFilters {
  status: (typeof VENUE_BOOKING_STATUSES)[number];
  dateFrom: string;
  dateTo: string;
  sport: string;
}

export const DEFAULT_BOOKING_FILTERS: BookingFilters = { status: 'all', dateFrom: '', dateTo: '', sport: '' };

/** The filters as the API's query (status, date_from, date_to, sport); empty ones are left out by the client. */
export function bookingFilterQuery(filters: BookingFilters): Record<string, string> {
  return { status: filters.status, date_from: filters.dateFrom, date_to: filters.dateTo, sport: filters.sport };
}

/** A 'to' date before the 'from' date matches nothing; say so instead of showing an empty table. */
export function filterProblem(filters: BookingFilters): string | null {
  return filters.dateFrom && filters.dateTo && filters.dateTo < filters.dateFrom
    ? 'The "to" date must be on or after the "from" date.'
    : null;
}
