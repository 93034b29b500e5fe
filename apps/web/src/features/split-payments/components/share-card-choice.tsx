import type { SavedPaymentMethod } from '@app/contracts';
import { clsx } from 'clsx';
import { cardSummary } from '@/lib/card-display';

/** The radio value of 'A new card' beside the saved cards' ids. */
export const NEW_CARD = 'new';

/** 'Pay with': the signed-in payer's saved cards, or a new card. */
export function ShareCardChoice({
  name,
  cards,
  selected,
  onSelect,
  disabled,
}: {
  name: string;
  cards: readonly SavedPaymentMethod[];
  selected: string;
  onSelect: (value: string) => void;
  disabled: boolean;
}) {
  const options = [
    ...cards.map((saved) => ({ value: String(saved.id), label: cardSummary(saved) })),
    { value: NEW_CARD, label: 'A new card' },
  ];
  return (
    <fieldset disabled={disabled} className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Pay with</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={clsx(
            'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm text-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-emerald-600',
            selected === option.value
              ? 'border-emerald-700 bg-emerald-50'
              : 'border-slate-300 bg-white hover:border-emerald-600',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={selected === option.value}
            onChange={() => onSelect(option.value)}
            className="size-4 accent-emerald-700"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
