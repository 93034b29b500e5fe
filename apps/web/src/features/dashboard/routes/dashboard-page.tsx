import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { PlayerAccountArea, type AccountTabSlots } from '../components/player-account-area';

/**
 * /dashboard shows the area matching the role (player.md §2): admin, venue owner, otherwise player. The
 * player's Bookings and Payment tabs and the admin dashboard come from other features, composed by the app layer.
 */
export default function DashboardPage({
  bookingsTab,
  paymentTab,
  adminArea,
}: AccountTabSlots & { adminArea: ReactNode }) {
  const { user } = useAuth();
  // The route guard only renders this page for a signed-in user.
  if (!user) return null;
  if (user.role === 'venue_owner') return <Navigate to="/venue-dashboard" replace />;
  if (user.role === 'admin') return adminArea;
  return <PlayerAccountArea user={user} bookingsTab={bookingsTab} paymentTab={paymentTab} />;
}
