import type { Database } from '@app/db';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/*
 * A live venue's change of name, location or address awaiting an admin (docs/decisions/0056): one row
 * per venue in `venue_pending_changes`. The venue's own row keeps the approved details meanwhile.
 */

export interface PendingChangeRow {
  venue_id: number;
  name: string;
  location: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  status: 'pending' | 'rejected';
  submitted_by: number | null;
  submitted_at: string;
  decided_at: string | null;
  decision_notes: string | null;
}

const COLUMNS = [
  'venue_id',
  'name',
  'location',
  'address',
  'latitude',
  'longitude',
  'status',
  'submitted_by',
  'submitted_at',
  'decided_at',
  'decision_notes',
] as const;

export function findPendingChange(db: Db, venueId: number): Promise<PendingChangeRow | undefined> {
  return db.selectFrom('venue_pending_changes').select(COLUMNS).where('venue_id', '=', venueId).executeTakeFirst();
}

export async function findPendingChanges(db: Db, venueIds: readonly number[]): Promise<PendingChangeRow[]> {
  if (venueIds.length === 0) return [];
  return db
    .selectFrom('venue_pending_changes')
    .select(COLUMNS)
    .where('venue_id', 'in', [...venueIds])
    .execute();
}

/** The owner's new change replaces whatever was waiting (or rejected) for this venue. */
export async function replacePendingChange(
  db: Db,
  change: Omit<PendingChangeRow, 'status' | 'decided_at' | 'decision_notes'>,
): Promise<void> {
  await db.deleteFrom('venue_pending_changes').where('venue_id', '=', change.venue_id).execute();
  await db
    .insertInto('venue_pending_changes')
    .values({ ...change, status: 'pending', decided_at: null, decision_notes: null })
    .execute();
}

export async function deletePendingChange(db: Db, venueId: number): Promise<void> {
  await db.deleteFrom('venue_pending_changes').where('venue_id', '=', venueId).execute();
}

/**
 * Takes the venue's waiting change for a decision: deletes it when approved, marks it rejected with
 * the note otherwise. Only a change still 'pending' is taken, so two admins deciding at once decide it
 * once; undefined when there was none.
 */
export async function takePendingChange(
  db: Db,
  venueId: number,
  decision: { approved: boolean; notes: string | null; at: string },
): Promise<PendingChangeRow | undefined> {
  const change = await db
    .selectFrom('venue_pending_changes')
    .select(COLUMNS)
    .where('venue_id', '=', venueId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!change) return undefined;
  const taken = decision.approved
    ? await db
        .deleteFrom('venue_pending_changes')
        .where('venue_id', '=', venueId)
        .where('status', '=', 'pending')
        .executeTakeFirst()
    : await db
        .updateTable('venue_pending_changes')
        .set({ status: 'rejected', decided_at: decision.at, decision_notes: decision.notes })
        .where('venue_id', '=', venueId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
  const rows = 'numDeletedRows' in taken ? taken.numDeletedRows : taken.numUpdatedRows;
  return Number(rows) === 1 ? change : undefined;
}
