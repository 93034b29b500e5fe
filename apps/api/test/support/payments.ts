import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { bearer } from './accounts';

export const CARDS = {
  visa: '4242424242424242',
  threeDSecure: '4000002500003155',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  processingError: '4000000000000119',
} as const;

/** Tokenises a sandbox test card and saves it for the signed-in player; returns our card id. */
export async function saveCard(
  app: FastifyInstance,
  token: string,
  number: string = CARDS.visa,
): Promise<{ id: number; providerId: string }> {
  const tokenised = await app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    payload: {
      card: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
      billing_details: { name: 'Test Player', address: { country: 'GB', postal_code: 'NW1 1AA' } },
    },
  });
  if (tokenised.statusCode !== 200) throw new Error(`tokenise failed: ${tokenised.body}`);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/payment-methods/',
    headers: bearer(token),
    payload: { payment_method_id: tokenised.json().id },
  });
  if (saved.statusCode !== 201) throw new Error(`save failed: ${saved.body}`);
  return { id: saved.json().payment_method.id, providerId: tokenised.json().id };
}

export function checkoutPayload(input: {
  venueId: number;
  sport: string;
  date: string;
  times: string[];
  amount: number;
  cardId: number | string;
  key?: string;
  split?: object;
}) {
  return {
    payment_method_id: input.cardId,
    amount: input.amount,
    currency: 'gbp',
    description: 'test booking',
    booking_context: {
      venue_id: input.venueId,
      sport: input.sport,
      date: input.date,
      time_slots: input.times,
      venue_name: 'ignored by the server',
    },
    mobile_number: '07700 900123',
    ...(input.split ? { split_payment: input.split } : {}),
    ...(input.key ? { idempotency_key: input.key } : {}),
  };
}

/** Run at the end of every payment test: the ledgers agree and no money is unaccounted for. */
export async function expectBooksToBalance(db: Kysely<Database>): Promise<void> {
  const { reconcileMoney } = await import('../../src/modules/payments/reconciliation');
  const result = await reconcileMoney(db);
  if (result.problems.length > 0) throw new Error(`The books do not balance:\n${result.problems.join('\n')}`);
}
