import type { VenueSearchResponse } from '@app/contracts';
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { venueApprovalDetails } from './owner-venue-repository';

/**
 * An admin's venue list (owner-admin.md §2 Venues and Venue Approvals): each venue with its owner
 * and where its review stands, so the screen can warn to approve the owner before the venue.
 */
export async function withApprovalDetails(
  db: Kysely<Database>,
  answer: Omit<VenueSearchResponse, 'success'>,
): Promise<Omit<VenueSearchResponse, 'success'>> {
  const details = await venueApprovalDetails(
    db,
    answer.venues.map((venue) => venue.id),
  );
  return {
    ...answer,
    venues: answer.venues.map((venue) => {
      const detail = details.find((row) => row.id === venue.id);
      return {
        ...venue,
        owner:
          detail?.owner_id != null
            ? {
                id: detail.owner_id,
                name: detail.owner_name ?? '',
                email: detail.owner_email ?? '',
                approved: detail.owner_approved === 1,
              }
            : null,
        approvalDate: detail?.approval_date ?? null,
        approvalNotes: detail?.approval_notes ?? null,
      };
    }),
  };
}
