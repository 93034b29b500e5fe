// @vitest-environment jsdom
import { STORAGE_KEYS, type BookingDraft, type SavedPaymentMethod } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CheckoutPage from '@/features/booking/routes/checkout-page';
import { SavedCardPicker } from '@/features/payment-methods/components/saved-card-picker';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { makeUser } from './support/make-user';

const DRAFT: BookingDraft = {
  venueId: 7,
  venueName: 'Battersea Park Racquet Club',
  sport: 'Tennis',
  date: '2026-11-25',
  timeSlots: ['10:00', '11:00'],
  slotDetails: [
    { time: '10:00', price: 40, isSpecial: false, notes: '' },
    { time: '11:00', price: 45.5, isSpecial: true, notes: 'Peak' },
  ],
  startTime: '10:00',
  endTime: '12:00',
  pricePerHour: 40,
  duration: 2,
  totalAmount: 85.5,
  totalAmountPence: 8550,
  venueLocation: 'Battersea, London',
  venueAddress: 'Battersea Park, London SW11 4NJ',
  hasSpecialPricing: true,
  priceBreakdown: [
    { time: '10:00', price: 40, pricePence: 4000, isSpecial: false, notes: '' },
    { time: '11:00', price: 45.5, pricePence: 4550, isSpecial: true, notes: 'Peak' },
  ],
  splitPayment: { enabled: false, numberOfPeople: 2, inviteEmails: [], paymentLinkGenerated: false },
};

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
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderCheckout() {
  const auth = { status: 'signed-in', user: makeUser(), token: 't', signIn: () => {}, signOut: () => {}, updateUser: () => {} } as AuthContextValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={['/checkout']}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage cardPicker={SavedCardPicker} />} />
            <Route path="/venues" element={<h1>Venues screen</h1>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  cards = [card(1, '1111', false), card(2, '4242', true)];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/payment-methods/') return json({ success: true, payment_methods: cards });
    if (url.pathname === '/api/payments/config') return json({ provider: 'sandbox', publishable_key: 'pk_sandbox' });
    return json({ success: false, error: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkout page', () => {
  it('without a draft explains and offers the way back', () => {
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout');
    expect(screen.getByRole('alert').textContent).toBe('Booking information is incomplete. Please start the booking process again.');
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
      JSON.stringify({ ...DRAFT, splitPayment: { enabled: true, numberOfPeople: 3, inviteEmails: ['a@example.com', 'b@example.com'], paymentLinkGenerated: false } }),
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
