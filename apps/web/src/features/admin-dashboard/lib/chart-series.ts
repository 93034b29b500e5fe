import type { DailyFigure } from '@app/contracts';
import { formatVenueDate } from '@app/domain';

/*
 * The Overview's two charts (bookings and revenue per day for 30 days). Labels are short en-GB dates
 * ('2 Nov'); dates are London calendar dates from the server, formatted at noon UTC so no browser
 * zone shifts them.
 */

export function chartDateLabel(date: string): string {
  return formatVenueDate(date, { day: 'numeric', month: 'short' }, 'en-GB');
}

export interface ChartSeries {
  labels: string[];
  bookings: number[];
  /** Pounds, for the axis; the tooltip formats them with the pound sign. */
  revenue: number[];
  totals: { bookings: number; revenuePence: number };
}

export function chartSeries(daily: readonly DailyFigure[]): ChartSeries {
  return {
    labels: daily.map((day) => chartDateLabel(day.date)),
    bookings: daily.map((day) => day.bookings),
    revenue: daily.map((day) => day.revenue_pence / 100),
    totals: {
      bookings: daily.reduce((sum, day) => sum + day.bookings, 0),
      revenuePence: daily.reduce((sum, day) => sum + day.revenue_pence, 0),
    },
  };
}

/** '£1,234' on the revenue axis (whole pounds), '£12.50' in a tooltip. */
export function poundsAxisLabel(value: number): string {
  return `£${Math.round(value).toLocaleString('en-GB')}`;
}
