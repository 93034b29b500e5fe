import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '@app/db/testing';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, loginAs } from './support/accounts';
import { CARDS, saveCard } from './support/payments';

describe.each(testEngines())('saved cards on %s', (engine) => {
  let harness: TestApp | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });
  const start = async () => {
    harness = await createTestApp(engine, { clock: () => new Date('2026-11-21T10:00:00Z') });
    await createUser(harness.database.db, { email: 'me@example.com' });
    await createUser(harness.database.db, { email: 'other@example.com' });
    return { me: await loginAs(harness.app, 'me@example.com'), other: await loginAs(harness.app, 'other@example.com') };
  };
  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    harness!.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('tokenises test cards like the provider SDK and refuses bad card details with its messages', async () => {
    await start();
    const tokenise = (card: object) =>
      harness!.app.inject({ method: 'POST', url: '/api/sandbox/payment-methods', payload: { card } });
    const ok = await tokenise({ number: '4242 4242 4242 4242', exp_month: 4, exp_year: 2031, cvc: '314' });
    expect(ok.json()).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031, funding: 'credit', country: 'US' },
    });
    expect(
      (await tokenise({ number: '4242424242424241', exp_month: 4, exp_year: 2031, cvc: '314' })).json().error,
    ).toBe(M.cardNumberInvalid);
    expect(
      (await tokenise({ number: '4111111111111111', exp_month: 4, exp_year: 2031, cvc: '314' })).json().error,
    ).toBe(M.cardNotTestCard);
    expect((await tokenise({ number: CARDS.visa, exp_month: 10, exp_year: 2026, cvc: '314' })).json().error).toBe(
      M.cardExpiryInvalid,
    );
    expect((await tokenise({ number: CARDS.visa, exp_month: 13, exp_year: 2030, cvc: '314' })).json().error).toBe(
      M.cardExpiryInvalid,
    );
    expect((await tokenise({ number: CARDS.visa, exp_month: 4, exp_year: 2031, cvc: '31' })).json().error).toBe(
      M.cardCvcInvalid,
    );
    const config = await harness!.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toEqual({ provider: 'sandbox', publishable_key: 'pk_sandbox_sports_booking' });
  });

  it('saves, lists with the default first, moves the default and removes cards', async () => {
    const { me } = await start();
    const first = await saveCard(harness!.app, me);
    const second = await saveCard(harness!.app, me, CARDS.threeDSecure);
    let list = (await inject('GET', '/api/payment-methods/', me)).json().payment_methods;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: first.id,
      is_default: true,
      last4: '4242',
      brand: 'visa',
      stripePaymentMethodId: first.providerId,
      cardholder_name: 'Test Player',
    });
    expect(list[1]).toMatchObject({ id: second.id, is_default: false, last4: '3155' });

    expect((await inject('PATCH', `/api/payment-cards/${second.id}/default/`, me)).statusCode).toBe(200);
    list = (await inject('GET', '/api/payment-methods/', me)).json().payment_methods;
    expect(list.map((card: { id: number; is_default: boolean }) => [card.id, card.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    expect((await inject('DELETE', `/api/payment-cards/${second.id}/`, me)).statusCode).toBe(200);
    list = (await inject('GET', '/api/payment-methods/', me)).json().payment_methods;
    expect(list).toEqual([expect.objectContaining({ id: first.id, is_default: true })]);
  });

  it("keeps each player's cards out of everyone else's reach", async () => {
    const { me, other } = await start();
    const mine = await saveCard(harness!.app, me);
    expect((await inject('GET', '/api/payment-methods/', other)).json().payment_methods).toEqual([]);
    expect((await inject('PATCH', `/api/payment-cards/${mine.id}/default/`, other)).statusCode).toBe(404);
    const removal = await inject('DELETE', `/api/payment-cards/${mine.id}/`, other);
    expect(removal.statusCode).toBe(404);
    expect(removal.json().error).toBe(M.paymentMethodNotFound);
    // Another player cannot save a card that belongs to someone else.
    const steal = await inject('POST', '/api/payment-methods/', other, { payment_method_id: mine.providerId });
    expect(steal.statusCode).toBe(400);
    expect((await inject('GET', '/api/payment-methods/', me)).json().payment_methods).toHaveLength(1);
  });

  it('refuses unknown payment method ids', async () => {
    const { me } = await start();
    const response = await inject('POST', '/api/payment-methods/', me, { payment_method_id: 'pm_doesnotexist' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('No such payment method.');
  });
});
