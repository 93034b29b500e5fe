import type { VenueSearchResponse } from '@app/contracts';
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { venueApprovalDetails } from './owner-venue-repository';
import { findPendingChanges } from './venue-change-repository';
import { toPendingChange } from './venue-change-views';

/**
 * An admin's venue list (owner-admin.md §2 Venues and Venue Approvals): each venue with its owner
 * and where its review stands, so the screen can warn to approve the owner before the venue, and a
 * live venue's change of name, location or address awaiting review (docs/decisions/0056).
 */
export async function withApprovalDetails(
  db: Kysely<Database>,
  answer: Omit<VenueSearchResponse, 'success'>,
): Promise<Omit<VenueSearchResponse, 'success'>> {
  const ids = answer.venues.map((venue) => venue.id);
  const [details, changes] = await Promise.all([venueApprovalDetails(db, ids), findPendingChanges(db, ids)]);
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
        pendingChange: pendingChangeOf(
          changes.find((row) => row.venue_id === venue.id && row.status === 'pending'),
          venue,
        ),
      };
    }),
  };
}

function pendingChangeOf(
  row: Parameters<typeof toPendingChange>[0] | undefined,
  live: Parameters<typeof toPendingChange>[1],
) {
  if (!row) return null;
  const { name, location, address, fields, submittedAt } = toPendingChange(row, live);
  return { name, location, address, fields, submittedAt };
}
