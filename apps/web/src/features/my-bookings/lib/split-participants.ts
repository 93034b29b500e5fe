import { formatPence, type PlayerBooking } from '@app/contracts';
import { formatLondonDateTime } from '@app/domain';

export type SplitSummary = NonNullable<PlayerBooking['split']>;
export type SplitParticipant = SplitSummary['participants'][number];

type BadgeColor = 'green' | 'yellow' | 'blue' | 'grey';

const PARTICIPANT_STATUS: Record<string, { label: string; color: BadgeColor }> = {
  paid: { label: 'Paid', color: 'green' },
  pending: { label: 'Pending', color: 'yellow' },
  covered: { label: 'Covered by you', color: 'blue' },
  refunded: { label: 'Refunded', color: 'grey' },
  cancelled: { label: 'Cancelled', color: 'grey' },
};

/** A participant's status badge: Paid, Pending, Covered by you, Refunded (Cancelled); unknown values as sent. */
export function participantStatusBadge(status: string): { label: string; color: BadgeColor } {
  return (
    PARTICIPANT_STATUS[status] ?? {
      label: status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown',
      color: 'grey',
    }
  );
}

/** Only invitees still owing can be sent their link again. */
export function canResend(participant: SplitParticipant): boolean {
  return !participant.isOrganiser && participant.status === 'pending';
}

/** Who the row names: 'Name (email)', the e-mail alone when no name is known, 'You' for the organiser. */
export function participantLabel(participant: SplitParticipant): string {
  if (participant.isOrganiser) return participant.name ? `${participant.name} (you)` : 'You';
  return participant.name ? `${participant.name} (${participant.email})` : participant.email;
}

/** The line under the list: the deadline while collecting, otherwise how the split ended. */
export function splitStatusLine(split: SplitSummary): string | null {
  switch (split.status) {
    case 'collecting':
      return split.deadline
        ? `Unpaid shares are charged to your card on ${formatLondonDateTime(split.deadline)}`
        : 'Waiting for your friends to pay.';
    case 'settled':
      return 'Everyone has paid.';
    case 'awaiting_organiser':
      return 'Your card could not be charged for the unpaid shares. Please pay the remaining balance from the link we e-mailed you.';
    case 'cancelled':
      return 'This split payment was cancelled.';
    default:
      return split.deadline
        ? `Unpaid shares are charged to your card on ${formatLondonDateTime(split.deadline)}`
        : null;
  }
}

/** '£42.67 of £64.00 paid, 1 share pending' while friends still owe (never "Paid"); null otherwise (issue 33 §2). */
export function splitPaymentWords(split: SplitSummary | null, totalPence: number): string | null {
  if (!split || (split.status !== 'collecting' && split.status !== 'awaiting_organiser')) return null;
  const pending = split.participants.filter((participant) => participant.status === 'pending').length;
  if (pending === 0) return null;
  const paid = split.participants.reduce((sum, participant) => sum + participant.paidPence, 0);
  return `${formatPence(paid)} of ${formatPence(totalPence)} paid, ${pending} ${pending === 1 ? 'share' : 'shares'} pending`;
}
