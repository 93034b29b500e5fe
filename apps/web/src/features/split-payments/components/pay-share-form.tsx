import { PAYMENT_MESSAGES, type Invitation } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { StripeCardEntryHandle } from '@/components/card-form/stripe-card-entry';
import { useCardPayment, type CardToCharge } from '@/components/card-form/use-card-payment';
import { useSandboxCardForm } from '@/components/card-form/use-sandbox-card-form';
import { ThreeDSecureDialog } from '@/components/three-d-secure-dialog';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { LoadingStatus } from '@/components/ui/loading-status';
import { hasStatus, serverErrorText } from '@/lib/api-error-text';
import { getPaymentMethodsQueryOptions } from '@/lib/api/get-payment-methods';
import { usePaymentsConfig } from '@/lib/api/get-payments-config';
import { useAuth } from '@/lib/auth';
import { defaultCardOf } from '@/lib/card-display';
import { EMPTY_CARD_FORM } from '@/lib/card-form';
import { confirmShare, payShare } from '../api/pay-share';
import { guestDetailsError, payButtonLabel } from '../lib/invitation-view';
import { GuestDetailsFields, type GuestDetails } from './guest-details-fields';
import { NEW_CARD, ShareCardChoice } from './share-card-choice';
import { ShareNewCard } from './share-new-card';

interface PayShareFormProps {
  token: string;
  invitation: Invitation;
  onPaid: () => void;
  /** A 409/410 means the link changed state meanwhile: the page reads it again. */
  onStale: () => void;
}

/**
 * The open link's form: a saved card (signed in) or a new card (the sandbox's tokenisation, or
 * Stripe's own card field), guests also giving their name and e-mail; paying, 3-D Secure and the
 * attempt key are the shared useCardPayment's.
 */
export function PayShareForm({ token, invitation, onPaid, onStale }: PayShareFormProps) {
  const id = useId();
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in';
  const config = usePaymentsConfig();
  const savedCards = useQuery({ ...getPaymentMethodsQueryOptions(), enabled: signedIn });
  const [choice, setChoice] = useState<string | null>(null);
  const [guest, setGuest] = useState<GuestDetails>({ name: '', email: invitation.email });
  const [problem, setProblem] = useState<string | null>(null);
  const card = useSandboxCardForm(`${id}-card`, { ...EMPTY_CARD_FORM, country: 'GB' });
  const stripeEntry = useRef<StripeCardEntryHandle>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const sandbox = (config.data?.provider ?? 'sandbox') === 'sandbox';

  const payment = useCardPayment<void, void>({
    pay: async (_input, paymentMethodId, idempotencyKey) => {
      const answer = await payShare({ token, paymentMethodId, ...guestFields(), idempotencyKey });
      return {
        result: undefined,
        requiresAction: answer.requires_action,
        paymentIntentId: answer.payment_intent_id,
        clientSecret: answer.client_secret,
        amountPence: answer.amount_pence,
      };
    },
    confirm: (_input, paymentIntentId) => confirmShare({ token, paymentIntentId }),
    onPaid,
    errorText: (failure) => serverErrorText(failure) ?? PAYMENT_MESSAGES.unknownFailure,
    onFailed: (failure) => {
      if (hasStatus(failure, 409, 410)) onStale();
    },
  });
  const shownError = problem ?? payment.error;

  const cards = signedIn ? (savedCards.data ?? []) : [];
  // The default saved card is chosen first; without saved cards, a new card.
  const selected = choice ?? (cards.length > 0 ? String(defaultCardOf(cards)?.id) : NEW_CARD);
  const usingNewCard = selected === NEW_CARD;

  useEffect(() => {
    if (shownError) errorRef.current?.focus();
  }, [shownError]);

  function guestFields() {
    return signedIn ? {} : { name: guest.name.trim(), email: guest.email.trim() };
  }

  const cardToCharge = (): CardToCharge | null => {
    if (!usingNewCard) return { kind: 'saved', paymentMethodId: Number(selected) };
    if (!sandbox) return { kind: 'stripe', entry: stripeEntry.current, billing: guestFields() };
    return card.check() ? { kind: 'sandbox', values: card.values } : null;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (payment.busy) return;
    setProblem(null);
    payment.clearError();
    const guestProblem = signedIn ? null : guestDetailsError(guest.name, guest.email);
    if (guestProblem) {
      setProblem(guestProblem);
      return;
    }
    const chosen = cardToCharge();
    if (chosen) void payment.pay(chosen, undefined);
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CreditCard aria-hidden="true" className="size-5 text-emerald-700" />
        Payment details
      </h2>

      {!signedIn && <GuestDetailsFields idPrefix={id} value={guest} onChange={setGuest} disabled={payment.busy} />}

      {signedIn && savedCards.isPending && <LoadingStatus>Loading payment methods...</LoadingStatus>}

      {cards.length > 0 && (
        <ShareCardChoice
          name={`${id}-card-choice`}
          cards={cards}
          selected={selected}
          onSelect={setChoice}
          disabled={payment.busy}
        />
      )}

      {usingNewCard && (
        <ShareNewCard
          idPrefix={id}
          sandbox={sandbox}
          card={card}
          onCardEdit={() => {
            setProblem(null);
            payment.clearError();
          }}
          stripeEntry={stripeEntry}
          publishableKey={config.data?.publishable_key ?? ''}
          disabled={payment.busy}
        />
      )}

      {shownError && (
        <div ref={errorRef} tabIndex={-1} className="outline-none">
          <FormMessage>{shownError}</FormMessage>
        </div>
      )}

      <Button type="submit" size="lg" className="w-full" aria-busy={payment.busy || undefined} disabled={payment.busy}>
        <Lock aria-hidden="true" className="size-4" />
        {payButtonLabel(invitation.kind, invitation.amountPence)}
      </Button>
      {user && <p className="text-center text-xs text-slate-600">Paying as {user.email}</p>}

      <ThreeDSecureDialog
        challenge={payment.challenge}
        venueName={invitation.venueName}
        busy={payment.authenticating}
        onAnswer={(result) => void payment.answerChallenge(result)}
      />
    </form>
  );
}
