import { ADMIN_MESSAGES, UNAPPROVE_NOTES } from '@app/contracts';
import { formatLondonDate } from '@app/domain';
import { Building2, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Select } from '@/components/ui/select';
import { useDecideVenueApproval } from '../api/decide-venue-approval';
import { useAdminVenues, type AdminVenue } from '../api/get-admin-venues';
import { ownerBlocksApproval, venueActions, venueDecisionBody, type VenueAction } from '../lib/venue-approval-state';
import { Badge, EmptyState, ErrorNotice, SectionHeader } from './admin-ui';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { toastVenueDecision } from './venue-decision-toast';

type StatusFilter = 'all' | 'live' | 'pending';

const columns: Column<AdminVenue>[] = [
  {
    key: 'name',
    header: 'Venue',
    primary: true,
    cell: (venue) => (
      <span className="inline-flex flex-wrap items-baseline gap-x-2">
        <Link to={`/venue/${venue.id}`} className="font-semibold text-emerald-800 hover:underline">
          {venue.name}
        </Link>
        <Link
          to={`/venue-dashboard/calendar/${venue.id}`}
          className="text-xs font-semibold text-slate-700 underline hover:text-emerald-800"
          aria-label={`Calendar of ${venue.name}`}
        >
          Calendar
        </Link>
      </span>
    ),
  },
  { key: 'location', header: 'Location', cell: (venue) => venue.location },
  {
    key: 'owner',
    header: 'Owner',
    cell: (venue) =>
      venue.owner ? (
        <span className="inline-flex flex-wrap items-center justify-end gap-1.5 md:justify-start">
          {venue.owner.name}
          {!venue.owner.approved && <Badge tone="amber">Owner pending</Badge>}
        </span>
      ) : (
        <span className="text-slate-500">None</span>
      ),
  },
  { key: 'sports', header: 'Sports', cell: (venue) => venue.sports.join(', ') || '—' },
  {
    key: 'status',
    header: 'Status',
    cell: (venue) => (venue.approved ? <Badge tone="green">Live</Badge> : <Badge tone="amber">Pending approval</Badge>),
  },
  {
    key: 'reviewed',
    header: 'Last review',
    cell: (venue) =>
      venue.approvalNotes || venue.approvalDate ? (
        <span>
          {venue.approvalDate && (
            <span className="block whitespace-nowrap">{formatLondonDate(venue.approvalDate)}</span>
          )}
          {venue.approvalNotes && <span className="block text-xs text-slate-600">{venue.approvalNotes}</span>}
        </span>
      ) : (
        '—'
      ),
  },
];

const ACTION_LABELS: Record<VenueAction, string> = { approve: 'Approve', reject: 'Reject', unapprove: 'Unapprove' };

/** Venues (owner-admin.md §2): every venue, with Approve, Reject and Unapprove (notes 'Admin review'). */
export function VenuesTab() {
  const venues = useAdminVenues();
  const decide = useDecideVenueApproval();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [unapproving, setUnapproving] = useState<AdminVenue | null>(null);

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (venues.data ?? []).filter(
      (venue) =>
        (status === 'all' || (status === 'live') === venue.approved) &&
        (!needle || `${venue.name} ${venue.location} ${venue.owner?.name ?? ''}`.toLowerCase().includes(needle)),
    );
  }, [venues.data, search, status]);

  const run = (venue: AdminVenue, action: VenueAction) =>
    decide.mutate(
      { venueId: venue.id, ...venueDecisionBody(action, UNAPPROVE_NOTES) },
      {
        onSuccess: () => toastVenueDecision(action),
        onError: (error) => toastVenueDecision(action, error),
        onSettled: () => setUnapproving(null),
      },
    );
  const busyWith = (venue: AdminVenue) => decide.isPending && decide.variables?.venueId === venue.id;

  return (
    <div>
      <SectionHeader
        title="All venues"
        description={
          venues.data
            ? `${venues.data.length} venues, ${venues.data.filter((venue) => !venue.approved).length} pending approval`
            : undefined
        }
      >
        <div className="relative w-full sm:w-64">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            aria-label="Search venues"
            placeholder="Search venues"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <Select
          aria-label="Filter venues by status"
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
          className="w-full sm:w-44"
        >
          <option value="all">All statuses</option>
          <option value="live">Live</option>
          <option value="pending">Pending approval</option>
        </Select>
      </SectionHeader>
      {venues.isPending ? (
        <LoadingStatus size="card">Loading venues…</LoadingStatus>
      ) : venues.isError ? (
        <ErrorNotice>{ADMIN_MESSAGES.loadVenuesFailed}</ErrorNotice>
      ) : shown.length === 0 ? (
        <EmptyState icon={Building2} title="No venues found">
          {venues.data.length > 0 ? 'No venue matches this search.' : 'Venues appear here as soon as owners add them.'}
        </EmptyState>
      ) : (
        <DataTable
          caption="All venues"
          columns={columns}
          rows={shown}
          rowKey={(venue) => venue.id}
          actions={(venue) =>
            venueActions(venue).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'approve' ? 'primary' : 'secondary'}
                disabled={busyWith(venue) || (action === 'approve' && ownerBlocksApproval(venue))}
                title={
                  action === 'approve' && ownerBlocksApproval(venue)
                    ? "Approve the venue owner's account first"
                    : undefined
                }
                onClick={() => (action === 'unapprove' ? setUnapproving(venue) : run(venue, action))}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))
          }
        />
      )}
      <ConfirmDialog
        open={unapproving !== null}
        onOpenChange={(open) => !open && setUnapproving(null)}
        title={`Unapprove ${unapproving?.name ?? 'this venue'}?`}
        confirmLabel="Unapprove"
        destructive
        busy={decide.isPending}
        onConfirm={() => unapproving && run(unapproving, 'unapprove')}
      >
        <p>
          The venue leaves the public list at once and cannot be booked until it is approved again. The owner is
          e-mailed with the note ‘{UNAPPROVE_NOTES}’. Existing bookings stay.
        </p>
      </ConfirmDialog>
    </div>
  );
}
