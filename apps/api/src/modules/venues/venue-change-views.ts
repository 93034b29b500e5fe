import { REVIEWED_VENUE_FIELDS, type OwnerVenue, type VenuePendingChange } from '@app/contracts';
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { findPendingChanges, type PendingChangeRow } from './venue-change-repository';

/** A waiting (or rejected) change as its owner and admins read it: new values and which fields differ. */
export function toPendingChange(
  row: PendingChangeRow,
  live: { name: string; location: string; address: string },
): VenuePendingChange {
  return {
    status: row.status,
    name: row.name,
    location: row.location,
    address: row.address,
    fields: REVIEWED_VENUE_FIELDS.filter((field) => row[field] !== live[field]),
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
    notes: row.decision_notes,
  };
}

/** The owner's venues with their pending or rejected change (null when none). */
export async function withPendingChanges(db: Kysely<Database>, venues: OwnerVenue[]): Promise<OwnerVenue[]> {
  const rows = await findPendingChanges(
    db,
    venues.map((venue) => venue.id),
  );
  return venues.map((venue) => {
    const row = rows.find((candidate) => candidate.venue_id === venue.id);
    return { ...venue, pendingChange: row ? toPendingChange(row, venue) : null };
  });
}
