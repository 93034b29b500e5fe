import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import type { PaymentProvider, RefundResult } from './payment-provider';

export interface RefundInput {
  bookingId: number;
  participantId: number | null;
  userId: number | null;
  /** The provider's payment to refund, and our ledger row of it. */
  paymentIntentId: string;
  parentPaymentId: number | null;
  amountPence: number;
  /** Names this refund for good: the provider and our ledger both refund it at most once. */
  idempotencyKey: string;
}

/** Refunds through the provider and records the refund in the payments ledger, once per key. */
export async function refundAndRecord(deps: { db: Kysely<Database>; provider: PaymentProvider; now: Date }, input: RefundInput): Promise<RefundResult> {
  const refund = await deps.provider.refund({ paymentIntentId: input.paymentIntentId, amountPence: input.amountPence, idempotencyKey: input.idempotencyKey });
  const stamp = deps.now.toISOString();
  await deps.db
    .insertInto('payments')
    .values({
      booking_id: input.bookingId,
      participant_id: input.participantId,
      user_id: input.userId,
      kind: 'refund',
      provider: deps.provider.name,
      provider_reference: refund.id,
      parent_payment_id: input.parentPaymentId,
      amount_pence: refund.amountPence,
      status: refund.status,
      idempotency_key: input.idempotencyKey,
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  return refund;
}
