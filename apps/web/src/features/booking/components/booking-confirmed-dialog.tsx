import { formatPence } from '@app/contracts';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatLondonDateTime, formatLongDate, timeSlotsLabel } from '@app/domain';
import type { BookingConfirmation } from '../lib/booking-confirmation';
import { DetailList, DetailRow } from '@/components/ui/detail-list';

const STATUS_WORDS: Record<string, string> = { confirmed: 'Confirmed', pending: 'Pending' };

/** 'Booking Confirmed!' (player.md §2; the payment ID row is replaced by the booking reference, decision 0024). Continue (or closing) clears the stored booking and goes to /venues. */
export function BookingConfirmedDialog({
  confirmation,
  onContinue,
}: {
  confirmation: BookingConfirmation | null;
  onContinue: () => void;
}) {
  return (
    <Dialog open={confirmation !== null} onOpenChange={(open) => !open && onContinue()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto" onInteractOutside={(event) => event.preventDefault()}>
        {confirmation && (
          <>
            <div className="text-center">
              <span className="mx-auto mb-3 inline-flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
                <CircleCheck aria-hidden="true" className="size-8" />
              </span>
              <DialogTitle className="text-xl">Booking Confirmed!</DialogTitle>
              <DialogDescription className="mt-1">
                {confirmation.splitPayment
                  ? 'Your share is paid and your friends have been sent their payment links. A confirmation e-mail is on its way.'
                  : 'Your booking is paid and confirmed. A confirmation e-mail is on its way.'}
              </DialogDescription>
            </div>
            <DetailList className="mt-5">
              {/* The booking's number is the reference players quote; the provider's payment id is internal (issue 15 §7, decision 0024). */}
              <DetailRow label="Booking reference">{confirmation.bookingCode}</DetailRow>
              <DetailRow label="Status">
                {STATUS_WORDS[confirmation.bookingStatus] ?? confirmation.bookingStatus}
              </DetailRow>
              <DetailRow label="Venue">{confirmation.venueName}</DetailRow>
              <DetailRow label="Sport">{confirmation.sport}</DetailRow>
              <DetailRow label="Date">{formatLongDate(confirmation.date)}</DetailRow>
              <DetailRow label="Time">{timeSlotsLabel(confirmation.timeSlots)}</DetailRow>
              <DetailRow label="Contact">{confirmation.mobileNumber}</DetailRow>
              <DetailRow label="Amount paid">{formatPence(confirmation.amountPaidPence)}</DetailRow>
              <DetailRow label="Confirmed">{formatLondonDateTime(confirmation.confirmedAt)}</DetailRow>
            </DetailList>
            <Button className="mt-6 w-full" onClick={onContinue}>
              Continue
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
