import { readJsonList, writeTransaction } from '@app/db';
import type { ServiceDeps } from '../../service-deps';
import { cancelCharge, refundAndRecord, resolveCharge, spreadRefund } from '../payments/payment-ledger';
import { findPaymentByKey } from '../payments/payment-repository';
import { closeAmendment, type AmendmentRow } from './amendment-repository';
import { findBooking, releaseClaims, reshapeBooking, setOrganiserShare } from './booking-repository';
import { bookingSpan } from './slot-claims';
import { IDEMPOTENCY_KEYS } from '../payments/idempotency-keys';
import { recordActivity } from '../activity/activity-repository';
import {
  recordOwnerEvent,
  sendOwnerMails,
  type OwnerMailDeps,
  type RecordedOwnerEvent,
} from '../owner-notifications/owner-events';

/*
 * How an edit of a booking ends, from its journal row (docs/decisions/0025-edit-claim.md): forward
 * (the old hours let go, the booking reshaped) once its money has moved, or back (the new hours let
 * go) when it has not. The edit itself ends this way, and so does the recovery of an edit a crash
 * left open, which reads from the ledger how far the money got.
 */

export function amendmentChanges(amendment: AmendmentRow) {
  const before = readJsonList(amendment.times_before);
  const after = readJsonList(amendment.times_after);
  return {
    before,
    after,
    added: after.filter((time) => !before.includes(time)),
    removed: before.filter((time) => !after.includes(time)),
    differencePence: amendment.total_after_pence - amendment.total_before_pence,
  };
}

type JournalDeps = Pick<ServiceDeps, 'db' | 'engine' | 'now' | 'invalidatePublicReads'> & OwnerMailDeps;

/**
 * The edit goes through: the hours no longer wanted are freed and the booking takes its new shape —
 * only while the booking is still live, checked in the statement that reshapes it. A booking
 * cancelled meanwhile (a claim taken over after the stale limit) ends the edit undone instead, and
 * false is answered so its caller gives its money back.
 */
export async function finishAmendment(deps: JournalDeps, amendment: AmendmentRow): Promise<boolean> {
  const booking = await findBooking(deps.db, amendment.booking_id);
  if (!booking) return false;
  const { before, after, removed, added, differencePence } = amendmentChanges(amendment);
  const span = bookingSpan(booking.date, after, booking.time_zone);
  let ownerNotice: RecordedOwnerEvent | undefined;
  const closed = await writeTransaction(deps.db, deps.engine, async (trx) => {
    if (
      !(await reshapeBooking(trx, booking.id, {
        timeSlots: after,
        totalPence: amendment.total_after_pence,
        ...span,
        now: deps.now,
      }))
    ) {
      if (await closeAmendment(trx, amendment.id, 'undone', deps.now)) await releaseClaims(trx, booking.id, added);
      return false;
    }
    if (!(await closeAmendment(trx, amendment.id, 'done', deps.now))) throw new AmendmentClosed();
    if (removed.length) await releaseClaims(trx, booking.id, removed);
    await setOrganiserShare(trx, booking.id, amendment.total_after_pence);
    await recordActivity(trx, {
      type: 'booking',
      subjectId: booking.id,
      actorId: null,
      message: `Booking #${booking.id} amended`,
      data: { booking_id: booking.id, total_pence: amendment.total_after_pence, event: 'amended' },
      at: deps.now,
    });
    ownerNotice = await recordOwnerEvent(trx, {
      type: 'amended',
      bookingId: booking.id,
      at: deps.now,
      details: { previousTimeSlots: before, differencePence },
      dedupeKey: `amended:${amendment.id}`,
    });
    return true;
  }).catch((error: unknown) => {
    if (error instanceof AmendmentClosed) return false;
    throw error;
  });
  if (closed) sendOwnerMails(deps, ownerNotice);
  await deps.invalidatePublicReads({ venueId: booking.venue_id });
  return closed;
}

/** Rolls back finishAmendment's reshape when another ended the edit first. */
class AmendmentClosed extends Error {}

/** The edit is given up: the hours it held are freed and the booking stays as it was. */
export async function undoAmendment(deps: JournalDeps, amendment: AmendmentRow): Promise<boolean> {
  const { added } = amendmentChanges(amendment);
  const undone = await writeTransaction(deps.db, deps.engine, async (trx) => {
    if (!(await closeAmendment(trx, amendment.id, 'undone', deps.now))) return false;
    if (added.length) await releaseClaims(trx, amendment.booking_id, added);
    return true;
  });
  const booking = await findBooking(deps.db, amendment.booking_id);
  if (booking) await deps.invalidatePublicReads({ venueId: booking.venue_id });
  return undone;
}

/**
 * Ends an edit a crash left open (the caller holds the booking's edit claim). A higher price: the
 * edit goes through if its charge succeeded at the provider (found by its key if its answer was
 * lost), and is undone otherwise. A lower price: its refunds are made again under their keys — the
 * provider makes each once — and the edit goes through.
 */
export async function recoverAmendment(deps: ServiceDeps, amendment: AmendmentRow): Promise<'done' | 'undone'> {
  const { differencePence } = amendmentChanges(amendment);
  const key = IDEMPOTENCY_KEYS.amendment(amendment);
  if (differencePence < 0) {
    await spreadRefund(deps, { bookingId: amendment.booking_id, amountPence: -differencePence, keyPrefix: key });
  } else if (differencePence > 0 && !(await chargeWentThrough(deps, key))) {
    await undoAmendment(deps, amendment);
    deps.log.warn(
      { bookingId: amendment.booking_id, amendmentId: amendment.id },
      'recovered an interrupted booking change: undone, nothing was charged',
    );
    return 'undone';
  }
  if (!(await finishAmendment(deps, amendment))) {
    await giveBackLateCharge(deps, amendment, differencePence);
    return 'undone';
  }
  deps.log.warn(
    { bookingId: amendment.booking_id, amendmentId: amendment.id, differencePence },
    'recovered an interrupted booking change: completed',
  );
  return 'done';
}

async function chargeWentThrough(deps: ServiceDeps, key: string): Promise<boolean> {
  const row = await findPaymentByKey(deps.db, key);
  if (!row) return false;
  let intent =
    row.status === 'succeeded' || row.status === 'failed' || row.status === 'canceled'
      ? null
      : await resolveCharge(deps, row);
  if (intent && intent.status !== 'succeeded' && intent.status !== 'failed' && intent.status !== 'canceled')
    intent = await cancelCharge(deps, intent.id);
  return (intent?.status ?? row.status) === 'succeeded';
}

/** An edit that lost its claim after charging: its charge goes back in full. */
export async function giveBackLateCharge(
  deps: ServiceDeps,
  amendment: AmendmentRow,
  difference: number,
): Promise<void> {
  deps.log.error(
    { bookingId: amendment.booking_id, amendmentId: amendment.id, differencePence: difference },
    'a booking change finished after its claim was taken over',
  );
  if (difference <= 0) return;
  const charge = await findPaymentByKey(deps.db, IDEMPOTENCY_KEYS.amendment(amendment));
  if (!charge?.provider_reference || charge.status !== 'succeeded') return;
  await refundAndRecord(deps, {
    bookingId: amendment.booking_id,
    participantId: null,
    userId: charge.user_id,
    paymentIntentId: charge.provider_reference,
    parentPaymentId: charge.id,
    amountPence: charge.amount_pence,
    idempotencyKey: IDEMPOTENCY_KEYS.amendmentLateRefund(amendment),
  });
}
