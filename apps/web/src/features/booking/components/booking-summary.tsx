import { formatPence, parsePoundsToPence, type BookingDraft } from '@app/contracts';
import { CalendarDays, Clock, MapPin, Navigation, Sparkles, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLongDate, slotRange } from '@app/domain';

/** The booking being paid for (player.md §2 Checkout): venue, place, sport, date, hours and prices. */
export function BookingSummary({ draft }: { draft: BookingDraft }) {
  // The draft keeps pounds for the hourly price; it is read as text into pence, never multiplied.
  const hourlyPence = parsePoundsToPence(draft.pricePerHour);
  const hours = draft.timeSlots.length;

  return (
    <section aria-labelledby="checkout-summary" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="checkout-summary" className="text-xl font-semibold text-slate-900">
        Booking summary
      </h2>
      <dl className="mt-4 space-y-3 text-sm text-slate-800">
        <SummaryRow icon={<MapPin aria-hidden="true" className="size-4" />} label="Venue">
          <span className="font-semibold text-slate-900">{draft.venueName}</span>
          {draft.venueAddress && <span className="block text-slate-700">{draft.venueAddress}</span>}
        </SummaryRow>
        {draft.venueLocation && (
          <SummaryRow icon={<Navigation aria-hidden="true" className="size-4" />} label="Location">
            {draft.venueLocation}
          </SummaryRow>
        )}
        <SummaryRow icon={<Trophy aria-hidden="true" className="size-4" />} label="Sport">
          {draft.sport}
        </SummaryRow>
        <SummaryRow icon={<CalendarDays aria-hidden="true" className="size-4" />} label="Date">
          {formatLongDate(draft.date)}
        </SummaryRow>
        <SummaryRow icon={<Clock aria-hidden="true" className="size-4" />} label="Time slots">
          <ul className="flex flex-wrap gap-1.5">
            {draft.timeSlots.map((time) => (
              <li key={time} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-900">
                {slotRange(time)}
              </li>
            ))}
          </ul>
        </SummaryRow>
      </dl>

      <div className="mt-5 border-t border-slate-200 pt-4 text-sm">
        {draft.hasSpecialPricing || hourlyPence === null ? (
          <>
            <h3 className="font-semibold text-slate-900">Price breakdown</h3>
            <ul className="mt-2 space-y-1.5">
              {draft.priceBreakdown.map((slot) => (
                <li key={slot.time} className="flex items-center justify-between gap-3 text-slate-800">
                  <span className="flex flex-wrap items-center gap-2">
                    {slotRange(slot.time)}
                    {slot.isSpecial && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-px text-xs font-semibold text-amber-900">
                        <Sparkles aria-hidden="true" className="size-3" />
                        Special
                      </span>
                    )}
                    {slot.notes && <span className="text-xs text-slate-600">{slot.notes}</span>}
                  </span>
                  <span>{slot.pricePence === null ? 'Price TBD' : formatPence(slot.pricePence)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="flex justify-between gap-3 text-slate-800">
            <span>
              {formatPence(hourlyPence)} per hour × {hours} {hours === 1 ? 'hour' : 'hours'}
            </span>
            <span>{formatPence(draft.totalAmountPence)}</span>
          </p>
        )}
        <p className="mt-3 flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
          <span>Total</span>
          <span>{formatPence(draft.totalAmountPence)}</span>
        </p>
      </div>
    </section>
  );
}

function SummaryRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="flex w-28 shrink-0 items-center gap-2 font-medium text-slate-700">
        <span className="text-emerald-700">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 flex-1">{children}</dd>
    </div>
  );
}
