import { formatLongDate } from '@app/domain';
import type {
  CalendarBooking,
  CalendarCourt,
  CalendarDay,
  CalendarHourState,
  CalendarPaymentKey,
  CalendarResponse,
} from '@app/contracts';

/*
 * The court calendar's layout, as pure functions (issue 30 §2): which hours are columns, which courts
 * are rows, where each booking's block sits and how far it spans, how the arrow keys move between
 * cells, and the phone's list per court.
 */

/** The payment colour key: label and classes for a block, its legend swatch and the details dialog. */
export const PAYMENT_KEY_STYLES: Record<CalendarPaymentKey, { label: string; block: string; swatch: string }> = {
  paid_online: {
    label: 'Paid online',
    block: 'border-emerald-700 bg-emerald-100 text-emerald-950',
    swatch: 'bg-emerald-100 border-emerald-700',
  },
  paid_at_venue: {
    label: 'Paid at the venue',
    block: 'border-sky-700 bg-sky-100 text-sky-950',
    swatch: 'bg-sky-100 border-sky-700',
  },
  unpaid: {
    label: 'Unpaid',
    block: 'border-amber-600 bg-amber-100 text-amber-950',
    swatch: 'bg-amber-100 border-amber-600',
  },
  split_part_paid: {
    label: 'Split, part paid',
    block: 'border-violet-700 bg-violet-100 text-violet-950',
    swatch: 'bg-violet-100 border-violet-700',
  },
  held: {
    label: 'Held at checkout',
    block: 'border-dashed border-slate-500 bg-white text-slate-800',
    swatch: 'bg-white border-dashed border-slate-500',
  },
  refunded: {
    label: 'Refunded',
    block: 'border-rose-700 bg-rose-50 text-rose-950 line-through',
    swatch: 'bg-rose-50 border-rose-700',
  },
  cancelled: {
    label: 'Cancelled',
    block: 'border-slate-400 bg-slate-100 text-slate-700 line-through',
    swatch: 'bg-slate-100 border-slate-400',
  },
};

export const STATUS_LABELS: Record<CalendarBooking['status'], string> = {
  pending: 'Held',
  confirmed: 'Confirmed',
  cancellation_requested: 'Cancellation requested',
  cancelled: 'Cancelled',
};

const hourNumber = (time: string) => Number(time.slice(0, 2));
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** 'YYYY-MM-DD' plus days, on the calendar (no zone: dates are the venue's). */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The Monday of the week holding `date`. */
export function weekStart(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

/**
 * The hours shown as columns: from the first hour any sport is open (or under a break or closure
 * inside its day) to the last, on any of the days, widened to every booking's hours, so a booking kept
 * from earlier hours still shows. A day on which nothing opens and nothing is booked has no columns.
 */
export function visibleHours(days: readonly CalendarDay[], bookings: readonly CalendarBooking[]): string[] {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const day of days)
    for (const sport of day.sports) {
      const inside = sport.hours.filter((hour) => hour.state !== 'closed');
      if (inside.length === 0) continue;
      first = Math.min(first, hourNumber(inside[0]!.time));
      last = Math.max(last, hourNumber(inside.at(-1)!.time));
    }
  const dates = new Set(days.map((day) => day.date));
  for (const booking of bookings) {
    if (!dates.has(booking.date) || booking.hours.length === 0) continue;
    first = Math.min(first, hourNumber(booking.hours[0]!.time));
    last = Math.max(last, hourNumber(booking.hours.at(-1)!.time));
  }
  if (first > last) return [];
  return Array.from({ length: last - first + 1 }, (_, index) => hourText(first + index));
}

export interface CourtRow {
  court: CalendarCourt;
  /** The first court of its sport: the row that carries the sport's heading. */
  firstOfSport: boolean;
}

/** Courts as rows, grouped by sport in the venue's order, each sport's courts by number. */
export function courtRows(calendar: Pick<CalendarResponse, 'sports'>): CourtRow[] {
  return calendar.sports.flatMap((sport) => sport.courts.map((court, index) => ({ court, firstOfSport: index === 0 })));
}

/** A run of one or more hours in a court's row: a booking's block, or one empty hour. */
export type GridCell =
  | { kind: 'booking'; booking: CalendarBooking; start: number; span: number }
  | { kind: 'hour'; time: string; state: CalendarHourState; note: string; start: number; span: 1 };

/**
 * One court's row for a day: each booking a block over its consecutive hours on this court (a booking
 * that moved court mid-way makes a block on each), the other hours one cell each with the state the
 * venue's rules give them. Cells follow the columns `hours`; together they cover every column once.
 */
export function courtDayCells(
  day: CalendarDay,
  court: CalendarCourt,
  hours: readonly string[],
  bookings: readonly CalendarBooking[],
): GridCell[] {
  const column = new Map(hours.map((time, index) => [time, index]));
  const holder: (CalendarBooking | undefined)[] = hours.map(() => undefined);
  for (const booking of bookings) {
    if (booking.date !== day.date || booking.sport !== court.sport) continue;
    for (const hour of booking.hours) {
      const at = column.get(hour.time);
      if (hour.courtId === court.id && at !== undefined) holder[at] = booking;
    }
  }
  const states = new Map(
    (day.sports.find((sport) => sport.sport === court.sport)?.hours ?? []).map((hour) => [hour.time, hour]),
  );
  const cells: GridCell[] = [];
  for (let index = 0; index < hours.length; index += 1) {
    const booking = holder[index];
    if (booking) {
      let span = 1;
      while (index + span < hours.length && holder[index + span] === booking) span += 1;
      cells.push({ kind: 'booking', booking, start: index, span });
      index += span - 1;
    } else {
      const time = hours[index]!;
      const hour = states.get(time);
      cells.push({ kind: 'hour', time, state: hour?.state ?? 'closed', note: hour?.note ?? '', start: index, span: 1 });
    }
  }
  return cells;
}

/** Bookings of the day that hold no court (cancelled ones, whose claims were released), by start. */
export function unplacedBookings(date: string, bookings: readonly CalendarBooking[]): CalendarBooking[] {
  return bookings.filter((booking) => booking.date === date && booking.hours.every((hour) => hour.courtId === null));
}

/** Where the focus is in a grid: a row and a column (an hour or a day). */
export interface GridPosition {
  row: number;
  column: number;
}

/** The cell of a row that covers a column. */
export function cellAt<T extends { start: number; span: number }>(cells: readonly T[], column: number): T | undefined {
  return cells.find((cell) => cell.start <= column && column < cell.start + cell.span);
}

/**
 * The arrow keys, Home and End over rows of cells that may span columns (aria grid, roving tabindex):
 * left and right go to the neighbouring cell, up and down to the cell covering the same column in the
 * next row; Home and End to the row's first and last cell. Undefined for any other key, or at an edge.
 */
export function moveInGrid(
  rows: readonly (readonly { start: number; span: number }[])[],
  from: GridPosition,
  key: string,
): GridPosition | undefined {
  const cells = rows[from.row];
  if (!cells || cells.length === 0) return undefined;
  const here = cellAt(cells, from.column) ?? cells[0]!;
  const lastColumn = cells.at(-1)!.start + cells.at(-1)!.span - 1;
  switch (key) {
    case 'ArrowRight': {
      const next = here.start + here.span;
      return next > lastColumn ? undefined : { row: from.row, column: next };
    }
    case 'ArrowLeft':
      return here.start === 0 ? undefined : { row: from.row, column: cellAt(cells, here.start - 1)!.start };
    case 'ArrowDown':
    case 'ArrowUp': {
      const row = from.row + (key === 'ArrowDown' ? 1 : -1);
      const target = rows[row];
      if (!target || target.length === 0) return undefined;
      const cell = cellAt(target, from.column) ?? target.at(-1)!;
      // Keep the column asked for, so moving on through a long block comes back to the same hour.
      return { row, column: Math.min(from.column, cell.start + cell.span - 1) };
    }
    case 'Home':
      return { row: from.row, column: 0 };
    case 'End':
      return { row: from.row, column: cells.at(-1)!.start };
    default:
      return undefined;
  }
}

/** One line of a court's day on a phone: a booking, or a stretch of free or shaded hours. */
export type DayListItem =
  | { kind: 'booking'; booking: CalendarBooking; start: string; end: string }
  | { kind: 'free' | 'break' | 'blocked'; start: string; end: string; note: string };

/**
 * A court's day as a list (phones): its bookings and the stretches between them, free, on a break or
 * closed with the reason, in time order; hours outside the day's opening are left out.
 */
export function courtDayList(
  day: CalendarDay,
  court: CalendarCourt,
  hours: readonly string[],
  bookings: readonly CalendarBooking[],
): DayListItem[] {
  const items: DayListItem[] = [];
  for (const cell of courtDayCells(day, court, hours, bookings)) {
    if (cell.kind === 'booking') {
      items.push({
        kind: 'booking',
        booking: cell.booking,
        start: hours[cell.start]!,
        end: hourText(hourNumber(hours[cell.start + cell.span - 1]!) + 1),
      });
      continue;
    }
    if (cell.state === 'closed') continue;
    const kind = cell.state === 'open' ? 'free' : cell.state;
    const end = hourText(hourNumber(cell.time) + 1);
    const last = items.at(-1);
    if (last && last.kind === kind && last.end === cell.time && (last.kind === 'free' || last.note === cell.note))
      last.end = end;
    else items.push({ kind, start: cell.time, end, note: kind === 'free' ? '' : cell.note });
  }
  return items;
}

/** A court's bookings on one day, by start (the week view's compact cell). */
export function courtDayBookings(
  date: string,
  court: CalendarCourt,
  bookings: readonly CalendarBooking[],
): { booking: CalendarBooking; start: string; end: string }[] {
  return bookings
    .filter((booking) => booking.date === date && booking.hours.some((hour) => hour.courtId === court.id))
    .map((booking) => {
      const held = booking.hours.filter((hour) => hour.courtId === court.id);
      return { booking, start: held[0]!.time, end: hourText(hourNumber(held.at(-1)!.time) + 1) };
    });
}

/** Whether a day is closed for every sport (nothing open, nothing shaded inside opening hours). */
export function isClosedDay(day: CalendarDay): boolean {
  return day.sports.every((sport) => sport.hours.every((hour) => hour.state === 'closed'));
}

/** 'Mon 23 Nov' for a 'YYYY-MM-DD' date. */
export function shortDayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** 'Monday 23 November 2026': the domain's long date (one home for London dates). */
export const longDayLabel = formatLongDate;
