// @vitest-environment jsdom
import { STORAGE_KEYS, type SavedPaymentMethod } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import CheckoutPage from '@/features/booking/routes/checkout-page';
import { SavedCardPicker } from '@/features/payment-methods/components/saved-card-picker';
import { BOOKING_DRAFT as DRAFT } from './support/booking-fixtures';
import { makeUser } from './support/make-user';
import { authAs, jsonResponse as json, renderWithProviders, requestUrl, stubFetch } from './support/render-app';

const card = (id: number, last4: string, isDefault: boolean): SavedPaymentMethod => ({
  id,
  stripePaymentMethodId: `pm_${id}`,
  last4,
  exp_month: 12,
  exp_year: 2030,
  cardholder_name: null,
  brand: 'visa',
  funding: 'credit',
  country: 'GB',
  created: '2026-11-01T00:00:00.000Z',
  is_default: isDefault,
});

let cards: SavedPaymentMethod[] = [];
const fetchMock = stubFetch();

function renderCheckout() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage cardPicker={SavedCardPicker} />} />
        <Route path="/venues" element={<h1>Venues screen</h1>} />
      </Routes>
    </MemoryRouter>,
    { auth: authAs('signed-in', makeUser()) },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  cards = [card(1, '1111', false), card(2, '4242', true)];
  fetchMock.mockImplementation(async (input) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/payment-methods/') return json({ success: true, payment_methods: cards });
    if (url.pathname === '/api/payments/config') return json({ provider: 'sandbox', publishable_key: 'pk_sandbox' });
    return json({ success: false, error: 'Not found', code: 'NOT_FOUND' }, 404);
  });
});

describe('checkout page', () => {
  it('without a draft explains and offers the way back', () => {
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout');
    expect(screen.getByRole('alert').textContent).toBe(
      'Booking information is incomplete. Please start the booking process again.',
    );
    expect(screen.queryByRole('button', { name: /Confirm Booking/ })).toBeNull();
  });

  it('shows the summary with the per-slot breakdown and preselects the default card', async () => {
    sessionStorage.setItem(STORAGE_KEYS.bookingDraft, JSON.stringify(DRAFT));
    renderCheckout();
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(summary.textContent).toContain('Wednesday 25 November 2026');
    expect(summary.textContent).toContain('Battersea, London');
    expect(within(summary).getByText('Special')).toBeTruthy();
    expect(summary.textContent).toContain('£85.50');

    const defaultCard = await screen.findByRole('radio', { name: /4242/ });
    await waitFor(() => expect((defaultCard as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('radio', { name: /1111/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('enables Confirm Booking only with a card and a mobile number', async () => {
    sessionStorage.setItem(STORAGE_KEYS.bookingDraft, JSON.stringify({ ...DRAFT, hasSpecialPricing: false }));
    renderCheckout();
    const pay = screen.getByRole('button', { name: 'Confirm Booking - £85.50' }) as HTMLButtonElement;
    const mobile = screen.getByLabelText('Mobile number') as HTMLInputElement;
    expect(mobile.type).toBe('tel');
    expect(pay.disabled).toBe(true);
    await screen.findByRole('radio', { name: /4242/ });
    expect(pay.disabled).toBe(true);
    fireEvent.change(mobile, { target: { value: '07700 900123' } });
    expect(pay.disabled).toBe(false);
    expect(screen.getByText(/£40.00 per hour × 2 hours/)).toBeTruthy();
  });

  it('without saved cards shows the message and keeps paying disabled', async () => {
    cards = [];
    sessionStorage.setItem(STORAGE_KEYS.bookingDraft, JSON.stringify(DRAFT));
    renderCheckout();
    expect(await screen.findByText('No saved payment methods. Please add one in your account settings.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '07700 900123' } });
    expect((screen.getByRole('button', { name: 'Confirm Booking - £85.50' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('with split on from the venue page asks for the share, and refuses to pay until the invites are sent', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.bookingDraft,
      JSON.stringify({
        ...DRAFT,
        splitPayment: {
          enabled: true,
          numberOfPeople: 3,
          inviteEmails: ['a@example.com', 'b@example.com'],
          paymentLinkGenerated: false,
        },
      }),
    );
    renderCheckout();
    await screen.findByRole('radio', { name: /4242/ });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '07700 900123' } });
    // £85.50 between 3: £28.50 each.
    fireEvent.click(screen.getByRole('button', { name: 'Pay Your Share - £28.50' }));
    expect(screen.getByRole('alert').textContent).toBe('Please generate payment link for your friends first');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('process-payment'))).toBe(false);
  });
});
