import { ADMIN_MESSAGES, VENUE_MESSAGES } from '@app/contracts';
import { AlertTriangle, Building2, MapPin } from 'lucide-react';
import { LoadingStatus } from '@/components/ui/loading-status';
import { formatLondonDateTime } from '@app/domain';
import { mediaUrl } from '@/lib/media-url';
import { useDecideVenueApproval } from '../api/decide-venue-approval';
import { useAdminVenues } from '../api/get-admin-venues';
import { ownerBlocksApproval } from '../lib/venue-approval-state';
import { Badge, EmptyState, ErrorNotice, SectionHeader } from './admin-ui';
import { ApprovalCard } from './approval-card';
import { toastVenueDecision } from './venue-decision-toast';

/** Venue Approvals (owner-admin.md §2, §4): venues awaiting review, as cards; the owner must be approved first. */
export function VenueApprovalsTab() {
  const venues = useAdminVenues();
  const decide = useDecideVenueApproval();
  const pending = (venues.data ?? []).filter((venue) => !venue.approved);
  const blocked = pending.filter(ownerBlocksApproval).length;

  const onDecide = (venueId: number, approved: boolean, notes: string) =>
    decide.mutateAsync({ venueId, approved, notes }).then(
      () => toastVenueDecision(approved ? 'approve' : 'reject'),
      (error: unknown) => {
        toastVenueDecision(approved ? 'approve' : 'reject', error);
        throw error;
      },
    );

  return (
    <div>
      <SectionHeader
        title="Venue approvals"
        description="Approved venues are listed to players and can be booked at once."
      />
      <p className="mb-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {VENUE_MESSAGES.approveOwnerFirst}
          {blocked > 0 &&
            ` ${blocked} ${blocked === 1 ? 'venue waits' : 'venues wait'} for the owner's approval in the Venue Owner Approvals tab.`}
        </span>
      </p>
      {venues.isPending ? (
        <LoadingStatus size="card">Loading venues…</LoadingStatus>
      ) : venues.isError ? (
        <ErrorNotice>{ADMIN_MESSAGES.loadVenuesFailed}</ErrorNotice>
      ) : pending.length === 0 ? (
        <EmptyState icon={Building2} title="No venues awaiting approval">
          Venues that owners add or change appear here for review.
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {pending.map((venue) => {
            const image = mediaUrl(venue.images[0]);
            return (
              <ApprovalCard
                key={venue.id}
                subject={venue.name}
                busy={decide.isPending && decide.variables?.venueId === venue.id}
                blocker={
                  ownerBlocksApproval(venue)
                    ? `${VENUE_MESSAGES.approveOwnerFirst} ${venue.owner?.name ?? 'The owner'} is still awaiting approval.`
                    : undefined
                }
                approveConsequence={`${venue.name} appears in the public venue list and can be booked straight away. The owner is e-mailed.`}
                rejectConsequence={`${venue.name} stays hidden from players. The owner is e-mailed the decision with your notes.`}
                onDecide={(approved, notes) => onDecide(venue.id, approved, notes)}
              >
                {image && (
                  <img
                    src={image}
                    alt=""
                    className="mb-3 aspect-[16/9] w-full rounded-lg bg-slate-100 object-cover"
                    loading="lazy"
                  />
                )}
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{venue.name}</h3>
                  <Badge tone="amber">Pending</Badge>
                </div>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  {venue.location}
                </p>
                <p className="mt-2 line-clamp-3 text-sm text-slate-700">{venue.description}</p>
                <p className="mt-2 text-sm text-slate-700">
                  <span className="font-medium text-slate-900">Sports:</span> {venue.sports.join(', ') || 'None yet'}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  <span className="font-medium text-slate-900">Owner:</span>{' '}
                  {venue.owner
                    ? `${venue.owner.name} (${venue.owner.approved ? 'approved' : 'awaiting approval'})`
                    : 'None'}
                </p>
                <p className="mt-2 text-xs text-slate-600">Submitted {formatLondonDateTime(venue.createdAt)}</p>
                {venue.approvalNotes && (
                  <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">
                    Last review: {venue.approvalNotes}
                  </p>
                )}
              </ApprovalCard>
            );
          })}
        </div>
      )}
    </div>
  );
}
