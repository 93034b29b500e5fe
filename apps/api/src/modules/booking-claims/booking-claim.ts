import { randomUUID } from 'node:crypto';
import type { BookingStatus, Database } from '@app/db';
import type { Kysely } from 'kysely';
import { clearClaim, findBookingStatus, takeClaim } from './booking-claim-repository';

/*
 * The booking's claim (docs/decisions/0051): one rule for everything that moves a booking's money or
 * courts. An edit, an admin's decision, a closure (from the statement that cancels to its last
 * refund), a share or balance payment, a split sweep run and the crash recovery each take the claim
 * on the booking row with one conditional update — only from the statuses they act on, and only when
 * no other operation holds it — and let go of it when they end. So they never interleave on one
 * booking: whoever comes second sees the state the first left, before any money moves. A claim left
 * by a crashed server goes stale after CLAIM_STALE_MS and may be taken over (the recovery finishes
 * what the journal and the ledger say was started).
 *
 * The claim is the column amending_since, named for its first user (the edit).
 */
type Db = Kysely<Database>;

export const CLAIM_STALE_MS = 10 * 60_000;

export const LIVE_STATUSES: readonly BookingStatus[] = ['confirmed', 'cancellation_requested'];
export const ANY_STATUS: readonly BookingStatus[] = [
  'pending',
  'confirmed',
  'cancellation_requested',
  'cancelled',
  'expired',
  'failed',
];

export interface BookingClaim {
  bookingId: number;
  stamp: string;
}

/**
 * Takes the claim on a booking that is in one of `statuses` and not held by anyone else (or held
 * by a claim older than the stale limit). Null when it cannot be had.
 */
export async function claimBooking(
  db: Db,
  bookingId: number,
  statuses: readonly BookingStatus[],
  now: Date,
): Promise<BookingClaim | null> {
  // Unique per claim, so a release never lets go of a later claim made at the same instant.
  const stamp = `${now.toISOString()}#${randomUUID().slice(0, 8)}`;
  const staleBefore = new Date(now.getTime() - CLAIM_STALE_MS).toISOString();
  const taken = await takeClaim(db, { bookingId, stamp, statuses, staleBefore });
  return taken ? { bookingId, stamp } : null;
}

/** Lets go of the claim, if it is still this one (a later take-over keeps its own). */
export async function releaseBooking(db: Db, claim: BookingClaim): Promise<void> {
  await clearClaim(db, claim.bookingId, claim.stamp);
}

/** Whether the booking is live (confirmed, or with a cancellation request open). */
export async function isBookingLive(db: Db, bookingId: number): Promise<boolean> {
  const status = await findBookingStatus(db, bookingId);
  return status !== undefined && LIVE_STATUSES.includes(status);
}

export interface ClaimWait {
  /** How long to keep asking while another operation holds the booking (a real timer, not the domain's clock). */
  waitMs: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * claimBooking, asked again every 50–100 ms for up to `waitMs` while another operation holds the
 * booking — an operation on one booking lasts as long as a few provider calls. Answers null at once
 * when the booking is not in one of `statuses` (nothing to wait for), or after the wait.
 */
export async function claimBookingWaiting(
  db: Db,
  bookingId: number,
  statuses: readonly BookingStatus[],
  now: () => Date,
  wait: ClaimWait,
): Promise<BookingClaim | null> {
  const started = Date.now();
  for (;;) {
    const claim = await claimBooking(db, bookingId, statuses, now());
    if (claim) return claim;
    const status = await findBookingStatus(db, bookingId);
    if (!status || !statuses.includes(status)) return null;
    if (Date.now() - started >= wait.waitMs) return null;
    await pause(50 + Math.floor(Math.random() * 50));
  }
}
