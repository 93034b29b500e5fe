import { PAYMENT_MESSAGES } from '@app/contracts';
import { clsx } from 'clsx';
import { CreditCard, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { LoadingStatus } from '@/components/ui/loading-status';
import { serverErrorText } from '@/lib/api-error-text';
import { usePaymentMethods } from '@/lib/api/get-payment-methods';
import { brandName, defaultCardOf, expiryLabel, maskedNumber } from '@/lib/card-display';
import { AddCardDialog } from './add-card-dialog';

interface SavedCardPickerProps {
  /** Our id of the chosen saved card (not the provider's), or null while none is chosen. */
  value: number | null;
  onValueChange: (cardId: number | null) => void;
  disabled?: boolean;
}

/**
 * Checkout's card choice (player.md §2): a radio list of saved cards with the default preselected, or
 * the no-cards message, plus the same 'Add new payment method' dialog as the Payment tab. The app
 * layer hands this to checkout, so the booking feature never imports this one.
 */
export function SavedCardPicker({ value, onValueChange, disabled }: SavedCardPickerProps) {
  const cards = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const list = cards.data;

  // Keeps the choice on a card that exists: the default at first, again if the chosen one is removed.
  useEffect(() => {
    if (!list) return;
    if (value !== null && list.some((card) => card.id === value)) return;
    const fallback = defaultCardOf(list)?.id ?? null;
    if (fallback !== value) onValueChange(fallback);
  }, [list, value, onValueChange]);

  return (
    <div className="space-y-4">
      {cards.isPending ? (
        <LoadingStatus>Loading payment methods...</LoadingStatus>
      ) : cards.isError ? (
        <FormMessage>
          {PAYMENT_MESSAGES.loadMethodsFailed}: {serverErrorText(cards.error) ?? PAYMENT_MESSAGES.fetchMethodsFailed}
        </FormMessage>
      ) : cards.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-700">
          {PAYMENT_MESSAGES.noSavedMethods}
        </p>
      ) : (
        <fieldset disabled={disabled}>
          <legend className="sr-only">Saved cards</legend>
          <div className="space-y-2">
            {cards.data.map((card) => {
              const checked = card.id === value;
              return (
                <label
                  key={card.id}
                  className={clsx(
                    'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-emerald-600',
                    checked ? 'border-emerald-700 bg-emerald-50' : 'border-slate-300 bg-white hover:border-emerald-600',
                  )}
                >
                  <input
                    type="radio"
                    name="checkout-card"
                    value={card.id}
                    checked={checked}
                    onChange={() => onValueChange(card.id)}
                    className="size-4 accent-emerald-700"
                  />
                  <CreditCard aria-hidden="true" className="size-5 text-slate-600" />
                  <span className="flex flex-1 flex-wrap items-center gap-x-2 text-sm text-slate-900">
                    <span className="font-semibold">
                      {brandName(card.brand)} {maskedNumber(card.last4)}
                    </span>
                    <span className="text-slate-700">expires {expiryLabel(card.exp_month, card.exp_year)}</span>
                    {card.is_default && (
                      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                        Default
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <Button variant="secondary" size="sm" onClick={() => setAdding(true)} disabled={disabled}>
        <Plus aria-hidden="true" className="size-4" />
        Add new payment method
      </Button>
      <AddCardDialog open={adding} onOpenChange={setAdding} onAdded={(card) => onValueChange(card.id)} />
    </div>
  );
}
