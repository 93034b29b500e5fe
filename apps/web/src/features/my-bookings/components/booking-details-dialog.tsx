import { formatPence, parsePoundsToPence, type PlayerBooking } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatLondonDateTime, formatLongDate, timeSlotsLabel } from '@app/domain';
import { cancellationDecisionLine } from '../lib/cancellation-decision';
import { splitPaymentWords } from '../lib/split-participants';
import { SplitParticipants } from './split-participants';
import { StatusBadge } from './status-badge';
import { DetailList, DetailRow } from '@/components/ui/detail-list';

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
      <DetailList className="mt-5">
        <DetailRow label="Booking reference">{booking.code}</DetailRow>
        <DetailRow label="Status">
          <span className="flex flex-col items-end gap-1">
            <StatusBadge status={booking.displayStatus} />
            <span className="text-slate-700">{booking.displayStatus.description}</span>
          </span>
        </DetailRow>
        <DetailRow label="Venue">{booking.venue?.name || 'Unknown Venue'}</DetailRow>
        {booking.venue?.address && <DetailRow label="Address">{booking.venue.address}</DetailRow>}
        <DetailRow label="Sport">{booking.sport}</DetailRow>
        <DetailRow label="Date">{formatLongDate(booking.date)}</DetailRow>
        <DetailRow label="Time">{timeSlotsLabel(booking.timeSlots)}</DetailRow>
        <DetailRow label="Amount">{formatPence(booking.totalAmountPence)}</DetailRow>
        <DetailRow label="Payment">
          {splitPaymentWords(booking.split, booking.totalAmountPence) ??
            PAYMENT_STATUS_WORDS[booking.paymentStatus] ??
            booking.paymentStatus}
        </DetailRow>
        {booking.refundedAmount > 0 && (
          <DetailRow label="Refunded">{formatPence(parsePoundsToPence(booking.refundedAmount) ?? 0)}</DetailRow>
        )}
        {booking.mobileNumber && <DetailRow label="Contact">{booking.mobileNumber}</DetailRow>}
        <DetailRow label="Booked on">{formatLondonDateTime(booking.createdAt)}</DetailRow>
      </DetailList>
      {booking.split && <SplitParticipants bookingId={booking.id} split={booking.split} headingLevel={3} />}
      {request && (
        <section aria-label="Cancellation request" className="mt-5 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
          <h3 className="font-semibold text-slate-900">Cancellation request</h3>
          <p className="mt-1">
            {REQUEST_STATUS_WORDS[request.status] ?? request.status}, sent {formatLondonDateTime(request.createdAt)}
          </p>
          <p className="mt-1">Reason: {request.reason}</p>
          {cancellationDecisionLine(request) && <p className="mt-1">{cancellationDecisionLine(request)}</p>}
          {request.adminNotes && <p className="mt-1">Note from the venue: {request.adminNotes}</p>}
        </section>
      )}
    </>
  );
}
