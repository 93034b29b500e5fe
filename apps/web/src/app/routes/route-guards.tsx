import { STORAGE_KEYS } from '@app/contracts';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { postLoginDestination, useAuth } from '@/lib/auth';
import { readSessionStorage } from '@/lib/storage';
import { readPendingBooking } from '@/lib/pending-booking';

/**
 * Route guards. The app renders nothing until the session is known (SessionGate), so these decide
 * synchronously and never flash the wrong page.
 */

/**
 * Pages for signed-in users only (/checkout, /dashboard, /venue-dashboard). A visitor who arrives
 * signed out is asked to log in; someone who signs out (or deletes the account) while here goes home,
 * the same place the logout itself navigates to, so the two navigations never disagree.
 */
export function RequireSignIn({ redirectTo = '/login' }: { redirectTo?: string }) {
  const { status } = useAuth();
  const [signedInOnArrival] = useState(status === 'signed-in');
  if (status === 'signed-in') return <Outlet />;
  return <Navigate to={signedInOnArrival ? '/' : redirectTo} replace />;
}

/**
 * Pages for signed-out visitors (/login, /register, /venue-auth, /reset-password). A signed-in user
 * goes where a fresh login would take them, so logging in on these pages needs no navigation of its
 * own: signing in re-renders this guard, which redirects (one navigation, no race with a second).
 */
export function RequireSignedOut() {
  const { user } = useAuth();
  if (!user) return <Outlet />;
  return (
    <Navigate
      to={postLoginDestination(user, readSessionStorage(STORAGE_KEYS.venuePageState), readPendingBooking())}
      replace
    />
  );
}
