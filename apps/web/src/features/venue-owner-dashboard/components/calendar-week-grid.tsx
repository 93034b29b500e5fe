import type { CalendarBooking, CalendarResponse } from '@app/contracts';
import { clsx } from 'clsx';
import { Fragment, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  courtDayBookings,
  courtRows,
  moveInGrid,
  PAYMENT_KEY_STYLES,
  shortDayLabel,
  type GridPosition,
} from '../lib/calendar-layout';
import { SHADE_CLASSES } from './calendar-day-grid';

interface CalendarWeekGridProps {
  calendar: CalendarResponse;
  onOpenBooking: (booking: CalendarBooking) => void;
  /** Enter on a day's cell (or its heading) opens that day. */
  onOpenDay: (date: string) => void;
}

/**
 * A week by court (issue 30 §2): courts as rows grouped by sport, the seven days as columns, each cell
 * the court's bookings that day in time order, coloured by payment. The arrow keys move between days
 * and courts; Enter opens the day, where each booking can be reached; a click on a booking opens it.
 */
export function CalendarWeekGrid({ calendar, onOpenBooking, onOpenDay }: CalendarWeekGridProps) {
  const rows = useMemo(() => courtRows(calendar), [calendar]);
  const cells = useMemo(
    () => rows.map(() => calendar.days.map((_, index) => ({ start: index, span: 1 }))),
    [rows, calendar.days],
  );
  const [focus, setFocus] = useState<GridPosition>({ row: 0, column: 0 });
  const moved = useRef(false);
  const refs = useRef(new Map<string, HTMLDivElement>());

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    refs.current.get(`${focus.row}:${focus.column}`)?.focus();
  }, [focus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, row: number, column: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay(calendar.days[column]!.date);
      return;
    }
    const next = moveInGrid(cells, { row, column }, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocus(next);
  };

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <div
        role="grid"
        aria-label={`Courts from ${shortDayLabel(calendar.from)} to ${shortDayLabel(calendar.to)}`}
        aria-rowcount={rows.length + 1}
        aria-colcount={calendar.days.length + 1}
        className="grid text-sm"
        style={{
          gridTemplateColumns: `clamp(6rem, 25vw, 9.5rem) repeat(${calendar.days.length}, minmax(8.5rem, 1fr))`,
          minWidth: `calc(clamp(6rem, 25vw, 9.5rem) + ${calendar.days.length} * 8.5rem)`,
        }}
      >
        <div role="row" aria-rowindex={1} className="contents">
          <div
            role="columnheader"
            aria-colindex={1}
            className="sticky left-0 z-10 border-b border-slate-200 bg-white px-3 py-2 text-left font-semibold text-slate-700"
          >
            Court
          </div>
          {calendar.days.map((day, index) => (
            <div
              key={day.date}
              role="columnheader"
              aria-colindex={index + 2}
              className={clsx(
                'border-b border-l border-slate-200 px-2 py-2 text-center font-semibold',
                day.date === calendar.today ? 'bg-red-50 text-red-800' : 'text-slate-700',
              )}
            >
              <button type="button" tabIndex={-1} className="hover:underline" onClick={() => onOpenDay(day.date)}>
                {shortDayLabel(day.date)}
              </button>
              {day.date === calendar.today && <span className="block text-[11px] font-medium">Today</span>}
            </div>
          ))}
        </div>
        {rows.map(({ court, firstOfSport }, rowIndex) => (
          <Fragment key={court.id}>
            {firstOfSport && (
              <div
                aria-hidden="true"
                className="border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase"
                style={{ gridColumn: '1 / -1' }}
              >
                {court.sport}
              </div>
            )}
            <div role="row" aria-rowindex={rowIndex + 2} className="contents">
              <div
                role="rowheader"
                aria-colindex={1}
                className="sticky left-0 z-10 flex items-start border-b border-slate-200 bg-white px-3 py-2 font-medium text-slate-900"
                style={{ gridColumn: 1 }}
              >
                <span className="truncate">
                  {court.name}
                  <span className="sr-only"> ({court.sport})</span>
                </span>
              </div>
              {calendar.days.map((day, column) => {
                const items = courtDayBookings(day.date, court, calendar.bookings);
                const sportDay = day.sports.find((sport) => sport.sport === court.sport);
                const hours = sportDay?.hours ?? [];
                const closed = hours.every((hour) => hour.state === 'closed');
                const blockedAllDay =
                  !closed && hours.every((hour) => hour.state === 'closed' || hour.state === 'blocked');
                const focused = focus.row === rowIndex && focus.column === column;
                return (
                  <div
                    key={day.date}
                    ref={(element) => {
                      const key = `${rowIndex}:${column}`;
                      if (element) refs.current.set(key, element);
                      else refs.current.delete(key);
                    }}
                    role="gridcell"
                    aria-colindex={column + 2}
                    aria-label={`${court.name}, ${shortDayLabel(day.date)}: ${
                      items.length === 0
                        ? closed
                          ? 'closed'
                          : 'no bookings'
                        : `${items.length} ${items.length === 1 ? 'booking' : 'bookings'}`
                    }`}
                    tabIndex={focused ? 0 : -1}
                    onFocus={() => setFocus({ row: rowIndex, column })}
                    onKeyDown={(event) => onKeyDown(event, rowIndex, column)}
                    className={clsx(
                      'min-h-16 min-w-0 border-b border-l border-slate-200 p-1 outline-none focus-visible:z-20 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-inset',
                      closed && SHADE_CLASSES.closed,
                      blockedAllDay && SHADE_CLASSES.blocked,
                      day.date === calendar.today && !closed && 'bg-red-50/40',
                    )}
                    style={{ gridColumn: column + 2 }}
                  >
                    {closed && items.length === 0 && <span className="text-[11px]">Closed</span>}
                    {!blockedAllDay &&
                      sportDay?.shaded
                        .filter((shade) => shade.kind === 'blocked')
                        .map((shade) => (
                          <span key={shade.start} className="block truncate text-[11px] text-red-800">
                            Closed {shade.start}–{shade.end}
                            {shade.note ? ` · ${shade.note}` : ''}
                          </span>
                        ))}
                    {blockedAllDay && (
                      <span className="block truncate text-[11px]">
                        {sportDay?.shaded.find((shade) => shade.kind === 'blocked')?.note || 'Closed'}
                      </span>
                    )}
                    <ul className="space-y-0.5">
                      {items.map(({ booking, start, end }) => (
                        <li key={booking.id}>
                          <button
                            type="button"
                            tabIndex={-1}
                            onClick={() => onOpenBooking(booking)}
                            title={`${start}–${end} ${booking.customer.name} (${booking.code}, ${PAYMENT_KEY_STYLES[booking.paymentKey].label})`}
                            className={clsx(
                              'flex w-full items-center gap-1 truncate rounded border-l-4 px-1.5 py-0.5 text-left text-[11px]',
                              PAYMENT_KEY_STYLES[booking.paymentKey].block,
                            )}
                          >
                            <span className="font-semibold tabular-nums">{start}</span>
                            <span className="truncate">{booking.customer.name}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          </Fragment>
        ))}
      </div>
    </div>
  );
}
