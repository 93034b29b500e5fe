import {
  ADMIN_MESSAGES,
  FRONT_DESK_MESSAGES as FM,
  formatPence,
  refundPoundsSchema,
  type FrontDeskBooking,
  type OwnerVenue,
  type VenueCancelRequest,
} from '@app/contracts';
import { formatVenueDate, timeSlotsLabel } from '@app/domain';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/choice-card';
import { DetailList, DetailRow } from '@/components/ui/detail-list';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Select } from '@/components/ui/select';
import { textAreaClassName } from '@/components/ui/text-area';
import { serverErrorText } from '@/lib/api-error-text';
import { useCancelDeskBooking } from '../api/cancel-desk-booking';
import { useDeclineCancellationRequest } from '../api/decline-cancellation-request';
import { useDeskBooking } from '../api/get-desk-booking';
import { useUpdateDeskBooking } from '../api/update-desk-booking';

const DESK_STATUS_LABELS: Record<string, string> = {
  confirmed: 'Confirmed',
  cancellation_requested: 'Cancellation requested',
  cancelled: 'Cancelled',
  pending: 'Held at checkout',
  expired: 'Expired',
  failed: 'Payment failed',
};

/** How a booking is paid, in the desk's words. */
export function deskPaymentLabel(booking: FrontDeskBooking): string {
  if (booking.source === 'online') return 'Paid online';
  if (booking.paidAtVenueAt) return 'Paid at the venue';
  return 'To pay on arrival';
}

/** Courts of a booking as one line: "Court 2" or "18:00 Court 1, 19:00 Court 2". */
export function deskCourtsLabel(booking: FrontDeskBooking): string {
  const names = [...new Set(booking.courts.map((hour) => hour.name))];
  if (names.length <= 1) return names[0] ?? '—';
  return booking.courts.map((hour) => `${hour.time} ${hour.name}`).join(', ');
}

/**
 * One booking at the desk (issue 30 §4): who, when, where and how it is paid, and what the owner can
 * do — mark it paid or a no-show, keep a note, move it to another free court, decline a player's
 * request, or cancel it with a reason and a refund (online money back to the card, cash recorded).
 */
export function DeskBookingDialog({
  venue,
  bookingId,
  now,
  onClose,
}: {
  venue: OwnerVenue;
  bookingId: number | null;
  now: Date;
  onClose: () => void;
}) {
  const booking = useDeskBooking(venue.id, bookingId);
  return (
    <Dialog open={bookingId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-xl">
        <DialogTitle className="pr-10">Booking {booking.data?.code ?? ''}</DialogTitle>
        <DialogDescription className="mt-1">
          {booking.data
            ? `${booking.data.sport}, ${formatVenueDate(booking.data.date)}, ${timeSlotsLabel(booking.data.timeSlots)}`
            : 'Loading the booking…'}
        </DialogDescription>
        {booking.isPending ? (
          <LoadingStatus size="inline">Loading the booking…</LoadingStatus>
        ) : booking.isError ? (
          <FormMessage className="mt-4">
            {serverErrorText(booking.error) ?? 'The booking could not be loaded.'}
          </FormMessage>
        ) : (
          <DeskBookingBody key={booking.data.id} venue={venue} booking={booking.data} now={now} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function DeskBookingBody({
  venue,
  booking,
  now,
  onDone,
}: {
  venue: OwnerVenue;
  booking: FrontDeskBooking;
  now: Date;
  onDone: () => void;
}) {
  const update = useUpdateDeskBooking();
  const cancel = useCancelDeskBooking();
  const decline = useDeclineCancellationRequest();
  const [note, setNote] = useState(booking.note ?? '');
  const [courtId, setCourtId] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState<'full' | 'partial' | 'none'>('full');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const live = booking.status === 'confirmed' || booking.status === 'cancellation_requested';
  const started = new Date(booking.startsAt).getTime() <= now.getTime();
  const otherCourts = venue.courts.filter(
    (court) => court.sport === booking.sport && !booking.courts.every((hour) => hour.courtId === court.id),
  );
  const failed = (error: unknown) => setProblem(serverErrorText(error) ?? 'That did not work. Please try again.');
  const patch = (change: Parameters<typeof update.mutate>[0]['patch']) =>
    update.mutate(
      { venueId: venue.id, bookingId: booking.id, patch: change },
      { onSuccess: (answer) => toast.success(answer.message), onError: failed },
    );

  const cancelBody = (): VenueCancelRequest | string => {
    if (!reason.trim()) return FM.cancelReasonRequired;
    if (refund !== 'partial') return { reason: reason.trim(), refund: { type: refund } };
    // The amount rule the API runs (refundPoundsSchema), and no more than the booking can give.
    const pence = refundPoundsSchema.safeParse(amount);
    if (!pence.success) return pence.error.issues[0]?.message ?? ADMIN_MESSAGES.refundAmountInvalid;
    if (pence.data > booking.refundablePence)
      return ADMIN_MESSAGES.refundAboveRefundable(formatPence(booking.refundablePence));
    return { reason: reason.trim(), refund: { type: 'partial', amount: amount.trim() } };
  };
  const submitCancel = () => {
    const body = cancelBody();
    if (typeof body === 'string') {
      setProblem(body);
      return;
    }
    cancel.mutate(
      { venueId: venue.id, bookingId: booking.id, body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: failed,
      },
    );
  };
  const refundWord = booking.source === 'manual' ? 'in cash at the venue' : 'to their card';

  return (
    <div className="mt-4 space-y-4">
      <DetailList className="rounded-lg bg-slate-50 px-3">
        <DetailRow label="Customer">{booking.customer.name || '—'}</DetailRow>
        <DetailRow label="Phone">{booking.customer.phone ?? '—'}</DetailRow>
        <DetailRow label="E-mail">{booking.customer.email ?? '—'}</DetailRow>
        <DetailRow label="Court">{deskCourtsLabel(booking)}</DetailRow>
        <DetailRow label="Amount">
          {formatPence(booking.totalAmountPence)}
          {booking.priceReason ? ` (${booking.priceReason})` : ''}
        </DetailRow>
        <DetailRow label="Payment">{deskPaymentLabel(booking)}</DetailRow>
        <DetailRow label="Status">
          {DESK_STATUS_LABELS[booking.status] ?? booking.status}
          {booking.noShow ? ' · no-show' : ''}
        </DetailRow>
      </DetailList>

      {booking.cancellationRequest && (
        <FormMessage tone="info">
          The player asked to cancel: “{booking.cancellationRequest.reason}”. Approve it below with a refund, or decline
          it so the booking stands.
          <div className="mt-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={decline.isPending}
              onClick={() =>
                decline.mutate(
                  { requestId: booking.cancellationRequest!.id, note: '' },
                  {
                    onSuccess: (answer) => {
                      toast.success(answer.message);
                      onDone();
                    },
                    onError: failed,
                  },
                )
              }
            >
              Decline the request
            </Button>
          </div>
        </FormMessage>
      )}

      {live && (
        <Section title="At the desk">
          <div className="flex flex-wrap gap-2">
            {booking.source === 'manual' && !booking.paidAtVenueAt && (
              <Button size="sm" disabled={update.isPending} onClick={() => patch({ paid: true })}>
                Mark paid
              </Button>
            )}
            {started && (
              <Button
                size="sm"
                variant="secondary"
                disabled={update.isPending}
                onClick={() => patch({ noShow: !booking.noShow })}
              >
                {booking.noShow ? 'Undo no-show' : 'Mark no-show'}
              </Button>
            )}
          </div>
          {otherCourts.length > 0 && (
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-48 flex-1 space-y-1.5">
                <Label htmlFor="desk-move">Move to court</Label>
                <Select
                  id="desk-move"
                  value={courtId}
                  onChange={(event) => setCourtId(event.target.value ? Number(event.target.value) : '')}
                >
                  <option value="">Choose a court</option>
                  {otherCourts.map((court) => (
                    <option key={court.id} value={court.id}>
                      {court.name}
                    </option>
                  ))}
                </Select>
              </div>
              <Button
                variant="secondary"
                disabled={courtId === '' || update.isPending}
                onClick={() => courtId !== '' && patch({ courtId })}
              >
                Move
              </Button>
            </div>
          )}
        </Section>
      )}

      <Section title="Private note">
        <textarea
          aria-label="Private note"
          className={textAreaClassName}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Only you and admins see this"
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending || note === (booking.note ?? '')}
          onClick={() => patch({ note })}
        >
          Save note
        </Button>
      </Section>

      {live && (
        <Section title={booking.cancellationRequest ? 'Approve the request and cancel' : 'Cancel this booking'}>
          <div className="space-y-1.5">
            <Label htmlFor="desk-cancel-reason">Reason (the customer is told it)</Label>
            <Input id="desk-cancel-reason" value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
          <div className="grid gap-2 sm:grid-cols-3">
            <ChoiceCard
              name="desk-refund"
              checked={refund === 'full'}
              onChange={() => setRefund('full')}
              label="Full refund"
              hint={`${formatPence(booking.refundablePence)} ${refundWord}`}
            />
            <ChoiceCard
              name="desk-refund"
              checked={refund === 'partial'}
              onChange={() => setRefund('partial')}
              label="Partial"
              hint={`Up to ${formatPence(booking.refundablePence)}`}
            />
            <ChoiceCard
              name="desk-refund"
              checked={refund === 'none'}
              onChange={() => setRefund('none')}
              label="No refund"
            />
          </div>
          {refund === 'partial' && (
            <div className="max-w-48 space-y-1.5">
              <Label htmlFor="desk-refund-amount">Refund (£)</Label>
              <Input
                id="desk-refund-amount"
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </div>
          )}
          <Button variant="danger" disabled={cancel.isPending} onClick={submitCancel}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel booking'}
          </Button>
        </Section>
      )}
      {problem && <FormMessage>{problem}</FormMessage>}
    </div>
  );
}
