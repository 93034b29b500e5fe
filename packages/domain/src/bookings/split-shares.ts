/**
 * Equal shares of a split booking in whole pence. Everyone but the organiser pays floor(total / n);
 * the organiser pays the rest, so the shares always add up exactly to the total.
 */
export function splitShares(totalPence: number, people: number): { organiser: number; other: number } {
  if (!Number.isSafeInteger(totalPence) || totalPence < 0) throw new RangeError('total must be whole pence');
  if (!Number.isInteger(people) || people < 2) throw new RangeError('a split needs at least 2 people');
  const other = Math.floor(totalPence / people);
  return { organiser: totalPence - other * (people - 1), other };
}

/** The moment the unpaid balance falls to the organiser: 4 hours before the first slot. */
export function splitDeadline(firstSlotStartsAt: Date, cutoffHours: number): Date {
  return new Date(firstSlotStartsAt.getTime() - cutoffHours * 3_600_000);
}

/**
 * A booking may be split only while its deadline is still ahead: a first slot starting less than
 * `cutoffHours` from `now` leaves the friends no time to pay.
 */
export function isTooLateToSplit(firstSlotStartsAt: Date, now: Date, cutoffHours: number): boolean {
  return now.getTime() > splitDeadline(firstSlotStartsAt, cutoffHours).getTime();
}
