import type { CalendarBooking, CalendarDay, CalendarResponse } from '@app/contracts';
import { clsx } from 'clsx';
import { Plus, UserX } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  cellAt,
  courtDayCells,
  courtRows,
  longDayLabel,
  moveInGrid,
  PAYMENT_KEY_STYLES,
  STATUS_LABELS,
  type GridCell,
  type GridPosition,
} from '../lib/calendar-layout';

export interface AddBookingSlot {
  date: string;
  sport: string;
  courtId: number;
  time: string;
}

interface CalendarDayGridProps {
  calendar: CalendarResponse;
  day: CalendarDay;
  hours: readonly string[];
  onOpenBooking: (booking: CalendarBooking) => void;
  onAddBooking?: ((slot: AddBookingSlot) => void) | undefined;
}

/** Stripes for hours the venue's rules close inside its day (a break, a closure). */
export const SHADE_CLASSES = {
  break: 'bg-[repeating-linear-gradient(135deg,#f1f5f9_0_6px,#e2e8f0_6px_12px)] text-slate-700',
  blocked: 'bg-[repeating-linear-gradient(135deg,#fee2e2_0_6px,#fecaca_6px_12px)] text-red-900',
  closed: 'bg-slate-200/70 text-slate-500',
} as const;

function cellLabel(cell: GridCell, courtName: string): string {
  if (cell.kind === 'booking') {
    const { booking } = cell;
    return `${courtName}, ${booking.startTime}–${booking.endTime}: ${booking.customer.name}, ${booking.code}, ${STATUS_LABELS[booking.status]}, ${PAYMENT_KEY_STYLES[booking.paymentKey].label}`;
  }
  const what =
    cell.state === 'open'
      ? 'free'
      : cell.state === 'break'
        ? `break${cell.note ? ` (${cell.note})` : ''}`
        : cell.state === 'blocked'
          ? `closed${cell.note ? ` (${cell.note})` : ''}`
          : 'outside opening hours';
  return `${courtName}, ${cell.time}: ${what}`;
}

/**
 * One day by court (issue 30 §2): courts as rows grouped by sport, the day's hours as columns, each
 * booking a block over its hours. An aria grid with one tab stop: the arrow keys, Home and End move
 * between cells, Enter or Space opens a booking or adds one in a free hour (when `onAddBooking` is given).
 */
export function CalendarDayGrid({ calendar, day, hours, onOpenBooking, onAddBooking }: CalendarDayGridProps) {
  const rows = useMemo(() => courtRows(calendar), [calendar]);
  const cells = useMemo(
    () => rows.map(({ court }) => courtDayCells(day, court, hours, calendar.bookings)),
    [rows, day, hours, calendar.bookings],
  );
  const [focus, setFocus] = useState<GridPosition>({ row: 0, column: 0 });
  const moved = useRef(false);
  const refs = useRef(new Map<string, HTMLDivElement>());
  const isToday = day.date === calendar.today;
  const nowColumn = isToday ? hours.indexOf(calendar.currentHour) : -1;

  const focusedRow = Math.min(focus.row, Math.max(0, cells.length - 1));
  const focusedCell = cells[focusedRow] && cellAt(cells[focusedRow], focus.column);
  const active = focusedCell ? { row: focusedRow, start: focusedCell.start } : { row: 0, start: 0 };

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    refs.current.get(`${active.row}:${active.start}`)?.focus();
  }, [active.row, active.start]);

  const activate = (cell: GridCell, rowIndex: number) => {
    if (cell.kind === 'booking') onOpenBooking(cell.booking);
    else if (cell.state === 'open' && onAddBooking) {
      const { court } = rows[rowIndex]!;
      onAddBooking({ date: day.date, sport: court.sport, courtId: court.id, time: cell.time });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, cell: GridCell, rowIndex: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(cell, rowIndex);
      return;
    }
    const next = moveInGrid(
      cells,
      { row: rowIndex, column: focus.row === rowIndex ? focus.column : cell.start },
      event.key,
    );
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocus(next);
  };

  let sportIndex = -1;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <div
        role="grid"
        aria-label={`Courts on ${longDayLabel(day.date)}`}
        aria-rowcount={rows.length + 1}
        aria-colcount={hours.length + 1}
        className="grid text-sm"
        style={{
          gridTemplateColumns: `clamp(6rem, 25vw, 9.5rem) repeat(${hours.length}, minmax(4rem, 1fr))`,
          minWidth: `calc(clamp(6rem, 25vw, 9.5rem) + ${hours.length} * 4rem)`,
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
          {hours.map((time, index) => (
            <div
              key={time}
              role="columnheader"
              aria-colindex={index + 2}
              className={clsx(
                'border-b border-l border-slate-200 px-2 py-2 text-center font-semibold tabular-nums',
                index === nowColumn ? 'bg-red-50 text-red-800' : 'text-slate-700',
              )}
            >
              {time}
              {index === nowColumn && <span className="block text-[11px] font-medium">Now</span>}
            </div>
          ))}
        </div>
        {rows.map(({ court, firstOfSport }, rowIndex) => {
          if (firstOfSport) sportIndex += 1;
          return (
            <Fragment key={court.id}>
              {firstOfSport && (
                <div
                  aria-hidden="true"
                  className="col-span-full border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase"
                  style={{ gridColumn: '1 / -1' }}
                >
                  {court.sport}
                </div>
              )}
              <div role="row" aria-rowindex={rowIndex + 2} className="contents">
                <div
                  role="rowheader"
                  aria-colindex={1}
                  className={clsx(
                    'sticky left-0 z-10 flex min-h-14 items-center border-b border-slate-200 bg-white px-3 font-medium text-slate-900',
                    sportIndex % 2 === 1 && 'bg-slate-50',
                  )}
                  style={{ gridColumn: 1 }}
                >
                  <span className="truncate" title={`${court.sport}: ${court.name}`}>
                    {court.name}
                    <span className="sr-only"> ({court.sport})</span>
                  </span>
                </div>
                {cells[rowIndex]!.map((cell) => {
                  const focused = active.row === rowIndex && active.start === cell.start;
                  const atNow = nowColumn >= cell.start && nowColumn < cell.start + cell.span;
                  const clickable = cell.kind === 'booking' || (cell.state === 'open' && Boolean(onAddBooking));
                  return (
                    <div
                      key={cell.start}
                      ref={(element) => {
                        const key = `${rowIndex}:${cell.start}`;
                        if (element) refs.current.set(key, element);
                        else refs.current.delete(key);
                      }}
                      role="gridcell"
                      aria-colindex={cell.start + 2}
                      aria-colspan={cell.span > 1 ? cell.span : undefined}
                      aria-label={cellLabel(cell, court.name)}
                      tabIndex={focused ? 0 : -1}
                      onFocus={() =>
                        setFocus((now) =>
                          cellAt(cells[rowIndex]!, now.column) === cell && now.row === rowIndex
                            ? now
                            : { row: rowIndex, column: cell.start },
                        )
                      }
                      onClick={() => activate(cell, rowIndex)}
                      onKeyDown={(event) => onKeyDown(event, cell, rowIndex)}
                      data-time={cell.kind === 'hour' ? cell.time : undefined}
                      data-booking={cell.kind === 'booking' ? cell.booking.code : undefined}
                      className={clsx(
                        'group relative min-h-14 min-w-0 border-b border-l border-slate-200 p-1 outline-none focus-visible:z-20 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-inset',
                        clickable && 'cursor-pointer',
                        atNow && 'shadow-[inset_2px_0_0_#dc2626]',
                        cell.kind === 'hour' && cell.state !== 'open' && SHADE_CLASSES[cell.state],
                      )}
                      style={{ gridColumn: `${cell.start + 2} / span ${cell.span}` }}
                    >
                      {cell.kind === 'booking' ? (
                        <BookingBlock booking={cell.booking} />
                      ) : cell.state === 'open' ? (
                        onAddBooking && (
                          <span className="flex h-full items-center justify-center text-slate-400 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100">
                            <Plus aria-hidden="true" className="size-4" />
                          </span>
                        )
                      ) : (
                        <span className="line-clamp-2 text-[11px] leading-tight" aria-hidden="true">
                          {cell.state === 'break'
                            ? cell.note || 'Break'
                            : cell.state === 'blocked'
                              ? cell.note || 'Closed'
                              : ''}
                        </span>
                      )}
                    </div>
                  );
                })}
              </div>
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}

function BookingBlock({ booking }: { booking: CalendarBooking }) {
  const style = PAYMENT_KEY_STYLES[booking.paymentKey];
  return (
    <div
      title={`${booking.startTime}–${booking.endTime} ${booking.customer.name} · ${booking.code} · ${STATUS_LABELS[booking.status]} · ${style.label}`}
      className={clsx(
        'flex h-full min-w-0 flex-col justify-center overflow-hidden rounded-md border-l-4 px-1.5 py-1',
        style.block,
      )}
    >
      <span className="flex min-w-0 items-start gap-1 text-xs leading-tight font-semibold">
        {booking.noShow && <UserX aria-hidden="true" className="size-3.5 shrink-0" />}
        <span className="line-clamp-2 break-words">{booking.customer.name}</span>
      </span>
      <span className="truncate text-[10px] leading-tight">{booking.code}</span>
      <span className="truncate text-[10px] leading-tight">{STATUS_LABELS[booking.status]}</span>
    </div>
  );
}
