import type { Slot, UnavailableReason } from '@app/contracts';
import { slotRange } from '@app/domain';
import { clsx } from 'clsx';
import { Check, Sparkles } from 'lucide-react';
import { isBookable } from '../lib/booking-draft';

const REASON_WORDS: Record<UnavailableReason, string> = {
  closed: 'Closed',
  blocked: 'Blocked',
  break: 'Break',
  booked: 'Booked',
  past: 'Past',
};

function statusText(slot: Slot): string {
  if (!slot.available) return slot.unavailableReason ? REASON_WORDS[slot.unavailableReason] : 'Unavailable';
  if (slot.pricePence === null) return 'Price to be confirmed';
  return 'Available';
}

interface SlotPickerProps {
  slots: readonly Slot[];
  selectedTimes: readonly string[];
  onToggle: (time: string) => void;
  labelledBy: string;
}

/** The day's hourly slots as toggle buttons; any number may be chosen, consecutive or not. */
export function SlotPicker({ slots, selectedTimes, onToggle, labelledBy }: SlotPickerProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid gap-2 sm:grid-cols-2">
      {slots.map((slot) => {
        const bookable = isBookable(slot);
        const selected = bookable && selectedTimes.includes(slot.time);
        return (
          <button
            key={slot.time}
            type="button"
            aria-pressed={selected}
            disabled={!bookable}
            onClick={() => onToggle(slot.time)}
            className={clsx(
              'flex flex-col items-start gap-0.5 rounded-lg border px-3 py-2 text-left text-sm transition-colors',
              selected && 'border-emerald-700 bg-emerald-700 text-white',
              !selected &&
                bookable &&
                'border-slate-300 bg-white text-slate-900 hover:border-emerald-600 hover:bg-emerald-50',
              !bookable && 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600',
            )}
          >
            <span className="flex w-full items-center justify-between gap-2">
              <span className="font-semibold">{slotRange(slot.time)}</span>
              <span className={clsx('font-medium', !bookable && 'line-through')}>{slot.priceLabel}</span>
            </span>
            <span className="flex w-full flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
              <span className="inline-flex items-center gap-1">
                {selected && <Check aria-hidden="true" className="size-3.5" />}
                {selected ? 'Selected' : statusText(slot)}
              </span>
              {slot.isSpecial && (
                <span
                  className={clsx(
                    'inline-flex items-center gap-1 rounded-full px-1.5 py-px font-semibold',
                    selected ? 'bg-white/20 text-white' : 'bg-amber-100 text-amber-900',
                  )}
                >
                  <Sparkles aria-hidden="true" className="size-3" />
                  Special
                </span>
              )}
              {bookable && slot.courtCount > 1 && (
                <span>
                  {slot.courtsLeft} of {slot.courtCount} courts left
                </span>
              )}
            </span>
            {slot.notes && (
              <span className={clsx('text-xs', selected ? 'text-emerald-50' : 'text-slate-700')}>{slot.notes}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
