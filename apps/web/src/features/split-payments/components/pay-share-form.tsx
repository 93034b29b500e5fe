import { PAYMENT_MESSAGES, type Invitation } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CreditCard, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CardFields, firstInvalidCardField } from '@/components/card-form/card-fields';
import { ThreeDSecureDialog } from '@/components/three-d-secure-dialog';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { serverErrorText } from '@/lib/api-error-text';
import { useAuth } from '@/lib/auth';
import { cardSummary, defaultCardOf } from '@/lib/card-display';
import { EMPTY_CARD_FORM, toSandboxCardRequest, validateCardForm, type CardFieldErrors, type CardFormValues } from '@/lib/card-form';
import { getPaymentMethodsQueryOptions } from '@/lib/api/get-payment-methods';
import { usePaymentsConfig } from '@/lib/api/get-payments-config';
import { useAuthenticateSandboxPayment, type AuthenticationResult } from '@/lib/api/authenticate-sandbox-payment';
import { STRIPE_AUTH_FAILED, authenticateWithStripe } from '@/lib/stripe-client';
import { STRIPE_CARD_MESSAGES, StripeCardEntry, type StripeCardEntryHandle } from '@/components/card-form/stripe-card-entry';
import { useTokeniseSandboxCard } from '@/lib/api/tokenise-sandbox-card';
import { useConfirmShare, usePayShare } from '../api/pay-share';
import { guestDetailsError, payButtonLabel } from '../lib/invitation-view';

const NEW_CARD = 'new';

function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface PayShareFormProps {
  token: string;
  invitation: Invitation;
  onPaid: () => void;
  /** A 409/410 means the link changed state meanwhile: the page reads it again. */
  onStale: () => void;
}

/**
 * The open link's form: a saved card (signed in) or a new card (the sandbox's tokenisation, or
 * Stripe's own card field), guests also giving their name and e-mail; 3-D Secure through the
 * sandbox's test-bank window or Stripe's.
 */
export function PayShareForm({ token, invitation, onPaid, onStale }: PayShareFormProps) {
  const id = useId();
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in';
  const config = usePaymentsConfig();
  const savedCards = useQuery({ ...getPaymentMethodsQueryOptions(), enabled: signedIn });
  const [choice, setChoice] = useState<string | null>(null);
  const [card, setCard] = useState<CardFormValues>({ ...EMPTY_CARD_FORM, country: 'GB' });
  const [cardErrors, setCardErrors] = useState<CardFieldErrors>({});
  const [guestName, setGuestName] = useState('');
  const [guestEmail, setGuestEmail] = useState(invitation.email);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<{ paymentIntentId: string; amountPence: number } | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const attemptKey = useRef<string | null>(null);
  const tokenise = useTokeniseSandboxCard();
  const pay = usePayShare();
  const authenticate = useAuthenticateSandboxPayment();
  const confirm = useConfirmShare();
  const busy = tokenise.isPending || pay.isPending || authenticate.isPending || confirm.isPending || challenge !== null;
  const sandbox = (config.data?.provider ?? 'sandbox') === 'sandbox';
  const stripeEntry = useRef<StripeCardEntryHandle>(null);

  const cards = signedIn ? (savedCards.data ?? []) : [];
  // The default saved card is chosen first; without saved cards, a new card.
  const selected = choice ?? (cards.length > 0 ? String(defaultCardOf(cards)?.id) : NEW_CARD);
  const usingNewCard = selected === NEW_CARD;

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const fail = (failure: unknown) => {
    setError(serverErrorText(failure) ?? PAYMENT_MESSAGES.unknownFailure);
    const status = failure && typeof failure === 'object' && 'status' in failure ? (failure as { status: number }).status : 0;
    if (status !== 0) attemptKey.current = null;
    if (status === 409 || status === 410) onStale();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!signedIn) {
      const problem = guestDetailsError(guestName, guestEmail);
      if (problem) {
        setError(problem);
        return;
      }
    }
    let paymentMethodId: string | number;
    if (usingNewCard && !sandbox) {
      try {
        if (!stripeEntry.current) throw new Error(STRIPE_CARD_MESSAGES.notLoaded);
        paymentMethodId = await stripeEntry.current.createPaymentMethod({ ...(signedIn ? {} : { name: guestName.trim(), email: guestEmail.trim() }) });
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : PAYMENT_MESSAGES.addCardFailed);
        return;
      }
    } else if (usingNewCard) {
      const problems = validateCardForm(card);
      setCardErrors(problems);
      const firstInvalid = firstInvalidCardField(`${id}-card`, problems);
      if (firstInvalid) {
        document.getElementById(firstInvalid)?.focus();
        return;
      }
      try {
        paymentMethodId = (await tokenise.mutateAsync(toSandboxCardRequest(card))).id;
      } catch (failure) {
        setError(serverErrorText(failure) ?? PAYMENT_MESSAGES.addCardFailed);
        return;
      }
    } else {
      paymentMethodId = Number(selected);
    }
    attemptKey.current ??= newAttemptKey();
    try {
      const answer = await pay.mutateAsync({
        token,
        paymentMethodId,
        ...(signedIn ? {} : { name: guestName.trim(), email: guestEmail.trim() }),
        idempotencyKey: attemptKey.current,
      });
      if (!answer.requires_action) {
        attemptKey.current = null;
        onPaid();
        return;
      }
      if (!sandbox) {
        // Stripe shows its own 3-D Secure page; then the server checks the outcome with Stripe.
        if (!answer.client_secret || !config.data) throw new Error(STRIPE_AUTH_FAILED);
        await authenticateWithStripe(config.data.publishable_key, answer.client_secret);
        await confirm.mutateAsync({ token, paymentIntentId: answer.payment_intent_id });
        attemptKey.current = null;
        onPaid();
        return;
      }
      setChallenge({ paymentIntentId: answer.payment_intent_id, amountPence: answer.amount_pence });
    } catch (failure) {
      fail(failure);
    }
  };

  const answerChallenge = async (result: AuthenticationResult) => {
    if (!challenge) return;
    try {
      await authenticate.mutateAsync({ paymentIntentId: challenge.paymentIntentId, result });
      await confirm.mutateAsync({ token, paymentIntentId: challenge.paymentIntentId });
      setChallenge(null);
      attemptKey.current = null;
      onPaid();
    } catch (failure) {
      setChallenge(null);
      attemptKey.current = null;
      fail(failure);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby={`${id}-heading`} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CreditCard aria-hidden="true" className="size-5 text-emerald-700" />
        Payment details
      </h2>

      {!signedIn && (
        <fieldset className="space-y-4" disabled={busy}>
          <legend className="text-sm font-semibold text-slate-900">Your details</legend>
          <FormField id={`${id}-guest-name`} label="Your name">
            {(control) => <Input {...control} autoComplete="name" value={guestName} onChange={(event) => setGuestName(event.target.value)} />}
          </FormField>
          <FormField id={`${id}-guest-email`} label="Your e-mail address">
            {(control) => (
              <Input {...control} type="email" autoComplete="email" value={guestEmail} onChange={(event) => setGuestEmail(event.target.value)} />
            )}
          </FormField>
        </fieldset>
      )}

      {signedIn && savedCards.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4 text-emerald-700" />
          Loading payment methods...
        </p>
      )}

      {cards.length > 0 && (
        <fieldset disabled={busy} className="space-y-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Pay with</legend>
          {[...cards.map((saved) => ({ value: String(saved.id), label: cardSummary(saved) })), { value: NEW_CARD, label: 'A new card' }].map((option) => (
            <label
              key={option.value}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm text-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-emerald-600',
                selected === option.value ? 'border-emerald-700 bg-emerald-50' : 'border-slate-300 bg-white hover:border-emerald-600',
              )}
            >
              <input
                type="radio"
                name={`${id}-card-choice`}
                value={option.value}
                checked={selected === option.value}
                onChange={() => setChoice(option.value)}
                className="size-4 accent-emerald-700"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}

      {usingNewCard &&
        (sandbox ? (
          <fieldset disabled={busy} className="space-y-4">
            <legend className="text-sm font-semibold text-slate-900">Card details</legend>
            <FormMessage tone="info">
              Test mode: use a test card such as <strong>4242 4242 4242 4242</strong> with any future expiry date and any 3-digit CVC.
            </FormMessage>
            <CardFields
              id={`${id}-card`}
              values={card}
              errors={cardErrors}
              onChange={(key, value) => {
                setCard((current) => ({ ...current, [key]: value }));
                setError(null);
              }}
            />
            <FormField id={`${id}-card-name`} label="Cardholder name (optional)">
              {(control) => (
                <Input {...control} autoComplete="cc-name" value={card.name} onChange={(event) => setCard((current) => ({ ...current, name: event.target.value }))} />
              )}
            </FormField>
          </fieldset>
        ) : (
          <div className="space-y-1.5">
            <p id={`${id}-stripe-label`} className="text-sm font-medium text-slate-900">
              Card details
            </p>
            <StripeCardEntry ref={stripeEntry} publishableKey={config.data?.publishable_key ?? ''} labelId={`${id}-stripe-label`} />
          </div>
        ))}

      {error && (
        <div ref={errorRef} tabIndex={-1} className="outline-none">
          <FormMessage>{error}</FormMessage>
        </div>
      )}

      <Button type="submit" size="lg" className="w-full" aria-busy={busy || undefined} disabled={busy}>
        <Lock aria-hidden="true" className="size-4" />
        {payButtonLabel(invitation.kind, invitation.amountPence)}
      </Button>
      {user && <p className="text-center text-xs text-slate-600">Paying as {user.email}</p>}

      <ThreeDSecureDialog
        challenge={challenge}
        venueName={invitation.venueName}
        busy={authenticate.isPending || confirm.isPending}
        onAnswer={(result) => void answerChallenge(result)}
      />
    </form>
  );
}
