import type { OwnerVenue } from '@app/contracts';
import type { VenueRecord } from './owner-venue-repository';
import type { VenueParts } from './venue-repository';
import { toVenueSummaries } from './venue-views';

/** Venues as their owner sees them: the public summary plus where the review stands. */
export function toOwnerVenues(records: readonly VenueRecord[], parts: VenueParts): OwnerVenue[] {
  const summaries = toVenueSummaries([...records], parts);
  return records.map((record, index) => ({
    ...summaries[index]!,
    timeZone: record.time_zone,
    approvalDate: record.approval_date,
    approvalNotes: record.approval_notes,
    updatedAt: record.updated_at,
  }));
}
