import { ADMIN_MESSAGES, formatPence, type CancellationRequestView } from '@app/contracts';
import { formatLondonDateTime, formatVenueDate, timeSlotsLabel } from '@app/domain';
import { CheckCircle2, Clock, Hourglass, Inbox, ListChecks, PoundSterling, XCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Select } from '@/components/ui/select';
import { useCancellationRequests } from '../api/get-cancellation-requests';
import { requestsForReview } from '../lib/refund-decision';
import { Badge, EmptyState, ErrorNotice, SectionHeader, StatTile, type Tone } from './admin-ui';
import { DataTable, type Column } from './data-table';
import { RefundDecisionDialog } from './refund-decision-dialog';

type Status = CancellationRequestView['status'];
const STATUS_BADGES: Record<Status, { tone: Tone; label: string }> = {
  pending: { tone: 'amber', label: 'Pending' },
  processing: { tone: 'blue', label: 'Processing' },
  approved: { tone: 'green', label: 'Approved' },
  rejected: { tone: 'red', label: 'Rejected' },
};

function refundText(request: CancellationRequestView): string {
  if (request.status !== 'approved') return '—';
  if (request.refundType === 'none') return 'No refund';
  return `${formatPence(Math.round((request.refundAmount ?? 0) * 100))} (${request.refundType})`;
}

const columns: Column<CancellationRequestView>[] = [
  {
    key: 'requester',
    header: 'Requested by',
    primary: true,
    cell: (request) => (
      <span>
        <span className="block font-semibold text-slate-900">{request.requestedBy?.name ?? 'Deleted account'}</span>
        {request.requestedBy && (
          <span className="block text-xs font-normal break-all text-slate-600">{request.requestedBy.email}</span>
        )}
      </span>
    ),
  },
  {
    key: 'booking',
    header: 'Booking',
    cell: (request) => (
      <span>
        {request.booking.code} · {request.booking.sport}
        <span className="block text-xs text-slate-600">
          {formatVenueDate(request.booking.date)}, {timeSlotsLabel(request.booking.timeSlots)} ·{' '}
          {formatPence(request.booking.totalAmountPence)}
        </span>
      </span>
    ),
  },
  { key: 'venue', header: 'Venue', cell: (request) => request.booking.venue.name },
  {
    key: 'reason',
    header: 'Reason',
    className: 'max-w-56',
    cell: (request) => <span className="line-clamp-3">{request.reason}</span>,
  },
  { key: 'requested', header: 'Requested', cell: (request) => formatLondonDateTime(request.createdAt) },
  {
    key: 'status',
    header: 'Status',
    cell: (request) => <Badge tone={STATUS_BADGES[request.status].tone}>{STATUS_BADGES[request.status].label}</Badge>,
  },
  { key: 'refund', header: 'Refund', cell: refundText },
];

/** Refunds (owner-admin.md §2, §3 Cancellation summary): tiles, the requests, and the decision modal. */
export function RefundsTab() {
  const requests = useCancellationRequests();
  const [filter, setFilter] = useState<Status | 'all'>('all');
  const [deciding, setDeciding] = useState<CancellationRequestView | null>(null);
  const shown = useMemo(
    () =>
      requestsForReview(
        (requests.data?.requests ?? []).filter((request) => filter === 'all' || request.status === filter),
      ),
    [requests.data, filter],
  );

  if (requests.isPending) return <LoadingStatus size="card">Loading cancellation requests…</LoadingStatus>;
  if (requests.isError) return <ErrorNotice>{ADMIN_MESSAGES.loadRequestsFailed}</ErrorNotice>;
  const { summary } = requests.data;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        <StatTile icon={ListChecks} tone="grey" label="Total" value={summary.total_requests} />
        <StatTile
          icon={Hourglass}
          tone={summary.pending_requests > 0 ? 'amber' : 'grey'}
          label="Pending"
          value={summary.pending_requests}
        />
        <StatTile icon={CheckCircle2} label="Approved" value={summary.approved_requests} />
        <StatTile icon={XCircle} tone="red" label="Rejected" value={summary.rejected_requests} />
        <StatTile icon={Clock} tone="blue" label="Processing" value={summary.processing_requests} />
        <StatTile
          icon={PoundSterling}
          label="Total refunded"
          value={formatPence(Math.round(summary.total_refund_amount * 100))}
        />
      </div>
      <div>
        <SectionHeader
          title="Cancellation requests"
          description="Decide each pending request. Refunds go back to each payer's card and take 5 to 7 business days."
        >
          <Select
            aria-label="Filter requests by status"
            value={filter}
            onChange={(event) => setFilter(event.target.value as Status | 'all')}
            className="w-full sm:w-44"
          >
            <option value="all">All requests</option>
            <option value="pending">Pending</option>
            <option value="processing">Processing</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
          </Select>
        </SectionHeader>
        {shown.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title={summary.total_requests === 0 ? 'No cancellation requests yet' : 'No requests with this status'}
          >
            Players' requests to cancel a booking appear here for a decision.
          </EmptyState>
        ) : (
          <DataTable
            caption="Cancellation requests"
            columns={columns}
            rows={shown}
            rowKey={(request) => request.id}
            actions={(request) =>
              request.status === 'pending' || request.decisionStalled ? (
                <Button
                  size="sm"
                  variant={request.decisionStalled ? 'secondary' : 'primary'}
                  onClick={() => setDeciding(request)}
                >
                  {request.decisionStalled ? 'Decide again' : 'Review'}
                </Button>
              ) : (
                <span className="self-center text-xs text-slate-600">
                  {request.reviewedAt ? `Decided ${formatLondonDateTime(request.reviewedAt)}` : 'Being processed'}
                </span>
              )
            }
          />
        )}
      </div>
      <RefundDecisionDialog request={deciding} onClose={() => setDeciding(null)} />
    </div>
  );
}
