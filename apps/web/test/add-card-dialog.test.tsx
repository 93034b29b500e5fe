// @vitest-environment jsdom
import { PAYMENT_MESSAGES } from '@app/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddCardDialog } from '@/features/payment-methods/components/add-card-dialog';
import { jsonResponse as json, renderWithProviders, requestUrl, stubFetch } from './support/render-app';

// Stripe.js is loaded from Stripe in the browser; here it fails to load, as it would offline.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: () => Promise.resolve(null) }));

const fetchMock = stubFetch();

let provider: 'sandbox' | 'stripe' = 'sandbox';
let tokenise: () => Response = () =>
  json({
    id: 'pm_test',
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, funding: 'credit', country: 'US' },
  });
let save: () => Response = () => json({ success: false, error: 'nope', code: 'X' }, 500);

function renderDialog(onAdded = vi.fn()) {
  renderWithProviders(<AddCardDialog open onOpenChange={() => {}} onAdded={onAdded} />);
  return onAdded;
}

async function fillAndSubmit() {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
  fireEvent.change(screen.getByLabelText('Expiry month'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('Expiry year'), { target: { value: String(new Date().getFullYear() + 2) } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
}

beforeEach(() => {
  provider = 'sandbox';
  fetchMock.mockImplementation(async (input) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/payments/config') return json({ provider, publishable_key: 'pk' });
    if (url.pathname === '/api/sandbox/payment-methods') return tokenise();
    if (url.pathname === '/api/payment-methods/') return save();
    return json({ success: false, error: 'Not found', code: 'NOT_FOUND' }, 404);
  });
});

describe('add-card dialog', () => {
  it('defaults the country to the United Kingdom and offers US, GB, CA, AU', async () => {
    renderDialog();
    const country = (await screen.findByLabelText('Country')) as HTMLSelectElement;
    expect(country.value).toBe('GB');
    expect([...country.options].map((option) => option.value)).toEqual(['US', 'GB', 'CA', 'AU']);
  });

  it('checks the card before sending anything', async () => {
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    expect(screen.getByText(PAYMENT_MESSAGES.cardNumberInvalid)).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.cardExpiryInvalid)).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.cardCvcInvalid)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/sandbox/'))).toBe(false);
  });

  it("shows the provider's refusal, else 'Failed to add card'", async () => {
    tokenise = () => json({ success: false, error: PAYMENT_MESSAGES.cardNotTestCard, code: 'CARD_NOT_TEST_CARD' }, 400);
    renderDialog();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(PAYMENT_MESSAGES.cardNotTestCard);

    cleanup();
    tokenise = () => new Response('gateway down', { status: 502 });
    renderDialog();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to add card');
  });

  it("says 'Failed to save payment method on server' when saving fails without words", async () => {
    tokenise = () =>
      json({
        id: 'pm_test',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, funding: 'credit', country: 'US' },
      });
    save = () => new Response('', { status: 500 });
    renderDialog();
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save payment method on server');
  });

  it('saves the tokenised card and hands it back', async () => {
    const saved = {
      id: 9,
      stripePaymentMethodId: 'pm_test',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
      cardholder_name: null,
      brand: 'visa',
      funding: 'credit',
      country: 'US',
      created: '2026-11-21T00:00:00.000Z',
      is_default: true,
    };
    save = () => json({ success: true, payment_method: saved }, 201);
    const onAdded = renderDialog();
    await fillAndSubmit();
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(saved));
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/payment-methods/'))?.[1]?.body),
    );
    expect(body).toEqual({ payment_method_id: 'pm_test' });
  });

  it("with Stripe configured, takes the card in Stripe's own field and reports when Stripe cannot load", async () => {
    provider = 'stripe';
    renderDialog();
    expect(await screen.findByText('Card details')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Save card/ }));
    expect(await screen.findByText('Stripe not loaded')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/api/payment-methods/'))).toBe(false);
  });
});
