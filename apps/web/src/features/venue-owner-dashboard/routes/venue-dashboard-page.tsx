import { Clock, Plus } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { firstName, useAuth, useFreshUser } from '@/lib/auth';
import { AccountUnderReview, NoVenueAdded } from '../components/owner-tab-content';

type OwnerTab = 'overview' | 'pricing' | 'details' | 'bookings' | 'availability';

const TAB_ITEMS: readonly TabItem<OwnerTab>[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'details', label: 'Venue Details' },
  { value: 'bookings', label: 'Bookings' },
  { value: 'availability', label: 'Availability' },
];

/** What each tab will show once a venue exists, for the 'No Venue Added' prompt. */
const TAB_SUBJECT: Record<OwnerTab, string> = {
  overview: 'your analytics and recent activity',
  pricing: 'and edit your prices per sport',
  details: 'and edit your venue details',
  bookings: 'your latest bookings',
  availability: 'and manage your opening hours and blocked dates',
};

const VENUE_MANAGEMENT_LATER = 'Adding a venue arrives with the owner dashboard issue.';

/**
 * /venue-dashboard (owner-admin.md §2): five tabs, gated by the account's approval. The user is asked
 * for afresh on every visit, so an admin's approval shows without logging in again.
 */
export default function VenueDashboardPage() {
  const { user } = useAuth();
  const fresh = useFreshUser();
  const [tab, setTab] = useState<OwnerTab>('overview');
  const [welcomeDismissed, setWelcomeDismissed] = useState(false);

  if (!user) return null;
  if (user.role !== 'venue_owner') return <Navigate to="/dashboard" replace />;
  const approved = user.approved;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle>Venue dashboard</PageTitle>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Venue dashboard</h1>
          <p className="mt-2 text-slate-700">
            Welcome, {firstName(user.name)}
            {user.businessName ? ` · ${user.businessName}` : ''}
          </p>
        </div>
        {approved ? (
          <Button onClick={() => toast.info(VENUE_MANAGEMENT_LATER)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Venue
          </Button>
        ) : (
          <Button disabled>
            <Plus aria-hidden="true" className="size-4" />
            Add Venue (Pending Approval)
          </Button>
        )}
      </div>

      {fresh.isFetching && (
        <p role="status" className="sr-only">
          Checking your account status…
        </p>
      )}

      {!approved && (
        <section aria-labelledby="pending-approval-title" className="mt-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <div>
            <h2 id="pending-approval-title" className="font-semibold text-amber-950">
              Your account is pending approval
            </h2>
            <p className="mt-1 text-sm text-amber-950">
              You can add your venue and take bookings once an admin has approved your account. Reviews take 1-2 business days.
            </p>
          </div>
        </section>
      )}

      {approved && !welcomeDismissed && (
        <section aria-labelledby="owner-welcome-title" className="mt-6 rounded-xl bg-emerald-800 p-6 text-white">
          <h2 id="owner-welcome-title" className="text-xl font-semibold">
            Welcome! Your account is approved
          </h2>
          <p className="mt-1 text-emerald-50">List your venue to start taking bookings from players across the UK.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="inverse" onClick={() => toast.info(VENUE_MANAGEMENT_LATER)}>
              Add Your Venue
            </Button>
            <Button variant="outline-inverse" onClick={() => setWelcomeDismissed(true)}>
              Maybe Later
            </Button>
          </div>
        </section>
      )}

      <Tabs className="mt-8" label="Venue dashboard" idPrefix="owner" items={TAB_ITEMS} value={tab} onValueChange={setTab}>
        {(active) => (approved ? <NoVenueAdded section={TAB_SUBJECT[active]} /> : <AccountUnderReview />)}
      </Tabs>
    </div>
  );
}
