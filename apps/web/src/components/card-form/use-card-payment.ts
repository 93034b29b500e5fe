import { PAYMENT_MESSAGES } from '@app/contracts';
import { useRef, useState } from 'react';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-client';
import { serverErrorText } from '@/lib/api-error-text';
import { authenticateSandboxPayment, type AuthenticationResult } from '@/lib/api/authenticate-sandbox-payment';
import { usePaymentsConfig } from '@/lib/api/get-payments-config';
import { tokeniseSandboxCard } from '@/lib/api/tokenise-sandbox-card';
import { toSandboxCardRequest, type CardFormValues } from '@/lib/card-form';
import { STRIPE_AUTH_FAILED, STRIPE_CARD_MESSAGES, authenticateWithStripe } from '@/lib/stripe-client';
import type { StripeCardEntryHandle } from './stripe-card-entry';

/** The card a payment uses: a saved one, or a new one that goes to the provider first for an id. */
export type CardToCharge =
  | { kind: 'saved'; paymentMethodId: number }
  /** The sandbox's card fields, already checked with validateCardForm. */
  | { kind: 'sandbox'; values: CardFormValues }
  | { kind: 'stripe'; entry: StripeCardEntryHandle | null; billing: { name?: string; email?: string } };

/** The server's answer to the pay call, in the shape both pay endpoints share. */
export interface CardPaymentAnswer<TPaid> {
  /** What onPaid receives when no 3-D Secure step is needed. */
  result: TPaid;
  requiresAction: boolean;
  paymentIntentId: string;
  clientSecret: string | null;
  amountPence: number;
  publishableKey?: string;
}

export interface CardPaymentSteps<TInput, TPaid> {
  /** Charges the card: `paymentMethodId` is a saved card's id or the provider's fresh `pm_…` id. */
  pay: (input: TInput, paymentMethodId: number | string, idempotencyKey: string) => Promise<CardPaymentAnswer<TPaid>>;
  /** After 3-D Secure: the server asks the provider how the payment ended and settles it. */
  confirm: (input: TInput, paymentIntentId: string) => Promise<TPaid>;
  onPaid: (result: TPaid, input: TInput) => void;
  /** The words for a failed pay, 3-D Secure or confirm step. */
  errorText: (failure: unknown) => string;
  onFailed?: (failure: unknown) => void;
}

/** A payment waiting for the cardholder's answer in the sandbox's test-bank window. */
interface CardPaymentChallenge {
  paymentIntentId: string;
  /** Proves the answer comes from this checkout: the sandbox, like the real provider, needs it. */
  clientSecret: string;
  amountPence: number;
}

type Phase = 'idle' | 'paying' | 'challenge' | 'confirming';

/** One key per payment attempt, kept across retries of that attempt so it is never charged twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A request that never got an answer may still have reached the server: retry it with the same key. */
export function isRetryableWithSameKey(error: unknown): boolean {
  return error instanceof ApiError && error.code === CLIENT_ERROR_CODES.NETWORK;
}

async function paymentMethodIdOf(card: CardToCharge): Promise<number | string> {
  if (card.kind === 'saved') return card.paymentMethodId;
  if (card.kind === 'sandbox') return (await tokeniseSandboxCard(toSandboxCardRequest(card.values))).id;
  if (!card.entry) throw new Error(STRIPE_CARD_MESSAGES.notLoaded);
  return card.entry.createPaymentMethod(card.billing);
}

function tokeniseErrorText(card: CardToCharge, failure: unknown): string {
  if (card.kind === 'stripe')
    return failure instanceof Error && failure.message ? failure.message : PAYMENT_MESSAGES.addCardFailed;
  return serverErrorText(failure) ?? PAYMENT_MESSAGES.addCardFailed;
}

/**
 * Paying by card, as checkout and the split-payment link both do it (player.md §4, §7): tokenise a new
 * card → pay → 3-D Secure when the bank asks (the sandbox's test-bank window, or Stripe's own page) →
 * confirm. One idempotency key per attempt: kept when a call got no answer (the retry must not charge
 * twice), replaced after any answered failure or success (the next try is a new attempt).
 */
export function useCardPayment<TInput, TPaid>(steps: CardPaymentSteps<TInput, TPaid>) {
  const config = usePaymentsConfig();
  const attemptKey = useRef<string | null>(null);
  const running = useRef(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [challenge, setChallenge] = useState<(CardPaymentChallenge & { input: TInput }) | null>(null);
  const [error, setError] = useState<string | null>(null);

  const finish = () => {
    running.current = false;
    setPhase('idle');
  };

  const succeed = (result: TPaid, input: TInput) => {
    attemptKey.current = null;
    finish();
    steps.onPaid(result, input);
  };

  const fail = (failure: unknown) => {
    if (!isRetryableWithSameKey(failure)) attemptKey.current = null;
    finish();
    setError(steps.errorText(failure));
    steps.onFailed?.(failure);
  };

  const pay = async (card: CardToCharge, input: TInput) => {
    if (running.current) return;
    running.current = true;
    setPhase('paying');
    setError(null);

    let paymentMethodId: number | string;
    try {
      paymentMethodId = await paymentMethodIdOf(card);
    } catch (failure) {
      finish();
      setError(tokeniseErrorText(card, failure));
      return;
    }

    attemptKey.current ??= newIdempotencyKey();
    try {
      const answer = await steps.pay(input, paymentMethodId, attemptKey.current);
      if (!answer.requiresAction) {
        succeed(answer.result, input);
        return;
      }
      if ((config.data?.provider ?? 'sandbox') !== 'sandbox') {
        // Stripe shows its own 3-D Secure page; then the server checks the outcome with Stripe.
        const publishableKey = config.data?.publishable_key || answer.publishableKey;
        if (!answer.clientSecret || !publishableKey) throw new Error(STRIPE_AUTH_FAILED);
        await authenticateWithStripe(publishableKey, answer.clientSecret);
        succeed(await steps.confirm(input, answer.paymentIntentId), input);
        return;
      }
      if (!answer.clientSecret) throw new Error(PAYMENT_MESSAGES.unknownFailure);
      setChallenge({
        paymentIntentId: answer.paymentIntentId,
        clientSecret: answer.clientSecret,
        amountPence: answer.amountPence,
        input,
      });
      setPhase('challenge');
    } catch (failure) {
      fail(failure);
    }
  };

  const answerChallenge = async (result: AuthenticationResult) => {
    if (!challenge || phase === 'confirming') return;
    const { paymentIntentId, clientSecret, input } = challenge;
    setPhase('confirming');
    try {
      await authenticateSandboxPayment({ paymentIntentId, clientSecret, result });
      const paid = await steps.confirm(input, paymentIntentId);
      setChallenge(null);
      succeed(paid, input);
    } catch (failure) {
      setChallenge(null);
      fail(failure);
    }
  };

  return {
    pay,
    answerChallenge,
    /** For the ThreeDSecureDialog: the payment waiting for the cardholder, or null. */
    challenge: challenge && { paymentIntentId: challenge.paymentIntentId, amountPence: challenge.amountPence },
    /** True from the pay click until the payment is done or has failed, 3-D Secure included. */
    busy: phase !== 'idle',
    /** True while the cardholder's 3-D Secure answer is being checked. */
    authenticating: phase === 'confirming',
    /** Why the last attempt failed, in words for the payer. */
    error,
    clearError: () => setError(null),
  };
}
