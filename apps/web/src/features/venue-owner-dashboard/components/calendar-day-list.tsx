import type { CalendarBooking, CalendarDay, CalendarResponse } from '@app/contracts';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { courtDayList, PAYMENT_KEY_STYLES, STATUS_LABELS } from '../lib/calendar-layout';
import type { AddBookingSlot } from './calendar-day-grid';
import { SHADE_CLASSES } from './calendar-day-grid';

interface CalendarDayListProps {
  calendar: CalendarResponse;
  day: CalendarDay;
  hours: readonly string[];
  onOpenBooking: (booking: CalendarBooking) => void;
  onAddBooking?: ((slot: AddBookingSlot) => void) | undefined;
}

/** A day on a phone: per court, its bookings and free or closed stretches in time order. */
export function CalendarDayList({ calendar, day, hours, onOpenBooking, onAddBooking }: CalendarDayListProps) {
  return (
    <div className="space-y-6">
      {calendar.sports.map((sport) => (
        <section key={sport.sport} aria-label={sport.sport}>
          <h3 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{sport.sport}</h3>
          <div className="mt-2 space-y-3">
            {sport.courts.map((court) => {
              const items = courtDayList(day, court, hours, calendar.bookings);
              return (
                <section
                  key={court.id}
                  aria-label={`${court.name} (${sport.sport})`}
                  className="rounded-xl border border-slate-200 bg-white p-3"
                >
                  <h4 className="font-semibold text-slate-900">{court.name}</h4>
                  {items.length === 0 ? (
                    <p className="mt-1 text-sm text-slate-600">Closed all day.</p>
                  ) : (
                    <ul className="mt-2 space-y-1.5">
                      {items.map((item) =>
                        item.kind === 'booking' ? (
                          <li key={`b${item.booking.id}-${item.start}`}>
                            <button
                              type="button"
                              onClick={() => onOpenBooking(item.booking)}
                              className={clsx(
                                'flex w-full items-start gap-3 rounded-lg border-l-4 px-3 py-2 text-left text-sm',
                                PAYMENT_KEY_STYLES[item.booking.paymentKey].block,
                              )}
                            >
                              <span className="w-24 shrink-0 font-semibold tabular-nums">
                                {item.start}–{item.end}
                              </span>
                              <span className="min-w-0">
                                <span className="block truncate font-semibold">{item.booking.customer.name}</span>
                                <span className="block text-xs">
                                  {item.booking.code} · {STATUS_LABELS[item.booking.status]} ·{' '}
                                  {PAYMENT_KEY_STYLES[item.booking.paymentKey].label}
                                </span>
                              </span>
                            </button>
                          </li>
                        ) : (
                          <li
                            key={`${item.kind}-${item.start}`}
                            className={clsx(
                              'flex items-center gap-3 rounded-lg px-3 py-2 text-sm',
                              item.kind === 'free'
                                ? 'border border-dashed border-slate-300 text-slate-700'
                                : SHADE_CLASSES[item.kind],
                            )}
                          >
                            <span className="w-24 shrink-0 tabular-nums">
                              {item.start}–{item.end}
                            </span>
                            <span className="min-w-0 flex-1 truncate">
                              {item.kind === 'free'
                                ? 'Free'
                                : item.note || (item.kind === 'break' ? 'Break' : 'Closed')}
                            </span>
                            {item.kind === 'free' && onAddBooking && (
                              <button
                                type="button"
                                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-emerald-800 hover:bg-emerald-50"
                                onClick={() =>
                                  onAddBooking({
                                    date: day.date,
                                    sport: sport.sport,
                                    courtId: court.id,
                                    time: item.start,
                                  })
                                }
                              >
                                <Plus aria-hidden="true" className="size-3.5" />
                                Add
                                <span className="sr-only">
                                  {' '}
                                  a booking at {item.start} on {court.name}
                                </span>
                              </button>
                            )}
                          </li>
                        ),
                      )}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
