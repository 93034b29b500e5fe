import type { AuthUser } from './auth-user';

/** The venue id in the state 'Log In To Book' saved (player.md §3), or null when absent or unreadable. */
export function venueIdFromPageState(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const state: unknown = JSON.parse(raw);
    if (typeof state !== 'object' || state === null) return null;
    const venueId = (state as { venueId?: unknown }).venueId;
    if (typeof venueId === 'number' && Number.isFinite(venueId)) return String(venueId);
    if (typeof venueId === 'string' && venueId.trim()) return venueId.trim();
    return null;
  } catch {
    return null;
  }
}

/**
 * Where a user goes after signing in (and where a signed-in user is sent from the signed-out
 * screens): owners to their dashboard; a guest who started booking back to that venue, whose page
 * restores the selection and removes the saved state; a player who verified their address in the
 * middle of a booking back to it (`pendingBooking`, lib/pending-booking); everyone else to /dashboard.
 */
export function postLoginDestination(
  user: Pick<AuthUser, 'role'>,
  venuePageState: string | null,
  pendingBooking: string | null = null,
): string {
  if (user.role === 'venue_owner') return '/venue-dashboard';
  const venueId = venueIdFromPageState(venuePageState);
  return venueId ? `/venue/${encodeURIComponent(venueId)}` : (pendingBooking ?? '/dashboard');
}
