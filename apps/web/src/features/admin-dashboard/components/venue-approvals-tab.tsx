import { ADMIN_MESSAGES, VENUE_MESSAGES } from '@app/contracts';
import { formatLondonDateTime } from '@app/domain';
import { AlertTriangle, ArrowRight, Building2 } from 'lucide-react';
import { toast } from 'sonner';
import { LoadingStatus } from '@/components/ui/loading-status';
import { serverErrorText } from '@/lib/api-error-text';
import { useDecideVenueApproval } from '../api/decide-venue-approval';
import { useDecideVenueChange } from '../api/decide-venue-change';
import { useAdminVenues, type AdminVenue } from '../api/get-admin-venues';
import { ownerBlocksApproval } from '../lib/venue-approval-state';
import { Badge, EmptyState, ErrorNotice, SectionHeader } from './admin-ui';
import { ApprovalCard } from './approval-card';
import { toastVenueDecision } from './venue-decision-toast';
import { VenueReviewDetails } from './venue-review-details';

/**
 * Venue Approvals (owner-admin.md §2, §4): venues awaiting review, as cards with what players will be
 * offered (the owner must be approved first), then live venues' changes of name, location or address,
 * old → new, decided on their own while the listing stays on sale (docs/decisions/0056).
 */
export function VenueApprovalsTab() {
  const venues = useAdminVenues();
  const decide = useDecideVenueApproval();
  const pending = (venues.data ?? []).filter((venue) => !venue.approved);
  const changes = (venues.data ?? []).filter((venue) => venue.approved && venue.pendingChange);
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
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{venue.name}</h3>
                  <Badge tone="amber">Pending</Badge>
                </div>
                <p className="mt-1 mb-3 line-clamp-3 text-sm text-slate-700">{venue.description}</p>
                <VenueReviewDetails venue={venue} />
                <p className="mt-3 text-sm text-slate-700">
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
      {venues.isSuccess && <VenueChanges venues={changes} />}
    </div>
  );
}

/** Live venues' changes of name, location or address: old → new, approved or rejected on their own. */
function VenueChanges({ venues }: { venues: AdminVenue[] }) {
  const decide = useDecideVenueChange();
  const onDecide = (venueId: number, approved: boolean, notes: string) =>
    decide.mutateAsync({ venueId, approved, notes }).then(
      (answer) => toast.success(answer.message),
      (error: unknown) => {
        toast.error(VENUE_MESSAGES.changeDecisionFailed, { description: serverErrorText(error) ?? undefined });
        throw error;
      },
    );
  return (
    <section aria-label="Changes to live venues" className="mt-10">
      <SectionHeader
        title="Changes to live venues"
        description="A new name, location or address waits here; the listing stays on sale with its current details until you approve it."
      />
      {venues.length === 0 ? (
        <EmptyState icon={Building2} title="No changes awaiting review">
          When the owner of a live venue changes its name, location or address, the change appears here.
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {venues.map((venue) => {
            const change = venue.pendingChange!;
            return (
              <ApprovalCard
                key={venue.id}
                subject={`the change to ${venue.name}`}
                approveLabel="Approve change"
                rejectLabel="Reject change"
                busy={decide.isPending && decide.variables?.venueId === venue.id}
                approveConsequence={`Players see ${venue.name} with the new details at once. The venue stays live throughout.`}
                rejectConsequence={`${venue.name} keeps its current details and stays live. The owner sees your notes on their dashboard.`}
                onDecide={(approved, notes) => onDecide(venue.id, approved, notes)}
              >
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{venue.name}</h3>
                  <Badge tone="green">Live</Badge>
                </div>
                <dl className="mt-3 space-y-2 text-sm">
                  {change.fields.map((field) => (
                    <div key={field}>
                      <dt className="font-medium text-slate-900">{FIELD_LABELS[field]}</dt>
                      <dd className="flex flex-wrap items-center gap-x-2 break-words text-slate-700">
                        <span className="line-through decoration-slate-400">{venue[field]}</span>
                        <ArrowRight aria-label="becomes" className="size-4 shrink-0 text-slate-500" />
                        <span className="font-medium text-slate-900">{change[field]}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-3 text-sm text-slate-700">
                  <span className="font-medium text-slate-900">Owner:</span> {venue.owner?.name ?? 'None'}
                </p>
                <p className="mt-2 text-xs text-slate-600">Sent {formatLondonDateTime(change.submittedAt)}</p>
              </ApprovalCard>
            );
          })}
        </div>
      )}
    </section>
  );
}

const FIELD_LABELS = { name: 'Name', location: 'Location', address: 'Address' } as const;
