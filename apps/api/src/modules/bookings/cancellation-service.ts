import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { readJsonList, writeTransaction, type RefundType } from '@app/db';
import { apportionRefund, refundAmountPence } from '@app/domain';
import { AppError, badRequest, conflict, notFound } from '../../errors/app-error';
import type { SessionUser } from '../auth/session-tokens';
import { refundAndRecord } from '../payments/payment-ledger';
import type { BookingDeps } from './booking-context';
import { decisionMail } from './booking-mails';
import { findBooking, listCharges, releaseClaims } from './booking-repository';

/** A player asks to cancel an upcoming confirmed booking; the venue or an admin decides. */
export async function requestCancellation(deps: BookingDeps, user: SessionUser, bookingId: number, reason: string | undefined): Promise<void> {
  const text = (reason ?? '').trim();
  if (!text) throw badRequest(M.cancellationReasonRequired, 'REASON_REQUIRED');
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || booking.user_id !== user.id) throw notFound(M.bookingNotFound);
  if (booking.status !== 'confirmed' || new Date(booking.starts_at).getTime() <= deps.now.getTime()) throw new AppError(409, 'CANNOT_CANCEL', M.cannotCancel);
  const stamp = deps.now.toISOString();
  await writeTransaction(deps.db, deps.engine, async (trx) => {
    const changed = await trx
      .updateTable('bookings')
      .set({ status: 'cancellation_requested', updated_at: stamp })
      .where('id', '=', bookingId)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError(409, 'CANNOT_CANCEL', M.cannotCancel);
    const request = await trx
      .insertInto('cancellation_requests')
      .values({ booking_id: bookingId, requested_by: user.id, reason: text.slice(0, 1000), status: 'pending', created_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('activity_log')
      .values({
        type: 'cancellation_request',
        subject_id: request.id,
        actor_id: user.id,
        message: `Cancellation requested for booking #${bookingId}`,
        data: JSON.stringify({ booking_id: bookingId, reason: text }),
        created_at: stamp,
      })
      .execute();
  });
}

export interface CancellationDecision {
  requestId: number;
  status: 'approved' | 'rejected';
  refundType?: RefundType | undefined;
  /** Pence, for a partial refund. */
  refundAmountPence?: number | null | undefined;
  refundReason?: string | null | undefined;
  adminNotes?: string | null | undefined;
}

/**
 * Decides a pending request. Approval refunds through the provider (full, partial or none), spread
 * over the booking's charges in proportion to what each payer paid, cancels the booking and frees
 * its slots; rejection puts the booking back as it was. The player is e-mailed either way. Admins
 * may decide any request; a venue owner only those for their own venue.
 */
export async function decideCancellation(deps: BookingDeps, actor: SessionUser, decision: CancellationDecision): Promise<{ refundedPence: number }> {
  const request = await deps.db.selectFrom('cancellation_requests').selectAll().where('id', '=', decision.requestId).executeTakeFirst();
  const booking = request ? await findBooking(deps.db, request.booking_id) : undefined;
  if (!request || !booking) throw notFound('Cancellation request not found');
  if (actor.role !== 'admin') {
    const venue = await deps.db.selectFrom('venues').select('owner_id').where('id', '=', booking.venue_id).executeTakeFirst();
    if (actor.role !== 'venue_owner' || venue?.owner_id !== actor.id) throw notFound('Cancellation request not found');
  }
  if (request.status !== 'pending' && request.status !== 'processing') throw conflict('This request has already been decided.', 'ALREADY_DECIDED');
  const stamp = deps.now.toISOString();
  const claimed = await deps.db
    .updateTable('cancellation_requests')
    .set({ status: 'processing' })
    .where('id', '=', request.id)
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw conflict('This request has already been decided.', 'ALREADY_DECIDED');

  if (decision.status === 'rejected') {
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      await trx
        .updateTable('cancellation_requests')
        .set({ status: 'rejected', admin_notes: decision.adminNotes ?? null, reviewed_by: actor.id, reviewed_at: stamp })
        .where('id', '=', request.id)
        .execute();
      await trx.updateTable('bookings').set({ status: 'confirmed', updated_at: stamp }).where('id', '=', booking.id).where('status', '=', 'cancellation_requested').execute();
    });
    await mailDecision(deps, booking.id, { approved: false, refundPence: 0, notes: decision.adminNotes ?? null });
    return { refundedPence: 0 };
  }

  const payments = await listCharges(deps.db, booking.id);
  const charges = payments.filter((payment) => payment.kind === 'charge' && payment.status === 'succeeded');
  const refundedBefore = (chargeId: number) =>
    payments.filter((payment) => payment.kind === 'refund' && payment.parent_payment_id === chargeId && payment.status !== 'failed').reduce((sum, payment) => sum + payment.amount_pence, 0);
  const refundable = charges.map((charge) => charge.amount_pence - refundedBefore(charge.id));
  const totalRefundable = refundable.reduce((sum, amount) => sum + amount, 0);
  const type = decision.refundType ?? 'full';
  let refundPence: number;
  try {
    refundPence = refundAmountPence(type, totalRefundable, decision.refundAmountPence);
  } catch (error) {
    await deps.db.updateTable('cancellation_requests').set({ status: 'pending' }).where('id', '=', request.id).execute();
    throw badRequest(error instanceof Error ? `Invalid refund: ${error.message}` : 'Invalid refund', 'INVALID_REFUND');
  }
  const parts = apportionRefund(refundPence, refundable);
  for (const [index, charge] of charges.entries()) {
    const amount = parts[index]!;
    if (amount === 0 || !charge.provider_reference) continue;
    await refundAndRecord(deps, {
      bookingId: booking.id,
      participantId: charge.participant_id,
      userId: charge.user_id,
      paymentIntentId: charge.provider_reference,
      parentPaymentId: charge.id,
      amountPence: amount,
      idempotencyKey: `cancellation-${request.id}-refund-${charge.id}`,
    });
  }
  const paymentStatus = refundPence === 0 ? 'succeeded' : refundPence === totalRefundable ? 'refunded' : 'partially_refunded';
  await writeTransaction(deps.db, deps.engine, async (trx) => {
    await trx
      .updateTable('cancellation_requests')
      .set({
        status: 'approved',
        refund_type: type,
        refund_amount_pence: refundPence,
        refund_reason: decision.refundReason ?? null,
        admin_notes: decision.adminNotes ?? null,
        reviewed_by: actor.id,
        reviewed_at: stamp,
      })
      .where('id', '=', request.id)
      .execute();
    await trx.updateTable('bookings').set({ status: 'cancelled', payment_status: paymentStatus, cancelled_at: stamp, updated_at: stamp }).where('id', '=', booking.id).execute();
    await releaseClaims(trx, booking.id);
  });
  await mailDecision(deps, booking.id, { approved: true, refundPence, notes: decision.adminNotes ?? null });
  return { refundedPence: refundPence };
}

async function mailDecision(deps: BookingDeps, bookingId: number, decision: { approved: boolean; refundPence: number; notes: string | null }) {
  const row = await deps.db
    .selectFrom('bookings')
    .innerJoin('venues', 'venues.id', 'bookings.venue_id')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select(['bookings.id', 'bookings.date', 'bookings.sport', 'bookings.time_slots', 'bookings.starts_at', 'bookings.ends_at', 'bookings.time_zone', 'bookings.total_pence', 'venues.name as venue_name', 'venues.address as venue_address', 'users.name as user_name', 'users.email as user_email', 'users.deleted_at'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  if (!row || row.deleted_at) return;
  deps.sendMail(
    decisionMail(
      {
        id: row.id,
        date: row.date,
        sport: row.sport,
        timeSlots: readJsonList(row.time_slots),
        startsAt: new Date(row.starts_at),
        endsAt: new Date(row.ends_at),
        timeZone: row.time_zone,
        totalPence: row.total_pence,
        paymentReference: '',
        venueName: row.venue_name,
        venueAddress: row.venue_address,
        playerName: row.user_name,
        playerEmail: row.user_email,
      },
      deps.publicUrl,
      decision,
    ),
  );
}

