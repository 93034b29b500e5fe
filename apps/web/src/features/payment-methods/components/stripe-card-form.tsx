import { PAYMENT_MESSAGES, type SavedPaymentMethod } from '@app/contracts';
import { Lock } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { StripeCardEntry, type StripeCardEntryHandle } from '@/components/card-form/stripe-card-entry';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DialogClose } from '@/components/ui/dialog';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CardCountry } from '@/lib/card-form';
import { STRIPE_CARD_MESSAGES } from '@/lib/stripe-client';
import { CardCountrySelect } from './card-country-select';
import { useSaveCard } from './use-save-card';

/** With Stripe the card is entered in Stripe's own field; only the PaymentMethod id reaches us. */
export function StripeCardForm({
  publishableKey,
  onDone,
  onAdded,
}: {
  publishableKey: string;
  onDone: () => void;
  onAdded?: (card: SavedPaymentMethod) => void;
}) {
  const id = useId();
  const entry = useRef<StripeCardEntryHandle>(null);
  const [name, setName] = useState('');
  const [country, setCountry] = useState<CardCountry>('US');
  const [setDefault, setSetDefault] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { saving, saveCard } = useSaveCard(onDone, onAdded);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating || saving) return;
    setFormError(null);
    setCreating(true);
    let paymentMethodId: string;
    try {
      if (!entry.current) throw new Error(STRIPE_CARD_MESSAGES.notLoaded);
      paymentMethodId = await entry.current.createPaymentMethod({
        ...(name.trim() ? { name: name.trim() } : {}),
        address: { country },
      });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : PAYMENT_MESSAGES.addCardFailed);
      return;
    } finally {
      setCreating(false);
    }
    setFormError(await saveCard(paymentMethodId, setDefault));
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-5">
      <StripeCardEntry ref={entry} publishableKey={publishableKey} labelId={`${id}-card-label`} />
      <FormField id={`${id}-stripe-name`} label="Cardholder name (optional)">
        {(control) => (
          <Input {...control} autoComplete="cc-name" value={name} onChange={(event) => setName(event.target.value)} />
        )}
      </FormField>
      <CardCountrySelect id={`${id}-stripe-country`} value={country} onChange={setCountry} />
      <CheckboxField
        id={`${id}-stripe-default`}
        checked={setDefault}
        onChange={(event) => setSetDefault(event.target.checked)}
        label="Make this my default card"
      />
      {formError && <FormMessage>{formError}</FormMessage>}
      <div className="flex justify-end gap-3">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={creating || saving}>
          <Lock aria-hidden="true" className="size-4" />
          Save card
        </Button>
      </div>
    </form>
  );
}
