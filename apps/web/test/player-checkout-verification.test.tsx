// @vitest-environment jsdom
import { STORAGE_KEYS } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CheckoutPage from '@/features/booking/routes/checkout-page';
import { SavedCardPicker } from '@/features/payment-methods/components/saved-card-picker';
import { readPendingBooking } from '@/lib/pending-booking';
import { BOOKING_DRAFT } from './support/booking-fixtures';
import { makeUser } from './support/make-user';
import { authAs, jsonResponse as json, renderWithProviders, requestUrl, stubFetch } from './support/render-app';

const fetchMock = stubFetch();

function renderCheckout(emailVerified: boolean) {
  sessionStorage.setItem(STORAGE_KEYS.bookingDraft, JSON.stringify({ ...BOOKING_DRAFT, hasSpecialPricing: false }));
  return renderWithProviders(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage cardPicker={SavedCardPicker} />} />
      </Routes>
    </MemoryRouter>,
    { auth: authAs('signed-in', makeUser({ emailVerified, email: 'sam@example.com' })) },
  );
}

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/payment-methods/') return json({ success: true, payment_methods: [] });
    if (url.pathname === '/api/payments/config') return json({ provider: 'sandbox', publishable_key: 'pk_sandbox' });
    if (url.pathname === '/api/auth/resend-verification') return json({ success: true, message: 'sent' });
    return json({ success: false, error: 'Not found', code: 'NOT_FOUND' }, 404);
  });
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('checkout for a player who has not verified their address', () => {
  it('says so before the contact and card steps, offers Resend e-mail and keeps paying disabled', async () => {
    renderCheckout(false);
    const notice = screen.getByRole('heading', { name: 'Verify your email address to pay' });
    const contact = screen.getByRole('heading', { name: 'Contact details' });
    const cardStep = screen.getByRole('heading', { name: 'Payment method' });
    // Before both steps in reading order.
    expect(notice.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.compareDocumentPosition(cardStep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('sam@example.com')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '07700 900123' } });
    expect((screen.getByRole('button', { name: /Confirm Booking/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Verify your email address to pay (see the top of this page).')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/resend-verification'))).toBe(true),
    );
    const resend = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/resend-verification'));
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ email: 'sam@example.com' });
  });

  it('remembers the booking so the verification link can lead back to it', async () => {
    renderCheckout(false);
    await waitFor(() =>
      expect(readPendingBooking()).toBe('/venue/7?sport=Tennis&date=2026-11-25&slots=10%3A00%2C11%3A00#book'),
    );
  });

  it('shows nothing of the sort to a verified player', () => {
    renderCheckout(true);
    expect(screen.queryByRole('heading', { name: 'Verify your email address to pay' })).toBeNull();
    expect(readPendingBooking()).toBeNull();
  });
});
