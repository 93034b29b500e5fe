import { VENUE_TIME_ZONE } from '@app/contracts';

const londonDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: VENUE_TIME_ZONE,
});

/** An ISO instant as its London date, e.g. '21 Nov 2026' (the admin tables' review and request dates). */
export function formatLondonDate(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : londonDate.format(instant);
}
