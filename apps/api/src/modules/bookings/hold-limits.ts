import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { AppError } from '../../errors/app-error';

/*
 * How many courts one player may hold without paying (docs/decisions/0026-hold-limits.md). A hold
 * costs the venue the chance to sell those hours, so an unfinished checkout is limited in number,
 * in place and in time:
 *   - one open checkout per venue and day (a second is refused until the first ends);
 *   - two open checkouts in all;
 *   - a hold waiting for 3-D Secure lasts 5 minutes, not 15;
 *   - three holds abandoned in the last hour, and the player waits before holding again.
 */
export const HOLD_LIMITS = {
  openPerVenueDay: 1,
  openPerPlayer: 2,
  abandonedPerHour: 3,
  /** While the cardholder answers the 3-D Secure challenge. */
  requiresActionMinutes: 5,
} as const;

const HOUR_MS = 3_600_000;

/** How far back abandoned holds count. */
export function holdHistorySince(now: Date): Date {
  return new Date(now.getTime() - HOUR_MS);
}

/**
 * Refuses a new hold the player may not take, in the hold's transaction (holdTransaction locks the
 * player's checkouts, so two at once cannot both pass): 409 for the same venue-day, 429 for too many.
 * `history`: the player's open and recently abandoned holds (listHoldHistory's rows, read after the lock).
 */
export function judgeHoldHistory(
  history: readonly { venue_id: number; date: string; status: string }[],
  hold: { venueId: number; date: string },
): void {
  const open = history.filter((row) => row.status === 'pending');
  if (
    open.filter((row) => row.venue_id === hold.venueId && row.date === hold.date).length >= HOLD_LIMITS.openPerVenueDay
  ) {
    throw new AppError(409, 'CHECKOUT_ALREADY_OPEN', M.checkoutAlreadyOpen);
  }
  if (open.length >= HOLD_LIMITS.openPerPlayer)
    throw new AppError(429, 'TOO_MANY_OPEN_CHECKOUTS', M.tooManyOpenCheckouts);
  if (history.length - open.length >= HOLD_LIMITS.abandonedPerHour) {
    throw new AppError(429, 'TOO_MANY_OPEN_CHECKOUTS', M.tooManyAbandonedCheckouts);
  }
}

/** When a hold waiting for the cardholder's 3-D Secure answer ends. */
export function requiresActionHoldEnd(now: Date): Date {
  return new Date(now.getTime() + HOLD_LIMITS.requiresActionMinutes * 60_000);
}
