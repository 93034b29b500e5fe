import { ADMIN_MESSAGES, PAYMENT_MESSAGES as M, VENUE_MESSAGES as VM, formatPence } from '@app/contracts';
import { writeTransaction, type CancellationDecider, type RefundType } from '@app/db';
import { refundAmountPence, bookingCode, cancellationRefundEstimate } from '@app/domain';
import { AppError, badRequest, conflict, notFound } from '../../errors/app-error';
import type { ServiceDeps } from '../../service-deps';
import { recordActivity } from '../activity/activity-repository';
import type { SessionUser } from '../auth/session-tokens';
import { refundablePence, spreadRefund } from '../payments/payment-ledger';
import { bookingForMail, cancellationRequestMail, decisionMail, shareRefundedMail } from './booking-mails';
import { findBookingForMail } from '../mail/booking-mail-repository';
import { findBooking, markCancellationRequested, recordCashRefund, setBookingStatus } from './booking-repository';
import { claimBookingWaiting, releaseBooking, type BookingClaim } from '../booking-claims/booking-claim';
import { cancelBooking, recordPayerRefunds } from '../booking-claims/cancel-booking';
import { payersOf } from './closure-cancellation-repository';
import {
  claimCancellationRequest,
  findCancellationRequest,
  findOpenCancellationRequest,
  findVenuePolicy,
  insertCancellationRequest,
  recordCancellationDecision,
  reopenCancellationRequest,
} from './cancellation-repository';
import { REFUND_PREFIXES } from '../payments/idempotency-keys';
import { recordOwnerEvent, sendOwnerMails, type OwnerMailDeps } from '../owner-notifications/owner-events';

/** A decision that stopped half-way (a crashed server) may be taken over after this long. */
export const DECISION_STALE_MS = 10 * 60_000;

/**
 * A player asks to cancel an upcoming confirmed booking; the venue or an admin decides. The booking
 * moves to cancellation_requested with a conditional update, so of requests at the same moment one
 * records the request and the others are told it can no longer be cancelled; while an edit holds
 * the booking, the player is asked to try again.
 */
export async function requestCancellation(
  // The whole of ServiceDeps: a venue's policy may decide the request at once, with its refunds.
  deps: ServiceDeps & OwnerMailDeps,
  user: SessionUser,
  bookingId: number,
  reason: string,
): Promise<void> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || booking.user_id !== user.id) throw notFound(M.bookingNotFound);
  if (booking.status !== 'confirmed' || new Date(booking.starts_at).getTime() <= deps.now.getTime())
    throw new AppError(409, 'CANNOT_CANCEL', M.cannotCancel);
  const ownerNotice = await writeTransaction(deps.db, deps.engine, async (trx) => {
    if (!(await markCancellationRequested(trx, bookingId, deps.now))) {
      const now = await findBooking(trx, bookingId);
      if (now?.status === 'confirmed' && now.amending_since)
        throw new AppError(409, 'BOOKING_BUSY', M.bookingBeingChanged);
      throw new AppError(409, 'CANNOT_CANCEL', M.cannotCancel);
    }
    const requestId = await insertCancellationRequest(trx, {
      bookingId,
      requestedBy: user.id,
      reason: reason.slice(0, 1000),
      now: deps.now,
    });
    await recordActivity(trx, {
      type: 'cancellation_request',
      subjectId: requestId,
      actorId: user.id,
      message: `Cancellation requested for booking ${bookingCode(bookingId)}`,
      data: { booking_id: bookingId, reason, event: 'cancellation_requested' },
      at: deps.now,
    });
    return recordOwnerEvent(trx, { type: 'cancellation_requested', bookingId, at: deps.now, details: { reason } });
  });
  sendOwnerMails(deps, ownerNotice);
  // A venue that approves requests inside its free-cancellation window does so at once, in full.
  const policy = await findVenuePolicy(deps.db, booking.venue_id);
  if (policy?.autoApprove && freeToCancel(booking.starts_at, deps.now, policy.freeHours)) {
    const request = await findOpenCancellationRequest(deps.db, bookingId);
    if (request) {
      await decideCancellation(deps, POLICY, {
        requestId: request.id,
        status: 'approved',
        refundType: 'full',
      });
      return;
    }
  }
  // Confirmed by e-mail, with what the policy gives back (issue 15 §5).
  const row = await findBookingForMail(deps.db, bookingId);
  if (row) deps.sendMail(cancellationRequestMail(bookingForMail(row), deps.publicUrl, deps.now));
}

/**
 * What a cancellation can still give back: cash paid at the venue less cash already returned, or the
 * online money the ledger holds (refunds under `keyPrefix` not counted, so a decision taken again after
 * a crash sees its own refunds as still to give).
 */
export async function venueRefundablePence(
  deps: Pick<ServiceDeps, 'db'>,
  booking: {
    id: number;
    source: string;
    venue_paid_at: string | null;
    total_pence: number;
    venue_refunded_pence: number | null;
  },
  keyPrefix?: string,
): Promise<number> {
  if (booking.source === 'manual')
    return booking.venue_paid_at ? booking.total_pence - (booking.venue_refunded_pence ?? 0) : 0;
  return refundablePence(deps.db, booking.id, keyPrefix);
}

/** Who decides a request: an admin (any venue), the venue's owner, or the venue's policy at once. */
export type Decider = SessionUser | 'policy';
const POLICY: Decider = 'policy';

/** Whether a request now falls inside the venue's free-cancellation window (the domain's one rule). */
const freeToCancel = (startsAt: string, now: Date, freeHours: number) =>
  cancellationRefundEstimate({ startsAt: new Date(startsAt), now, paidPence: 0, freeHours }).kind === 'full';

/**
 * The venue cancels a booking (issue 30 §4): a request is recorded for it, as if asked, and decided
 * at once by the same decision an admin takes — one path for the refund, the claim, the journal
 * (the request's 'processing' state) and its crash recovery. An open request is decided as it is.
 */
export async function cancelByVenue(
  deps: ServiceDeps,
  actor: SessionUser,
  venueId: number,
  bookingId: number,
  input: { reason: string; refundType: RefundType; refundAmountPence?: number | undefined },
): Promise<{ refundedPence: number; requestId: number }> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || booking.venue_id !== venueId) throw notFound(M.bookingNotFound);
  let request = await findOpenCancellationRequest(deps.db, bookingId);
  // Deciding the player's own request approves it; otherwise the venue cancels (and the e-mail says so).
  const byVenue = !request || request.requested_by !== booking.user_id || booking.source === 'manual';
  // A refund the booking cannot give is refused before anything is recorded for it.
  if (input.refundType === 'partial') {
    const refundable = await venueRefundablePence(deps, booking);
    if ((input.refundAmountPence ?? 0) > refundable)
      throw badRequest(ADMIN_MESSAGES.refundAboveRefundable(formatPence(refundable)), 'INVALID_REFUND');
  }
  if (!request) {
    if (booking.status !== 'confirmed') throw new AppError(409, 'CANNOT_CANCEL', VM.venueCannotCancel);
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      if (!(await markCancellationRequested(trx, bookingId, deps.now))) {
        const now = await findBooking(trx, bookingId);
        if (now?.status === 'confirmed' && now.amending_since)
          throw new AppError(409, 'BOOKING_BUSY', M.bookingBeingChanged);
        throw new AppError(409, 'CANNOT_CANCEL', VM.venueCannotCancel);
      }
      await insertCancellationRequest(trx, {
        bookingId,
        requestedBy: actor.id,
        reason: input.reason.slice(0, 1000),
        now: deps.now,
      });
    });
    request = await findOpenCancellationRequest(deps.db, bookingId);
    if (!request) throw conflict(M.cancellationAlreadyDecided, 'ALREADY_DECIDED');
  }
  const { refundedPence } = await decideCancellation(deps, actor, {
    requestId: request.id,
    status: 'approved',
    refundType: input.refundType,
    refundAmountPence: input.refundAmountPence,
    refundReason: input.reason,
    byVenue,
  });
  return { refundedPence, requestId: request.id };
}

export interface CancellationDecision {
  requestId: number;
  status: 'approved' | 'rejected';
  refundType?: RefundType | undefined;
  /** Pence, for a partial refund. */
  refundAmountPence?: number | null | undefined;
  refundReason?: string | null | undefined;
  adminNotes?: string | null | undefined;
  /** The venue cancelled it (not the player's request): the player's e-mail says so. */
  byVenue?: boolean;
}

/**
 * Decides a pending request. Approval refunds through the provider (full, partial or none), spread
 * over the booking's charges in proportion to what each payer paid, cancels the booking (keeping what
 * was not refunded), frees its slots and closes its unpaid shares; rejection puts the booking back as
 * it was. The player and every friend who paid are e-mailed. Admins decide for every venue, an owner
 * for their own venues, and a venue's policy may approve at once (docs/decisions/0058, superseding 0015). The request's claim lets exactly one of several racing decisions run; the
 * booking's claim (docs/decisions/0051) keeps a closure, a share payment or a sweep from moving its
 * money meanwhile — a closure that got there first has decided the request, and the admin is told.
 */
export async function decideCancellation(
  deps: ServiceDeps,
  decider: Decider,
  decision: CancellationDecision,
): Promise<{ refundedPence: number }> {
  const request = await findCancellationRequest(deps.db, decision.requestId);
  const booking = request ? await findBooking(deps.db, request.booking_id) : undefined;
  if (!request || !booking) throw notFound(M.cancellationRequestNotFound);
  // Admins decide for every venue, an owner for their own (issue 30 §4; docs/decisions/0058).
  const decidedBy = await deciderRole(deps, decider, booking.venue_id);
  if (!decidedBy) throw notFound(M.cancellationRequestNotFound);
  if (request.status !== 'pending' && request.status !== 'processing')
    throw conflict(M.cancellationAlreadyDecided, 'ALREADY_DECIDED');
  if (
    !(await claimCancellationRequest(deps.db, request.id, deps.now, new Date(deps.now.getTime() - DECISION_STALE_MS)))
  )
    throw conflict(M.cancellationAlreadyDecided, 'ALREADY_DECIDED');
  const claim = await claimBookingWaiting(deps.db, booking.id, ['cancellation_requested'], () => deps.now, {
    waitMs: CLAIM_WAIT_MS,
  });
  if (!claim) {
    // A closure cancelled the booking meanwhile and answered the request: the first decision wins.
    if ((await findBooking(deps.db, booking.id))?.status !== 'cancellation_requested')
      throw conflict(M.cancellationAlreadyDecided, 'ALREADY_DECIDED');
    await reopenCancellationRequest(deps.db, request.id);
    throw new AppError(409, 'BOOKING_BUSY', M.bookingBeingChanged);
  }
  try {
    return await decideClaimed(
      deps,
      { by: decidedBy, userId: decider === 'policy' ? null : decider.id },
      decision,
      request.id,
      booking,
      claim,
    );
  } finally {
    await releaseBooking(deps.db, claim).catch((error: unknown) =>
      deps.log.error({ err: error, bookingId: booking.id }, "could not release a decision's claim"),
    );
  }
}

/** How long a decision waits for another operation on the booking (a payment, a sweep) to end. */
const CLAIM_WAIT_MS = 8_000;

type BookingRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

async function deciderRole(deps: ServiceDeps, decider: Decider, venueId: number): Promise<CancellationDecider | null> {
  if (decider === 'policy') return 'policy';
  if (decider.role === 'admin') return 'admin';
  if (decider.role !== 'venue_owner') return null;
  return (await findVenuePolicy(deps.db, venueId))?.ownerId === decider.id ? 'owner' : null;
}

interface DecidedBy {
  by: CancellationDecider;
  /** The admin or owner who decided; null for the venue's policy. */
  userId: number | null;
}

async function decideClaimed(
  deps: ServiceDeps,
  actor: DecidedBy,
  decision: CancellationDecision,
  requestId: number,
  booking: BookingRow,
  claim: BookingClaim,
): Promise<{ refundedPence: number }> {
  const adminNotes = decision.adminNotes ?? null;
  if (decision.status === 'rejected') {
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      if (
        !(await recordCancellationDecision(trx, requestId, {
          status: 'rejected',
          adminNotes,
          reviewedBy: actor.userId,
          decidedBy: actor.by,
          now: deps.now,
        }))
      )
        throw conflict(M.cancellationAlreadyDecided, 'ALREADY_DECIDED');
      await setBookingStatus(trx, booking.id, { from: ['cancellation_requested'], to: 'confirmed', now: deps.now });
      await recordActivity(trx, {
        type: 'cancellation_request',
        subjectId: requestId,
        actorId: actor.userId,
        message: `Cancellation rejected for booking ${bookingCode(booking.id)}`,
        data: { booking_id: booking.id, status: 'rejected' },
        at: deps.now,
      });
    });
    await mailDecision(deps, booking.id, { approved: false, refundPence: 0, reason: null, notes: adminNotes });
    return { refundedPence: 0 };
  }

  const keyPrefix = REFUND_PREFIXES.cancellationDecision(requestId);
  // A booking paid at the venue is refunded in cash there and recorded; online money goes back through the ledger.
  const cash = booking.source === 'manual';
  const totalRefundable = await venueRefundablePence(deps, booking, keyPrefix);
  const type = decision.refundType ?? 'full';
  let refundPence: number;
  try {
    refundPence = refundAmountPence(type, totalRefundable, decision.refundAmountPence);
  } catch (error) {
    await reopenCancellationRequest(deps.db, requestId);
    const tooMuch = type === 'partial' && (decision.refundAmountPence ?? 0) > totalRefundable;
    throw badRequest(
      tooMuch
        ? ADMIN_MESSAGES.refundAboveRefundable(formatPence(totalRefundable))
        : M.invalidRefund(error instanceof Error ? error.message : ''),
      'INVALID_REFUND',
    );
  }
  if (!cash) await spreadRefund(deps, { bookingId: booking.id, amountPence: refundPence, keyPrefix });
  const paymentStatus =
    refundPence === 0 ? booking.payment_status : refundPence === totalRefundable ? 'refunded' : 'partially_refunded';
  const ownerNotice = await writeTransaction(deps.db, deps.engine, async (trx) => {
    // Recorded only while this decision still holds the request and the booking.
    const recorded = await recordCancellationDecision(trx, requestId, {
      status: 'approved',
      refundType: type,
      refundAmountPence: refundPence,
      refundReason: decision.refundReason ?? null,
      adminNotes,
      reviewedBy: actor.userId,
      decidedBy: actor.by,
      now: deps.now,
    });
    if (
      !recorded ||
      !(await cancelBooking(trx, booking.id, {
        from: ['cancellation_requested'],
        claim,
        keepPence: totalRefundable - refundPence,
        paymentStatus,
        now: deps.now,
      }))
    ) {
      throw conflict(M.cancellationAlreadyDecided, 'ALREADY_DECIDED');
    }
    if (cash) {
      if (refundPence > 0) await recordCashRefund(trx, booking.id, refundPence);
    } else await recordPayerRefunds(trx, booking.id, deps.now);
    await recordActivity(trx, {
      type: 'cancellation_request',
      subjectId: requestId,
      actorId: actor.userId,
      message: `Cancellation approved for booking ${bookingCode(booking.id)}: ${refundPence > 0 ? `${formatPence(refundPence)} refunded` : 'no refund'}`,
      data: {
        booking_id: booking.id,
        status: 'approved',
        refund_type: type,
        refunded_pence: refundPence,
        decided_by: actor.by,
        ...(cash ? { cash: true } : {}),
        event: refundPence > 0 ? 'refunded' : 'cancelled',
      },
      at: deps.now,
    });
    return recordOwnerEvent(trx, {
      type: refundPence > 0 ? 'refunded' : 'cancelled',
      bookingId: booking.id,
      at: deps.now,
      details: { refundPence, ...(decision.refundReason ? { reason: decision.refundReason } : {}) },
    });
  });
  sendOwnerMails(deps, ownerNotice);
  await deps.invalidatePublicReads({ venueId: booking.venue_id });
  await mailDecision(deps, booking.id, {
    approved: true,
    refundPence,
    reason: decision.refundReason ?? null,
    notes: adminNotes,
    byVenue: decision.byVenue === true,
    cash,
  });
  await mailFriendsRefunded(deps, booking.id);
  return { refundedPence: refundPence };
}

/** Every friend who paid a share of a cancelled split booking hears what came back to them. */
async function mailFriendsRefunded(deps: ServiceDeps, bookingId: number): Promise<void> {
  const row = await findBookingForMail(deps.db, bookingId);
  if (!row) return;
  for (const payer of await payersOf(deps.db, bookingId)) {
    if (payer.is_organiser === 1 || (payer.paid_pence === 0 && payer.refunded_pence === 0)) continue;
    deps.sendMail({
      to: payer.email,
      ...shareRefundedMail(bookingForMail(row), {
        name: payer.name ?? 'there',
        organiserName: row.user_name,
        refundPence: payer.refunded_pence,
      }),
    });
  }
}

async function mailDecision(
  deps: ServiceDeps,
  bookingId: number,
  decision: {
    approved: boolean;
    refundPence: number;
    reason: string | null;
    notes: string | null;
    byVenue?: boolean;
    cash?: boolean;
  },
) {
  const row = await findBookingForMail(deps.db, bookingId);
  if (!row || row.deleted_at) return;
  const booking = bookingForMail(row);
  if (booking.playerEmail) deps.sendMail(decisionMail(booking, deps.publicUrl, decision));
}
