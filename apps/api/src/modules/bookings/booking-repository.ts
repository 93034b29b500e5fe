import {
  PREPARED,
  transactionAfterUserLock,
  writeTransaction,
  type BookingStatus,
  type Database,
  type Engine,
  type PaymentStatus,
} from '@app/db';
import { LIVE_STATUSES } from '../booking-claims/booking-claim';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { recordActivity } from '../activity/activity-repository';
import {
  chargeAnswerUpdateStatement,
  checkoutChargeInsertStatement,
  insertCheckoutCharge,
  updatePayment,
  type ChargeAnswerColumns,
  type PendingChargeColumns,
} from '../payments/payment-repository';
import type { findBookingForMail } from '../mail/booking-mail-repository';
import { chooseCourts } from './court-choice';
import { insertPendingConfirmation } from './pending-mail-repository';

/** Bookings, their slot claims and their participants as the booking module reads and writes them. */
type Db = Kysely<Database>;

export function findBooking(db: Db, id: number) {
  return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBookingByRequestKey(db: Db, userId: number, requestKey: string) {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
}

/** A new booking in its pending (held) state; answers its id. */
export async function insertBooking(db: Db, booking: Insertable<Database['bookings']>): Promise<number> {
  const row = await db.insertInto('bookings').values(booking).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The people of a booking (the organiser, and the friends of a split); answers the organiser's row id. */
export async function insertParticipants(
  db: Db,
  participants: Insertable<Database['booking_participants']>[],
): Promise<number> {
  const rows = await db
    .insertInto('booking_participants')
    .values(participants)
    .returning(['id', 'is_organiser'])
    .execute();
  const organiser = rows.find((row) => row.is_organiser === 1);
  if (!organiser) throw new Error('a booking needs its organiser');
  return organiser.id;
}

/** An hour of a new hold: its start, how many courts the sport has there, its instant and price. */
export interface HoldHour {
  start_time: string;
  court_count: number;
  starts_at: string;
  price_pence: number;
  is_special: number;
}

/** What a new hold writes: the pending booking, its hours, its people and its charge's pending row. */
export interface NewHold {
  booking: Insertable<Database['bookings']>;
  hours: readonly HoldHour[];
  participants: readonly Omit<Insertable<Database['booking_participants']>, 'booking_id'>[];
  /** The ledger's pending row for the organiser's charge (payment-ledger.ts, pendingChargeColumns). */
  charge: PendingChargeColumns;
  /** How far back the player's expired holds are read for the hold limits. */
  historySince: Date;
}

/** What the hold's caller must still judge, in the same transaction (a refusal rolls the rows back). */
export interface WrittenHold {
  bookingId: number;
  organiserParticipantId: number;
  chargeId: number;
  /** How many hours found a free court: fewer than asked means a slot is taken. */
  claimed: number;
  /** The player's holds as listHoldHistory reads them, without this one. */
  history: HoldHistoryRow[];
}

/**
 * A checkout's write transaction: begun with the player's lock (lockPlayerForHolds), so one player's
 * checkouts judge their hold limits one after another. PostgreSQL: the lock is taken with BEGIN in one
 * round trip, and the hold's statement runs on its generic plan (its plan does not depend on its
 * values: docs/decisions/0042). SQLite: its write transaction is one lock already.
 */
export function holdTransaction<T>(db: Db, engine: Engine, userId: number, work: (trx: Db) => Promise<T>): Promise<T> {
  if (engine === 'postgres') return transactionAfterUserLock(db, userId, { genericPlans: true }, work);
  return writeTransaction(db, engine, work);
}

/**
 * A new hold's rows, in the caller's holdTransaction: the pending booking, a claim on a free court of
 * each hour (one court for all of them where one is free: court-choice.ts), the participants and the
 * ledger's pending row for the organiser's charge (its step 1, committed with the hold and before the
 * provider is called; docs/decisions/0048). The claims' unique key decides a race (a claim committed
 * meanwhile fails the write). The history is read before this booking exists (or, on PostgreSQL, from
 * the statement's snapshot, which does not see it).
 *
 * PostgreSQL writes it all as one statement (one round trip instead of six: docs/decisions/0034,
 * 0042); SQLite, where a statement is a function call, writes the same rows one statement at a time.
 */
export async function insertHold(db: Db, engine: Engine, hold: NewHold): Promise<WrittenHold> {
  if (engine === 'postgres') return insertHoldAtOnce(db, hold);
  const history = await listHoldHistory(db, hold.booking.user_id, hold.historySince);
  const { booking } = hold;
  const bookingId = await insertBooking(db, booking);
  const held = await claimsByHour(db, booking.venue_id, booking.sport, booking.date);
  const courts = chooseCourts(
    hold.hours.map((hour) => ({ courtCount: hour.court_count, taken: held.get(hour.start_time) ?? [] })),
  );
  let claimed = 0;
  for (const [index, hour] of hold.hours.entries()) {
    const court = courts[index];
    if (court === null || court === undefined) continue;
    const { court_count: _courts, ...claim } = hour;
    await insertClaim(db, {
      ...claim,
      booking_id: bookingId,
      venue_id: booking.venue_id,
      sport: booking.sport,
      date: booking.date,
      court_number: court,
    });
    claimed += 1;
  }
  const organiserParticipantId = await insertParticipants(
    db,
    hold.participants.map((person) => ({ ...person, booking_id: bookingId })),
  );
  const chargeId = await insertCheckoutCharge(db, { bookingId, organiserParticipantId, columns: hold.charge });
  return { bookingId, organiserParticipantId, chargeId, claimed, history };
}

/** insertHold on PostgreSQL: one statement. */
async function insertHoldAtOnce(db: Db, hold: NewHold): Promise<WrittenHold> {
  const { booking, hours, participants } = hold;
  const columns = Object.keys(booking) as (keyof typeof booking)[];
  const { rows } = await sql<{
    booking_id: number;
    claimed: number;
    organiser_id: number | null;
    charge_id: number | null;
    history: HoldHistoryRow[];
  }>`${PREPARED}
    with booking as (
      insert into bookings (${sql.join(columns.map((column) => sql.ref(column)))}) values (${sql.join(columns.map((column) => booking[column]))})
      returning id
    ), wanted as (
      select * from unnest(${hours.map((hour) => hour.start_time)}::text[], ${hours.map((hour) => hour.court_count)}::int[], ${hours.map((hour) => hour.starts_at)}::text[],
        ${hours.map((hour) => hour.price_pence)}::int[], ${hours.map((hour) => hour.is_special)}::int[]) as w(start_time, court_count, starts_at, price_pence, is_special)
    ), common as (
      select min(n) as court_number from generate_series(1, (select min(court_count) from wanted)) as n
        where not exists (select 1 from booking_slots h where h.venue_id = ${booking.venue_id} and h.sport = ${booking.sport} and h.date = ${booking.date}
          and h.start_time in (select start_time from wanted) and h.court_number = n)
    ), chosen as (
      select w.*, coalesce((select court_number from common), (select min(n) from generate_series(1, w.court_count) as n
        where not exists (select 1 from booking_slots h where h.venue_id = ${booking.venue_id} and h.sport = ${booking.sport} and h.date = ${booking.date}
          and h.start_time = w.start_time and h.court_number = n))) as court_number
      from wanted w
    ), claimed as (
      insert into booking_slots (booking_id, venue_id, sport, date, start_time, court_number, starts_at, price_pence, is_special)
      select booking.id, ${booking.venue_id}, ${booking.sport}, ${booking.date}, c.start_time, c.court_number, c.starts_at, c.price_pence, c.is_special
      from booking, chosen c where c.court_number is not null
      returning 1
    ), people as (
      insert into booking_participants (booking_id, user_id, email, name, is_organiser, share_pence, created_at)
      select booking.id, p.user_id, p.email, p.name, p.is_organiser, p.share_pence, p.created_at
      from booking, unnest(${participants.map((person) => person.user_id ?? null)}::int[], ${participants.map((person) => person.email)}::text[],
        ${participants.map((person) => person.name ?? null)}::text[], ${participants.map((person) => person.is_organiser)}::int[],
        ${participants.map((person) => person.share_pence)}::int[], ${participants.map((person) => person.created_at)}::text[])
        as p(user_id, email, name, is_organiser, share_pence, created_at)
      returning id, is_organiser
    ), charge as (
      ${checkoutChargeInsertStatement(hold.charge)}
    )
    select booking.id as booking_id, (select count(*) from claimed) as claimed, (select id from people where is_organiser = 1) as organiser_id,
      (select id from charge) as charge_id,
      (select coalesce(json_agg(json_build_object('id', b.id, 'venue_id', b.venue_id, 'date', b.date, 'status', b.status)), '[]') from bookings b
        where b.user_id = ${booking.user_id} and (b.status = 'pending' or (b.status = 'expired' and b.updated_at > ${hold.historySince.toISOString()}))) as history
    from booking`.execute(db);
  const row = rows[0]!;
  if (row.organiser_id === null) throw new Error('a booking needs its organiser');
  if (row.charge_id === null) throw new Error('the hold wrote no pending charge');
  return {
    bookingId: row.booking_id,
    claimed: Number(row.claimed),
    organiserParticipantId: row.organiser_id,
    chargeId: row.charge_id,
    history: row.history,
  };
}

/** The courts a booking holds now (an amendment extends it on the same court where it can). */
export async function courtsHeldBy(db: Db, bookingId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('booking_slots')
    .select('court_number')
    .distinct()
    .where('booking_id', '=', bookingId)
    .orderBy('court_number')
    .execute();
  return rows.map((row) => row.court_number);
}

/** Which courts are held per hour for one venue, sport and date. */
export async function claimsByHour(
  db: Db,
  venueId: number,
  sport: string,
  date: string,
): Promise<Map<string, number[]>> {
  const rows = await db
    .selectFrom('booking_slots')
    .select(['start_time', 'court_number'])
    .where('venue_id', '=', venueId)
    .where('sport', '=', sport)
    .where('date', '=', date)
    .execute();
  const byHour = new Map<string, number[]>();
  for (const row of rows) byHour.set(row.start_time, [...(byHour.get(row.start_time) ?? []), row.court_number]);
  return byHour;
}

/** One court-hour held under the unique key (venue, sport, date, hour, court): a second holder fails. */
export async function insertClaim(db: Db, claim: Insertable<Database['booking_slots']>): Promise<void> {
  await db.insertInto('booking_slots').values(claim).execute();
}

/** The hours a booking holds and the price each was bought at. */
export function listClaims(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_slots')
    .select(['start_time', 'price_pence'])
    .where('booking_id', '=', bookingId)
    .execute();
}

export async function releaseClaims(db: Db, bookingId: number, times?: string[]): Promise<void> {
  let query = db.deleteFrom('booking_slots').where('booking_id', '=', bookingId);
  if (times) query = query.where('start_time', 'in', times.length ? times : ['--']);
  await query.execute();
}

/** Moves a booking from one of `from` to `to`; false when it was in another state (someone else moved it). */
export async function setBookingStatus(
  db: Db,
  id: number,
  change: {
    from: BookingStatus[];
    to: BookingStatus;
    paymentStatus?: PaymentStatus;
    now: Date;
    extra?: Partial<{ confirmed_at: string; cancelled_at: string; hold_expires_at: string | null }>;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({
      status: change.to,
      ...(change.paymentStatus ? { payment_status: change.paymentStatus } : {}),
      updated_at: change.now.toISOString(),
      ...change.extra,
    })
    .where('id', '=', id)
    .where('status', 'in', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What every e-mail about a booking says (findBookingForMail's row). */
export type BookingMailRow = NonNullable<Awaited<ReturnType<typeof findBookingForMail>>>;

/** What the checkout answers about a booking it just confirmed (with its venue's name and place). */
const CONFIRMED_COLUMNS = [
  'id',
  'status',
  'created_at',
  'confirmed_at',
  'venue_id',
  'sport',
  'date',
  'time_slots',
  'total_pence',
  'is_split',
] as const;
export type ConfirmedBooking = Pick<Selectable<Database['bookings']>, (typeof CONFIRMED_COLUMNS)[number]>;

/** The booking's part of a confirmation on SQLite: confirmed if it was still held. */
function markHeldConfirmed(db: Db, id: number, now: Date): Promise<ConfirmedBooking | undefined> {
  const stamp = now.toISOString();
  return db
    .updateTable('bookings')
    .set({
      status: 'confirmed',
      payment_status: 'succeeded',
      updated_at: stamp,
      confirmed_at: stamp,
      hold_expires_at: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning([...CONFIRMED_COLUMNS])
    .executeTakeFirst();
}

/** A confirmation's writes: the booking, its organiser's payment, the activity line, the pending mail and the charge's answer. */
export interface Confirmation {
  bookingId: number;
  amountPence: number;
  now: Date;
  activity: { message: string; data: Record<string, unknown> };
  mailDueAt: Date;
  /** The ledger's step 3 for the charge (chargeRecordedPending), written whether or not the booking was still held. */
  chargeAnswer?: { paymentId: number; columns: ChargeAnswerColumns } | undefined;
}

export type ConfirmedWithMail = ConfirmedBooking & { mail_id: number; mail: BookingMailRow | null };

/**
 * Confirms a held booking after its charge succeeded, in one transaction: the booking confirmed, the
 * organiser paid, the activity line and the pending confirmation mail — only if the booking was still
 * held — and, whether or not it was, the charge's answer in the ledger. Answers the booking (with the
 * mail's id and, on PostgreSQL, what the mail says), or undefined when it was no longer held.
 *
 * PostgreSQL: one statement, so one round trip and one commit (data-modifying CTEs all run; the
 * booking's parts only if it was still held: docs/decisions/0034, 0042). SQLite, where round trips
 * cost nothing: the same rows one statement at a time in a write transaction.
 */
export async function confirmHeldBooking(
  db: Db,
  engine: Engine,
  input: Confirmation,
): Promise<ConfirmedWithMail | undefined> {
  if (engine === 'postgres') return confirmHeldBookingAtOnce(db, input);
  return writeTransaction(db, engine, async (trx) => {
    if (input.chargeAnswer) await updatePayment(trx, input.chargeAnswer.paymentId, input.chargeAnswer.columns);
    const held = await markHeldConfirmed(trx, input.bookingId, input.now);
    if (!held) return undefined;
    await markOrganiserPaid(trx, input.bookingId, input.amountPence, input.now);
    await recordActivity(trx, {
      type: 'booking',
      subjectId: input.bookingId,
      actorId: null,
      ...input.activity,
      at: input.now,
    });
    const mailId = await insertPendingConfirmation(trx, {
      bookingId: input.bookingId,
      dueAt: input.mailDueAt.toISOString(),
      createdAt: input.now.toISOString(),
    });
    return { ...held, mail_id: mailId, mail: null };
  });
}

/** confirmHeldBooking on PostgreSQL: one statement that also answers what the confirmation e-mail says. */
async function confirmHeldBookingAtOnce(db: Db, input: Confirmation): Promise<ConfirmedWithMail | undefined> {
  const answer = input.chargeAnswer;
  const stamp = input.now.toISOString();
  const { rows } = await sql<ConfirmedBooking & { mail_id: number; mail: BookingMailRow | null }>`${PREPARED}
    with confirmed as (
      update bookings set status = 'confirmed', payment_status = 'succeeded', updated_at = ${stamp}, confirmed_at = ${stamp}, hold_expires_at = null
      where id = ${input.bookingId} and status = 'pending'
      returning ${sql.join(CONFIRMED_COLUMNS.map((column) => sql.ref(column)))}, user_id, starts_at, ends_at, time_zone
    ), paid as (
      update booking_participants set status = 'paid', paid_pence = ${input.amountPence}, paid_at = ${stamp}
      where booking_id in (select id from confirmed) and is_organiser = 1
    ), logged as (
      insert into activity_log (type, subject_id, actor_id, message, data, created_at)
      select 'booking', id, null, ${input.activity.message}, ${JSON.stringify(input.activity.data)}, ${stamp} from confirmed
    ), mail as (
      insert into pending_mails (kind, booking_id, due_at, created_at)
      select 'booking_confirmed', id, ${input.mailDueAt.toISOString()}, ${stamp} from confirmed
      returning id
    )${
      answer
        ? sql`, answered as (
      ${chargeAnswerUpdateStatement(answer.paymentId, answer.columns)}
    )`
        : sql``
    }
    select ${sql.join(CONFIRMED_COLUMNS.map((column) => sql.ref(`confirmed.${column}`)))}, mail.id as mail_id,
      case when v.id is not null and u.id is not null then json_build_object('id', confirmed.id, 'date', confirmed.date, 'sport', confirmed.sport,
        'time_slots', confirmed.time_slots, 'starts_at', confirmed.starts_at, 'ends_at', confirmed.ends_at, 'time_zone', confirmed.time_zone,
        'total_pence', confirmed.total_pence, 'venue_name', v.name, 'venue_address', v.address, 'user_name', u.name, 'user_email', u.email,
        'deleted_at', u.deleted_at) end as mail
    from confirmed cross join mail left join venues v on v.id = confirmed.venue_id left join users u on u.id = confirmed.user_id`.execute(
    db,
  );
  return rows[0];
}

/** A player's request to cancel: only a confirmed booking no edit is changing; false otherwise. */
export async function markCancellationRequested(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ status: 'cancellation_requested', updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('amending_since', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cash given back at the venue for a manual booking it cancelled (added to any recorded before). */
export async function recordCashRefund(db: Db, id: number, pence: number): Promise<void> {
  await db
    .updateTable('bookings')
    .set((eb) => ({ venue_refunded_pence: eb(eb.fn.coalesce('venue_refunded_pence', eb.val(0)), '+', pence) }))
    .where('id', '=', id)
    .execute();
}

export async function setPaymentStatus(db: Db, id: number, paymentStatus: PaymentStatus, now: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ payment_status: paymentStatus, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** New hours for a live booking: its slots, total and times (the claims are changed separately); false when it is no longer live. */
export async function reshapeBooking(
  db: Db,
  id: number,
  shape: { timeSlots: string[]; totalPence: number; startsAt: Date; endsAt: Date; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({
      time_slots: JSON.stringify(shape.timeSlots),
      total_pence: shape.totalPence,
      starts_at: shape.startsAt.toISOString(),
      ends_at: shape.endsAt.toISOString(),
      updated_at: shape.now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', 'in', [...LIVE_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the organiser owes and has paid, for a booking paid by the organiser alone. */
export async function setOrganiserShare(db: Db, bookingId: number, pence: number): Promise<void> {
  await db
    .updateTable('booking_participants')
    .set({ share_pence: pence, paid_pence: pence })
    .where('booking_id', '=', bookingId)
    .where('is_organiser', '=', 1)
    .execute();
}

export async function markOrganiserPaid(db: Db, bookingId: number, amountPence: number, now: Date): Promise<void> {
  await db
    .updateTable('booking_participants')
    .set({ status: 'paid', paid_pence: amountPence, paid_at: now.toISOString() })
    .where('booking_id', '=', bookingId)
    .where('is_organiser', '=', 1)
    .execute();
}

export interface HoldHistoryRow {
  id: number;
  venue_id: number;
  date: string;
  status: BookingStatus;
}

/**
 * A player's unfinished checkouts (holds waiting for their payment) and the holds that ran out unpaid
 * since `since` (checkouts started and abandoned), in one read (insertHoldAtOnce reads the same).
 */
export function listHoldHistory(db: Db, userId: number, since: Date): Promise<HoldHistoryRow[]> {
  return db
    .selectFrom('bookings')
    .select(['id', 'venue_id', 'date', 'status'])
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'expired'), eb('updated_at', '>', since.toISOString())]),
      ]),
    )
    .execute();
}

/** Moves the end of a hold (shorter while the cardholder authenticates). */
export async function setHoldExpiry(db: Db, id: number, expiresAt: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ hold_expires_at: expiresAt.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Holds to settle: those whose time ran out (3-D Secure never completed), and those cut off — started
 * before `cutOffBefore` with no answer from the provider recorded for their charge, which no checkout
 * in progress takes that long to get (a crash, or a server stopped, between the hold and the answer).
 * With `owner`, only that player's holds at one venue and day (a new checkout of theirs there).
 */
export function listHoldsToSettle(
  db: Db,
  input: { now: Date; cutOffBefore: Date; limit: number; owner?: { userId: number; venueId: number; date: string } },
) {
  let query = db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('hold_expires_at', '<', input.now.toISOString()),
        eb.and([
          eb('created_at', '<', input.cutOffBefore.toISOString()),
          eb.not(
            eb.exists(
              eb
                .selectFrom('payments')
                .select('payments.id')
                .whereRef('payments.booking_id', '=', 'bookings.id')
                .where('payments.kind', '=', 'charge')
                .where('payments.status', '!=', 'pending'),
            ),
          ),
        ]),
        ...(input.owner
          ? [
              eb.exists(
                eb
                  .selectFrom('payments')
                  .select('payments.id')
                  .whereRef('payments.booking_id', '=', 'bookings.id')
                  .where('payments.kind', '=', 'charge')
                  .where('payments.status', 'in', ['requires_action', 'processing']),
              ),
            ]
          : []),
      ]),
    );
  if (input.owner)
    query = query
      .where('user_id', '=', input.owner.userId)
      .where('venue_id', '=', input.owner.venueId)
      .where('date', '=', input.owner.date);
  return query.limit(input.limit).execute();
}

/** What the checkout answers about a booking. */
export function findCheckoutSummary(db: Db, bookingId: number) {
  return db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venue_id')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.created_at',
      'bookings.confirmed_at',
      'bookings.venue_id',
      'bookings.sport',
      'bookings.date',
      'bookings.time_slots',
      'bookings.total_pence',
      'bookings.is_split',
      'venues.name as venue_name',
      'venues.location as venue_location',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirstOrThrow();
}

/** A player's bookings with venue names and the latest cancellation request; unfinished checkouts left out. */
export function listPlayerBookings(db: Db, userId: number) {
  return db
    .selectFrom('bookings')
    .leftJoin('venues', 'venues.id', 'bookings.venue_id')
    .select([
      'bookings.id',
      'bookings.user_id',
      'bookings.venue_id',
      'bookings.date',
      'bookings.sport',
      'bookings.time_slots',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.total_pence',
      'bookings.status',
      'bookings.payment_status',
      'bookings.mobile_number',
      'bookings.created_at',
      'bookings.confirmed_at',
      'bookings.is_split',
      'bookings.split_status',
      'bookings.split_deadline_at',
      'bookings.split_cutoff_at',
      'venues.name as venue_name',
      'venues.location as venue_location',
      'venues.address as venue_address',
      (eb) =>
        eb
          .selectFrom('payments')
          .select('payments.provider_reference')
          .whereRef('payments.booking_id', '=', 'bookings.id')
          .where('payments.kind', '=', 'charge')
          .orderBy('payments.id')
          .limit(1)
          .as('payment_intent_id'),
      (eb) =>
        eb
          .selectFrom('payments')
          .select(sql<number>`coalesce(sum(payments.amount_pence), 0)`.as('refunded'))
          .whereRef('payments.booking_id', '=', 'bookings.id')
          .where('payments.kind', '=', 'refund')
          .where('payments.status', '=', 'succeeded')
          .as('refunded_pence'),
    ])
    .where('bookings.user_id', '=', userId)
    .where('bookings.status', 'not in', ['failed', 'expired'])
    .orderBy('bookings.starts_at', 'desc')
    .execute();
}

export function participantsOf(db: Db, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking_participants')
    .select([
      'id',
      'booking_id',
      'email',
      'name',
      'is_organiser',
      'share_pence',
      'paid_pence',
      'status',
      'paid_at',
      'refunded_pence',
      'refunded_at',
    ])
    .where('booking_id', 'in', bookingIds)
    .orderBy('booking_id')
    .orderBy('is_organiser', 'desc')
    .orderBy('id')
    .execute();
}
