import { formatPence } from '@app/contracts';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { serverErrorText } from '@/lib/api-error-text';
import { useResendInvitation } from '../api/resend-invitation';
import {
  canResend,
  participantLabel,
  participantStatusBadge,
  splitStatusLine,
  type SplitSummary,
} from '../lib/split-participants';
import { StatusBadge } from './status-badge';

/** The organiser's view of a split booking: each participant's share and status, the deadline, and Resend for pending invitees. */
export function SplitParticipants({
  bookingId,
  split,
  headingLevel = 4,
}: {
  bookingId: number;
  split: SplitSummary;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const headingId = useId();
  const resend = useResendInvitation();
  const line = splitStatusLine(split);

  const send = (participantId: number) =>
    resend.mutate(
      { bookingId, participantId },
      {
        onSuccess: (message) => toast.success(message),
        onError: (error) =>
          toast.error(serverErrorText(error) ?? 'Could not send the invitation again. Please try again.'),
      },
    );

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg bg-slate-50 p-4 text-sm">
      <Heading id={headingId} className="font-semibold text-slate-900">
        Split payment
      </Heading>
      <ul className="mt-2 divide-y divide-slate-200">
        {split.participants.map((participant) => {
          const badge = participantStatusBadge(participant.status);
          return (
            <li key={participant.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-all text-slate-900">{participantLabel(participant)}</span>
              <span className="flex items-center gap-2">
                <span className="font-medium text-slate-900">{formatPence(participant.sharePence)}</span>
                <StatusBadge status={badge} />
                {participant.refundedPence > 0 && (
                  <span className="text-slate-700">{formatPence(participant.refundedPence)} refunded</span>
                )}
                {canResend(participant) && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Resend the invitation to ${participant.email}`}
                    disabled={resend.isPending && resend.variables.participantId === participant.id}
                    onClick={() => send(participant.id)}
                  >
                    <Send aria-hidden="true" className="size-4" />
                    Resend
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {line && <p className="mt-2 text-slate-700">{line}</p>}
    </section>
  );
}
