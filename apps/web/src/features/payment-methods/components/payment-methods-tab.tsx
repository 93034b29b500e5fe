import { PAYMENT_MESSAGES, type SavedPaymentMethod } from '@app/contracts';
import { CreditCard, Plus, RefreshCw, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { LoadingStatus } from '@/components/ui/loading-status';
import { serverErrorText } from '@/lib/api-error-text';
import { usePaymentMethods } from '@/lib/api/get-payment-methods';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { brandName, cardSummary, expiryLabel, maskedNumber } from '@/lib/card-display';
import { AddCardDialog } from './add-card-dialog';
import { RemoveCardDialog } from './remove-card-dialog';

/** The Payment tab of the account area (player.md §2): saved cards, default marker, add and remove. */
export function PaymentMethodsTab() {
  const cards = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedPaymentMethod | null>(null);

  const refresh = async () => {
    const result = await cards.refetch();
    if (result.isError) toast.error(serverErrorText(result.error) ?? PAYMENT_MESSAGES.fetchMethodsFailed);
  };

  return (
    <section
      aria-labelledby="payment-methods-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="payment-methods-heading" className="text-xl font-semibold text-slate-900">
            Payment methods
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Cards saved here can be used at checkout. Your default card is chosen first.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => void refresh()} disabled={cards.isFetching}>
            <RefreshCw
              aria-hidden="true"
              className={cards.isFetching ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
            />
            Refresh
          </Button>
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add new payment method
          </Button>
        </div>
      </div>

      <div className="mt-6">
        {cards.isPending ? (
          <LoadingStatus>Loading payment methods...</LoadingStatus>
        ) : cards.isError ? (
          <FormMessage>
            <p className="font-semibold">{PAYMENT_MESSAGES.loadMethodsFailed}</p>
            <p>{serverErrorText(cards.error) ?? PAYMENT_MESSAGES.fetchMethodsFailed}</p>
          </FormMessage>
        ) : cards.data.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <CreditCard aria-hidden="true" className="mx-auto size-8 text-slate-500" />
            <p className="mt-3 font-medium text-slate-900">No saved payment methods</p>
            <p className="mt-1 text-sm text-slate-600">Add a card to pay for bookings in one step.</p>
          </div>
        ) : (
          <ul aria-label="Saved cards" className="space-y-3">
            {cards.data.map((card) => (
              <SavedCardRow key={card.id} card={card} onRemove={() => setRemoving(card)} />
            ))}
          </ul>
        )}
      </div>

      <AddCardDialog open={adding} onOpenChange={setAdding} />
      <RemoveCardDialog card={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}

function SavedCardRow({ card, onRemove }: { card: SavedPaymentMethod; onRemove: () => void }) {
  const setDefault = useSetDefaultPaymentMethod();

  const makeDefault = () =>
    setDefault.mutate(card.id, {
      onSuccess: () => toast.success(`${brandName(card.brand)} ${maskedNumber(card.last4)} is now your default card`),
      onError: (error) => toast.error(serverErrorText(error) ?? PAYMENT_MESSAGES.setDefaultFailed),
    });

  return (
    <li
      aria-label={cardSummary(card)}
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 p-4"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
          <CreditCard aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {brandName(card.brand)} <span className="font-mono">{maskedNumber(card.last4)}</span>
            {card.is_default && (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                <Star aria-hidden="true" className="size-3" />
                Default
              </span>
            )}
          </p>
          <p className="text-sm text-slate-700">Expires {expiryLabel(card.exp_month, card.exp_year)}</p>
          {card.cardholder_name && <p className="text-sm text-slate-700">{card.cardholder_name}</p>}
          {/* The provider's id helps support trace a card; it is not secret. */}
          <p className="mt-1 font-mono text-xs break-all text-slate-600">{card.stripePaymentMethodId}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {!card.is_default && (
          <Button variant="secondary" size="sm" onClick={makeDefault} disabled={setDefault.isPending}>
            {setDefault.isPending ? 'Saving...' : 'Set as default'}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${cardSummary(card)}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
    </li>
  );
}
