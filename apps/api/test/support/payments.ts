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

export interface CheckoutInput {
  venueId: number;
  sport: string;
  date: string;
  times: string[];
  amount: number;
  cardId: number | string;
  key?: string;
  split?: object;
}

export function checkoutPayload(input: CheckoutInput) {
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

/** A checkout's split request: the organiser and these friends, each paying an equal share by link. */
export function splitWith(emails: readonly string[]) {
  return {
    enabled: true,
    number_of_people: emails.length + 1,
    invite_emails: [...emails],
    payment_link_generated: true,
    is_main_payer: true,
  };
}

/** The checkout request as the signed-in player, answered as it is. */
export function postCheckout(app: FastifyInstance, token: string, input: CheckoutInput) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings/process-payment/',
    headers: bearer(token),
    payload: checkoutPayload(input),
  });
}

/** Books through checkout as the signed-in player: the new booking's id (any other answer fails the test). */
export async function bookThroughCheckout(app: FastifyInstance, token: string, input: CheckoutInput): Promise<number> {
  const response = await postCheckout(app, token, input);
  if (response.statusCode !== 200) throw new Error(`checkout answered ${response.statusCode}: ${response.body}`);
  return response.json().booking.id as number;
}

/** A Visa tokenised for someone who pays a share link without an account: the provider's id for it. */
export async function guestCard(app: FastifyInstance, number: string = CARDS.visa): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    payload: { card: { number, exp_month: 12, exp_year: 2030, cvc: '123' } },
  });
  if (response.statusCode !== 200) throw new Error(`tokenise failed: ${response.body}`);
  return response.json().id as string;
}

/** Pays a share link as a guest, with `card` when given, else a fresh guest Visa; answered as it is. */
export async function payShareLink(
  app: FastifyInstance,
  link: string,
  payer: { name: string; email: string },
  card?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/split-payments/${link}/pay/`,
    payload: { payment_method_id: card ?? (await guestCard(app)), name: payer.name, email: payer.email },
  });
}

/** Run at the end of every payment test: the ledgers agree and no money is unaccounted for. */
export async function expectBooksToBalance(db: Kysely<Database>): Promise<void> {
  const { reconcileMoney } = await import('../../src/modules/payments/reconciliation');
  const result = await reconcileMoney(db);
  if (result.problems.length > 0) throw new Error(`The books do not balance:\n${result.problems.join('\n')}`);
}
