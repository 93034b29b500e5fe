import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { readBooks } from './reconciliation-repository';

/*
 * Proves that no money is lost: every charge and refund we recorded matches the provider's own
 * ledger (the sandbox's tables; for Stripe the same check runs against its API in operations), and
 * for every booking the money held (charges − refunds) is what its state says it should be. So money
 * taken always equals money held for live bookings plus money refunded (plus what a cancellation
 * decided to keep). Returns the problems found; an empty list means the books balance.
 */
export interface Reconciliation {
  problems: string[];
  takenPence: number;
  refundedPence: number;
  heldPence: number;
}

export async function reconcileMoney(db: Kysely<Database>): Promise<Reconciliation> {
  const problems: string[] = [];
  const { payments, intents, sandboxRefunds, bookings, participants } = await readBooks(db);
  const succeeded = payments.filter((payment) => payment.status === 'succeeded');
  const charges = succeeded.filter((payment) => payment.kind === 'charge');
  const refunds = succeeded.filter((payment) => payment.kind === 'refund');

  if (payments.some((payment) => payment.provider === 'sandbox')) {
    for (const intent of intents.filter((row) => row.status === 'succeeded')) {
      const recorded = charges.find((charge) => charge.provider_reference === intent.id);
      if (!recorded) problems.push(`provider charge ${intent.id} (${intent.amount}p) has no succeeded payment row`);
      else if (recorded.amount_pence !== intent.amount) problems.push(`charge ${intent.id}: provider ${intent.amount}p, ledger ${recorded.amount_pence}p`);
    }
    for (const charge of charges.filter((row) => row.provider === 'sandbox')) {
      const intent = intents.find((row) => row.id === charge.provider_reference);
      if (!intent || intent.status !== 'succeeded') problems.push(`ledger charge ${charge.provider_reference} did not succeed at the provider`);
    }
    for (const refund of sandboxRefunds) {
      const recorded = refunds.find((row) => row.provider_reference === refund.id);
      if (!recorded) problems.push(`provider refund ${refund.id} (${refund.amount}p) has no payment row`);
      else if (recorded.amount_pence !== refund.amount) problems.push(`refund ${refund.id}: provider ${refund.amount}p, ledger ${recorded.amount_pence}p`);
    }
    for (const intent of intents) {
      const refunded = sandboxRefunds.filter((refund) => refund.payment_intent_id === intent.id).reduce((sum, refund) => sum + refund.amount, 0);
      if (refunded !== intent.amount_refunded || refunded > intent.amount) problems.push(`intent ${intent.id}: refunds ${refunded}p vs recorded ${intent.amount_refunded}p of ${intent.amount}p`);
    }
  }

  let heldPence = 0;
  for (const booking of bookings) {
    const taken = charges.filter((charge) => charge.booking_id === booking.id).reduce((sum, charge) => sum + charge.amount_pence, 0);
    const back = refunds.filter((refund) => refund.booking_id === booking.id).reduce((sum, refund) => sum + refund.amount_pence, 0);
    const net = taken - back;
    const paidShares = participants.filter((row) => row.booking_id === booking.id).reduce((sum, row) => sum + row.paid_pence, 0);
    const live = booking.status === 'confirmed' || booking.status === 'cancellation_requested';
    if (live) heldPence += net;
    if (net < 0) problems.push(`booking ${booking.id}: refunded more than taken (${net}p)`);
    if ((booking.status === 'failed' || booking.status === 'expired') && net !== 0) problems.push(`booking ${booking.id} (${booking.status}) still holds ${net}p`);
    if (live && booking.is_split === 0 && net !== booking.total_pence) problems.push(`booking ${booking.id}: holds ${net}p for a total of ${booking.total_pence}p`);
    if (live && booking.is_split === 1) {
      if (booking.split_status === 'settled' && net !== booking.total_pence) problems.push(`split booking ${booking.id} settled with ${net}p of ${booking.total_pence}p`);
      if (net !== paidShares) problems.push(`split booking ${booking.id}: holds ${net}p but shares paid add up to ${paidShares}p`);
    }
    if (booking.status === 'cancelled' && net > booking.total_pence) problems.push(`cancelled booking ${booking.id} keeps ${net}p, more than its total`);
  }
  const takenPence = charges.reduce((sum, charge) => sum + charge.amount_pence, 0);
  const refundedPence = refunds.reduce((sum, refund) => sum + refund.amount_pence, 0);
  return { problems, takenPence, refundedPence, heldPence };
}
