import { addDays, parseDate } from '@app/domain';
import type { DemoSport } from './demo-venues';

/*
 * Special dates and closures of the demo venues, placed a few days after the seeding day (the venue's
 * local date) so they always fall inside the 30-day booking window.
 */

export interface DemoSpecialDate {
  venue: string;
  sport: DemoSport | null;
  date: string;
  startTime: string;
  endTime: string;
  /** null: an open day at the sport's normal price. */
  pricePence: number | null;
  available: boolean;
  notes: string;
}

export interface DemoClosure {
  venue: string;
  sport: DemoSport | null;
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string;
  endTime: string;
  reason: string;
}

/** A season word for event names, so a tournament in July is not called a Christmas one. */
function seasonOf(date: string): string {
  const month = parseDate(date)[1];
  if (month === 12 || month === 11) return 'Christmas';
  if (month <= 2) return 'New Year';
  if (month <= 5) return 'Spring';
  if (month <= 8) return 'Summer';
  return 'Autumn';
}

export function demoSpecialDates(today: string): DemoSpecialDate[] {
  const tournamentDay = addDays(today, 6);
  return [
    {
      venue: 'battersea',
      sport: null,
      date: tournamentDay,
      startTime: '10:00',
      endTime: '16:00',
      pricePence: 4500,
      available: true,
      notes: `${seasonOf(tournamentDay)} Tournament – open doubles, all levels welcome`,
    },
    {
      venue: 'hammersmith',
      sport: null,
      date: addDays(today, 4),
      startTime: '18:00',
      endTime: '21:00',
      pricePence: 2500,
      available: true,
      notes: 'Late social evening: reduced rate on every court',
    },
    {
      venue: 'highbury',
      sport: 'Football',
      date: addDays(today, 3),
      startTime: '18:00',
      endTime: '22:00',
      pricePence: 4500,
      available: true,
      notes: 'Happy hour five-a-side: evening pitches at a special price',
    },
    {
      venue: 'wimbledon',
      sport: null,
      date: addDays(today, 9),
      startTime: '08:00',
      endTime: '12:00',
      pricePence: null,
      available: false,
      notes: 'Junior coaching camp – courts unavailable this morning',
    },
    {
      venue: 'stratford',
      sport: 'Basketball',
      date: addDays(today, 12),
      startTime: '18:00',
      endTime: '22:00',
      pricePence: null,
      available: true,
      notes: 'League finals night – price to be confirmed',
    },
  ];
}

export function demoClosures(today: string): DemoClosure[] {
  const allDay = { allDay: true, startTime: '00:00', endTime: '23:59' };
  return [
    {
      venue: 'brixton',
      sport: null,
      startDate: addDays(today, 10),
      endDate: addDays(today, 11),
      ...allDay,
      reason: 'Court Resurfacing',
    },
    {
      venue: 'clapham',
      sport: null,
      startDate: addDays(today, 7),
      endDate: addDays(today, 7),
      allDay: false,
      startTime: '18:00',
      endTime: '22:00',
      reason: 'Private Tournament',
    },
    {
      venue: 'kelvingrove',
      sport: 'Tennis',
      startDate: addDays(today, 8),
      endDate: addDays(today, 8),
      ...allDay,
      reason: 'Tennis unavailable',
    },
    {
      venue: 'ancoats',
      sport: null,
      startDate: addDays(today, 5),
      endDate: addDays(today, 5),
      allDay: false,
      startTime: '08:00',
      endTime: '10:00',
      reason: 'Staff Training',
    },
  ];
}
