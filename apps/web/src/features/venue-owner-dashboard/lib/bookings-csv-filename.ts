import type { BookingFilters } from './booking-filters';

/** 'Highbury Fields' → 'highbury-fields': safe in every file system. */
function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'venue'
  );
}

/**
 * The export's file name says what is in it, so several exports in a downloads folder stay apart:
 * 'highbury-fields-bookings-confirmed-tennis-2026-11-01-to-2026-11-30.csv', or '…-as-of-{today}.csv'
 * when no dates are chosen.
 */
export function bookingsCsvFilename(venueName: string, filters: BookingFilters, today: string): string {
  const parts = [slug(venueName), 'bookings'];
  if (filters.status !== 'all') parts.push(filters.status.replace(/_/g, '-'));
  if (filters.sport) parts.push(slug(filters.sport));
  if (filters.dateFrom || filters.dateTo) parts.push(`${filters.dateFrom || 'start'}-to-${filters.dateTo || 'end'}`);
  else parts.push(`as-of-${today}`);
  return `${parts.join('-')}.csv`;
}
