import type { OwnerVenue } from '@app/contracts';
import type { VenueRecord } from './owner-venue-repository';
import type { CourtRow } from './venue-court-repository';
import type { VenueParts } from './venue-repository';
import { toVenueSummaries } from './venue-views';

/** Venues as their owner sees them: the public summary, the named courts, and where the review stands. */
export function toOwnerVenues(
  records: readonly VenueRecord[],
  parts: VenueParts,
  courts: readonly CourtRow[],
): OwnerVenue[] {
  const summaries = toVenueSummaries([...records], parts);
  return records.map((record, index) => ({
    ...summaries[index]!,
    courts: courts
      .filter((court) => court.venue_id === record.id)
      .map((court) => ({ id: court.id, sport: court.sport, number: court.number, name: court.name })),
    cancellationPolicy: {
      freeHours: record.cancellation_free_hours,
      autoApprove: record.cancellation_auto_approve === 1,
    },
    timeZone: record.time_zone,
    approvalDate: record.approval_date,
    approvalNotes: record.approval_notes,
    updatedAt: record.updated_at,
  }));
}
