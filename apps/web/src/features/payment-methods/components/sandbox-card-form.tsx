import { PAYMENT_MESSAGES, type SavedPaymentMethod } from '@app/contracts';
import { Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { CardFields } from '@/components/card-form/card-fields';
import { TestCardHint } from '@/components/card-form/test-card-hint';
import { useSandboxCardForm } from '@/components/card-form/use-sandbox-card-form';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverErrorText } from '@/lib/api-error-text';
import { useTokeniseSandboxCard } from '@/lib/api/tokenise-sandbox-card';
import { toSandboxCardRequest, type CardFormValues } from '@/lib/card-form';
import { CardCountrySelect } from './card-country-select';
import { useSaveCard } from './use-save-card';
import { DialogActions } from '@/components/ui/dialog-actions';

/** The sandbox's card form: card, optional billing details and the default choice. */
export function SandboxCardForm({
  onDone,
  onAdded,
}: {
  onDone: () => void;
  onAdded?: (card: SavedPaymentMethod) => void;
}) {
  const id = useId();
  const card = useSandboxCardForm(id);
  const [formError, setFormError] = useState<string | null>(null);
  const tokenise = useTokeniseSandboxCard();
  const { saving, saveCard } = useSaveCard(onDone, onAdded);
  const busy = tokenise.isPending || saving;
  const { values } = card;

  const set = <K extends keyof CardFormValues>(key: K, value: CardFormValues[K]) => {
    card.set(key, value);
    setFormError(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!card.check()) return;
    let paymentMethodId: string;
    try {
      paymentMethodId = (await tokenise.mutateAsync(toSandboxCardRequest(values))).id;
    } catch (error) {
      setFormError(serverErrorText(error) ?? PAYMENT_MESSAGES.addCardFailed);
      return;
    }
    setFormError(await saveCard(paymentMethodId, values.setDefault));
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-5">
      <TestCardHint />

      <CardFields id={id} values={values} errors={card.errors} onChange={set} />

      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Billing details (optional)</legend>
        <FormField id={`${id}-name`} label="Cardholder name">
          {(control) => (
            <Input
              {...control}
              autoComplete="cc-name"
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-line1`} label="Address line 1">
          {(control) => (
            <Input
              {...control}
              autoComplete="address-line1"
              value={values.line1}
              onChange={(event) => set('line1', event.target.value)}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-city`} label="City">
            {(control) => (
              <Input
                {...control}
                autoComplete="address-level2"
                value={values.city}
                onChange={(event) => set('city', event.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-state`} label="State / county">
            {(control) => (
              <Input
                {...control}
                autoComplete="address-level1"
                value={values.state}
                onChange={(event) => set('state', event.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-postal`} label="Postal code">
            {(control) => (
              <Input
                {...control}
                autoComplete="postal-code"
                value={values.postalCode}
                onChange={(event) => set('postalCode', event.target.value)}
              />
            )}
          </FormField>
          <CardCountrySelect
            id={`${id}-country`}
            value={values.country}
            onChange={(country) => set('country', country)}
          />
        </div>
      </fieldset>

      <CheckboxField
        id={`${id}-default`}
        label="Make this my default card"
        checked={values.setDefault}
        onChange={(event) => set('setDefault', event.target.checked)}
      />

      {formError && <FormMessage>{formError}</FormMessage>}

      <DialogActions busy={busy}>
        <Button type="submit" disabled={busy}>
          <Lock aria-hidden="true" className="size-4" />
          {busy ? 'Adding card...' : 'Add card'}
        </Button>
      </DialogActions>
    </form>
  );
}
