/**
 * What the marketplace needs from a card provider. Two implementations: the built-in sandbox (the
 * default; behaves like the provider's test mode, state in our database) and Stripe.
 */
export interface CardDetails {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  funding: string | null;
  country: string | null;
  cardholderName: string | null;
  billingAddress: Record<string, unknown>;
}

export interface PaymentFailure {
  /** The provider's error code, e.g. card_declined, expired_card, authentication_required. */
  code: string;
  /** For card_declined: generic_decline, insufficient_funds, … */
  declineCode: string | null;
  message: string;
}

export type IntentStatus = 'succeeded' | 'requires_action' | 'processing' | 'canceled' | 'failed';

export interface PaymentIntentResult {
  id: string;
  status: IntentStatus;
  amountPence: number;
  clientSecret: string | null;
  paymentMethodId: string | null;
  failure: PaymentFailure | null;
}

export interface CreateIntentInput {
  amountPence: number;
  currency: 'gbp';
  customerId: string;
  paymentMethodId: string;
  /** The same key always answers the same intent: a retry never charges twice. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
  /** Charging a saved card without the cardholder present (split-payment balances). */
  offSession?: boolean;
}

export interface RefundResult {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  amountPence: number;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  readonly publishableKey: string;
  /** userId links the customer to an account; guests paying a split share have none. */
  createCustomer(input: { email: string; name: string; userId?: number }): Promise<string>;
  attachPaymentMethod(paymentMethodId: string, customerId: string): Promise<CardDetails>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  createPaymentIntent(input: CreateIntentInput): Promise<PaymentIntentResult>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentResult>;
  /**
   * The intent created under this idempotency key, or null when the provider never received it:
   * how a payment whose answer was lost (a crash, a timeout) is found without charging again.
   */
  findPaymentIntentByKey(idempotencyKey: string): Promise<PaymentIntentResult | null>;
  cancelPaymentIntent(id: string): Promise<PaymentIntentResult>;
  refund(input: { paymentIntentId: string; amountPence: number; idempotencyKey: string }): Promise<RefundResult>;
}

/** A request the provider refused for a reason the caller can show (unknown card, wrong owner…). */
export class ProviderRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRequestError';
  }
}
