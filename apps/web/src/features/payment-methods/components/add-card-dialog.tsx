import { CARD_COUNTRIES, PAYMENT_MESSAGES, type SavedPaymentMethod } from '@app/contracts';
import { CreditCard, Lock } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CardFields, firstInvalidCardField } from '@/components/card-form/card-fields';
import { STRIPE_CARD_MESSAGES, StripeCardEntry, type StripeCardEntryHandle } from '@/components/card-form/stripe-card-entry';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { serverErrorText } from '@/lib/api-error-text';
import { usePaymentsConfig } from '@/lib/api/get-payments-config';
import { useAddPaymentMethod } from '../api/add-payment-method';
import { useTokeniseSandboxCard } from '@/lib/api/tokenise-sandbox-card';
import { EMPTY_CARD_FORM, toSandboxCardRequest, validateCardForm, type CardCountry, type CardFieldErrors, type CardFormValues } from '@/lib/card-form';

const COUNTRY_NAMES: Record<CardCountry, string> = { US: 'United States', GB: 'United Kingdom', CA: 'Canada', AU: 'Australia' };

interface AddCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved card, e.g. so checkout can select it at once. */
  onAdded?: (card: SavedPaymentMethod) => void;
}

/**
 * 'Add new payment method' (player.md §2 Payment tab), used by the Payment tab and by checkout. The
 * card goes to the provider first (the sandbox's tokenisation stands in for its browser SDK) and only
 * the returned payment-method id is saved on our server.
 */
export function AddCardDialog({ open, onOpenChange, onAdded }: AddCardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {/* Mounted per opening, so every opening starts from an empty form. */}
        {open && <AddCardContent onDone={() => onOpenChange(false)} onAdded={onAdded} />}
      </DialogContent>
    </Dialog>
  );
}

function AddCardContent({ onDone, onAdded }: { onDone: () => void; onAdded?: (card: SavedPaymentMethod) => void }) {
  const config = usePaymentsConfig();

  return (
    <div className="space-y-5">
      <div className="space-y-1 pr-10">
        <DialogTitle className="flex items-center gap-2">
          <CreditCard aria-hidden="true" className="size-5 text-emerald-700" />
          Add new payment method
        </DialogTitle>
        <DialogDescription>Your card details go straight to our payment provider; we only keep the brand, last four digits and expiry.</DialogDescription>
      </div>
      {config.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4 text-emerald-700" />
          Loading the card form...
        </p>
      ) : config.data?.provider === 'stripe' ? (
        <StripeCardForm publishableKey={config.data.publishable_key} onDone={onDone} onAdded={onAdded} />
      ) : (
        // A failed config call falls back to the sandbox form; tokenising then fails with a clear message.
        <SandboxCardForm onDone={onDone} onAdded={onAdded} />
      )}
    </div>
  );
}

/**
 * Saves a provider payment-method id on our server, then thanks the player and closes; answers the
 * error text to show, or null.
 */
function useSaveCard(onDone: () => void, onAdded?: (card: SavedPaymentMethod) => void) {
  const save = useAddPaymentMethod();
  const saveCard = async (paymentMethodId: string, setDefault: boolean): Promise<string | null> => {
    try {
      const card = await save.mutateAsync({ paymentMethodId, setDefault });
      toast.success('Card added');
      onAdded?.(card);
      onDone();
      return null;
    } catch (error) {
      return serverErrorText(error) ?? PAYMENT_MESSAGES.saveMethodFailed;
    }
  };
  return { save, saveCard };
}

/** With Stripe the card is entered in Stripe's own field; only the PaymentMethod id reaches us. */
function StripeCardForm({ publishableKey, onDone, onAdded }: { publishableKey: string; onDone: () => void; onAdded?: (card: SavedPaymentMethod) => void }) {
  const id = useId();
  const entry = useRef<StripeCardEntryHandle>(null);
  const [name, setName] = useState('');
  const [country, setCountry] = useState<CardCountry>('US');
  const [setDefault, setSetDefault] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { save, saveCard } = useSaveCard(onDone, onAdded);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating || save.isPending) return;
    setFormError(null);
    setCreating(true);
    let paymentMethodId: string;
    try {
      if (!entry.current) throw new Error(STRIPE_CARD_MESSAGES.notLoaded);
      paymentMethodId = await entry.current.createPaymentMethod({ ...(name.trim() ? { name: name.trim() } : {}), address: { country } });
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
      <div className="space-y-1.5">
        <p id={`${id}-card-label`} className="text-sm font-medium text-slate-900">
          Card details
        </p>
        <StripeCardEntry ref={entry} publishableKey={publishableKey} labelId={`${id}-card-label`} />
      </div>
      <FormField id={`${id}-stripe-name`} label="Cardholder name (optional)">
        {(control) => <Input {...control} autoComplete="cc-name" value={name} onChange={(event) => setName(event.target.value)} />}
      </FormField>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-stripe-country`}>Country</Label>
        <Select id={`${id}-stripe-country`} value={country} onChange={(event) => setCountry(event.target.value as CardCountry)}>
          {CARD_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {COUNTRY_NAMES[code]}
            </option>
          ))}
        </Select>
      </div>
      <CheckboxField id={`${id}-stripe-default`} checked={setDefault} onChange={(event) => setSetDefault(event.target.checked)} label="Make this my default card" />
      {formError && <FormMessage>{formError}</FormMessage>}
      <div className="flex justify-end gap-3">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={creating || save.isPending}>
          <Lock aria-hidden="true" className="size-4" />
          Save card
        </Button>
      </div>
    </form>
  );
}

function SandboxCardForm({ onDone, onAdded }: { onDone: () => void; onAdded?: (card: SavedPaymentMethod) => void }) {
  const id = useId();
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const tokenise = useTokeniseSandboxCard();
  const { save, saveCard } = useSaveCard(onDone, onAdded);
  const busy = tokenise.isPending || save.isPending;

  const set = <K extends keyof CardFormValues>(key: K, value: CardFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setFormError(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problems = validateCardForm(values);
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      const firstInvalid = firstInvalidCardField(id, problems);
      if (firstInvalid) document.getElementById(firstInvalid)?.focus();
      return;
    }
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
      <FormMessage tone="info">
        Test mode: use a test card such as <strong>4242 4242 4242 4242</strong> with any future expiry date and any 3-digit CVC.
      </FormMessage>

      <CardFields id={id} values={values} errors={errors} onChange={set} />

      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Billing details (optional)</legend>
        <FormField id={`${id}-name`} label="Cardholder name">
          {(control) => <Input {...control} autoComplete="cc-name" value={values.name} onChange={(event) => set('name', event.target.value)} />}
        </FormField>
        <FormField id={`${id}-line1`} label="Address line 1">
          {(control) => <Input {...control} autoComplete="address-line1" value={values.line1} onChange={(event) => set('line1', event.target.value)} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-city`} label="City">
            {(control) => <Input {...control} autoComplete="address-level2" value={values.city} onChange={(event) => set('city', event.target.value)} />}
          </FormField>
          <FormField id={`${id}-state`} label="State / county">
            {(control) => <Input {...control} autoComplete="address-level1" value={values.state} onChange={(event) => set('state', event.target.value)} />}
          </FormField>
          <FormField id={`${id}-postal`} label="Postal code">
            {(control) => (
              <Input {...control} autoComplete="postal-code" value={values.postalCode} onChange={(event) => set('postalCode', event.target.value)} />
            )}
          </FormField>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-country`}>Country</Label>
            <Select
              id={`${id}-country`}
              autoComplete="country"
              value={values.country}
              onChange={(event) => set('country', event.target.value as CardCountry)}
            >
              {CARD_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {COUNTRY_NAMES[country]}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </fieldset>

      <CheckboxField
        id={`${id}-default`}
        label="Make this my default card"
        checked={values.setDefault}
        onChange={(event) => set('setDefault', event.target.checked)}
      />

      {formError && <FormMessage>{formError}</FormMessage>}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          <Lock aria-hidden="true" className="size-4" />
          {busy ? 'Adding card...' : 'Add card'}
        </Button>
      </div>
    </form>
  );
}
