import { formatPence, type Invitation } from '@app/contracts';
import { formatLondonDateTime, formatLongDate, timeSlotsLabel } from '@app/domain';
import { DetailList, DetailRow } from '@/components/ui/detail-list';

/** What the share pays for: venue, sport, date and time, who organised it, the amount and the deadline. */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  return (
    <section
      aria-labelledby="split-summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="split-summary-heading" className="text-lg font-semibold text-slate-900">
        {invitation.venueName}
      </h2>
      {invitation.venueAddress && <p className="text-sm text-slate-700">{invitation.venueAddress}</p>}
      <DetailList className="mt-4">
        <DetailRow label="Sport">{invitation.sport}</DetailRow>
        <DetailRow label="Date">{formatLongDate(invitation.date)}</DetailRow>
        <DetailRow label="Time">{timeSlotsLabel(invitation.timeSlots)}</DetailRow>
        <DetailRow label="Organiser">{invitation.organiserName}</DetailRow>
        <DetailRow label={invitation.kind === 'balance' ? 'Remaining balance' : 'Your share'}>
          <span className="font-semibold">{formatPence(invitation.amountPence)}</span>
        </DetailRow>
        {invitation.deadline && invitation.status === 'open' && (
          <DetailRow label="Pay by">{formatLondonDateTime(invitation.deadline)} (UK time)</DetailRow>
        )}
      </DetailList>
    </section>
  );
}
