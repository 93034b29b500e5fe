import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { useAuth } from '@/lib/auth';
import { CalendarTab } from '../components/calendar-tab';

/**
 * /venue-dashboard/calendar/:venueId: one venue's court calendar on a page of its own, for admins
 * (from their venues list) and the venue's owner (issue 30 §2). The API refuses anyone else.
 */
export default function VenueCalendarPage() {
  const { user } = useAuth();
  const venueId = Number(useParams().venueId);
  if (!user) return null;
  if (user.role !== 'admin' && user.role !== 'venue_owner') return <Navigate to="/dashboard" replace />;
  const back = user.role === 'admin' ? '/dashboard' : '/venue-dashboard';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle>Venue calendar</PageTitle>
      <Link to={back} className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {user.role === 'admin' ? 'Back to the admin dashboard' : 'Back to your dashboard'}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">Venue calendar</h1>
      <div className="mt-6">
        {Number.isInteger(venueId) && venueId > 0 ? (
          <CalendarTab venueId={venueId} showVenueName />
        ) : (
          <p role="alert" className="text-red-700">
            Venue not found.
          </p>
        )}
      </div>
    </div>
  );
}
