import { computeDaySlots } from '../availability/compute-day-slots';
import type { DaySlotsInput } from '../availability/availability-types';

/*
 * Which hours of a day the owner's rules close (closed, blocked, a break, or a special date without a
 * price), whatever is booked and whatever the time: what a closure would take away from players who
 * hold those hours (issue 12, item 7), and what utilisation counts as open.
 */

export type DayRules = Omit<DaySlotsInput, 'now' | 'claimedCourts'>;

/** Far in the past, so no hour reads as 'past'. */
const BEFORE_ANY_DATE = new Date(0);

/** The hours ('HH:00') the rules keep open on that day. */
export function openHours(rules: DayRules): string[] {
  return computeDaySlots({ ...rules, now: BEFORE_ANY_DATE, claimedCourts: {} })
    .filter((slot) => slot.available)
    .map((slot) => slot.time);
}

/**
 * The booked hours a change of rules would close: open before the change and not after it. An hour
 * already closed before (a booking kept from an earlier arrangement) is not this change's doing.
 */
export function hoursClosedByChange(before: DayRules, after: DayRules, booked: readonly string[]): string[] {
  const openBefore = new Set(openHours(before));
  const openAfter = new Set(openHours(after));
  return booked.filter((time) => openBefore.has(time) && !openAfter.has(time));
}
