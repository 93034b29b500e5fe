import { VENUE_MESSAGES as M, VENUE_TIME_ZONE, WEEKDAY_NAMES, type OwnerVenue } from '@app/contracts';
import { formatVenueDate, timeRange, toZonedParts } from '@app/domain';
import { CalendarClock, CalendarX, Hourglass, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useVenueAvailability } from '../api/get-venue-availability';
import { specialDateDetail } from '../lib/availability-labels';
import { specialDatesOf } from '../lib/availability-updates';
import { normaliseWeek } from '../lib/schedule-edits';
import { BlockPreview, ManageAvailabilityDialog } from './manage-availability-dialog';
import { useAvailabilitySave } from './use-availability-save';
import { useDateTools } from './use-date-tools';

/**
 * Availability (owner-admin.md §2): hours, breaks, closures and special dates, set before the venue goes
 * live too, so it opens on the owner's own hours (docs/decisions/0056).
 */
export function AvailabilityTab({ venue }: { venue: OwnerVenue }) {
  return (
    <>
      {!venue.approved && (
        <p className="mb-4 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{M.venuePendingApproval}.</span> Set your opening hours, closures and
            special dates now: players can book them as soon as an admin approves the venue.
          </span>
        </p>
      )}
      <ApprovedAvailability venue={venue} />
    </>
  );
}

function ApprovedAvailability({ venue }: { venue: OwnerVenue }) {
  const availability = useVenueAvailability(venue.id);
  if (availability.isPending) return <LoadingStatus className="py-12">Loading availability…</LoadingStatus>;
  if (availability.isError)
    return (
      <p role="alert" className="py-12 text-center text-red-700">
        Failed to load availability. Please try again.
      </p>
    );
  return <AvailabilityOverview venue={venue} availability={availability.data} />;
}

function AvailabilityOverview({
  venue,
  availability,
}: {
  venue: OwnerVenue;
  availability: NonNullable<ReturnType<typeof useVenueAvailability>['data']>;
}) {
  const today = toZonedParts(new Date(), VENUE_TIME_ZONE).date;
  const saver = useAvailabilitySave(venue.id);
  const tools = useDateTools({ venueId: venue.id, availability, today, saver });
  const [manageOpen, setManageOpen] = useState(false);
  const week = normaliseWeek(availability.generalSchedule);
  const specials = specialDatesOf(availability, null).filter((special) => special.date >= today);
  const customSports = availability.sportAvailability
    .filter((entry) => entry.schedule.length > 0)
    .map((entry) => entry.sport);

  return (
    <div className="space-y-5">
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button onClick={() => setManageOpen(true)}>
          <CalendarClock aria-hidden="true" className="size-4" />
          Manage Availability
        </Button>
        <Button variant="secondary" onClick={() => tools.openBlocks(null)}>
          <CalendarX aria-hidden="true" className="size-4" />
          Block Dates
        </Button>
        <Button variant="secondary" onClick={() => tools.openSpecials(null)}>
          <Sparkles aria-hidden="true" className="size-4" />
          Manage Special Dates
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="weekly-hours" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="weekly-hours" className="font-semibold text-slate-900">
            Weekly hours
          </h2>
          <dl className="mt-2 divide-y divide-slate-100 text-sm">
            {week.map((day) => (
              <div key={day.dayOfWeek} className="flex justify-between gap-4 py-2">
                <dt className="font-medium text-slate-800">{WEEKDAY_NAMES[day.dayOfWeek]}</dt>
                <dd className="text-right text-slate-900">
                  {day.isOpen ? timeRange(day.openTime, day.closeTime) : <span className="text-slate-600">Closed</span>}
                  {day.isOpen &&
                    day.breakTimes.map((item) => (
                      <span
                        key={item.start}
                        className="block text-xs text-slate-600"
                      >{`${item.reason || 'Break'} ${timeRange(item.start, item.end)}`}</span>
                    ))}
                </dd>
              </div>
            ))}
          </dl>
          {customSports.length > 0 && (
            <p className="mt-2 text-sm text-slate-700">Own schedule: {customSports.join(', ')}</p>
          )}
        </section>
        <div className="space-y-4">
          <section aria-labelledby="tab-blocks" className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 id="tab-blocks" className="font-semibold text-slate-900">
              Blocked dates
            </h2>
            <BlockPreview
              blocks={availability.bulkBlockedPeriods.filter((block) => block.endDate >= today)}
              limit={5}
            />
          </section>
          <section aria-labelledby="tab-specials" className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 id="tab-specials" className="font-semibold text-slate-900">
              Special dates
            </h2>
            {specials.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No special dates.</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm">
                {specials.slice(0, 5).map((special, index) => (
                  <li key={special.id ?? index}>
                    <span className="font-medium text-slate-900">{formatVenueDate(special.date)}</span>
                    <span className="text-slate-700"> · {specialDateDetail(special)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      <ManageAvailabilityDialog
        open={manageOpen}
        onOpenChange={setManageOpen}
        venue={venue}
        availability={availability}
        saver={saver}
        openBlocks={tools.openBlocks}
        openSpecials={tools.openSpecials}
      />
      {tools.dialogs}
      {saver.dialog}
    </div>
  );
}
