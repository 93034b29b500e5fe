import { ADMIN_MESSAGES, formatPence, type CancellationRequestView, type RefundTypeName } from '@app/contracts';
import { formatVenueDate, timeSlotsLabel } from '@app/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { ChoiceCard as Choice } from '@/components/ui/choice-card';
import { DetailList, DetailRow } from '@/components/ui/detail-list';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverErrorText } from '@/lib/api-error-text';
import { useDecideCancellationRequest } from '../api/decide-cancellation-request';
import {
  INITIAL_REFUND_FORM,
  policyPromise,
  refundDecisionBody,
  type RefundDecisionForm,
} from '../lib/refund-decision';
import { textAreaClassName } from '@/components/ui/text-area';

const REFUND_CHOICES: readonly { value: RefundTypeName; label: string; hint: (refundable: string) => string }[] = [
  { value: 'full', label: 'Full refund', hint: (refundable) => `${refundable}, everything still paid on this booking` },
  { value: 'partial', label: 'Partial refund', hint: (refundable) => `An amount up to ${refundable}` },
  { value: 'none', label: 'No refund', hint: () => 'The booking is cancelled and nothing is refunded' },
];

/**
 * The decision modal (owner-admin.md §2 Refunds, §4, §5): approve with a full, partial (above £0, up
 * to what is still refundable, step 0.01) or no refund, with a reason and admin notes; or reject with
 * notes. Submit stays disabled until the form can be sent.
 */
export function RefundDecisionDialog({
  request,
  onClose,
}: {
  request: CancellationRequestView | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState<RefundDecisionForm>(INITIAL_REFUND_FORM);
  const decide = useDecideCancellationRequest();
  const refundable = request?.booking.refundableAmountPence ?? 0;
  const result = refundDecisionBody(form, refundable);
  const update = (patch: Partial<RefundDecisionForm>) => setForm((current) => ({ ...current, ...patch }));
  const close = () => {
    if (decide.isPending) return;
    setForm(INITIAL_REFUND_FORM);
    onClose();
  };
  const submit = () => {
    if (!request || !result.ok) return;
    decide.mutate(
      { requestId: request.id, decision: result.body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setForm(INITIAL_REFUND_FORM);
          onClose();
        },
        onError: (error) =>
          toast.error(ADMIN_MESSAGES.processCancellationFailed, { description: serverErrorText(error) ?? undefined }),
      },
    );
  };
  const booking = request?.booking;

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogTitle className="pr-10">Cancellation request for {booking?.code}</DialogTitle>
        <DialogDescription className="mt-1">
          {request?.requestedBy ? `${request.requestedBy.name} (${request.requestedBy.email})` : 'Deleted account'}{' '}
          asked to cancel booking {booking?.code}.
        </DialogDescription>
        {request && booking && (
          <form
            className="mt-4 space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <DetailList className="rounded-lg bg-slate-50 px-3">
              <DetailRow label="Venue">{booking.venue.name}</DetailRow>
              <DetailRow label="When">
                {formatVenueDate(booking.date)}, {timeSlotsLabel(booking.timeSlots)}
              </DetailRow>
              <DetailRow label="Sport">{booking.sport}</DetailRow>
              <DetailRow label="Booking total">
                {formatPence(booking.totalAmountPence)}
                {booking.isSplit ? ' (split payment)' : ''}
              </DetailRow>
              <DetailRow label="Still refundable">{formatPence(refundable)}</DetailRow>
              <DetailRow label="Player's reason">{request.reason}</DetailRow>
            </DetailList>
            <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
              {policyPromise(request)}
            </p>

            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-semibold text-slate-900">Decision</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                <Choice
                  name="decision"
                  checked={form.decision === 'approved'}
                  onChange={() => update({ decision: 'approved' })}
                  label="Approve"
                  hint="Cancel the booking and free its slots"
                />
                <Choice
                  name="decision"
                  checked={form.decision === 'rejected'}
                  onChange={() => update({ decision: 'rejected' })}
                  label="Reject"
                  hint="The booking stays active"
                />
              </div>
            </fieldset>

            {form.decision === 'approved' && (
              <>
                <fieldset className="space-y-2">
                  <legend className="mb-2 text-sm font-semibold text-slate-900">Refund</legend>
                  {REFUND_CHOICES.map((choice) => (
                    <Choice
                      key={choice.value}
                      name="refund-type"
                      checked={form.refundType === choice.value}
                      onChange={() => update({ refundType: choice.value })}
                      label={choice.label}
                      hint={choice.hint(formatPence(refundable))}
                    />
                  ))}
                </fieldset>
                {form.refundType === 'partial' && (
                  <div className="space-y-1.5">
                    <Label htmlFor="refund-amount">Refund amount (£)</Label>
                    <Input
                      id="refund-amount"
                      type="number"
                      inputMode="decimal"
                      min="0.01"
                      step="0.01"
                      max={(refundable / 100).toFixed(2)}
                      value={form.amount}
                      onChange={(event) => update({ amount: event.target.value })}
                      aria-invalid={!result.ok && result.error ? true : undefined}
                      aria-describedby={!result.ok && result.error ? 'refund-amount-error' : undefined}
                      placeholder="0.00"
                    />
                    <FieldError id="refund-amount-error" message={!result.ok ? result.error : null} />
                  </div>
                )}
                <div className="space-y-1.5">
                  <Label htmlFor="refund-reason">Refund reason</Label>
                  <Input
                    id="refund-reason"
                    maxLength={2000}
                    value={form.refundReason}
                    onChange={(event) => update({ refundReason: event.target.value })}
                    placeholder="For example: venue closed for maintenance"
                  />
                </div>
              </>
            )}
            <div className="space-y-1.5">
              <Label htmlFor="admin-notes">Admin notes</Label>
              <textarea
                id="admin-notes"
                rows={3}
                maxLength={2000}
                value={form.adminNotes}
                onChange={(event) => update({ adminNotes: event.target.value })}
                className={textAreaClassName}
                placeholder="Shown to the player in the decision e-mail"
              />
            </div>
            <DialogActions busy={decide.isPending}>
              <Button
                type="submit"
                variant={form.decision === 'rejected' ? 'danger' : 'primary'}
                disabled={!result.ok || decide.isPending}
              >
                {decide.isPending
                  ? 'Processing…'
                  : form.decision === 'rejected'
                    ? 'Reject request'
                    : result.ok && result.refundPence > 0
                      ? `Approve and refund ${formatPence(result.refundPence)}`
                      : 'Approve without refund'}
              </Button>
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
