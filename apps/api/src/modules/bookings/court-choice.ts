/*
 * Which court each hour of a booking takes (issue 30 §1): the same court for all of its hours where
 * one is free at every hour (a player keeps one court for the evening; the owner's calendar shows one
 * block), the court it already holds first (an amendment extends a booking on its own court), else the
 * lowest free court of each hour. PostgreSQL's one-statement hold (booking-repository insertHold) writes
 * the same choice in SQL.
 */

export interface HourToClaim {
  courtCount: number;
  /** Court numbers already held at this hour, by anyone. */
  taken: readonly number[];
}

/** Each hour's court number, or null when the hour has no free court. */
export function chooseCourts(hours: readonly HourToClaim[], preferred: readonly number[] = []): (number | null)[] {
  const freeAtEveryHour = (court: number) =>
    hours.every((hour) => court <= hour.courtCount && !hour.taken.includes(court));
  const fewest = Math.min(...hours.map((hour) => hour.courtCount));
  const common =
    preferred.find(freeAtEveryHour) ??
    Array.from({ length: Number.isFinite(fewest) ? fewest : 0 }, (_, index) => index + 1).find(freeAtEveryHour);
  return hours.map((hour) => {
    if (common !== undefined) return common;
    const courts = Array.from({ length: hour.courtCount }, (_, index) => index + 1);
    const free = (court: number) => !hour.taken.includes(court);
    return preferred.find((court) => court <= hour.courtCount && free(court)) ?? courts.find(free) ?? null;
  });
}
