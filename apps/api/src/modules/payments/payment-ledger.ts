import type { LedgerStatus } from '@app/db';
import { apportionRefund } from '@app/domain';
import { failpoint } from '../../failpoints';
import type { ServiceDeps } from '../../service-deps';
import {
  ProviderRequestError,
  type CreateIntentInput,
  type IntentStatus,
  type PaymentIntentResult,
  type RefundResult,
} from './payment-provider';
import {
  findPaymentByKey,
  insertPaymentOnce,
  listBookingPayments,
  updateChargeByReference,
  updatePayment,
  type PaymentRow,
} from './payment-repository';
import { spreadRefundKey } from './idempotency-keys';

/*
 * The one payments ledger: every charge and refund moves through here, in the same three steps.
 *   1. Record the intent: the row with its idempotency key, status 'pending', before the provider is
 *      called — so a payment we asked for is never unknown to us, even if the call never returns.
 *   2. Call the provider with that same key.
 *   3. Update the row with the provider's answer.
 * One rule for a repeated key: the row is not inserted again; the provider is asked again with the
 * same key, answers the same intent (or refund) — it never charges twice — and the row is brought up
 * to date. A provider that refuses (ProviderRequestError) is a definite answer and marks the row
 * failed; any other error leaves it pending, because the money may or may not have moved.
 */

export type LedgerDeps = Pick<ServiceDeps, 'db' | 'provider' | 'now'>;

const CHARGE_STATUS: Record<IntentStatus, LedgerStatus> = {
  succeeded: 'succeeded',
  requires_action: 'requires_action',
  processing: 'processing',
  canceled: 'canceled',
  failed: 'failed',
};
/** The ledger's status for a charge, from the provider's state of its intent. */
export function chargeStatus(status: IntentStatus): LedgerStatus {
  return CHARGE_STATUS[status];
}

const REFUND_STATUS: Record<RefundResult['status'], LedgerStatus> = {
  succeeded: 'succeeded',
  pending: 'processing',
  failed: 'failed',
};

async function askProvider<T>(deps: LedgerDeps, row: Pick<PaymentRow, 'id'>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderRequestError) {
      await updatePayment(deps.db, row.id, {
        status: 'failed',
        failure_code: error.code,
        failure_message: error.message,
        updated_at: deps.now.toISOString(),
      });
    }
    throw error;
  }
}

/** Who a payment is for: the booking, and the participant and account that pay or are paid back. */
interface PaymentParty {
  bookingId: number;
  participantId: number | null;
  userId: number | null;
}

/**
 * Step 1 for charges and refunds alike: the row named by the key, inserted as pending unless it
 * exists. Answers whether it existed (a repeated key).
 */
async function recordIntent(
  deps: LedgerDeps,
  party: PaymentParty,
  intent: {
    kind: 'charge' | 'refund';
    amountPence: number;
    idempotencyKey: string;
    paymentMethodId?: string;
    parentPaymentId?: number | null;
  },
): Promise<{ row: PaymentRow; repeated: boolean }> {
  const stamp = deps.now.toISOString();
  // Insert first: a new key (every first attempt) costs one statement; a repeated one reads the earlier row.
  const inserted = await insertPaymentOnce(deps.db, {
    booking_id: party.bookingId,
    participant_id: party.participantId,
    user_id: party.userId,
    kind: intent.kind,
    provider: deps.provider.name,
    provider_reference: null,
    parent_payment_id: intent.parentPaymentId ?? null,
    amount_pence: intent.amountPence,
    status: 'pending',
    idempotency_key: intent.idempotencyKey,
    payment_method_id: intent.paymentMethodId ?? null,
    created_at: stamp,
    updated_at: stamp,
  });
  if (inserted) return { row: inserted, repeated: false };
  const earlier = await findPaymentByKey(deps.db, intent.idempotencyKey);
  if (!earlier) throw new Error(`payment ${intent.idempotencyKey} was not recorded`);
  if (earlier.kind !== intent.kind)
    throw new Error(`idempotency key ${intent.idempotencyKey} names a ${earlier.kind}, not a ${intent.kind}`);
  return { row: earlier, repeated: true };
}

/** A charge of a card for a booking; the key names it for good (the provider and the ledger take it once). */
export type ChargeInput = PaymentParty & Omit<CreateIntentInput, 'currency'>;

export interface RecordedCharge {
  paymentId: number;
  intent: PaymentIntentResult;
}

/** Charges a card through the provider and records it in the ledger, once per key. */
export async function chargeAndRecord(deps: LedgerDeps, input: ChargeInput): Promise<RecordedCharge> {
  const recorded = await chargeLeavingAnswer(deps, input);
  await recordChargeAnswer(deps, recorded.paymentId, recorded.intent);
  return recorded;
}

/** chargeAndRecord's steps 1 and 2. */
async function chargeLeavingAnswer(deps: LedgerDeps, input: ChargeInput): Promise<RecordedCharge> {
  const { bookingId, participantId, userId, ...charge } = input;
  const { row, repeated } = await recordIntent(
    deps,
    { bookingId, participantId, userId },
    {
      kind: 'charge',
      amountPence: charge.amountPence,
      idempotencyKey: charge.idempotencyKey,
      paymentMethodId: charge.paymentMethodId,
    },
  );
  return askForCharge(deps, row.id, charge, repeated);
}

/** Step 2 of a charge whose pending row (step 1) is recorded: the provider asked with the row's key. */
async function askForCharge(
  deps: LedgerDeps,
  paymentId: number,
  charge: Omit<ChargeInput, keyof PaymentParty>,
  repeated: boolean,
): Promise<RecordedCharge> {
  failpoint('ledger.charge-recorded');
  const intent = await askProvider(deps, { id: paymentId }, async () => {
    const answer = await deps.provider.createPaymentIntent({ ...charge, currency: 'gbp' });
    // A provider may replay its first answer to a repeated key (Stripe does); ask how it stands now.
    return repeated ? deps.provider.retrievePaymentIntent(answer.id) : answer;
  });
  failpoint('ledger.charge-answered');
  return { paymentId, intent };
}

/** The idempotency key of a booking's checkout charge, and its parts around the booking's id. */
export const BOOKING_CHARGE_KEY = { before: 'booking-', after: '-charge' } as const;
export function bookingChargeKey(bookingId: number): string {
  return `${BOOKING_CHARGE_KEY.before}${bookingId}${BOOKING_CHARGE_KEY.after}`;
}

/**
 * Step 1 of a booking's checkout charge as the columns of its pending row, for a statement of the
 * caller's that writes it together with the booking (the hold on PostgreSQL: docs/decisions/0048).
 * That statement adds the booking's id, its organiser's participant id and the key
 * (BOOKING_CHARGE_KEY around the id); its transaction commits the row before the provider is
 * called, as step 1 requires. chargeRecordedPending then takes steps 2 and, with the caller, 3.
 */
export function pendingChargeColumns(
  deps: Pick<LedgerDeps, 'provider' | 'now'>,
  charge: { userId: number; amountPence: number; paymentMethodId: string },
) {
  const stamp = deps.now.toISOString();
  return {
    user_id: charge.userId,
    kind: 'charge' as const,
    provider: deps.provider.name,
    amount_pence: charge.amountPence,
    status: 'pending' as const,
    payment_method_id: charge.paymentMethodId,
    created_at: stamp,
    updated_at: stamp,
  };
}

/**
 * Step 2 of a charge whose pending row its caller wrote (pendingChargeColumns) and committed; the
 * row is new, so its key is not a repeat. The caller records the provider's answer (step 3) itself,
 * with recordChargeAnswer or in a statement of its own with chargeAnswerColumns: the checkout's
 * confirmation on PostgreSQL records it in the statement that confirms the booking, one round trip
 * fewer (docs/decisions/0042). Until then the row stays pending, as after a crash between the call
 * and the update, which the hold sweep settles by asking the provider (resolveCharge).
 */
export function chargeRecordedPending(
  deps: LedgerDeps,
  paymentId: number,
  input: ChargeInput,
): Promise<RecordedCharge> {
  const { bookingId: _booking, participantId: _participant, userId: _user, ...charge } = input;
  return askForCharge(deps, paymentId, charge, false);
}

/** What step 3 writes to a charge's row: the provider's answer. */
export function chargeAnswerColumns(intent: PaymentIntentResult, now: Date) {
  return {
    provider_reference: intent.id,
    amount_pence: intent.amountPence,
    status: chargeStatus(intent.status),
    failure_code: intent.failure?.code ?? null,
    failure_message: intent.failure?.message ?? null,
    updated_at: now.toISOString(),
  };
}

/** Step 3 of a charge: its row brought up to date with the provider's answer. */
export async function recordChargeAnswer(
  deps: Pick<LedgerDeps, 'db' | 'now'>,
  paymentId: number,
  intent: PaymentIntentResult,
): Promise<void> {
  await updatePayment(deps.db, paymentId, chargeAnswerColumns(intent, deps.now));
}

/**
 * Finds out how a charge whose answer never reached the ledger (a crash or a timeout between the
 * call and the update) ended, without charging again: by its reference if it has one, else by its
 * key. A charge the provider never received is marked failed and answers null.
 */
export async function resolveCharge(deps: LedgerDeps, row: PaymentRow): Promise<PaymentIntentResult | null> {
  const intent = row.provider_reference
    ? await deps.provider.retrievePaymentIntent(row.provider_reference)
    : await deps.provider.findPaymentIntentByKey(row.idempotency_key);
  if (!intent) {
    await updatePayment(deps.db, row.id, {
      status: 'failed',
      failure_code: 'not_received',
      failure_message: 'The provider never received this payment.',
      updated_at: deps.now.toISOString(),
    });
    return null;
  }
  await recordChargeAnswer(deps, row.id, intent);
  return intent;
}

/** Records a later answer of the provider about a charge (3-D Secure done, a webhook, a sweep). */
export async function recordChargeOutcome(
  deps: Pick<LedgerDeps, 'db' | 'now'>,
  intent: PaymentIntentResult,
): Promise<void> {
  await updateChargeByReference(deps.db, intent.id, {
    status: chargeStatus(intent.status),
    failure_code: intent.failure?.code ?? null,
    failure_message: intent.failure?.message ?? null,
    updated_at: deps.now.toISOString(),
  });
}

/**
 * Cancels a charge still waiting for the cardholder and records how it ended. One that succeeded in
 * the meantime cannot be cancelled: its success is recorded and answered instead.
 */
export async function cancelCharge(deps: LedgerDeps, providerReference: string): Promise<PaymentIntentResult> {
  const intent = await deps.provider
    .cancelPaymentIntent(providerReference)
    .catch(() => deps.provider.retrievePaymentIntent(providerReference));
  await recordChargeOutcome(deps, intent);
  return intent;
}

export interface RefundInput extends PaymentParty {
  /** The provider's payment to refund, and our ledger row of it. */
  paymentIntentId: string;
  parentPaymentId: number | null;
  amountPence: number;
  /** Names this refund for good: the provider and the ledger both refund it at most once. */
  idempotencyKey: string;
}

/** Refunds through the provider and records the refund in the ledger, once per key. */
export async function refundAndRecord(deps: LedgerDeps, input: RefundInput): Promise<RefundResult> {
  const { row } = await recordIntent(deps, input, {
    kind: 'refund',
    amountPence: input.amountPence,
    idempotencyKey: input.idempotencyKey,
    parentPaymentId: input.parentPaymentId,
  });
  failpoint('ledger.refund-recorded');
  const refund = await askProvider(deps, row, () =>
    deps.provider.refund({
      paymentIntentId: input.paymentIntentId,
      amountPence: input.amountPence,
      idempotencyKey: input.idempotencyKey,
    }),
  );
  failpoint('ledger.refund-answered');
  await updatePayment(deps.db, row.id, {
    provider_reference: refund.id,
    amount_pence: refund.amountPence,
    status: REFUND_STATUS[refund.status],
    updated_at: deps.now.toISOString(),
  });
  return refund;
}

export interface RefundableCharge {
  charge: PaymentRow & { provider_reference: string };
  refundablePence: number;
}

/**
 * A booking's succeeded charges and what is left to refund of each: earlier refunds that did not fail
 * count as given back, except those made under `keyPrefix` itself, so a repeated spread sees what
 * the first one saw (and replays its refunds rather than making new ones).
 */
async function refundableCharges(
  db: LedgerDeps['db'],
  bookingId: number,
  keyPrefix: string | undefined,
): Promise<RefundableCharge[]> {
  const payments = await listBookingPayments(db, bookingId);
  const given = (charge: PaymentRow) =>
    payments
      .filter(
        (row) =>
          row.kind === 'refund' &&
          row.parent_payment_id === charge.id &&
          row.status !== 'failed' &&
          (keyPrefix === undefined || row.idempotency_key !== spreadRefundKey(keyPrefix, charge.id)),
      )
      .reduce((sum, row) => sum + row.amount_pence, 0);
  return payments
    .filter(
      (row): row is RefundableCharge['charge'] =>
        row.kind === 'charge' && row.status === 'succeeded' && row.provider_reference !== null,
    )
    .map((charge) => ({ charge, refundablePence: charge.amount_pence - given(charge) }));
}

export interface SpreadRefund {
  refundedPence: number;
  refunds: { charge: RefundableCharge['charge']; refund: RefundResult }[];
}

/**
 * Refunds `amountPence` of a booking, spread over its charges in proportion to what is left of each
 * (whole pence that add up exactly; a fully refunded charge gets nothing), one refund per charge
 * under the key `${keyPrefix}-refund-${chargeId}`.
 */
export async function spreadRefund(
  deps: LedgerDeps,
  input: { bookingId: number; amountPence: number; keyPrefix: string },
): Promise<SpreadRefund> {
  const charges = await refundableCharges(deps.db, input.bookingId, input.keyPrefix);
  const parts = apportionRefund(
    input.amountPence,
    charges.map((entry) => entry.refundablePence),
  );
  const refunds: SpreadRefund['refunds'] = [];
  for (const [index, { charge }] of charges.entries()) {
    const amountPence = parts[index]!;
    if (amountPence === 0) continue;
    const refund = await refundAndRecord(deps, {
      bookingId: input.bookingId,
      participantId: charge.participant_id,
      userId: charge.user_id,
      paymentIntentId: charge.provider_reference,
      parentPaymentId: charge.id,
      amountPence,
      idempotencyKey: spreadRefundKey(input.keyPrefix, charge.id),
    });
    refunds.push({ charge, refund });
  }
  return { refundedPence: refunds.reduce((sum, { refund }) => sum + refund.amountPence, 0), refunds };
}

/** What is left to refund of a booking, as `spreadRefund` under the same prefix would see it. */
/** What the ledger still holds for the booking; without `keyPrefix`, every refund made counts as given. */
export async function refundablePence(db: LedgerDeps['db'], bookingId: number, keyPrefix?: string): Promise<number> {
  return (await refundableCharges(db, bookingId, keyPrefix)).reduce((sum, entry) => sum + entry.refundablePence, 0);
}
