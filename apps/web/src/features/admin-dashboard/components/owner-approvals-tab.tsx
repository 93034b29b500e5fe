import { ADMIN_MESSAGES, AUTH_MESSAGES, VENUE_MESSAGES } from '@app/contracts';
import { Info, Mail, Phone, UserCheck } from 'lucide-react';
import { toast } from 'sonner';
import { LoadingStatus } from '@/components/ui/loading-status';
import { serverErrorText } from '@/lib/api-error-text';
import { formatLondonDateTime } from '@app/domain';
import { useDecideOwnerApproval } from '../api/decide-owner-approval';
import { useAdminUsers } from '../api/get-admin-users';
import { useAdminVenues } from '../api/get-admin-venues';
import { EmptyState, ErrorNotice, SectionHeader } from './admin-ui';
import { ApprovalCard } from './approval-card';

const OWNER_FILTER = { search: '', role: 'venue_owner' } as const;

/** Venue Owner Approvals (owner-admin.md §2, §4): owners awaiting approval, as cards. */
export function OwnerApprovalsTab() {
  const owners = useAdminUsers(OWNER_FILTER);
  const venues = useAdminVenues();
  const decide = useDecideOwnerApproval();
  const pending = (owners.data?.users ?? []).filter((owner) => !owner.approved);

  const onDecide = (userId: number, approved: boolean, notes: string) =>
    decide.mutateAsync({ userId, approved, notes }).then(
      () => toast.success(approved ? AUTH_MESSAGES.ownerApproved : AUTH_MESSAGES.ownerRejected),
      (error: unknown) => {
        toast.error(AUTH_MESSAGES.ownerApprovalFailed, { description: serverErrorText(error) ?? undefined });
        throw error;
      },
    );

  return (
    <div>
      <SectionHeader
        title="Venue owner approvals"
        description="Owners cannot add or manage venues until their account is approved. Review usually takes 1-2 business days."
      />
      <p className="mb-4 flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {VENUE_MESSAGES.approveOwnerFirst} An owner's venues can only go live once the owner is approved.
      </p>
      {owners.isPending ? (
        <LoadingStatus size="card">Loading venue owners…</LoadingStatus>
      ) : owners.isError ? (
        <ErrorNotice>{ADMIN_MESSAGES.loadUsersFailed}</ErrorNotice>
      ) : pending.length === 0 ? (
        <EmptyState icon={UserCheck} title="No venue owners awaiting approval">
          New owner registrations appear here.
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {pending.map((owner) => {
            const ownVenues = (venues.data ?? []).filter((venue) => venue.owner?.id === owner.id);
            return (
              <ApprovalCard
                key={owner.id}
                subject={owner.name}
                busy={decide.isPending && decide.variables?.userId === owner.id}
                approveConsequence={`${owner.name} can add and manage venues from their dashboard. They are e-mailed at ${owner.email}.`}
                rejectConsequence={`${owner.name} stays unable to list venues and is e-mailed the decision with your notes.`}
                onDecide={(approved, notes) => onDecide(owner.id, approved, notes)}
              >
                <h3 className="font-semibold text-slate-900">{owner.name}</h3>
                {owner.businessName && <p className="text-sm text-slate-700">{owner.businessName}</p>}
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  <li className="flex items-center gap-2 break-all">
                    <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                    {owner.email}
                  </li>
                  {owner.phone && (
                    <li className="flex items-center gap-2">
                      <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                      {owner.phone}
                    </li>
                  )}
                </ul>
                <p className="mt-2 text-xs text-slate-600">
                  Registered {formatLondonDateTime(owner.createdAt)} ·{' '}
                  {owner.emailVerified ? 'E-mail verified' : 'E-mail not verified yet'} ·{' '}
                  {ownVenues.length === 0
                    ? 'No venues yet'
                    : `${ownVenues.length} ${ownVenues.length === 1 ? 'venue' : 'venues'} waiting`}
                </p>
                {owner.approvalNotes && (
                  <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">
                    Last review: {owner.approvalNotes}
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
