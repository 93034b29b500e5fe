import type { Database, OwnerDelivery } from '@app/db';
import type { Kysely } from 'kysely';

/*
 * The statements of owners' notifications (docs/decisions/0057): owner_events, the owners' per-event
 * mails in pending_mails (kind 'owner_event'), their settings and the claimed summary days.
 */
type Db = Kysely<Database>;

/** What an owner's event says about its booking: the booking, its venue, its customer and the owner's choice. */
export async function findBookingFactsForOwner(db: Db, bookingId: number) {
  return db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venue_id')
    .leftJoin('users as customer', 'customer.id', 'bookings.user_id')
    .leftJoin('owner_notification_settings as settings', 'settings.owner_id', 'venues.owner_id')
    .select([
      'bookings.id',
      'bookings.venue_id',
      'bookings.sport',
      'bookings.date',
      'bookings.time_slots',
      'bookings.total_pence',
      'venues.name as venue_name',
      'venues.owner_id',
      // A manual booking's customer is the one the desk typed in (docs/decisions/0058).
      (eb) => eb.fn.coalesce('bookings.customer_name', 'customer.name').as('customer_name'),
      (eb) => eb.fn.coalesce('bookings.customer_email', 'customer.email').as('customer_email'),
      'settings.delivery',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}

export async function insertOwnerEvent(
  db: Db,
  event: {
    ownerId: number;
    venueId: number;
    bookingId: number;
    type: string;
    occurredAt: string;
    londonDate: string;
    delivery: OwnerDelivery;
    details: string;
    dedupeKey: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('owner_events')
    .values({
      owner_id: event.ownerId,
      venue_id: event.venueId,
      booking_id: event.bookingId,
      type: event.type,
      occurred_at: event.occurredAt,
      london_date: event.londonDate,
      delivery: event.delivery,
      details: event.details,
      dedupe_key: event.dedupeKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function ownerEventExists(db: Db, bookingId: number, dedupeKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('owner_events')
    .select('id')
    .where('booking_id', '=', bookingId)
    .where('dedupe_key', '=', dedupeKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** The owner's per-event mail, recorded with its event; answers its id. */
export async function insertOwnerEventMail(
  db: Db,
  mail: { bookingId: number; ownerEventId: number; dueAt: string; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('pending_mails')
    .values({
      kind: 'owner_event',
      booking_id: mail.bookingId,
      owner_event_id: mail.ownerEventId,
      due_at: mail.dueAt,
      created_at: mail.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pending owner mail with its event and the owner's address; undefined once sent (deleted). */
export async function findOwnerEventMail(db: Db, mailId: number) {
  return db
    .selectFrom('pending_mails')
    .innerJoin('owner_events', 'owner_events.id', 'pending_mails.owner_event_id')
    .innerJoin('users as owner', 'owner.id', 'owner_events.owner_id')
    .select([
      'pending_mails.id as mail_id',
      'owner_events.id',
      'owner_events.venue_id',
      'owner_events.booking_id',
      'owner_events.type',
      'owner_events.occurred_at',
      'owner_events.details',
      'owner.name as owner_name',
      'owner.email as owner_email',
      'owner.deleted_at as owner_deleted_at',
    ])
    .where('pending_mails.id', '=', mailId)
    .where('pending_mails.kind', '=', 'owner_event')
    .executeTakeFirst();
}

export async function deleteOwnerMail(db: Db, mailId: number): Promise<void> {
  await db.deleteFrom('pending_mails').where('id', '=', mailId).where('kind', '=', 'owner_event').execute();
}

/** Owner mails whose `due_at` has come, oldest first. */
export async function findDueOwnerMails(db: Db, now: string, limit: number) {
  return db
    .selectFrom('pending_mails')
    .select(['id', 'due_at'])
    .where('kind', '=', 'owner_event')
    .where('due_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Moves a mail's `due_at` from what was read to `nextDueAt`; true when this call moved it. */
export async function claimOwnerMail(db: Db, mail: { id: number; dueAt: string; nextDueAt: string }): Promise<boolean> {
  const claimed = await db
    .updateTable('pending_mails')
    .set((eb) => ({ due_at: mail.nextDueAt, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', mail.id)
    .where('kind', '=', 'owner_event')
    .where('due_at', '=', mail.dueAt)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function findOwnerDelivery(db: Db, ownerId: number): Promise<OwnerDelivery | undefined> {
  const row = await db
    .selectFrom('owner_notification_settings')
    .select('delivery')
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row?.delivery;
}

export async function saveOwnerDelivery(db: Db, ownerId: number, delivery: OwnerDelivery, now: string): Promise<void> {
  await db
    .insertInto('owner_notification_settings')
    .values({ owner_id: ownerId, delivery, updated_at: now })
    .onConflict((oc) => oc.column('owner_id').doUpdateSet({ delivery, updated_at: now }))
    .execute();
}

/** Owners with events of `day` (London) kept for their daily summary. */
export async function ownersWithSummaryEvents(db: Db, day: string): Promise<number[]> {
  const rows = await db
    .selectFrom('owner_events')
    .select('owner_id')
    .distinct()
    .where('london_date', '=', day)
    .where('delivery', '=', 'daily')
    .orderBy('owner_id')
    .execute();
  return rows.map((row) => row.owner_id);
}

/** Whether an owner's summary of `day` was sent already. */
export async function summarySent(db: Db, ownerId: number, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('owner_summary_days')
    .select('sent_at')
    .where('owner_id', '=', ownerId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.sent_at != null;
}

/** Claims an owner's summary day: inserts the row; false when another server has it (a unique violation). */
export async function insertSummaryClaim(
  db: Db,
  claim: { ownerId: number; day: string; claimedUntil: string },
): Promise<void> {
  await db
    .insertInto('owner_summary_days')
    .values({ owner_id: claim.ownerId, day: claim.day, claimed_until: claim.claimedUntil, sent_at: null })
    .execute();
}

/** Takes over a claim whose holder let go or ran out of time without sending; true when this call took it. */
export async function takeOverSummaryClaim(
  db: Db,
  claim: { ownerId: number; day: string; now: string; claimedUntil: string },
): Promise<boolean> {
  const result = await db
    .updateTable('owner_summary_days')
    .set({ claimed_until: claim.claimedUntil })
    .where('owner_id', '=', claim.ownerId)
    .where('day', '=', claim.day)
    .where('sent_at', 'is', null)
    .where('claimed_until', '<', claim.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markSummarySent(db: Db, ownerId: number, day: string, now: string): Promise<void> {
  await db
    .updateTable('owner_summary_days')
    .set({ sent_at: now })
    .where('owner_id', '=', ownerId)
    .where('day', '=', day)
    .execute();
}

/** Lets go of a claim whose mail could not be sent, so the next run tries again. */
export async function releaseSummaryClaim(db: Db, ownerId: number, day: string, now: string): Promise<void> {
  await db
    .updateTable('owner_summary_days')
    .set({ claimed_until: now })
    .where('owner_id', '=', ownerId)
    .where('day', '=', day)
    .where('sent_at', 'is', null)
    .execute();
}

/** The events of an owner's summary day, by venue then time, with the owner's address. */
export async function summaryEvents(db: Db, ownerId: number, day: string) {
  return db
    .selectFrom('owner_events')
    .select(['id', 'venue_id', 'booking_id', 'type', 'occurred_at', 'details'])
    .where('owner_id', '=', ownerId)
    .where('london_date', '=', day)
    .where('delivery', '=', 'daily')
    .orderBy('venue_id')
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}

export async function findOwnerAddress(db: Db, ownerId: number) {
  return db.selectFrom('users').select(['name', 'email', 'deleted_at']).where('id', '=', ownerId).executeTakeFirst();
}

/** The latest events at `venueIds`, newest first (the owner's Overview feed). */
export async function latestOwnerEvents(db: Db, venueIds: readonly number[], limit: number) {
  if (venueIds.length === 0) return [];
  return db
    .selectFrom('owner_events')
    .innerJoin('bookings', 'bookings.id', 'owner_events.booking_id')
    .select([
      'owner_events.id',
      'owner_events.venue_id',
      'owner_events.booking_id',
      'owner_events.type',
      'owner_events.occurred_at',
      'owner_events.details',
      'bookings.status',
    ])
    .where('owner_events.venue_id', 'in', venueIds)
    .orderBy('owner_events.occurred_at', 'desc')
    .orderBy('owner_events.id', 'desc')
    .limit(limit)
    .execute();
}

/** Of `bookingIds`, those that have owner events. */
export async function bookingsWithOwnerEvents(db: Db, bookingIds: readonly number[]): Promise<Set<number>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('owner_events')
    .select('booking_id')
    .distinct()
    .where('booking_id', 'in', bookingIds)
    .execute();
  return new Set(rows.map((row) => row.booking_id));
}
