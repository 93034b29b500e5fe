import { formatPence, parsePoundsToPence, type PlayerBooking } from '@app/contracts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { timeSlotsLabel } from '@app/domain';
import { formatLondonDateTime, formatLongDate } from '@/lib/format-date';
import { SplitParticipants } from './split-participants';
import { StatusBadge } from './status-badge';

const PAYMENT_STATUS_WORDS: Record<string, string> = {
  succeeded: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};

const REQUEST_STATUS_WORDS: Record<string, string> = {
  pending: 'Waiting for the venue',
  processing: 'Being processed',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** 'Booking Details' (player.md §2): everything known about one booking. */
export function BookingDetailsDialog({ booking, onClose }: { booking: PlayerBooking | null; onClose: () => void }) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {booking && <BookingDetails booking={booking} />}
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function BookingDetails({ booking }: { booking: PlayerBooking }) {
  const request = booking.cancellationRequest;
  return (
    <>
      <DialogTitle className="pr-10">Booking Details</DialogTitle>
      <DialogDescription className="mt-1">
        {booking.venue?.name || 'Unknown Venue'}, {formatLongDate(booking.date)}
      </DialogDescription>
      <dl className="mt-5 divide-y divide-slate-200 text-sm">
        <Row label="Booking ID">#{booking.id}</Row>
        <Row label="Status">
          <span className="flex flex-col items-end gap-1">
            <StatusBadge status={booking.displayStatus} />
            <span className="text-slate-700">{booking.displayStatus.description}</span>
          </span>
        </Row>
        <Row label="Venue">{booking.venue?.name || 'Unknown Venue'}</Row>
        {booking.venue?.address && <Row label="Address">{booking.venue.address}</Row>}
        <Row label="Sport">{booking.sport}</Row>
        <Row label="Date">{formatLongDate(booking.date)}</Row>
        <Row label="Time">{timeSlotsLabel(booking.timeSlots)}</Row>
        <Row label="Amount">{formatPence(booking.totalAmountPence)}</Row>
        <Row label="Payment">{PAYMENT_STATUS_WORDS[booking.paymentStatus] ?? booking.paymentStatus}</Row>
        {booking.refundedAmount > 0 && <Row label="Refunded">{formatPence(parsePoundsToPence(booking.refundedAmount) ?? 0)}</Row>}
        {booking.mobileNumber && <Row label="Contact">{booking.mobileNumber}</Row>}
        <Row label="Booked on">{formatLondonDateTime(booking.createdAt)}</Row>
        {booking.paymentIntentId && (
          <Row label="Payment ID">
            <span className="font-mono text-xs break-all">{booking.paymentIntentId}</span>
          </Row>
        )}
      </dl>
      {booking.split && <SplitParticipants bookingId={booking.id} split={booking.split} headingLevel={3} />}
      {request && (
        <section aria-label="Cancellation request" className="mt-5 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
          <h3 className="font-semibold text-slate-900">Cancellation request</h3>
          <p className="mt-1">
            {REQUEST_STATUS_WORDS[request.status] ?? request.status}, sent {formatLondonDateTime(request.createdAt)}
          </p>
          <p className="mt-1">Reason: {request.reason}</p>
          {request.adminNotes && <p className="mt-1">Note from the venue: {request.adminNotes}</p>}
        </section>
      )}
    </>
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
