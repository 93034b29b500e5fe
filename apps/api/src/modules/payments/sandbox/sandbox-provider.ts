import { randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PAYMENT_MESSAGES as M } from '@app/contracts';
import type { Database, Engine } from '@app/db';
import type { Kysely } from 'kysely';
import type {
  CardDetails,
  CreateIntentInput,
  PaymentFailure,
  PaymentIntentResult,
  PaymentProvider,
  RefundResult,
} from '../payment-provider';
import { ProviderRequestError } from '../payment-provider';
import { passesLuhn, TEST_CARDS, type CardBehaviour } from './sandbox-cards';
import {
  findSandboxIntent,
  findSandboxIntentByKey,
  findSandboxMethod,
  insertIntentForSucceedingCard,
  insertSandboxCustomer,
  insertSandboxIntentOnce,
  insertSandboxMethod,
  refundOnce,
  setSandboxIntentStatus,
  setSandboxMethodCustomer,
  type SandboxIntentRow,
} from './sandbox-repository';

/*
 * The built-in provider. It keeps customers, payment methods, payment intents and refunds in the
 * database, so it survives restarts, and it answers the way the card provider's test mode does:
 * the same idempotency key returns the same intent (or refund), even for requests made at the same
 * moment; cards behave by their test number; a 3-D Secure card waits in requires_action until the
 * cardholder, holding the payment's client secret, approves or fails the challenge.
 * With `latencyMs` every call the server makes travels for a while each way, as over the network to
 * a real provider (SANDBOX_LATENCY_MS), so overlapping requests overlap here as in production.
 */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function sandboxId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

const FAILURES: Record<Exclude<CardBehaviour, 'succeed' | 'authenticate'>, PaymentFailure> = {
  decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expired_card: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
  processing_error: {
    code: 'processing_error',
    declineCode: null,
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};
const AUTHENTICATION_FAILED: PaymentFailure = {
  code: 'payment_intent_authentication_failure',
  declineCode: null,
  message: 'The provided PaymentMethod has failed authentication.',
};
const OFF_SESSION_NEEDS_AUTHENTICATION: PaymentFailure = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

export interface TokeniseInput {
  card: { number: string; exp_month: number; exp_year: number; cvc: string };
  billing_details?:
    | {
        name?: string | undefined;
        email?: string | undefined;
        address?: Record<string, string | undefined> | undefined;
      }
    | undefined;
}

const KNOWN_FAILURES = [...Object.values(FAILURES), AUTHENTICATION_FAILED, OFF_SESSION_NEEDS_AUTHENTICATION];
const failureFor = (code: string, declineCode: string | null): PaymentFailure =>
  KNOWN_FAILURES.find((failure) => failure.code === code && failure.declineCode === declineCode) ?? {
    code,
    declineCode,
    message: 'Your card was declined.',
  };

function toResult(row: SandboxIntentRow): PaymentIntentResult {
  return {
    id: row.id,
    // The provider says requires_payment_method after a failed attempt; to us that is a failure.
    status: row.status === 'requires_payment_method' ? 'failed' : (row.status as PaymentIntentResult['status']),
    amountPence: row.amount,
    clientSecret: row.status === 'requires_action' ? row.client_secret : null,
    paymentMethodId: row.payment_method_id,
    failure: row.failure_code ? failureFor(row.failure_code, row.decline_code) : null,
  };
}

export interface SandboxOptions {
  engine: Engine;
  /** Each call waits a random time in this range, split between the way there and back. */
  latencyMs?: { min: number; max: number } | undefined;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publishableKey = 'pk_sandbox_sports_booking';

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
    private readonly options: SandboxOptions,
  ) {}

  /** The call as it travels to the provider, is done there, and its answer travels back. */
  private async overTheNetwork<T>(work: () => Promise<T>): Promise<T> {
    const latency = this.options.latencyMs;
    if (!latency) return work();
    const total = latency.min + Math.floor(Math.random() * (latency.max - latency.min + 1));
    const there = Math.floor(total / 2);
    await sleep(there);
    const answer = await work();
    await sleep(total - there);
    return answer;
  }

  /** What the provider's browser SDK does: turns card details into a payment method id. */
  async tokenise(input: TokeniseInput) {
    const number = input.card.number.replace(/[\s-]/g, '');
    if (!passesLuhn(number)) throw new ProviderRequestError('incorrect_number', M.cardNumberInvalid);
    const card = TEST_CARDS[number];
    if (!card) throw new ProviderRequestError('card_declined', M.cardNotTestCard);
    const now = this.clock();
    const year = input.card.exp_year < 100 ? 2000 + input.card.exp_year : input.card.exp_year;
    const monthEnds = new Date(Date.UTC(year, input.card.exp_month, 1));
    if (
      input.card.exp_month < 1 ||
      input.card.exp_month > 12 ||
      monthEnds.getTime() <= now.getTime() ||
      year > now.getUTCFullYear() + 50
    ) {
      throw new ProviderRequestError('invalid_expiry', M.cardExpiryInvalid);
    }
    if (!(card.brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(input.card.cvc))
      throw new ProviderRequestError('invalid_cvc', M.cardCvcInvalid);
    const id = sandboxId('pm');
    await insertSandboxMethod(this.db, {
      id,
      behaviour: card.behaviour,
      brand: card.brand,
      last4: number.slice(-4),
      exp_month: input.card.exp_month,
      exp_year: year,
      funding: card.funding,
      country: card.country,
      billing_details: JSON.stringify(input.billing_details ?? {}),
      created_at: now.toISOString(),
    });
    return {
      id,
      card: {
        brand: card.brand,
        last4: number.slice(-4),
        exp_month: input.card.exp_month,
        exp_year: year,
        funding: card.funding,
        country: card.country,
      },
    };
  }

  async createCustomer(input: { email: string; name: string }): Promise<string> {
    return this.overTheNetwork(async () => {
      const id = sandboxId('cus', 14);
      await insertSandboxCustomer(this.db, {
        id,
        email: input.email,
        name: input.name,
        created_at: this.clock().toISOString(),
      });
      return id;
    });
  }

  async attachPaymentMethod(paymentMethodId: string, customerId: string): Promise<CardDetails> {
    return this.overTheNetwork(async () => {
      const method = await findSandboxMethod(this.db, paymentMethodId);
      if (!method) throw new ProviderRequestError('resource_missing', 'No such payment method.');
      if (method.customer_id && method.customer_id !== customerId) {
        throw new ProviderRequestError(
          'payment_method_unexpected_state',
          'This payment method is attached to another customer.',
        );
      }
      await setSandboxMethodCustomer(this.db, paymentMethodId, customerId);
      const billing = JSON.parse(method.billing_details) as { name?: string; address?: Record<string, unknown> };
      return {
        id: method.id,
        brand: method.brand,
        last4: method.last4,
        expMonth: method.exp_month,
        expYear: method.exp_year,
        funding: method.funding,
        country: method.country,
        cardholderName: billing.name ?? null,
        billingAddress: billing.address ?? {},
      };
    });
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    return this.overTheNetwork(async () => {
      await setSandboxMethodCustomer(this.db, paymentMethodId, null);
    });
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<PaymentIntentResult> {
    return this.overTheNetwork(async () => {
      // The same key answers the intent it first created (also when two requests with it meet):
      // the insert skips a taken key and the earlier intent is read instead.
      const earlier = async () => {
        const existing = await findSandboxIntentByKey(this.db, input.idempotencyKey);
        return existing ? toResult(existing) : undefined;
      };
      const id = sandboxId('pi');
      const now = this.clock().toISOString();
      const intent = {
        id,
        amount: input.amountPence,
        currency: input.currency,
        payment_method_id: input.paymentMethodId,
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        idempotency_key: input.idempotencyKey,
        off_session: input.offSession ? (1 as const) : (0 as const),
        description: input.description,
        metadata: JSON.stringify(input.metadata),
        created_at: now,
        updated_at: now,
      };
      // The usual case, a card that succeeds, in one statement; any other answer the long way below.
      const succeeded = await insertIntentForSucceedingCard(this.db, { ...intent, customer_id: input.customerId });
      if (succeeded) return toResult(succeeded);
      const method = await findSandboxMethod(this.db, input.paymentMethodId);
      if (!method || method.customer_id !== input.customerId) {
        const answered = await earlier();
        if (answered) return answered;
        throw new ProviderRequestError('resource_missing', 'No such payment method for this customer.');
      }
      const behaviour = method.behaviour as CardBehaviour;
      let status = 'succeeded';
      let failure: PaymentFailure | null = null;
      if (behaviour === 'authenticate') {
        if (input.offSession) {
          status = 'requires_payment_method';
          failure = OFF_SESSION_NEEDS_AUTHENTICATION;
        } else status = 'requires_action';
      } else if (behaviour !== 'succeed') {
        status = 'requires_payment_method';
        failure = FAILURES[behaviour];
      }
      const created = await insertSandboxIntentOnce(this.db, {
        ...intent,
        customer_id: input.customerId,
        status,
        failure_code: failure?.code ?? null,
        decline_code: failure?.declineCode ?? null,
      });
      if (created) return toResult(created);
      const answered = await earlier();
      if (!answered) throw new Error(`sandbox intent ${input.idempotencyKey} was not recorded`);
      return answered;
    });
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentResult> {
    return this.overTheNetwork(() => this.readIntent(id));
  }

  async findPaymentIntentByKey(idempotencyKey: string): Promise<PaymentIntentResult | null> {
    return this.overTheNetwork(async () => {
      const row = await findSandboxIntentByKey(this.db, idempotencyKey);
      return row ? toResult(row) : null;
    });
  }

  private async readIntent(id: string): Promise<PaymentIntentResult> {
    const row = await findSandboxIntent(this.db, id);
    if (!row) throw new ProviderRequestError('resource_missing', 'No such payment intent.');
    return toResult(row);
  }

  /**
   * The cardholder's answer to the 3-D Secure challenge. Like the real provider's SDK it needs the
   * payment's client secret, which only the payer's checkout received: the payment id alone is not enough.
   */
  async authenticate(
    id: string,
    clientSecret: string,
    result: 'approve' | 'fail',
  ): Promise<{ id: string; status: string }> {
    const row = await findSandboxIntent(this.db, id);
    if (!row || !sameSecret(clientSecret, row.client_secret))
      throw new ProviderRequestError('resource_missing', 'No such payment intent.');
    if (row.status !== 'requires_action')
      throw new ProviderRequestError(
        'payment_intent_unexpected_state',
        `This payment is ${row.status}; there is nothing to authenticate.`,
      );
    const approved = result === 'approve';
    await setSandboxIntentStatus(this.db, id, {
      from: ['requires_action'],
      status: approved ? 'succeeded' : 'requires_payment_method',
      failureCode: approved ? null : AUTHENTICATION_FAILED.code,
      declineCode: null,
      now: this.clock(),
    });
    return { id, status: approved ? 'succeeded' : 'requires_payment_method' };
  }

  async cancelPaymentIntent(id: string): Promise<PaymentIntentResult> {
    return this.overTheNetwork(async () => {
      await setSandboxIntentStatus(this.db, id, {
        from: ['requires_action', 'requires_payment_method', 'processing'],
        status: 'canceled',
        now: this.clock(),
      });
      return this.readIntent(id);
    });
  }

  /** Refunds once per key, atomically: requests with one key at once get the same refund, and refunds never add up to more than was paid. */
  async refund(input: { paymentIntentId: string; amountPence: number; idempotencyKey: string }): Promise<RefundResult> {
    return this.overTheNetwork(async () => {
      const refund = await refundOnce(this.db, this.options.engine, {
        ...input,
        id: sandboxId('re'),
        now: this.clock(),
      });
      if (refund === 'not_refundable')
        throw new ProviderRequestError('charge_not_refundable', 'Only a succeeded payment can be refunded.');
      if (refund === 'too_large')
        throw new ProviderRequestError('amount_too_large', 'Refund amount is greater than the unrefunded amount.');
      return { id: refund.id, status: refund.status as RefundResult['status'], amountPence: refund.amount };
    });
  }
}
