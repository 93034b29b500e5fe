import type { DemoSport } from './demo-venues';

/*
 * Weekly opening hours of the demo venues: pure data. Index 0 of a plan is Sunday, as the spec counts
 * days. A venue's general plan comes from its `schedule` key; a few sports have their own plan, which
 * always lies inside the venue's general hours.
 */

export interface DemoBreak {
  start: string;
  end: string;
  reason: string;
}

export interface DemoDay {
  open: boolean;
  openTime: string;
  closeTime: string;
  breaks: DemoBreak[];
}

export type WeeklyPlan = readonly DemoDay[];

export type SchedulePlanKey =
  | 'standard'
  | 'shortSunday'
  | 'closedSunday'
  | 'extended'
  | 'maintenanceBreak'
  | 'poolCleaning'
  | 'eveningsAndWeekends';

const LUNCH: DemoBreak = { start: '12:00', end: '13:00', reason: 'Lunch Break' };
const SUNDAY = 0;
const SATURDAY = 6;
const isWeekend = (day: number) => day === SUNDAY || day === SATURDAY;

function week(dayPlan: (day: number) => DemoDay): WeeklyPlan {
  return Array.from({ length: 7 }, (_, day) => dayPlan(day));
}

function open(openTime: string, closeTime: string, breaks: DemoBreak[] = [LUNCH]): DemoDay {
  return { open: true, openTime, closeTime, breaks };
}

function closed(): DemoDay {
  return { open: false, openTime: '08:00', closeTime: '22:00', breaks: [] };
}

export const SCHEDULE_PLANS: Record<SchedulePlanKey, WeeklyPlan> = {
  standard: week(() => open('08:00', '22:00')),
  shortSunday: week((day) => (day === SUNDAY ? open('09:00', '18:00') : open('08:00', '22:00'))),
  closedSunday: week((day) => (day === SUNDAY ? closed() : open('08:00', '22:00'))),
  extended: week(() => open('07:00', '23:00', [])),
  maintenanceBreak: week((day) =>
    open(
      '08:00',
      '22:00',
      day === 1 || day === 3 || day === 5
        ? [LUNCH, { start: '16:00', end: '16:30', reason: 'Court Maintenance' }]
        : [LUNCH],
    ),
  ),
  poolCleaning: week((day) =>
    day === SUNDAY
      ? open('08:00', '20:00', [{ start: '14:00', end: '14:30', reason: 'Pool Cleaning' }])
      : open('08:00', '22:00', [LUNCH, { start: '14:00', end: '14:30', reason: 'Pool Cleaning' }]),
  ),
  eveningsAndWeekends: week((day) => (isWeekend(day) ? open('08:00', '20:00') : open('16:00', '22:00', []))),
};

export interface DemoSportSchedule {
  venue: string;
  sport: DemoSport;
  plan: WeeklyPlan;
}

export const DEMO_SPORT_SCHEDULES: readonly DemoSportSchedule[] = [
  {
    venue: 'canary-wharf',
    sport: 'Swimming',
    plan: week((day) =>
      isWeekend(day)
        ? open('09:00', '18:00', [{ start: '13:00', end: '14:00', reason: 'Pool Cleaning' }])
        : open('07:00', '21:00', [{ start: '13:00', end: '14:00', reason: 'Pool Cleaning' }]),
    ),
  },
  {
    venue: 'clapham',
    sport: 'Cricket',
    plan: week((day) => (isWeekend(day) ? open('10:00', '19:00') : closed())),
  },
  {
    venue: 'richmond',
    sport: 'Rugby',
    plan: week((day) =>
      day === 2 || day === 4 ? open('18:00', '22:00', []) : day === SATURDAY ? open('09:00', '17:00') : closed(),
    ),
  },
];
