import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth';

/** The catch-all route: signed-in visitors land on their dashboard, everyone else on home (player.md §2). */
export function UnknownRouteRedirect() {
  const { status } = useAuth();
  return <Navigate to={status === 'signed-in' ? '/dashboard' : '/'} replace />;
}
