import { formatPence } from '@app/contracts';
import { formatVenueDate, formatVenueDateRange, timeRange } from '@app/domain';
import { ExternalLink, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { mediaUrl } from '@/lib/media-url';
import { useVenueReviewAvailability } from '../api/get-venue-review-availability';
import type { AdminVenue } from '../api/get-admin-venues';
import { sportLine, weekLines } from '../lib/venue-review-summary';

const PHOTOS_SHOWN = 4;

/**
 * What a venue awaiting approval will offer players (issue 30 §6): photos, address, prices and courts per
 * sport, its week, special dates and closures, and a link to its listing as players will see it (its page
 * opens for admins before it is public).
 */
export function VenueReviewDetails({ venue }: { venue: AdminVenue }) {
  const photos = [...venue.images, ...venue.sportConfigs.flatMap((config) => config.images)];
  const more = photos.length - PHOTOS_SHOWN;
  return (
    <div className="space-y-3 text-sm text-slate-700">
      {photos.length > 0 && (
        <ul aria-label={`Photos of ${venue.name}`} className="grid grid-cols-4 gap-1.5">
          {photos.slice(0, PHOTOS_SHOWN).map((photo, index) => (
            <li key={`${index}-${photo}`} className="relative aspect-square overflow-hidden rounded-md bg-slate-100">
              <img
                src={mediaUrl(photo) ?? undefined}
                alt={`Photo ${index + 1}`}
                className="size-full object-cover"
                loading="lazy"
              />
              {index === PHOTOS_SHOWN - 1 && more > 0 && (
                <span className="absolute inset-0 flex items-center justify-center bg-slate-950/55 font-semibold text-white">
                  +{more}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="flex items-start gap-1.5">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          {venue.address}
          <span className="block text-xs text-slate-600">{venue.location}</span>
        </span>
      </p>
      <Fact label="Prices and courts">
        <ul>
          {venue.sportConfigs.map((config) => (
            <li key={config.sport}>{sportLine(config)}</li>
          ))}
        </ul>
      </Fact>
      <VenueReviewAvailability venueId={venue.id} />
      <Link
        to={`/venue/${venue.id}`}
        target="_blank"
        rel="noopener"
        className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'w-full' })}
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        Preview listing<span className="sr-only"> of {venue.name} as players will see it (opens in a new tab)</span>
      </Link>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="font-medium text-slate-900">{label}</p>
      <div className="mt-0.5">{children}</div>
    </div>
  );
}

function VenueReviewAvailability({ venueId }: { venueId: number }) {
  const availability = useVenueReviewAvailability(venueId);
  if (availability.isPending) return <LoadingStatus>Loading hours…</LoadingStatus>;
  if (availability.isError) return <p className="text-red-700">Failed to load the hours.</p>;
  const { generalSchedule, sportAvailability, specialDates, bulkBlockedPeriods } = availability.data;
  const ownWeeks = sportAvailability.filter((entry) => entry.schedule.length > 0);
  const closures = [
    ...bulkBlockedPeriods.map((block) => ({ ...block, who: 'All sports' })),
    ...sportAvailability.flatMap((entry) => entry.blockedPeriods.map((block) => ({ ...block, who: entry.sport }))),
  ];
  return (
    <>
      <Fact label="Opening hours">
        <dl className="grid grid-cols-[4.5rem_1fr] gap-x-2">
          {weekLines(generalSchedule).map((line) => (
            <div key={line.days} className="contents">
              <dt className="text-slate-600">{line.days}</dt>
              <dd>{line.hours}</dd>
            </div>
          ))}
        </dl>
        {ownWeeks.map((entry) => (
          <p key={entry.sport} className="mt-1 text-xs text-slate-600">
            {entry.sport} has its own hours:{' '}
            {weekLines(entry.schedule)
              .map((line) => `${line.days} ${line.hours}`)
              .join('; ')}
          </p>
        ))}
      </Fact>
      <Fact label={`Special dates (${specialDates.length})`}>
        {specialDates.length === 0 ? (
          <p className="text-slate-600">None</p>
        ) : (
          <ul>
            {specialDates.map((special) => (
              <li key={`${special.date}-${special.sport ?? 'all'}-${special.startTime}`}>
                {formatVenueDate(special.date)}, {timeRange(special.startTime, special.endTime)} ·{' '}
                {!special.available
                  ? 'closed'
                  : special.pricePence === null
                    ? 'normal price'
                    : `${formatPence(special.pricePence)}/hr`}
                {special.sport && ` · ${special.sport}`}
                {special.notes && ` · ${special.notes}`}
              </li>
            ))}
          </ul>
        )}
      </Fact>
      <Fact label={`Closures (${closures.length})`}>
        {closures.length === 0 ? (
          <p className="text-slate-600">None</p>
        ) : (
          <ul>
            {closures.map((block, index) => (
              <li key={`${block.startDate}-${block.who}-${index}`}>
                {formatVenueDateRange(block.startDate, block.endDate)},{' '}
                {block.allDay ? 'all day' : timeRange(block.startTime, block.endTime)} · {block.who}
                {block.reason && ` · ${block.reason}`}
              </li>
            ))}
          </ul>
        )}
      </Fact>
    </>
  );
}
