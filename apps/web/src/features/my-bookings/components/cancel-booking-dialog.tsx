import { PAYMENT_MESSAGES, type PlayerBooking } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { formatLongDate, timeSlotsLabel } from '@app/domain';
import { useCancelBooking } from '../api/cancel-booking';
import { cancellationFailureText } from '../lib/booking-notices';
import { cancellationRefundText } from '../lib/money-preview';
import type { Notice } from '../lib/booking-notices';
import { DialogActions } from '@/components/ui/dialog-actions';

interface CancelBookingDialogProps {
  booking: PlayerBooking | null;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}

/** 'Cancel Booking' (player.md §2): a reason is required; the venue or an admin decides the refund. */
export function CancelBookingDialog({ booking, onClose, onNotice }: CancelBookingDialogProps) {
  const cancel = useCancelBooking();
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <DialogContent>
        {booking && (
          <CancelForm
            booking={booking}
            pending={cancel.isPending}
            onSubmit={(reason) =>
              cancel.mutate(
                { bookingId: booking.id, reason },
                {
                  onSuccess: () => {
                    onClose();
                    onNotice({ message: PAYMENT_MESSAGES.cancellationSubmitted });
                  },
                  onError: (error) => {
                    onClose();
                    onNotice({ message: cancellationFailureText(error) });
                  },
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CancelForm({
  booking,
  pending,
  onSubmit,
}: {
  booking: PlayerBooking;
  pending: boolean;
  onSubmit: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  // Read once when the dialog opens: the promise does not change under the player's eyes.
  const [refundText] = useState(() => cancellationRefundText(booking, new Date()));
  const [touched, setTouched] = useState(false);
  const blank = reason.trim() === '';
  const error = touched && blank ? PAYMENT_MESSAGES.cancellationReasonRequired : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (blank || pending) return;
    onSubmit(reason.trim());
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <div className="space-y-1 pr-10">
        <DialogTitle>Cancel Booking</DialogTitle>
        <DialogDescription>
          {booking.venue?.name || 'Unknown Venue'}, {booking.sport}, {formatLongDate(booking.date)},{' '}
          {timeSlotsLabel(booking.timeSlots)}. Your request goes to the venue, which confirms the refund; refunds reach
          your card in 5 to 7 business days. We e-mail you when you send it and when the venue decides.
        </DialogDescription>
      </div>
      <p className="rounded-lg bg-slate-50 p-3 text-sm font-medium text-slate-900">{refundText}</p>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-reason`}>Reason for cancellation</Label>
        <textarea
          id={`${id}-reason`}
          rows={4}
          maxLength={1000}
          value={reason}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-reason-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm hover:border-slate-400 focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-600 aria-invalid:border-red-600"
        />
        <FieldError id={error ? `${id}-reason-error` : undefined} message={error} />
      </div>
      <DialogActions closeLabel="Keep booking" busy={pending}>
        <Button type="submit" variant="danger" disabled={blank || pending}>
          {pending ? 'Submitting...' : 'Submit cancellation request'}
        </Button>
      </DialogActions>
    </form>
  );
}
