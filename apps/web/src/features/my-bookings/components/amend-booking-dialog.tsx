import { formatPence, PAYMENT_MESSAGES, type PlayerBooking } from '@app/contracts';
import { clsx } from 'clsx';
import { Check, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingStatus } from '@/components/ui/loading-status';
import { formatLongDate, slotRange, timeSlotsLabel } from '@app/domain';
import { useVenueSlots } from '@/lib/api/get-venue-slots';
import { useAmendBooking } from '../api/amend-booking';
import { useAmendQuote } from '../api/quote-amendment';
import { amendQuoteText } from '../lib/money-preview';
import {
  amendGrid,
  normaliseSlots,
  slotDiff,
  slotsChanged,
  type AmendHour,
  type AmendSlotState,
} from '../lib/amend-slots';
import { amendFailureText, priceDifferenceText } from '../lib/booking-notices';
import type { Notice } from '../lib/booking-notices';
import { DialogActions } from '@/components/ui/dialog-actions';
import { serverErrorText } from '@/lib/api-error-text';

const STATE_WORDS: Record<AmendSlotState, string> = {
  available: 'Available',
  selected: 'Selected',
  booked: 'Booked',
  closed: 'Closed',
  blocked: 'Blocked',
  break: 'Break',
};

interface AmendBookingDialogProps {
  booking: PlayerBooking | null;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}

/** 'Amend Booking' (player.md §2): date and sport stay; only the hours change. */
export function AmendBookingDialog({ booking, onClose, onNotice }: AmendBookingDialogProps) {
  const amend = useAmendBooking();
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && !amend.isPending && onClose()}>
      <DialogContent
        className="max-h-[90vh] max-w-2xl overflow-y-auto"
        // The first focusable field is the read-only date; start on the dialog itself so the title is read first.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {booking && (
          // Keyed per booking so the chosen hours start from that booking's own.
          <AmendForm
            key={booking.id}
            booking={booking}
            pending={amend.isPending}
            onSave={(timeSlots) => {
              if (!slotsChanged(booking.timeSlots, timeSlots)) {
                onClose();
                onNotice({ message: PAYMENT_MESSAGES.noChanges });
                return;
              }
              amend.mutate(
                { booking, timeSlots },
                {
                  onSuccess: (result) => {
                    onClose();
                    onNotice({
                      message: result.message || PAYMENT_MESSAGES.bookingUpdated,
                      detail: priceDifferenceText(result.priceDifference),
                    });
                  },
                  onError: (error) => {
                    onClose();
                    onNotice({ message: amendFailureText(error) });
                  },
                },
              );
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AmendForm({
  booking,
  pending,
  onSave,
}: {
  booking: PlayerBooking;
  pending: boolean;
  onSave: (timeSlots: string[]) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<string[]>(() => normaliseSlots(booking.timeSlots));
  const slots = useVenueSlots(booking.venueId, booking.sport, booking.date);
  const grid = slots.data ? amendGrid(slots.data.slots, booking.timeSlots, chosen) : [];
  const { added, removed } = slotDiff(booking.timeSlots, chosen);
  const changed = chosen.length > 0 && slotsChanged(booking.timeSlots, chosen);
  const quote = useAmendQuote(booking.id, chosen, changed);

  const toggle = (hour: AmendHour) => {
    if (hour.state !== 'available' && hour.state !== 'selected') return;
    setChosen((current) =>
      normaliseSlots(
        current.includes(hour.time) ? current.filter((time) => time !== hour.time) : [...current, hour.time],
      ),
    );
  };

  return (
    <div className="space-y-5">
      <div className="space-y-1 pr-10">
        <DialogTitle>Amend Booking</DialogTitle>
        <DialogDescription>
          {booking.venue?.name || 'Unknown Venue'}: choose the hours you want. Extra hours are charged to the card you
          paid with; hours you drop are refunded.
        </DialogDescription>
      </div>

      <div className="grid gap-4 sm:grid-cols-[3fr_2fr]">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input id={`${id}-date`} readOnly value={formatLongDate(booking.date)} className="bg-slate-50" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-sport`}>Sport</Label>
          <Input id={`${id}-sport`} readOnly value={booking.sport} className="bg-slate-50" />
        </div>
      </div>

      <div className="space-y-3">
        <h3 id={`${id}-hours`} className="text-sm font-semibold text-slate-900">
          Time slots
        </h3>
        {slots.isPending ? (
          <LoadingStatus>Loading available times...</LoadingStatus>
        ) : slots.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
            <p>We could not load the times for this day.</p>
            <Button variant="secondary" size="sm" onClick={() => void slots.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          </div>
        ) : (
          <div role="group" aria-labelledby={`${id}-hours`} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {grid.map((hour) => (
              <HourButton key={hour.time} hour={hour} disabled={pending} onToggle={() => toggle(hour)} />
            ))}
          </div>
        )}
      </div>

      <div role="status" aria-live="polite" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        <p>
          <span className="font-medium">Current: </span>
          {timeSlotsLabel(booking.timeSlots)} ({formatPence(booking.totalAmountPence)})
        </p>
        <p>
          <span className="font-medium">New: </span>
          {chosen.length ? timeSlotsLabel(chosen) : 'no hours chosen'}
        </p>
        {added.length > 0 && <p>Adding {added.join(', ')}</p>}
        {removed.length > 0 && <p>Removing {removed.join(', ')}</p>}
        {changed && (
          <p className="mt-2 font-semibold text-slate-900">
            {quote.isError
              ? (serverErrorText(quote.error) ?? 'We could not work out the price. Please try again.')
              : quote.data && !quote.isPlaceholderData
                ? amendQuoteText(quote.data)
                : 'Working out the price…'}
          </p>
        )}
      </div>

      <DialogActions closeLabel="Close" busy={pending}>
        <Button
          onClick={() => onSave(chosen)}
          disabled={pending || chosen.length === 0 || !slots.data || (changed && !quote.isSuccess)}
        >
          {pending ? 'Saving...' : 'Save changes'}
        </Button>
      </DialogActions>
    </div>
  );
}

function HourButton({ hour, disabled, onToggle }: { hour: AmendHour; disabled: boolean; onToggle: () => void }) {
  const choosable = hour.state === 'available' || hour.state === 'selected';
  const selected = hour.state === 'selected';
  const priceText = hour.own ? 'Your booking' : hour.pricePence !== null ? formatPence(hour.pricePence) : '';
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled || !choosable}
      onClick={onToggle}
      className={clsx(
        'flex flex-col items-start rounded-lg border px-3 py-2 text-left text-sm transition-colors',
        selected && 'border-emerald-700 bg-emerald-700 text-white',
        !selected &&
          choosable &&
          'border-slate-300 bg-white text-slate-900 hover:border-emerald-600 hover:bg-emerald-50',
        !choosable && 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600',
      )}
    >
      <span className="font-semibold">{slotRange(hour.time)}</span>
      <span className="inline-flex items-center gap-1 text-xs">
        {selected && <Check aria-hidden="true" className="size-3.5" />}
        {STATE_WORDS[hour.state]}
        {priceText && choosable ? ` · ${priceText}` : ''}
      </span>
    </button>
  );
}
