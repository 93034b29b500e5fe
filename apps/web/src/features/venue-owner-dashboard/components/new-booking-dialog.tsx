import { formatPence, penceToPoundsString, type OwnerVenue } from '@app/contracts';
import { formatVenueDate } from '@app/domain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/choice-card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Select } from '@/components/ui/select';
import { serverErrorText } from '@/lib/api-error-text';
import { useCreateManualBooking } from '../api/create-manual-booking';
import { useDaySlots } from '../api/get-day-slots';
import {
  emptyManualBooking,
  manualBookingBody,
  toggleHour,
  type ManualBookingDraft,
} from '../lib/manual-booking-draft';

/** Where the owner started a desk booking: a day, and from the calendar a sport, court and hour. */
export interface NewBookingStart {
  date: string;
  sport?: string;
  courtId?: number;
  time?: string;
}

/**
 * A phone or walk-in booking (issue 30 §3): the sport's hours that day with their prices and courts
 * left, a court (or any free one), the customer, how it is paid, and the price (the venue's unless
 * changed with a reason). The server holds the court by the same claims as an online checkout.
 */
export function NewBookingDialog({
  venue,
  start,
  onClose,
}: {
  venue: OwnerVenue;
  start: NewBookingStart | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={start !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle className="pr-10">New booking</DialogTitle>
        <DialogDescription className="mt-1">
          A phone or walk-in customer at {venue.name}. They are e-mailed the booking when you give an address.
        </DialogDescription>
        {start && (
          <NewBookingForm
            key={`${start.date}|${start.sport}|${start.courtId}|${start.time}`}
            venue={venue}
            start={start}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function NewBookingForm({ venue, start, onDone }: { venue: OwnerVenue; start: NewBookingStart; onDone: () => void }) {
  const [draft, setDraft] = useState<ManualBookingDraft>(() =>
    emptyManualBooking({
      sport: start.sport ?? venue.sports[0] ?? '',
      date: start.date,
      courtId: start.courtId ?? null,
      times: start.time ? [start.time] : [],
    }),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const update = (change: Partial<ManualBookingDraft>) => {
    setProblem(null);
    setDraft((current) => ({ ...current, ...change }));
  };
  const slots = useDaySlots(venue.id, draft.sport, draft.date);
  const create = useCreateManualBooking();
  const courts = venue.courts.filter((court) => court.sport === draft.sport);
  const chosen = (slots.data?.slots ?? []).filter((slot) => draft.times.includes(slot.time));
  const venuePence =
    chosen.length === draft.times.length && chosen.every((slot) => slot.pricePence !== null)
      ? chosen.reduce((sum, slot) => sum + slot.pricePence!, 0)
      : null;
  const result = manualBookingBody(draft, venuePence);
  const priceChanged = draft.price.trim() !== '' && result.ok === false && result.problem.startsWith('Please say why');

  const submit = () => {
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    create.mutate(
      { venueId: venue.id, body: result.body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (error) => setProblem(serverErrorText(error) ?? 'The booking could not be saved. Please try again.'),
      },
    );
  };

  return (
    <form
      className="mt-4 space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="desk-sport" label="Sport">
          {(field) => (
            <Select
              {...field}
              value={draft.sport}
              onChange={(event) => update({ sport: event.target.value, times: [], courtId: null })}
            >
              {venue.sports.map((sport) => (
                <option key={sport} value={sport}>
                  {sport}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="desk-date" label="Date">
          {(field) => (
            <Input
              {...field}
              type="date"
              value={draft.date}
              onChange={(event) => update({ date: event.target.value, times: [] })}
            />
          )}
        </FormField>
        <FormField id="desk-court" label="Court">
          {(field) => (
            <Select
              {...field}
              value={draft.courtId ?? ''}
              onChange={(event) => update({ courtId: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">Any free court</option>
              {courts.map((court) => (
                <option key={court.id} value={court.id}>
                  {court.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">
          Hours {draft.date ? `on ${formatVenueDate(draft.date)}` : ''}
        </legend>
        {slots.isPending ? (
          <LoadingStatus size="inline">Loading the day's hours…</LoadingStatus>
        ) : slots.isError ? (
          <FormMessage>{serverErrorText(slots.error) ?? 'The hours could not be loaded.'}</FormMessage>
        ) : slots.data.slots.length === 0 ? (
          <p className="text-sm text-slate-600">{draft.sport} is closed on this day.</p>
        ) : (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {slots.data.slots.map((slot) => {
              const picked = draft.times.includes(slot.time);
              return (
                <button
                  key={slot.time}
                  type="button"
                  aria-pressed={picked}
                  disabled={!slot.available && !picked}
                  onClick={() => update({ times: toggleHour(draft.times, slot.time) })}
                  className={clsx(
                    'rounded-lg border px-2 py-2 text-left text-sm',
                    picked
                      ? 'border-emerald-700 bg-emerald-700 text-white'
                      : 'border-slate-300 bg-white text-slate-900 hover:border-slate-400',
                    'disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500',
                  )}
                >
                  <span className="block font-semibold">{slot.time}</span>
                  <span className={clsx('block text-xs', picked ? 'text-emerald-50' : 'text-slate-600')}>
                    {slot.available ? `${slot.priceLabel} · ${slot.courtsLeft} free` : 'Taken'}
                  </span>
                </button>
              );
            })}
          </div>
        )}
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="desk-name" label="Customer name">
          {(field) => (
            <Input
              {...field}
              value={draft.name}
              autoComplete="off"
              onChange={(event) => update({ name: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="desk-phone" label="Phone">
          {(field) => (
            <Input
              {...field}
              type="tel"
              value={draft.phone}
              autoComplete="off"
              onChange={(event) => update({ phone: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="desk-email" label="E-mail" hint="Optional if you have a phone number">
          {(field) => (
            <Input
              {...field}
              type="email"
              value={draft.email}
              autoComplete="off"
              onChange={(event) => update({ email: event.target.value })}
            />
          )}
        </FormField>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">Payment</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <ChoiceCard
            name="desk-payment"
            checked={draft.payment === 'paid_at_venue'}
            onChange={() => update({ payment: 'paid_at_venue' })}
            label="Paid at the venue"
            hint="Cash or card terminal, taken now"
          />
          <ChoiceCard
            name="desk-payment"
            checked={draft.payment === 'unpaid'}
            onChange={() => update({ payment: 'unpaid' })}
            label="Pay on arrival"
            hint="Mark it paid when they pay"
          />
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="desk-price"
          label="Price (£)"
          hint={venuePence !== null ? `The venue's price for these hours: ${formatPence(venuePence)}` : undefined}
        >
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              placeholder={venuePence !== null ? penceToPoundsString(venuePence) : ''}
              value={draft.price}
              onChange={(event) => update({ price: event.target.value })}
            />
          )}
        </FormField>
        {(priceChanged || draft.priceReason) && (
          <FormField id="desk-price-reason" label="Why the price differs">
            {(field) => (
              <Input
                {...field}
                value={draft.priceReason}
                onChange={(event) => update({ priceReason: event.target.value })}
              />
            )}
          </FormField>
        )}
      </div>

      {problem && <FormMessage>{problem}</FormMessage>}
      <DialogActions>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Save booking'}
        </Button>
      </DialogActions>
    </form>
  );
}
