import { FREE_CANCELLATION_HOURS } from '@app/contracts';

/**
 * What a cancellation would give back, stated before the player asks (issue 15 §5). The help text's
 * policy: free cancellation up to FREE_CANCELLATION_HOURS hours before the start — the whole
 * amount paid comes back; later than that the venue (or an admin) decides, from nothing to everything.
 * The venue's decision is what moves money (cancellation-service); this is the promise the dialog and
 * the e-mail make.
 */

export type CancellationRefundEstimate =
  | { kind: 'full'; refundPence: number; freeUntil: Date }
  | { kind: 'venue_decides'; refundPence: 0; upToPence: number; freeUntil: Date };

export function cancellationRefundEstimate(input: {
  startsAt: Date;
  now: Date;
  paidPence: number;
  /** The venue's free-cancellation window (docs/decisions/0058); the help text's 24 hours by default. */
  freeHours?: number;
}): CancellationRefundEstimate {
  const freeHours = input.freeHours ?? FREE_CANCELLATION_HOURS;
  const freeUntil = new Date(input.startsAt.getTime() - freeHours * 3_600_000);
  if (input.now.getTime() <= freeUntil.getTime()) return { kind: 'full', refundPence: input.paidPence, freeUntil };
  return { kind: 'venue_decides', refundPence: 0, upToPence: input.paidPence, freeUntil };
}
