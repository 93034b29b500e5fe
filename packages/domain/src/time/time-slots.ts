/*
 * Hourly slots are named by their start, 'HH:00' in the venue's zone; each lasts one hour. These are
 * the one way the product writes a booking's hours, in e-mails and on every screen.
 */

/** '21:00' → '22:00': the hour after a slot's start. */
export function slotEndTime(start: string): string {
  return `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
}

/** '09:00', '22:00' → '09:00 - 22:00': how every span of hours is written (slots, opening hours, breaks). */
export function timeRange(start: string, end: string): string {
  return `${start} - ${end}`;
}

/** '10:00' → '10:00 - 11:00'. */
export function slotRange(start: string): string {
  return timeRange(start, slotEndTime(start));
}

/**
 * The hours of a booking: one range when they follow each other ('10:00 - 12:00'), otherwise each run
 * of consecutive hours as its own range ('10:00 - 12:00, 14:00 - 15:00'). Order and repeats in the
 * input do not matter.
 */
export function timeSlotsLabel(timeSlots: readonly string[]): string {
  const sorted = [...new Set(timeSlots)].sort();
  const runs: { first: string; last: string }[] = [];
  for (const time of sorted) {
    const run = runs.at(-1);
    if (run && slotEndTime(run.last) === time) run.last = time;
    else runs.push({ first: time, last: time });
  }
  return runs.map((run) => timeRange(run.first, slotEndTime(run.last))).join(', ');
}
