import { DEFAULT_BREAK, DEFAULT_CLOSE_TIME, DEFAULT_OPEN_TIME, type ScheduleDayInput } from '@app/contracts';

/** A week as the schedule editors hold it: seven days, Sunday (0) first. */
export type Week = ScheduleDayInput[];

/** owner-admin.md §4: a new schedule is 08:00 to 22:00, open every day except Sunday. */
export function defaultWeek(): Week {
  return Array.from({ length: 7 }, (_, dayOfWeek) => ({
    dayOfWeek,
    isOpen: dayOfWeek !== 0,
    openTime: DEFAULT_OPEN_TIME,
    closeTime: DEFAULT_CLOSE_TIME,
    breakTimes: [],
  }));
}

/** The week in day order with exactly seven days (days missing from what was saved get the defaults). */
export function normaliseWeek(
  days: readonly {
    dayOfWeek: number;
    isOpen: boolean;
    openTime: string;
    closeTime: string;
    breakTimes: readonly { start: string; end: string; reason: string }[];
  }[],
): Week {
  const defaults = defaultWeek();
  return defaults.map((fallback) => {
    const day = days.find((candidate) => candidate.dayOfWeek === fallback.dayOfWeek);
    return day
      ? {
          dayOfWeek: day.dayOfWeek,
          isOpen: day.isOpen,
          openTime: day.openTime,
          closeTime: day.closeTime,
          breakTimes: day.breakTimes.map((item) => ({ ...item })),
        }
      : fallback;
  });
}

export function updateDay(week: Week, dayOfWeek: number, change: Partial<ScheduleDayInput>): Week {
  return week.map((day) => (day.dayOfWeek === dayOfWeek ? { ...day, ...change } : day));
}

/** A new break is 12:00–13:00 'Lunch Break' (owner-admin.md §9). */
export function addBreak(week: Week, dayOfWeek: number): Week {
  return week.map((day) =>
    day.dayOfWeek === dayOfWeek ? { ...day, breakTimes: [...day.breakTimes, { ...DEFAULT_BREAK }] } : day,
  );
}

export function updateBreak(
  week: Week,
  dayOfWeek: number,
  index: number,
  change: Partial<{ start: string; end: string; reason: string }>,
): Week {
  return week.map((day) =>
    day.dayOfWeek === dayOfWeek
      ? { ...day, breakTimes: day.breakTimes.map((item, at) => (at === index ? { ...item, ...change } : item)) }
      : day,
  );
}

export function removeBreak(week: Week, dayOfWeek: number, index: number): Week {
  return week.map((day) =>
    day.dayOfWeek === dayOfWeek ? { ...day, breakTimes: day.breakTimes.filter((_, at) => at !== index) } : day,
  );
}

/** Copy to All: every day takes this day's open flag, hours and breaks. */
export function copyToAll(week: Week, fromDay: number): Week {
  const source = week.find((day) => day.dayOfWeek === fromDay);
  if (!source) return week;
  return week.map((day) => ({
    ...day,
    isOpen: source.isOpen,
    openTime: source.openTime,
    closeTime: source.closeTime,
    breakTimes: source.breakTimes.map((item) => ({ ...item })),
  }));
}
