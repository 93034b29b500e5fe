import { addDays, dayOfWeek, parseDate } from '../time/zoned-time';

/*
 * The block-date calendar of the availability modal (owner-admin.md §2 Block-date modals): a 6-week,
 * 42-day grid, weeks from Sunday like the spec's dayOfWeek; the first click starts a range and the
 * second completes it, in either order; hovering previews the range; dates outside the window (the
 * past, or beyond the pickers' limit) cannot be chosen.
 */

export const CALENDAR_DAYS = 42;

export interface CalendarDay {
  date: string;
  /** Falls in the month shown (the grid also shows the ends of the months either side). */
  inMonth: boolean;
  selectable: boolean;
}

/** The 42 days shown for a month ('YYYY-MM'), from the Sunday on or before the 1st. */
export function calendarGrid(month: string, window: { first: string; last: string }): CalendarDay[] {
  const first = `${month}-01`;
  const start = addDays(first, -dayOfWeek(first));
  return Array.from({ length: CALENDAR_DAYS }, (_, index) => {
    const date = addDays(start, index);
    return { date, inMonth: date.startsWith(month), selectable: date >= window.first && date <= window.last };
  });
}

/** The month ('YYYY-MM') `offset` months from `month`. */
export function shiftMonth(month: string, offset: number): string {
  const [year, monthNumber] = parseDate(`${month}-01`);
  const index = year * 12 + (monthNumber - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export interface RangeSelection {
  /** The first click. */
  anchor: string | null;
  /** The completed range, earliest first; null until the second click. */
  range: { start: string; end: string } | null;
}

export const EMPTY_SELECTION: RangeSelection = { anchor: null, range: null };

/** A click on a date: starts a range, or completes the one started (in either order). */
export function clickDate(selection: RangeSelection, date: string): RangeSelection {
  if (selection.anchor === null || selection.range !== null) return { anchor: date, range: null };
  const [start, end] = selection.anchor <= date ? [selection.anchor, date] : [date, selection.anchor];
  return { anchor: selection.anchor, range: { start, end } };
}

/** What the calendar highlights: the chosen range, or while choosing, anchor to the hovered date. */
export function highlightedRange(
  selection: RangeSelection,
  hovered: string | null,
): { start: string; end: string } | null {
  if (selection.range) return selection.range;
  if (selection.anchor === null) return null;
  const other = hovered ?? selection.anchor;
  return selection.anchor <= other ? { start: selection.anchor, end: other } : { start: other, end: selection.anchor };
}

export function isInRange(date: string, range: { start: string; end: string } | null): boolean {
  return range !== null && date >= range.start && date <= range.end;
}
