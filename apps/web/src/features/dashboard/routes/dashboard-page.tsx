import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { AdminDashboardPlaceholder } from '../components/admin-dashboard-placeholder';
import { PlayerAccountArea } from '../components/player-account-area';

/** /dashboard shows the area matching the role (player.md §2): admin, venue owner, otherwise player. */
export default function DashboardPage() {
  const { user } = useAuth();
  // The route guard only renders this page for a signed-in user.
  if (!user) return null;
  if (user.role === 'venue_owner') return <Navigate to="/venue-dashboard" replace />;
  if (user.role === 'admin') return <AdminDashboardPlaceholder name={user.name} />;
  return <PlayerAccountArea user={user} />;
}
