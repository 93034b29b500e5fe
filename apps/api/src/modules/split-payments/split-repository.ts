import type { Database, SplitStatus } from '@app/db';
import type { Kysely } from 'kysely';
import { LIVE_STATUSES } from '../booking-claims/booking-claim';

/** The people of a split booking, their shares and links, and the split's own state on the booking. */
type Db = Kysely<Database>;

/** The split's own state on a booking, and what the sweeps need to settle it. */
export function findSplitState(db: Db, bookingId: number) {
  return db
    .selectFrom('bookings')
    .select([
      'status',
      'user_id',
      'venue_id',
      'payment_method_id',
      'split_status',
      'split_deadline_at',
      'split_cutoff_at',
      'split_claimed_at',
    ])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
}

export function findParticipant(db: Db, participantId: number) {
  return db.selectFrom('booking_participants').selectAll().where('id', '=', participantId).executeTakeFirstOrThrow();
}

export function findParticipantByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('booking_participants')
    .selectAll()
    .where('invite_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function findOrganiser(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_participants')
    .select(['id', 'paid_pence'])
    .where('booking_id', '=', bookingId)
    .where('is_organiser', '=', 1)
    .executeTakeFirstOrThrow();
}

export function listParticipants(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_participants')
    .select(['id', 'email', 'name', 'is_organiser'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();
}

/** Every participant of a booking with what they owe, paid and how. */
export function listParticipantShares(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_participants')
    .select(['id', 'is_organiser', 'status', 'share_pence', 'paid_pence', 'user_id', 'name'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();
}

/** The friends' shares nobody has paid yet. */
export function listUnpaidShares(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_participants')
    .select(['id', 'email', 'share_pence'])
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'pending')
    .where('is_organiser', '=', 0)
    .execute();
}

export async function hasUnpaidParticipant(db: Db, bookingId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('booking_participants')
      .select('id')
      .where('booking_id', '=', bookingId)
      .where('status', '=', 'pending')
      .executeTakeFirst()) !== undefined
  );
}

/** A participant of the organiser's booking, for the organiser to send their link again. */
export function findInvitee(db: Db, bookingId: number, participantId: number) {
  return db
    .selectFrom('booking_participants')
    .innerJoin('bookings', 'bookings.id', 'booking_participants.booking_id')
    .select([
      'booking_participants.id',
      'booking_participants.status',
      'booking_participants.is_organiser',
      'bookings.user_id',
      'bookings.split_status',
    ])
    .where('booking_participants.id', '=', participantId)
    .where('booking_participants.booking_id', '=', bookingId)
    .executeTakeFirst();
}

/** A fresh link for a participant (only the hash is kept); the old one stops working. */
export async function setInviteLink(
  db: Db,
  participantId: number,
  link: { tokenHash: string; expiresAt: string | null; now: Date },
): Promise<void> {
  await db
    .updateTable('booking_participants')
    .set({ invite_token_hash: link.tokenHash, invite_expires_at: link.expiresAt, invited_at: link.now.toISOString() })
    .where('id', '=', participantId)
    .execute();
}

/**
 * Records a paid share, only while it is still pending and its booking live (checked in this one
 * statement: a payment that lands after a cancellation is never applied); false otherwise.
 */
export async function markSharePaid(
  db: Db,
  participantId: number,
  input: { amountPence: number; userId: number | null; name: string | null; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('booking_participants')
    .set({
      status: 'paid',
      paid_pence: input.amountPence,
      paid_at: input.now.toISOString(),
      ...(input.userId ? { user_id: input.userId } : {}),
      ...(input.name ? { name: input.name } : {}),
    })
    .where('id', '=', participantId)
    .where('status', '=', 'pending')
    .where('booking_id', 'in', (eb) =>
      eb
        .selectFrom('bookings')
        .select('id')
        .where('status', 'in', [...LIVE_STATUSES]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks every friend's share still pending of a live booking as covered by the organiser; answers how many. */
export async function coverUnpaidShares(db: Db, bookingId: number): Promise<number> {
  const covered = await db
    .updateTable('booking_participants')
    .set({ status: 'covered' })
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'pending')
    .where('is_organiser', '=', 0)
    .where('booking_id', 'in', (eb) =>
      eb
        .selectFrom('bookings')
        .select('id')
        .where('status', 'in', [...LIVE_STATUSES]),
    )
    .executeTakeFirst();
  return Number(covered.numUpdatedRows);
}

export async function setParticipantPaid(db: Db, participantId: number, paidPence: number, now: Date): Promise<void> {
  await db
    .updateTable('booking_participants')
    .set({ paid_pence: paidPence, paid_at: now.toISOString() })
    .where('id', '=', participantId)
    .execute();
}

/** Starts collecting the friends' shares, once; false when the split had started already. */
export async function startCollecting(
  db: Db,
  bookingId: number,
  dates: { deadline: Date; cutoff: Date },
): Promise<boolean> {
  const started = await db
    .updateTable('bookings')
    .set({
      split_status: 'collecting',
      split_deadline_at: dates.deadline.toISOString(),
      split_cutoff_at: dates.cutoff.toISOString(),
    })
    .where('id', '=', bookingId)
    .where('split_status', 'is', null)
    .executeTakeFirst();
  return Number(started.numUpdatedRows) === 1;
}

export function listInvitees(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_participants')
    .select(['id'])
    .where('booking_id', '=', bookingId)
    .where('is_organiser', '=', 0)
    .execute();
}

/** Moves the split to `to` (only from one of `from`, when given); false when it was elsewhere. */
export async function setSplitStatus(
  db: Db,
  bookingId: number,
  change: { to: SplitStatus; from?: SplitStatus[]; now?: Date },
): Promise<boolean> {
  let query = db
    .updateTable('bookings')
    .set({ split_status: change.to, ...(change.now ? { updated_at: change.now.toISOString() } : {}) })
    .where('id', '=', bookingId);
  if (change.from) query = query.where('split_status', 'in', change.from);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/** Split bookings whose deadline (or cut-off) has come with shares still unpaid. */
export function listSplitsDue(db: Db, status: 'collecting' | 'awaiting_organiser', now: Date, limit: number) {
  let query = db.selectFrom('bookings').select('id').where('split_status', '=', status);
  query =
    status === 'collecting'
      ? query
          .where('split_deadline_at', '<=', now.toISOString())
          .where('status', 'in', ['confirmed', 'cancellation_requested'])
      : query.where('split_cutoff_at', '<=', now.toISOString());
  return query.limit(limit).execute();
}

/** Cancelled split bookings whose refunds a crashed sweep run left unfinished (its claim never ended). */
export function listUnfinishedCancellations(db: Db, staleBefore: Date, limit: number) {
  return db
    .selectFrom('bookings')
    .select('id')
    .where('split_status', '=', 'cancelled')
    .where('split_claimed_at', 'is not', null)
    .where('split_claimed_at', '<', staleBefore.toISOString())
    .limit(limit)
    .execute();
}

/** Claims a split booking for one sweep run; a claim older than `staleBefore` (a crashed run) may be taken over. */
export async function claimSplitRun(
  db: Db,
  bookingId: number,
  status: SplitStatus,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const claimed = await db
    .updateTable('bookings')
    .set({ split_claimed_at: now.toISOString() })
    .where('id', '=', bookingId)
    .where('split_status', '=', status)
    .where((eb) => eb.or([eb('split_claimed_at', 'is', null), eb('split_claimed_at', '<', staleBefore.toISOString())]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Ends a sweep run's claim, moving the split on when `splitStatus` is given (never the split of a cancelled booking). */
export async function endSplitRun(db: Db, bookingId: number, splitStatus?: SplitStatus): Promise<void> {
  await db.updateTable('bookings').set({ split_claimed_at: null }).where('id', '=', bookingId).execute();
  if (splitStatus) {
    await db
      .updateTable('bookings')
      .set({ split_status: splitStatus })
      .where('id', '=', bookingId)
      .where('status', 'in', [...LIVE_STATUSES])
      .execute();
  }
}

/** Everyone who paid has been refunded (each payer's refund is on their participant: recordPayerRefunds). */
export async function setBookingRefunded(db: Db, bookingId: number): Promise<void> {
  await db.updateTable('bookings').set({ payment_status: 'refunded' }).where('id', '=', bookingId).execute();
}
