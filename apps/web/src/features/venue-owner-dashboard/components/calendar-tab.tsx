import { VENUE_TIME_ZONE, type CalendarBooking } from '@app/contracts';
import { toZonedParts } from '@app/domain';
import { clsx } from 'clsx';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useVenueCalendar } from '../api/get-venue-calendar';
import {
  isClosedDay,
  longDayLabel,
  PAYMENT_KEY_STYLES,
  shiftDate,
  shortDayLabel,
  unplacedBookings,
  visibleHours,
  weekStart,
} from '../lib/calendar-layout';
import { CalendarBookingDialog } from './calendar-booking-dialog';
import { CalendarDayGrid, SHADE_CLASSES, type AddBookingSlot } from './calendar-day-grid';
import { CalendarDayList } from './calendar-day-list';
import { CalendarWeekGrid } from './calendar-week-grid';

export type { AddBookingSlot } from './calendar-day-grid';

interface CalendarTabProps {
  venueId: number;
  /** A free court-hour was chosen: start a booking there. Without it, free hours are not clickable. */
  onAddBooking?: (slot: AddBookingSlot) => void;
  /** The actions on a booking (cancel, mark paid, …), shown in its details. */
  bookingActions?: (booking: CalendarBooking) => ReactNode;
  /** The day shown first; the venue's today by default. */
  initialDate?: string;
  /** Name the venue above the calendar (its own page; the dashboard names it already). */
  showVenueName?: boolean;
}

type CalendarMode = 'day' | 'week';

function Legend() {
  return (
    <ul aria-label="Colour key" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-700">
      {Object.values(PAYMENT_KEY_STYLES).map((style) => (
        <li key={style.label} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={clsx('size-3.5 rounded-sm border-2', style.swatch)} />
          {style.label}
        </li>
      ))}
      <li className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className={clsx('size-3.5 rounded-sm border border-slate-300', SHADE_CLASSES.break)} />
        Break
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className={clsx('size-3.5 rounded-sm border border-red-300', SHADE_CLASSES.blocked)} />
        Closed or blocked
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="h-3.5 w-0.5 bg-red-600" />
        Now
      </li>
    </ul>
  );
}

/**
 * The Calendar tab (issue 30 §2): a day by court, or a week, with date navigation; on a phone the day
 * is a list per court. A booking opens its details with the actions slot; a free hour calls
 * `onAddBooking` when given.
 */
export function CalendarTab({ venueId, onAddBooking, bookingActions, initialDate, showVenueName }: CalendarTabProps) {
  const localToday = toZonedParts(new Date(), VENUE_TIME_ZONE).date;
  const [date, setDate] = useState(initialDate ?? localToday);
  const [mode, setMode] = useState<CalendarMode>('day');
  const [opened, setOpened] = useState<CalendarBooking | null>(null);
  const from = mode === 'week' ? weekStart(date) : date;
  const days = mode === 'week' ? 7 : 1;
  const query = useVenueCalendar(venueId, from, days);
  const calendar = query.data;
  const shown = calendar && calendar.from === from && calendar.days.length === days ? calendar : undefined;
  const today = calendar?.today ?? localToday;
  const hours = useMemo(() => (shown ? visibleHours(shown.days, shown.bookings) : []), [shown]);
  const courts = useMemo(() => calendar?.sports.flatMap((sport) => sport.courts) ?? [], [calendar]);

  const step = mode === 'week' ? 7 : 1;
  const heading =
    mode === 'week' ? `${shortDayLabel(from)} – ${shortDayLabel(shiftDate(from, 6))}` : longDayLabel(date);

  const body = () => {
    if (!calendar) {
      if (query.isError)
        return (
          <p role="alert" className="py-12 text-center text-red-700">
            The calendar could not be loaded. Please try again.
          </p>
        );
      return <LoadingStatus className="py-12">Loading the calendar…</LoadingStatus>;
    }
    if (courts.length === 0)
      return (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          This venue has no courts yet. Add a sport and its courts in Venue Details to see them here.
        </p>
      );
    if (!shown) return <LoadingStatus className="py-12">Loading the calendar…</LoadingStatus>;
    if (mode === 'week')
      return (
        <CalendarWeekGrid
          calendar={shown}
          onOpenBooking={setOpened}
          onOpenDay={(day) => {
            setDate(day);
            setMode('day');
          }}
        />
      );
    const day = shown.days[0]!;
    const cancelled = unplacedBookings(day.date, shown.bookings);
    const closed = isClosedDay(day) && hours.length === 0;
    return (
      <div className="space-y-4">
        {closed ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
            Closed on {longDayLabel(day.date)}: no hours are open and nothing is booked.
          </p>
        ) : (
          <>
            <div className="hidden md:block">
              <CalendarDayGrid
                calendar={shown}
                day={day}
                hours={hours}
                onOpenBooking={setOpened}
                onAddBooking={onAddBooking}
              />
            </div>
            <div className="md:hidden">
              <CalendarDayList
                calendar={shown}
                day={day}
                hours={hours}
                onOpenBooking={setOpened}
                onAddBooking={onAddBooking}
              />
            </div>
          </>
        )}
        {cancelled.length > 0 && (
          <section aria-labelledby="calendar-cancelled" className="rounded-xl border border-slate-200 bg-white p-3">
            <h3 id="calendar-cancelled" className="text-sm font-semibold text-slate-800">
              Cancelled this day ({cancelled.length})
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {cancelled.map((booking) => (
                <li key={booking.id}>
                  <button
                    type="button"
                    onClick={() => setOpened(booking)}
                    className={clsx(
                      'rounded-md border-l-4 px-2 py-1 text-left text-xs',
                      PAYMENT_KEY_STYLES[booking.paymentKey].block,
                    )}
                  >
                    {booking.startTime}–{booking.endTime} {booking.sport} · {booking.customer.name} · {booking.code} ·{' '}
                    {PAYMENT_KEY_STYLES[booking.paymentKey].label}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  };

  const summary = shown
    ? (() => {
        const live = shown.bookings.filter((booking) => booking.status !== 'cancelled');
        const held = live.filter((booking) => booking.status === 'pending').length;
        return `${live.length - held} ${live.length - held === 1 ? 'booking' : 'bookings'}${held ? `, ${held} held at checkout` : ''}`;
      })()
    : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          {showVenueName && calendar && <p className="text-sm font-semibold text-emerald-800">{calendar.venue.name}</p>}
          <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
            {heading}
            {mode === 'day' && date === today && (
              <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 align-middle text-xs font-semibold text-red-800">
                Today
              </span>
            )}
          </h2>
          {summary && <p className="text-sm text-slate-600">{summary}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="View" className="inline-flex rounded-lg border border-slate-300 p-0.5">
            {(['day', 'week'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                className={clsx(
                  'h-9 rounded-md px-3 text-sm font-semibold',
                  mode === value ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {value === 'day' ? 'Day' : 'Week'}
              </button>
            ))}
          </div>
          <Button
            variant="secondary"
            size="sm"
            aria-label={mode === 'week' ? 'Previous week' : 'Previous day'}
            onClick={() => setDate(shiftDate(date, -step))}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDate(today)}>
            Today
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={mode === 'week' ? 'Next week' : 'Next day'}
            onClick={() => setDate(shiftDate(date, step))}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <CalendarDays aria-hidden="true" className="size-4" />
            <span className="sr-only">Go to date</span>
            <Input
              type="date"
              className="h-9 w-40"
              value={date}
              onChange={(event) => event.target.value && setDate(event.target.value)}
            />
          </label>
        </div>
      </div>
      <Legend />
      {body()}
      <CalendarBookingDialog
        booking={opened && (calendar?.bookings.find((booking) => booking.id === opened.id) ?? opened)}
        courts={courts}
        onOpenChange={(open) => !open && setOpened(null)}
        actions={bookingActions}
      />
      {query.isFetching && calendar && (
        <p role="status" className="sr-only">
          Updating the calendar…
        </p>
      )}
      <p className="sr-only">
        Use the arrow keys to move between cells; Enter opens a booking
        {onAddBooking ? ' or adds one in a free hour' : ''}.
      </p>
    </div>
  );
}
