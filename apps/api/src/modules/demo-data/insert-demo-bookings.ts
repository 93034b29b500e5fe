import { bookingCode } from '@app/domain';
import type {
  BookingParticipantsTable,
  BookingSlotsTable,
  BookingStatus,
  BookingsTable,
  CancellationRequestsTable,
  Database,
  PaymentStatus,
  PaymentsTable,
} from '@app/db';
import type { Insertable, Transaction } from 'kysely';
import type { PlannedBooking, PlannedKind } from './demo-bookings';
import { insertBookingParticipants, insertBookings, insertDemoRows, insertPayments } from './demo-data-repository';
import type { DemoPerson } from './demo-people';
import { IDEMPOTENCY_KEYS } from '../payments/idempotency-keys';

/*
 * Writes the planned demo bookings with everything a real booking leaves behind: court-hour claims
 * (live bookings only), the organiser's participant row, the charge, and for the cancelled ones the
 * decided cancellation request and the refund. The money is history of the built-in sandbox provider:
 * each charge and refund is in the sandbox's own books too, as if it had been made through it, so the
 * reconciliation finds the books balanced and a demo booking can be cancelled and refunded like any other.
 */

export interface BookingContext {
  trx: Transaction<Database>;
  now: Date;
  adminId: number;
  players: readonly { person: DemoPerson; id: number }[];
  venueIds: ReadonlyMap<string, number>;
}

export interface InsertedBooking {
  id: number;
  plan: PlannedBooking;
  playerName: string;
  playerId: number;
}

const MINUTE_MS = 60_000;
const iso = (instant: Date | number) => new Date(instant).toISOString();
/** A point `fraction` of the way from one instant to another. */
const between = (from: Date, to: Date, fraction: number) =>
  new Date(from.getTime() + Math.round((to.getTime() - from.getTime()) * fraction));

const STATUS: Record<PlannedKind, BookingStatus> = {
  past: 'confirmed',
  upcoming: 'confirmed',
  cancellation_requested: 'cancellation_requested',
  cancelled_full: 'cancelled',
  cancelled_partial: 'cancelled',
};

const PAYMENT_STATUS: Record<PlannedKind, PaymentStatus> = {
  past: 'succeeded',
  upcoming: 'succeeded',
  cancellation_requested: 'succeeded',
  cancelled_full: 'refunded',
  cancelled_partial: 'partially_refunded',
};

const isCancelled = (kind: PlannedKind) => kind === 'cancelled_full' || kind === 'cancelled_partial';
/** What a cancelled demo booking refunded: all of it, or the partial refund. */
const refundOf = (plan: { kind: PlannedKind; totalPence: number }) =>
  plan.kind === 'cancelled_full'
    ? plan.totalPence
    : plan.kind === 'cancelled_partial'
      ? partialRefund(plan.totalPence)
      : 0;
const confirmedAt = (plan: PlannedBooking) => new Date(plan.createdAt.getTime() + 2 * MINUTE_MS);
/** Half the total, rounded to 50p. */
const partialRefund = (totalPence: number) => Math.round(totalPence / 2 / 50) * 50;

/** When the player asked to cancel and when the admin decided, all before the start and before now. */
function cancellationTimes(plan: PlannedBooking, now: Date) {
  const confirmed = confirmedAt(plan);
  const horizon = plan.startsAt.getTime() < now.getTime() ? plan.startsAt : now;
  const requestedAt = between(confirmed, horizon, 0.4);
  return { requestedAt, reviewedAt: between(requestedAt, horizon, 0.5) };
}

export async function insertDemoBookings(
  context: BookingContext,
  plans: readonly PlannedBooking[],
): Promise<InsertedBooking[]> {
  const { trx, now } = context;
  const playerAt = (index: number) => {
    const player = context.players[index];
    if (!player) throw new Error(`No demo player ${index}`);
    return player;
  };
  const venueId = (key: string) => {
    const id = context.venueIds.get(key);
    if (id === undefined) throw new Error(`No demo venue ${key}`);
    return id;
  };
  const planKey = (userId: number, venue: number, sport: string, startsAt: string) =>
    `${userId}|${venue}|${sport}|${startsAt}`;

  const bookingRows: Insertable<BookingsTable>[] = plans.map((plan) => {
    const player = playerAt(plan.playerIndex);
    const confirmed = confirmedAt(plan);
    const times = cancellationTimes(plan, now);
    const cancelled = isCancelled(plan.kind);
    const updatedAt = cancelled
      ? times.reviewedAt
      : plan.kind === 'cancellation_requested'
        ? times.requestedAt
        : confirmed;
    return {
      user_id: player.id,
      venue_id: venueId(plan.venueKey),
      sport: plan.sport,
      date: plan.date,
      time_slots: JSON.stringify(plan.slots.map((slot) => slot.time)),
      starts_at: iso(plan.startsAt),
      ends_at: iso(plan.endsAt),
      total_pence: plan.totalPence,
      status: STATUS[plan.kind],
      payment_status: PAYMENT_STATUS[plan.kind],
      mobile_number: player.person.phone,
      confirmed_at: iso(confirmed),
      cancelled_at: cancelled ? iso(times.reviewedAt) : null,
      // What the cancellation let the booking keep (docs/decisions/0051).
      keep_pence: cancelled ? plan.totalPence - refundOf(plan) : null,
      created_at: iso(plan.createdAt),
      updated_at: iso(updatedAt),
    };
  });

  const idsByKey = new Map<string, number>();
  for (const row of await insertBookings(trx, bookingRows))
    idsByKey.set(planKey(row.user_id, row.venue_id, row.sport, row.starts_at), row.id);
  const bookings: InsertedBooking[] = plans.map((plan, index) => {
    const row = bookingRows[index] as Insertable<BookingsTable>;
    const id = idsByKey.get(planKey(row.user_id, row.venue_id, row.sport, row.starts_at));
    if (id === undefined) throw new Error('A demo booking was not inserted');
    const player = playerAt(plan.playerIndex);
    return { id, plan, playerName: player.person.name, playerId: player.id };
  });

  await insertClaims(trx, bookings, context.venueIds);
  const participantIds = await insertParticipants(context, bookings);
  await insertPaymentsAndCancellations(context, bookings, participantIds);
  return bookings;
}

async function insertClaims(
  trx: Transaction<Database>,
  bookings: readonly InsertedBooking[],
  venueIds: ReadonlyMap<string, number>,
) {
  const claims: Insertable<BookingSlotsTable>[] = bookings
    .filter(({ plan }) => !isCancelled(plan.kind))
    .flatMap(({ id, plan }) =>
      plan.slots.map((slot) => ({
        booking_id: id,
        venue_id: venueIds.get(plan.venueKey) as number,
        sport: plan.sport,
        date: plan.date,
        start_time: slot.time,
        court_number: slot.court,
        starts_at: iso(slot.startsAt),
        price_pence: slot.pricePence,
        is_special: slot.isSpecial ? 1 : 0,
      })),
    );
  await insertDemoRows(trx, 'booking_slots', claims);
}

async function insertParticipants(
  context: BookingContext,
  bookings: readonly InsertedBooking[],
): Promise<Map<number, number>> {
  const rows: Insertable<BookingParticipantsTable>[] = bookings.map(({ id, plan, playerId }) => {
    const person = context.players[plan.playerIndex]?.person;
    return {
      booking_id: id,
      user_id: playerId,
      email: person?.email ?? '',
      name: person?.name ?? null,
      is_organiser: 1,
      share_pence: plan.totalPence,
      paid_pence: plan.totalPence,
      status: isCancelled(plan.kind) ? 'refunded' : 'paid',
      paid_at: iso(confirmedAt(plan)),
      refunded_pence: refundOf(plan),
      refunded_at: isCancelled(plan.kind) ? iso(cancellationTimes(plan, context.now).reviewedAt) : null,
      created_at: iso(plan.createdAt),
    };
  });
  const participantIds = new Map<number, number>();
  for (const row of await insertBookingParticipants(context.trx, rows)) participantIds.set(row.booking_id, row.id);
  return participantIds;
}

const CANCELLATION_STORIES: Record<
  'cancelled_full' | 'cancelled_partial' | 'cancellation_requested',
  Pick<CancellationRequestsTable, 'reason' | 'refund_reason' | 'admin_notes'>
> = {
  cancelled_full: {
    reason: 'I have sprained my ankle and cannot play this week – sorry!',
    refund_reason: 'Cancelled more than 24 hours before the start',
    admin_notes: 'Full refund under the free-cancellation policy',
  },
  cancelled_partial: {
    reason: 'Half of our group can no longer make it',
    refund_reason: 'Late cancellation: 50% refund',
    admin_notes: 'Cancelled within 24 hours of the start; partial refund agreed with the venue',
  },
  cancellation_requested: {
    reason: 'A work trip has come up that day – could I cancel please?',
    refund_reason: null,
    admin_notes: null,
  },
};

async function insertPaymentsAndCancellations(
  context: BookingContext,
  bookings: readonly InsertedBooking[],
  participantIds: ReadonlyMap<number, number>,
) {
  const { trx, now, adminId } = context;
  const charges: Insertable<PaymentsTable>[] = bookings.map(({ id, plan, playerId }) => ({
    booking_id: id,
    participant_id: participantIds.get(id) ?? null,
    user_id: playerId,
    kind: 'charge',
    provider: 'sandbox',
    provider_reference: `pi_demo_${id}`,
    amount_pence: plan.totalPence,
    currency: 'gbp',
    status: 'succeeded',
    idempotency_key: IDEMPOTENCY_KEYS.demoCharge(id),
    created_at: iso(plan.createdAt),
    updated_at: iso(confirmedAt(plan)),
  }));
  const chargeIds = new Map<string, number>();
  for (const row of await insertPayments(trx, charges)) chargeIds.set(row.idempotency_key, row.id);

  const refunds: Insertable<PaymentsTable>[] = [];
  const requests: Insertable<CancellationRequestsTable>[] = [];
  for (const { id, plan, playerId } of bookings) {
    if (plan.kind !== 'cancelled_full' && plan.kind !== 'cancelled_partial' && plan.kind !== 'cancellation_requested')
      continue;
    const story = CANCELLATION_STORIES[plan.kind];
    const { requestedAt, reviewedAt } = cancellationTimes(plan, now);
    if (plan.kind === 'cancellation_requested') {
      requests.push({
        booking_id: id,
        requested_by: playerId,
        reason: story.reason,
        status: 'pending',
        created_at: iso(requestedAt),
      });
      continue;
    }
    const full = plan.kind === 'cancelled_full';
    const refundPence = refundOf(plan);
    requests.push({
      booking_id: id,
      requested_by: playerId,
      reason: story.reason,
      status: 'approved',
      refund_type: full ? 'full' : 'partial',
      refund_amount_pence: refundPence,
      refund_reason: story.refund_reason,
      admin_notes: story.admin_notes,
      reviewed_by: adminId,
      reviewed_at: iso(reviewedAt),
      created_at: iso(requestedAt),
    });
    refunds.push({
      booking_id: id,
      participant_id: participantIds.get(id) ?? null,
      user_id: playerId,
      kind: 'refund',
      provider: 'sandbox',
      provider_reference: `re_demo_${id}`,
      parent_payment_id: chargeIds.get(IDEMPOTENCY_KEYS.demoCharge(id)) ?? null,
      amount_pence: refundPence,
      currency: 'gbp',
      status: 'succeeded',
      idempotency_key: IDEMPOTENCY_KEYS.demoRefund(id),
      created_at: iso(reviewedAt),
      updated_at: iso(reviewedAt),
    });
  }
  await insertDemoRows(trx, 'payments', refunds);
  await insertDemoRows(trx, 'cancellation_requests', requests);
  await insertSandboxHistory(trx, charges, refunds);
}

/** The sandbox provider's side of the demo payments: a succeeded intent per charge, its refunds. */
async function insertSandboxHistory(
  trx: Transaction<Database>,
  charges: readonly Insertable<PaymentsTable>[],
  refunds: readonly Insertable<PaymentsTable>[],
) {
  const refundedByIntent = new Map<string, number>();
  const refundRows = refunds.map((refund) => {
    const intentId = `pi_demo_${refund.booking_id}`;
    refundedByIntent.set(intentId, (refundedByIntent.get(intentId) ?? 0) + refund.amount_pence);
    return {
      id: refund.provider_reference!,
      payment_intent_id: intentId,
      amount: refund.amount_pence,
      status: 'succeeded',
      idempotency_key: refund.idempotency_key,
      created_at: refund.created_at,
    };
  });
  const intents = charges.map((charge) => ({
    id: charge.provider_reference!,
    amount: charge.amount_pence,
    amount_refunded: refundedByIntent.get(charge.provider_reference!) ?? 0,
    currency: 'gbp',
    customer_id: null,
    payment_method_id: 'pm_demo_card',
    status: 'succeeded',
    client_secret: `${charge.provider_reference}_secret_demo`,
    idempotency_key: charge.idempotency_key,
    description: `Demo booking ${bookingCode(charge.booking_id!)}`,
    created_at: charge.created_at,
    updated_at: charge.updated_at,
  }));
  await insertDemoRows(trx, 'sandbox_payment_intents', intents);
  await insertDemoRows(trx, 'sandbox_refunds', refundRows);
}

export { cancellationTimes, isCancelled };
