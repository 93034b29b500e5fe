import { formatPence, type VenueDetail } from '@app/contracts';
import { CalendarX2, Check, Clock, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { timeRange } from '@app/domain';
import { VenueDate } from '@/components/venue-date';

const SPECIAL_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Monday first, as UK calendars read. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

function InfoSection({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  const id = `venue-section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function VenueSports({ venue }: { venue: VenueDetail }) {
  if (venue.sportConfigs.length === 0 && venue.sports.length === 0) return null;
  const configs = venue.sportConfigs.length
    ? venue.sportConfigs
    : venue.sports.map((sport) => ({ sport, pricePerHourPence: null, courtCount: 1, description: '' }));
  return (
    <InfoSection title="Sports and prices">
      <ul className="divide-y divide-slate-100">
        {configs.map((config) => (
          <li
            key={config.sport}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
          >
            <div>
              <p className="font-medium text-slate-900">{config.sport}</p>
              {config.description && <p className="text-sm text-slate-700">{config.description}</p>}
            </div>
            <p className="text-right text-sm text-slate-800">
              <span className="font-semibold text-slate-900">
                {config.pricePerHourPence === null
                  ? 'Price on request'
                  : `${formatPence(config.pricePerHourPence)} per hour`}
              </span>
              {config.courtCount > 1 && <span className="ml-2 text-slate-700">· {config.courtCount} courts</span>}
            </p>
          </li>
        ))}
      </ul>
    </InfoSection>
  );
}

export function VenueFacilities({ venue }: { venue: VenueDetail }) {
  if (venue.facilities.length === 0) return null;
  return (
    <InfoSection title="Facilities">
      <ul className="grid gap-2 sm:grid-cols-2">
        {venue.facilities.map((facility) => (
          <li key={facility} className="flex items-center gap-2 text-slate-800">
            <Check aria-hidden="true" className="size-4 text-emerald-700" />
            {facility}
          </li>
        ))}
      </ul>
    </InfoSection>
  );
}

export function VenueOpeningHours({ venue }: { venue: VenueDetail }) {
  if (venue.openingHours.length === 0) return null;
  const byDay = new Map(venue.openingHours.map((day) => [day.dayOfWeek, day]));
  return (
    <InfoSection title="Opening hours" icon={<Clock aria-hidden="true" className="size-5 text-emerald-700" />}>
      <table className="w-full text-sm">
        <caption className="sr-only">Opening hours by weekday</caption>
        <tbody className="divide-y divide-slate-100">
          {WEEK_ORDER.map((dayOfWeek) => {
            const day = byDay.get(dayOfWeek);
            return (
              <tr key={dayOfWeek}>
                <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-900">
                  {WEEKDAYS[dayOfWeek]}
                </th>
                <td className="py-2 text-right text-slate-800">
                  {day?.isOpen ? (
                    <>
                      <span>{timeRange(day.openTime, day.closeTime)}</span>
                      {day.breakTimes.map((pause) => (
                        <span key={`${pause.start}-${pause.end}`} className="block text-xs text-slate-700">
                          Break {timeRange(pause.start, pause.end)}
                          {pause.reason ? ` (${pause.reason})` : ''}
                        </span>
                      ))}
                    </>
                  ) : (
                    <span className="font-medium text-slate-700">Closed</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </InfoSection>
  );
}

export function VenueSpecialDates({ venue }: { venue: VenueDetail }) {
  if (venue.upcomingSpecialDates.length === 0) return null;
  return (
    <InfoSection title="Special dates" icon={<Sparkles aria-hidden="true" className="size-5 text-emerald-700" />}>
      <ul className="space-y-3">
        {venue.upcomingSpecialDates.map((special) => (
          <li key={`${special.date}-${special.sport ?? 'all'}-${special.startTime}`} className="text-sm text-slate-800">
            <p className="font-medium text-slate-900">
              <VenueDate date={special.date} options={SPECIAL_DATE} />, {timeRange(special.startTime, special.endTime)}
            </p>
            <p>
              {special.sport ?? 'All sports'} ·{' '}
              {!special.available
                ? 'Unavailable'
                : special.pricePence === null
                  ? 'Open at normal prices'
                  : `${formatPence(special.pricePence)} per hour`}
            </p>
            {special.notes && <p className="text-slate-700">{special.notes}</p>}
          </li>
        ))}
      </ul>
    </InfoSection>
  );
}

export function VenueClosures({ venue }: { venue: VenueDetail }) {
  if (venue.upcomingClosures.length === 0) return null;
  return (
    <InfoSection
      title="Temporary closures"
      icon={<CalendarX2 aria-hidden="true" className="size-5 text-emerald-700" />}
    >
      <ul className="space-y-3">
        {venue.upcomingClosures.map((closure) => (
          <li
            key={`${closure.startDate}-${closure.endDate}-${closure.startTime}-${closure.sport ?? 'all'}`}
            className="text-sm text-slate-800"
          >
            <p className="font-medium text-slate-900">
              {closure.startDate === closure.endDate ? (
                <VenueDate date={closure.startDate} options={SHORT_DATE} />
              ) : (
                <>
                  <VenueDate date={closure.startDate} options={SHORT_DATE} /> –{' '}
                  <VenueDate date={closure.endDate} options={SHORT_DATE} />
                </>
              )}
              {closure.allDay ? ' (all day)' : `, ${timeRange(closure.startTime, closure.endTime)}`}
            </p>
            <p>
              {closure.sport ?? 'All sports'}
              {closure.reason ? ` · ${closure.reason}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </InfoSection>
  );
}
