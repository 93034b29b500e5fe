import type { OwnerVenue } from '@app/contracts';
import { clsx } from 'clsx';
import { CheckCircle2, Clock, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Select } from '@/components/ui/select';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { firstName, useAuth, useFreshUser } from '@/lib/auth';
import { useMyVenues } from '../api/get-my-venues';
import { AvailabilityTab } from '../components/availability-tab';
import { BookingsTab } from '../components/bookings-tab';
import { FrontDeskCalendar } from '../components/front-desk-calendar';
import { CancellationPolicyCard } from '../components/cancellation-policy-card';
import { DetailsTab } from '../components/details-tab';
import { OverviewTab } from '../components/overview-tab';
import { PendingChangeNotice } from '../components/pending-change-notice';
import { AccountUnderReview, NoVenueAdded } from '../components/owner-tab-content';
import { NotificationSettingsTab } from '../components/notification-settings-tab';
import { PricingTab } from '../components/pricing-tab';
import type { PriceEdits } from '../lib/price-edits';
import { draftFromVenue, type VenueDraft } from '../lib/venue-draft';
import { VenueFormDialog } from '../components/venue-form-dialog';

type OwnerTab = 'calendar' | 'overview' | 'pricing' | 'details' | 'bookings' | 'availability' | 'settings';

const TAB_ITEMS: readonly TabItem<OwnerTab>[] = [
  { value: 'calendar', label: 'Calendar' },
  { value: 'overview', label: 'Overview' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'details', label: 'Venue Details' },
  { value: 'bookings', label: 'Bookings' },
  { value: 'availability', label: 'Availability' },
  { value: 'settings', label: 'Settings' },
];

/** What each tab will show once a venue exists, for the 'No Venue Added' prompt. */
const TAB_SUBJECT: Record<OwnerTab, string> = {
  calendar: 'your courts and bookings by day',
  overview: 'your analytics and recent activity',
  pricing: 'and edit your prices per sport',
  details: 'and edit your venue details',
  bookings: 'your latest bookings',
  availability: 'and manage your opening hours and blocked dates',
  settings: 'your account settings',
};

const TAB_LOADING: Record<OwnerTab, string> = {
  calendar: 'Loading your calendar…',
  overview: 'Loading your analytics…',
  pricing: 'Loading your prices…',
  details: 'Loading your venue details…',
  bookings: 'Loading your bookings…',
  availability: 'Loading your availability…',
  settings: 'Loading your settings…',
};

function VenueBadge({ approved }: { approved: boolean }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
        approved ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900',
      )}
    >
      {approved ? (
        <CheckCircle2 aria-hidden="true" className="size-3.5" />
      ) : (
        <Clock aria-hidden="true" className="size-3.5" />
      )}
      {approved ? 'Live & Bookable' : 'Pending Approval'}
    </span>
  );
}

/**
 * /venue-dashboard (owner-admin.md §2; the Calendar from issue 30 §2): six tabs and the account's Settings
 * (docs/decisions/0057), gated by the account's approval. The user is asked
 * for afresh on every visit, so an admin's approval shows without logging in again. An owner of
 * several venues switches between them; the first is shown first, as the spec says.
 */
export default function VenueDashboardPage() {
  const { user } = useAuth();
  const fresh = useFreshUser();
  // Until the owner picks a tab: the Calendar once the venue is live (issue 30 §2), else the Overview.
  const [chosenTab, setTab] = useState<OwnerTab | null>(null);
  const [welcomeDismissed, setWelcomeDismissed] = useState(false);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [form, setForm] = useState<{ venue?: OwnerVenue } | null>(null);
  // Unsaved Pricing and Details edits, kept while the owner looks at another tab; a venue switch or a save drops them.
  const [priceEdits, setPriceEdits] = useState<PriceEdits>({});
  const [detailsDraft, setDetailsDraft] = useState<VenueDraft | null>(null);
  const approved = user?.role === 'venue_owner' && user.approved;
  const venues = useMyVenues({ enabled: Boolean(approved) });

  if (!user) return null;
  if (user.role !== 'venue_owner') return <Navigate to="/dashboard" replace />;

  const list = venues.data ?? [];
  const venue = list.find((candidate) => candidate.id === chosenId) ?? list[0];
  const tab = chosenTab ?? (venue?.approved ? 'calendar' : 'overview');
  const noVenue = approved && venues.isSuccess && list.length === 0;
  const openAdd = () => setForm({});
  const switchVenue = (id: number | null) => {
    setChosenId(id);
    setPriceEdits({});
    setDetailsDraft(null);
  };

  const tabContent = (active: OwnerTab) => {
    if (!approved) return <AccountUnderReview />;
    // The account's own settings: for every venue, and before the first.
    if (active === 'settings') return <NotificationSettingsTab email={user.email} />;
    if (venues.isPending) return <LoadingStatus className="py-12">{TAB_LOADING[active]}</LoadingStatus>;
    if (venues.isError)
      return (
        <p role="alert" className="py-12 text-center text-red-700">
          Failed to load your venues. Please try again.
        </p>
      );
    if (!venue) return <NoVenueAdded section={TAB_SUBJECT[active]} />;
    // Keyed by venue: a switch starts each tab's local edits afresh.
    switch (active) {
      case 'calendar':
        return <FrontDeskCalendar key={venue.id} venue={venue} />;
      case 'overview':
        return <OverviewTab key={venue.id} venueId={venue.id} />;
      case 'pricing':
        return <PricingTab venue={venue} edits={priceEdits} onEditsChange={setPriceEdits} />;
      case 'details':
        return (
          <>
            <DetailsTab venue={venue} draft={detailsDraft ?? draftFromVenue(venue)} onDraftChange={setDetailsDraft} />
            <CancellationPolicyCard key={venue.id} venue={venue} />
          </>
        );
      case 'bookings':
        return <BookingsTab key={venue.id} venue={venue} />;
      case 'availability':
        return <AvailabilityTab key={venue.id} venue={venue} />;
    }
  };

  return (
    // The calendar takes a wider page: its hours are columns.
    <div
      className={clsx(
        'mx-auto w-full px-4 py-10 sm:px-6 lg:px-8',
        tab === 'calendar' && venue ? 'max-w-7xl' : 'max-w-6xl',
      )}
    >
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
          <Button onClick={openAdd}>
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
        <section
          aria-labelledby="pending-approval-title"
          className="mt-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <div>
            <h2 id="pending-approval-title" className="font-semibold text-amber-950">
              Your account is pending approval
            </h2>
            <p className="mt-1 text-sm text-amber-950">
              You can add your venue and take bookings once an admin has approved your account. Reviews take 1-2
              business days.
            </p>
          </div>
        </section>
      )}

      {noVenue && !welcomeDismissed && (
        <section aria-labelledby="owner-welcome-title" className="mt-6 rounded-xl bg-emerald-800 p-6 text-white">
          <h2 id="owner-welcome-title" className="text-xl font-semibold">
            Welcome! Your account is approved
          </h2>
          <p className="mt-1 text-emerald-50">List your venue to start taking bookings from players across the UK.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="inverse" onClick={openAdd}>
              Add Your Venue
            </Button>
            <Button variant="outline-inverse" onClick={() => setWelcomeDismissed(true)}>
              Maybe Later
            </Button>
          </div>
        </section>
      )}

      {venue && (
        <section
          aria-label="Your venue"
          className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="truncate text-xl font-semibold text-slate-900">{venue.name}</h2>
              <VenueBadge approved={venue.approved} />
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {venue.location} · {venue.sports.join(', ')}
            </p>
          </div>
          <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
            {list.length > 1 && (
              <div className="w-full space-y-1 sm:w-72">
                <Label htmlFor="venue-switcher">Venue ({list.length})</Label>
                <Select
                  id="venue-switcher"
                  value={venue.id}
                  onChange={(event) => switchVenue(Number(event.target.value))}
                >
                  {list.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.name}
                      {candidate.approved ? '' : ' (pending approval)'}
                    </option>
                  ))}
                </Select>
              </div>
            )}
            <Button variant="secondary" onClick={() => setForm({ venue })}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit Venue
            </Button>
          </div>
          <PendingChangeNotice venue={venue} />
        </section>
      )}

      <Tabs
        className="mt-8"
        label="Venue dashboard"
        idPrefix="owner"
        items={TAB_ITEMS}
        value={tab}
        onValueChange={setTab}
      >
        {(active) => <div className="pt-6">{tabContent(active)}</div>}
      </Tabs>

      <VenueFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        venue={form?.venue}
        onSaved={(saved) => {
          switchVenue(saved.id);
          setWelcomeDismissed(true);
        }}
      />
    </div>
  );
}
