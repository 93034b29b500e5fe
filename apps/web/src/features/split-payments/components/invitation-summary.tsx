import { formatPence, type Invitation } from '@app/contracts';
import type { ReactNode } from 'react';
import { timeSlotsLabel } from '@app/domain';
import { formatLondonDateTime, formatLongDate } from '@/lib/format-date';

/** What the share pays for: venue, sport, date and time, who organised it, the amount and the deadline. */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  return (
    <section aria-labelledby="split-summary-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="split-summary-heading" className="text-lg font-semibold text-slate-900">
        {invitation.venueName}
      </h2>
      {invitation.venueAddress && <p className="text-sm text-slate-700">{invitation.venueAddress}</p>}
      <dl className="mt-4 divide-y divide-slate-200 text-sm">
        <Row label="Sport">{invitation.sport}</Row>
        <Row label="Date">{formatLongDate(invitation.date)}</Row>
        <Row label="Time">{timeSlotsLabel(invitation.timeSlots)}</Row>
        <Row label="Organiser">{invitation.organiserName}</Row>
        <Row label={invitation.kind === 'balance' ? 'Remaining balance' : 'Your share'}>
          <span className="font-semibold">{formatPence(invitation.amountPence)}</span>
        </Row>
        {invitation.deadline && <Row label="Pay by">{formatLondonDateTime(invitation.deadline)} (UK time)</Row>}
      </dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-right text-slate-900">{children}</dd>
    </div>
  );
}
