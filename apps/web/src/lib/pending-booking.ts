import { readStorage, removeStorage, writeStorage } from './storage';

/**
 * The booking an unverified player was about to pay for, kept in localStorage (the verification link
 * usually opens in a new tab, which has no sessionStorage of ours) so /verify-email can take them
 * back to it. It holds the venue page link with the sport, date and hours chosen, and goes stale
 * after a day.
 */
const PENDING_BOOKING_KEY = 'pendingBookingAfterVerification';
const STALE_AFTER_MS = 24 * 3_600_000;

export interface PendingBookingDraft {
  venueId: number;
  sport: string;
  date: string;
  timeSlots: string[];
}

export function pendingBookingHref(draft: PendingBookingDraft): string {
  const params = new URLSearchParams({ sport: draft.sport, date: draft.date, slots: draft.timeSlots.join(',') });
  return `/venue/${draft.venueId}?${params.toString()}#book`;
}

export function rememberPendingBooking(draft: PendingBookingDraft, now = Date.now()): void {
  writeStorage(PENDING_BOOKING_KEY, JSON.stringify({ href: pendingBookingHref(draft), savedAt: now }));
}

/** The link back to the booking, or null when there is none or it is older than a day. */
export function readPendingBooking(now = Date.now()): string | null {
  const raw = readStorage(PENDING_BOOKING_KEY);
  if (!raw) return null;
  try {
    const { href, savedAt } = JSON.parse(raw) as { href?: unknown; savedAt?: unknown };
    if (
      typeof href !== 'string' ||
      !href.startsWith('/venue/') ||
      typeof savedAt !== 'number' ||
      now - savedAt > STALE_AFTER_MS
    )
      return null;
    return href;
  } catch {
    return null;
  }
}

export function forgetPendingBooking(): void {
  removeStorage(PENDING_BOOKING_KEY);
}
