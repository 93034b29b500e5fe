// @vitest-environment jsdom
import { PAYMENT_MESSAGES } from '@app/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCardPayment, type CardPaymentAnswer, type CardPaymentSteps } from '@/components/card-form/use-card-payment';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-client';
import { EMPTY_CARD_FORM } from '@/lib/card-form';
import { jsonResponse, requestUrl, stubFetch, testQueryClient } from './support/render-app';

const fetchMock = stubFetch();
let authenticateBodies: unknown[] = [];
let tokenise: () => Response;

beforeEach(() => {
  authenticateBodies = [];
  tokenise = () =>
    jsonResponse({
      id: 'pm_new',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, funding: 'credit', country: 'GB' },
    });
  fetchMock.mockImplementation(async (input, init) => {
    const path = requestUrl(input).pathname;
    if (path === '/api/payments/config') return jsonResponse({ provider: 'sandbox', publishable_key: 'pk_sandbox' });
    if (path === '/api/sandbox/payment-methods') return tokenise();
    if (path === '/api/sandbox/payment-intents/pi_3ds/authenticate') {
      authenticateBodies.push(JSON.parse(String(init?.body)));
      return jsonResponse({ id: 'pi_3ds', status: 'succeeded' });
    }
    return jsonResponse({ success: false, error: 'Not found', code: 'NOT_FOUND' }, 404);
  });
});

const paid = (result: string): CardPaymentAnswer<string> => ({
  result,
  requiresAction: false,
  paymentIntentId: 'pi_1',
  clientSecret: null,
  amountPence: 1234,
});
const needs3ds: CardPaymentAnswer<string> = {
  result: 'unused',
  requiresAction: true,
  paymentIntentId: 'pi_3ds',
  clientSecret: 'pi_3ds_secret',
  amountPence: 2500,
};
const declined = new ApiError(402, PAYMENT_MESSAGES.declined, 'CARD_DECLINED');
const offline = new ApiError(0, 'offline', CLIENT_ERROR_CODES.NETWORK);

function setUp(overrides: Partial<CardPaymentSteps<string, string>> = {}) {
  const steps = {
    pay: vi.fn<CardPaymentSteps<string, string>['pay']>(async () => paid('booking 1')),
    confirm: vi.fn<CardPaymentSteps<string, string>['confirm']>(async () => 'confirmed after 3-D Secure'),
    onPaid: vi.fn(),
    onFailed: vi.fn(),
    errorText: (failure: unknown) =>
      failure instanceof ApiError && failure.status !== 0 ? failure.message : PAYMENT_MESSAGES.unknownFailure,
    ...overrides,
  };
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useCardPayment<string, string>(steps), { wrapper });
  return { steps, hook };
}

describe('useCardPayment', () => {
  it('pays with a saved card and hands the answer to onPaid', async () => {
    const { steps, hook } = setUp();
    await act(() => hook.result.current.pay({ kind: 'saved', paymentMethodId: 4 }, 'input'));
    expect(steps.pay).toHaveBeenCalledWith('input', 4, expect.any(String));
    expect(steps.onPaid).toHaveBeenCalledWith('booking 1', 'input');
    expect(hook.result.current.busy).toBe(false);
    expect(hook.result.current.error).toBeNull();
  });

  it('keeps the attempt key after a call with no answer, and starts a new one after an answered failure', async () => {
    const pay = vi
      .fn<CardPaymentSteps<string, string>['pay']>()
      .mockRejectedValueOnce(offline)
      .mockRejectedValueOnce(declined)
      .mockResolvedValueOnce(paid('booking 2'));
    const { steps, hook } = setUp({ pay });
    for (let attempt = 0; attempt < 3; attempt += 1)
      await act(() => hook.result.current.pay({ kind: 'saved', paymentMethodId: 4 }, 'input'));
    const keys = pay.mock.calls.map((call) => call[2]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(steps.onFailed).toHaveBeenCalledTimes(2);
    expect(steps.onPaid).toHaveBeenCalledWith('booking 2', 'input');
  });

  it('shows the failure in the words errorText gives', async () => {
    const { hook } = setUp({ pay: vi.fn(async () => Promise.reject(declined)) });
    await act(() => hook.result.current.pay({ kind: 'saved', paymentMethodId: 4 }, 'input'));
    expect(hook.result.current.error).toBe(PAYMENT_MESSAGES.declined);
    act(() => hook.result.current.clearError());
    expect(hook.result.current.error).toBeNull();
  });

  it("tokenises a new sandbox card first and pays with the provider's id", async () => {
    const { steps, hook } = setUp();
    const values = { ...EMPTY_CARD_FORM, number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123' };
    await act(() => hook.result.current.pay({ kind: 'sandbox', values }, 'input'));
    expect(steps.pay).toHaveBeenCalledWith('input', 'pm_new', expect.any(String));
  });

  it('stops with the server text when the card cannot be tokenised, without paying', async () => {
    tokenise = () =>
      jsonResponse({ success: false, error: 'Your card number is incorrect.', code: 'CARD_INVALID' }, 400);
    const { steps, hook } = setUp();
    await act(() => hook.result.current.pay({ kind: 'sandbox', values: EMPTY_CARD_FORM }, 'input'));
    expect(hook.result.current.error).toBe('Your card number is incorrect.');
    expect(steps.pay).not.toHaveBeenCalled();
  });

  it('with 3-D Secure in the sandbox, waits for the cardholder, then authenticates and confirms', async () => {
    const { steps, hook } = setUp({ pay: vi.fn(async () => needs3ds) });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => requestUrl(input).pathname === '/api/payments/config')).toBe(true),
    );
    await act(() => hook.result.current.pay({ kind: 'saved', paymentMethodId: 4 }, 'input'));
    expect(hook.result.current.challenge).toEqual({ paymentIntentId: 'pi_3ds', amountPence: 2500 });
    expect(hook.result.current.busy).toBe(true);
    expect(steps.onPaid).not.toHaveBeenCalled();

    await act(() => hook.result.current.answerChallenge('approve'));
    expect(authenticateBodies).toEqual([{ result: 'approve', client_secret: 'pi_3ds_secret' }]);
    expect(steps.confirm).toHaveBeenCalledWith('input', 'pi_3ds');
    expect(steps.onPaid).toHaveBeenCalledWith('confirmed after 3-D Secure', 'input');
    expect(hook.result.current.challenge).toBeNull();
    expect(hook.result.current.busy).toBe(false);
  });

  it('a failed 3-D Secure check ends the attempt with the failure', async () => {
    const { steps, hook } = setUp({
      pay: vi.fn(async () => needs3ds),
      confirm: vi.fn(async () => Promise.reject(declined)),
    });
    await act(() => hook.result.current.pay({ kind: 'saved', paymentMethodId: 4 }, 'input'));
    await act(() => hook.result.current.answerChallenge('fail'));
    expect(authenticateBodies).toEqual([{ result: 'fail', client_secret: 'pi_3ds_secret' }]);
    expect(hook.result.current.error).toBe(PAYMENT_MESSAGES.declined);
    expect(hook.result.current.challenge).toBeNull();
    expect(steps.onFailed).toHaveBeenCalledWith(declined);
    expect(steps.onPaid).not.toHaveBeenCalled();
  });
});
