import { VENUE_MESSAGES as M, type OwnerVenue } from '@app/contracts';
import { formatLondonDateTime } from '@app/domain';
import { Clock, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { serverErrorText } from '@/lib/api-error-text';
import { useWithdrawVenueChange } from '../api/withdraw-venue-change';
import { REVIEWED_FIELD_LABELS } from '../lib/reviewed-change';
import { ChangeList } from './reviewed-change-notice';

/**
 * A live venue's change of name, location or address after saving (docs/decisions/0056): awaiting
 * review (old → new, the listing on sale meanwhile, Withdraw), or not approved with the admin's note.
 */
export function PendingChangeNotice({ venue }: { venue: OwnerVenue }) {
  const withdraw = useWithdrawVenueChange();
  const change = venue.pendingChange;
  if (!change) return null;
  const rejected = change.status === 'rejected';
  const changes = change.fields.map((field) => ({
    label: REVIEWED_FIELD_LABELS[field],
    from: venue[field],
    to: change[field],
  }));
  const onWithdraw = () =>
    withdraw.mutate(venue.id, {
      onSuccess: (answer) => toast.success(rejected ? 'Dismissed.' : answer.message),
      onError: (error) => toast.error(serverErrorText(error) ?? M.updateFailed),
    });
  return (
    <section
      aria-label={rejected ? M.changeRejected : M.changePending}
      className={
        rejected
          ? 'w-full rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950'
          : 'w-full rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-semibold">
            {rejected ? (
              <XCircle aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Clock aria-hidden="true" className="size-4 shrink-0" />
            )}
            {rejected ? M.changeRejected : M.changePending}
          </p>
          <p className="mt-1">
            {rejected
              ? `An admin did not approve this change${change.decidedAt ? ` (${formatLondonDateTime(change.decidedAt)})` : ''}; players still see your current details.`
              : `Sent ${formatLondonDateTime(change.submittedAt)}. Players see your current details and can book as usual until an admin approves it.`}
          </p>
        </div>
        <Button size="sm" variant="secondary" disabled={withdraw.isPending} onClick={onWithdraw}>
          {rejected ? 'Dismiss' : 'Withdraw change'}
        </Button>
      </div>
      <ChangeList changes={changes} />
      {rejected && change.notes && (
        <p className="mt-3 rounded-lg bg-white/70 px-3 py-2">
          <span className="font-medium">Admin&apos;s note:</span> {change.notes}
        </p>
      )}
    </section>
  );
}
