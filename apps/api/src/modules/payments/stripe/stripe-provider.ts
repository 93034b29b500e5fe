import Stripe from 'stripe';
import type {
  CardDetails,
  CreateIntentInput,
  PaymentFailure,
  PaymentIntentResult,
  PaymentProvider,
  RefundResult,
} from '../payment-provider';
import { ProviderRequestError } from '../payment-provider';
import { IDEMPOTENCY_KEYS } from '../idempotency-keys';

/**
 * The Stripe adapter: customers, attached PaymentMethods, PaymentIntents in GBP confirmed at once
 * with idempotency keys, and refunds. Webhooks (see webhook-routes.ts) settle outcomes that finish
 * later. `httpClient` lets the tests check request shapes offline.
 */
/** The metadata field holding the ledger's idempotency key of an intent. */
const LEDGER_KEY = 'ledger_key';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  httpClient?: Stripe.HttpClient;
}

function toFailure(
  error:
    { code?: string | undefined; decline_code?: string | undefined; message?: string | undefined } | null | undefined,
): PaymentFailure | null {
  if (!error) return null;
  return {
    code: error.code ?? 'card_error',
    declineCode: error.decline_code ?? null,
    message: error.message ?? 'Your card was declined.',
  };
}

export function toIntentResult(intent: Stripe.PaymentIntent): PaymentIntentResult {
  const status: PaymentIntentResult['status'] =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'requires_action' || intent.status === 'requires_confirmation'
        ? 'requires_action'
        : intent.status === 'processing'
          ? 'processing'
          : intent.status === 'canceled'
            ? 'canceled'
            : 'failed';
  return {
    id: intent.id,
    status,
    amountPence: intent.amount,
    clientSecret: status === 'requires_action' ? intent.client_secret : null,
    paymentMethodId:
      typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null),
    failure: status === 'failed' ? toFailure(intent.last_payment_error) : null,
  };
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  readonly client: Stripe;

  constructor(options: StripeProviderOptions) {
    this.publishableKey = options.publishableKey;
    this.client = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    });
  }

  async createCustomer(input: { email: string; name: string; userId?: number }): Promise<string> {
    const customer = await this.client.customers.create(
      {
        email: input.email,
        name: input.name,
        metadata: input.userId ? { user_id: String(input.userId) } : { guest: 'true' },
      },
      input.userId ? { idempotencyKey: IDEMPOTENCY_KEYS.customer(input.userId) } : {},
    );
    return customer.id;
  }

  async attachPaymentMethod(paymentMethodId: string, customerId: string): Promise<CardDetails> {
    let method: Stripe.PaymentMethod;
    try {
      method = await this.client.paymentMethods.attach(paymentMethodId, { customer: customerId });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError)
        throw new ProviderRequestError(error.code ?? 'stripe_error', error.message);
      throw error;
    }
    if (!method.card) throw new ProviderRequestError('not_a_card', 'Only cards can be saved.');
    return {
      id: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
      funding: method.card.funding ?? null,
      country: method.card.country ?? null,
      cardholderName: method.billing_details.name ?? null,
      billingAddress: { ...(method.billing_details.address ?? {}) },
    };
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    await this.client.paymentMethods.detach(paymentMethodId);
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<PaymentIntentResult> {
    try {
      const intent = await this.client.paymentIntents.create(
        {
          amount: input.amountPence,
          currency: input.currency,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          // Cards only, confirmed now: a 3-D Secure challenge comes back as requires_action.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          description: input.description,
          // The key is kept on the intent too, so a payment whose answer was lost can be found by it.
          metadata: { ...input.metadata, [LEDGER_KEY]: input.idempotencyKey },
          ...(input.offSession ? { off_session: true } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntentResult(intent);
    } catch (error) {
      // A declined confirmation throws, carrying the failed intent.
      if (
        error instanceof Stripe.errors.StripeCardError ||
        (error instanceof Stripe.errors.StripeError && error.raw && 'payment_intent' in (error.raw as object))
      ) {
        const raw = (error as Stripe.errors.StripeError).raw as { payment_intent?: Stripe.PaymentIntent };
        if (raw.payment_intent)
          return {
            ...toIntentResult(raw.payment_intent),
            status: 'failed',
            failure: toFailure(error as Stripe.errors.StripeError),
          };
      }
      throw error;
    }
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentResult> {
    return toIntentResult(await this.client.paymentIntents.retrieve(id));
  }

  async findPaymentIntentByKey(idempotencyKey: string): Promise<PaymentIntentResult | null> {
    // Search reads an index that may lag a minute behind; the callers only ask about stale payments.
    const found = await this.client.paymentIntents.search({
      query: `metadata['${LEDGER_KEY}']:'${idempotencyKey.replace(/['\\]/g, '')}'`,
      limit: 1,
    });
    const intent = found.data[0];
    return intent ? toIntentResult(intent) : null;
  }

  async cancelPaymentIntent(id: string): Promise<PaymentIntentResult> {
    return toIntentResult(await this.client.paymentIntents.cancel(id));
  }

  async refund(input: { paymentIntentId: string; amountPence: number; idempotencyKey: string }): Promise<RefundResult> {
    const refund = await this.client.refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amountPence },
      { idempotencyKey: input.idempotencyKey },
    );
    const status =
      refund.status === 'succeeded'
        ? 'succeeded'
        : refund.status === 'failed' || refund.status === 'canceled'
          ? 'failed'
          : 'pending';
    return { id: refund.id, status, amountPence: refund.amount };
  }
}
