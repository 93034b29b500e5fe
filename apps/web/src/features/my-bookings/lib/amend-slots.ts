import { FIRST_SLOT_HOUR, LAST_SLOT_HOUR, type Slot } from '@app/contracts';
import { formatHour } from '@app/domain';

/** The states an hour has in the amend popup (player.md §2). */
export type AmendSlotState = 'available' | 'selected' | 'booked' | 'closed' | 'blocked' | 'break';

export interface AmendHour {
  time: string;
  state: AmendSlotState;
  /** Pence for an hour that can be added; null when it cannot be or has no price. */
  pricePence: number | null;
  /** The hour belongs to this booking already (its price paid is kept when it stays). */
  own: boolean;
}

/** The default day's start hours, 08:00 to 21:00 (player.md §9): always listed, whatever the API answered. */
export const AMEND_HOURS: readonly string[] = Array.from({ length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 }, (_, index) =>
  formatHour(FIRST_SLOT_HOUR + index),
);

/**
 * The start hours the popup lists: the venue's day as the slots API lists it (08:00–21:00, widened to
 * the venue's own hours, docs/decisions/0056), and the booking's own hours, in order.
 */
export function amendHours(slots: readonly Slot[], ownTimes: readonly string[]): string[] {
  return [...new Set([...AMEND_HOURS, ...slots.map((slot) => slot.time), ...ownTimes])].sort();
}

/**
 * The grid from the day's slots. The booking's own hours come back from the slots API as 'booked' (by
 * this very booking), so they are treated as this booking's: selected while chosen, otherwise free to
 * choose again. An hour the API does not list, or lists as past, is closed.
 */
export function amendGrid(slots: readonly Slot[], ownTimes: readonly string[], chosen: readonly string[]): AmendHour[] {
  return amendHours(slots, ownTimes).map((time) => {
    const own = ownTimes.includes(time);
    const slot = slots.find((entry) => entry.time === time);
    if (chosen.includes(time) && (own || (slot?.available && slot.pricePence !== null))) {
      return { time, state: 'selected', pricePence: own ? null : (slot?.pricePence ?? null), own };
    }
    if (own) return { time, state: 'available', pricePence: null, own };
    if (!slot) return { time, state: 'closed', pricePence: null, own };
    if (slot.available && slot.pricePence !== null)
      return { time, state: 'available', pricePence: slot.pricePence, own };
    const reason = slot.unavailableReason;
    const state: AmendSlotState = reason === 'booked' || reason === 'blocked' || reason === 'break' ? reason : 'closed';
    return { time, state, pricePence: null, own };
  });
}

/** Chosen hours, sorted, without repeats: what the edit call sends. */
export function normaliseSlots(times: readonly string[]): string[] {
  return [...new Set(times)].sort();
}

/** player.md §4 Amend flow: a change is sent only when the set of hours differs from the original. */
export function slotsChanged(original: readonly string[], chosen: readonly string[]): boolean {
  const before = normaliseSlots(original);
  const after = normaliseSlots(chosen);
  return before.length !== after.length || before.some((time, index) => time !== after[index]);
}

/** Hours added and removed, for the popup's summary. */
export function slotDiff(
  original: readonly string[],
  chosen: readonly string[],
): { added: string[]; removed: string[] } {
  return {
    added: normaliseSlots(chosen).filter((time) => !original.includes(time)),
    removed: normaliseSlots(original).filter((time) => !chosen.includes(time)),
  };
}
