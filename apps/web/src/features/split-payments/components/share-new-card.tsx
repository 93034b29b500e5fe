import type { RefObject } from 'react';
import { CardFields } from '@/components/card-form/card-fields';
import { StripeCardEntry, type StripeCardEntryHandle } from '@/components/card-form/stripe-card-entry';
import { TestCardHint } from '@/components/card-form/test-card-hint';
import type { useSandboxCardForm } from '@/components/card-form/use-sandbox-card-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface ShareNewCardProps {
  idPrefix: string;
  /** The sandbox's own card fields; otherwise Stripe's card field. */
  sandbox: boolean;
  card: ReturnType<typeof useSandboxCardForm>;
  /** Any edit of the card clears the form's message. */
  onCardEdit: () => void;
  stripeEntry: RefObject<StripeCardEntryHandle | null>;
  publishableKey: string;
  disabled: boolean;
}

/** A new card to pay the share with: the sandbox's card fields, or Stripe's own card field. */
export function ShareNewCard({
  idPrefix,
  sandbox,
  card,
  onCardEdit,
  stripeEntry,
  publishableKey,
  disabled,
}: ShareNewCardProps) {
  if (!sandbox) {
    return <StripeCardEntry ref={stripeEntry} publishableKey={publishableKey} labelId={`${idPrefix}-stripe-label`} />;
  }
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="text-sm font-semibold text-slate-900">Card details</legend>
      <TestCardHint />
      <CardFields
        id={`${idPrefix}-card`}
        values={card.values}
        errors={card.errors}
        onChange={(key, value) => {
          card.set(key, value);
          onCardEdit();
        }}
      />
      <FormField id={`${idPrefix}-card-name`} label="Cardholder name (optional)">
        {(control) => (
          <Input
            {...control}
            autoComplete="cc-name"
            value={card.values.name}
            onChange={(event) => card.set('name', event.target.value)}
          />
        )}
      </FormField>
    </fieldset>
  );
}
