// @vitest-environment jsdom
import { SPLIT_LINK_MESSAGES, type Invitation } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  guestDetailsError,
  invitationHeading,
  invitationView,
  payButtonLabel,
} from '@/features/split-payments/lib/invitation-view';
import SplitPaymentInvitePage from '@/features/split-payments/routes/split-payment-invite-page';
import { authAs, jsonResponse as json, renderWithProviders, requestUrl, stubFetch } from './support/render-app';

const INVITATION: Invitation = {
  kind: 'share',
  status: 'open',
  message: null,
  venueName: 'Hackney Sports Hall',
  venueAddress: '1 Mare Street, London E8 1AA',
  sport: 'Football',
  date: '2026-11-25',
  timeSlots: ['10:00', '11:00'],
  organiserName: 'Robin Payne',
  email: 'friend@example.com',
  amountPence: 1667,
  amount: 16.67,
  deadline: '2026-11-25T06:00:00.000Z',
  refundedPence: 0,
  refundedAt: null,
};

const fetchMock = stubFetch();
let invitation: () => Response = () => json({ success: true, invitation: INVITATION });
let pay: (body: Record<string, unknown>) => Response = () =>
  json({
    success: true,
    status: 'paid',
    message: 'ok',
    requires_action: false,
    client_secret: null,
    payment_intent_id: 'pi_1',
    amount_pence: 1667,
  });
let payBodies: Record<string, unknown>[] = [];

function renderPage() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/pay/tok123']}>
      <Routes>
        <Route path="/pay/:token" element={<SplitPaymentInvitePage />} />
      </Routes>
    </MemoryRouter>,
    { auth: authAs('signed-out') },
  );
}

beforeEach(() => {
  payBodies = [];
  invitation = () => json({ success: true, invitation: INVITATION });
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/payments/config') return json({ provider: 'sandbox', publishable_key: 'pk' });
    if (url.pathname === '/api/split-payments/tok123/') return invitation();
    if (url.pathname === '/api/sandbox/payment-methods') {
      return json({
        id: 'pm_new',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, funding: 'credit', country: 'GB' },
      });
    }
    if (url.pathname === '/api/split-payments/tok123/pay/') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      payBodies.push(body);
      return pay(body);
    }
    return json({ success: false, error: 'unexpected', code: 'X' }, 500);
  });
});

describe('split link state → view', () => {
  it('shows the form only for an open link', () => {
    expect(invitationView({ status: 'open', message: null })).toEqual({ state: 'open' });
  });

  it.each([
    ['paid', SPLIT_LINK_MESSAGES.alreadyPaid],
    ['covered', SPLIT_LINK_MESSAGES.covered],
    ['expired', SPLIT_LINK_MESSAGES.expired],
    ['cancelled', SPLIT_LINK_MESSAGES.cancelled],
  ] as const)('%s shows its message (the server text first, the contract text as fallback)', (status, fallback) => {
    expect(invitationView({ status, message: 'From the server' })).toEqual({
      state: 'closed',
      status,
      message: 'From the server',
    });
    expect(invitationView({ status, message: null })).toEqual({ state: 'closed', status, message: fallback });
  });

  it('labels the pay button and heading by kind', () => {
    expect(payButtonLabel('share', 1667)).toBe('Pay my share - £16.67');
    expect(payButtonLabel('balance', 250000)).toBe('Pay the balance - £2,500.00');
    expect(invitationHeading('share')).toBe('Pay your share');
    expect(invitationHeading('balance')).toBe('Pay the remaining balance');
  });

  it('asks guests for a name and a valid e-mail', () => {
    expect(guestDetailsError('', 'a@b.co')).toBe(SPLIT_LINK_MESSAGES.guestDetails);
    expect(guestDetailsError('Sam', 'nope')).toBe(SPLIT_LINK_MESSAGES.guestDetails);
    expect(guestDetailsError('Sam', 'sam@example.com')).toBeNull();
  });
});

describe('/pay/:token', () => {
  it('an unknown link shows the invalid-link message', async () => {
    invitation = () => json({ success: false, error: SPLIT_LINK_MESSAGES.invalid, code: 'NOT_FOUND' }, 404);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(SPLIT_LINK_MESSAGES.invalid);
    // Not a dead end (issue 33 §5): a way on from the invalid link.
    expect(screen.getByRole('link', { name: 'Find a venue' }).getAttribute('href')).toBe('/venues');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(['paid', 'covered', 'expired', 'cancelled'] as const)(
    'a %s link shows its message and no form',
    async (status) => {
      invitation = () =>
        json({ success: true, invitation: { ...INVITATION, status, message: `Message for ${status}` } });
      renderPage();
      expect(await screen.findByText(`Message for ${status}`)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Pay my share/ })).toBeNull();
      expect(screen.queryByLabelText('Card number')).toBeNull();
    },
  );

  it('shows the booking, pre-fills the guest e-mail and pays with a new card', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hackney Sports Hall' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay your share' })).toBeTruthy();
    expect(screen.getByText('Wednesday 25 November 2026')).toBeTruthy();
    expect(screen.getByText('10:00 - 12:00')).toBeTruthy();
    expect(screen.getByText('Robin Payne')).toBeTruthy();
    expect(screen.getByText(/25 Nov 2026, 06:00/)).toBeTruthy();
    expect((screen.getByLabelText('Your e-mail address') as HTMLInputElement).value).toBe('friend@example.com');

    const button = await screen.findByRole('button', { name: 'Pay my share - £16.67' });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain(SPLIT_LINK_MESSAGES.guestDetails);

    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Sam Guest' } });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText('Expiry month'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Expiry year'), { target: { value: String(new Date().getFullYear() + 2) } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(button);
    expect(await screen.findByText(SPLIT_LINK_MESSAGES.paid)).toBeTruthy();
    expect(payBodies[0]).toMatchObject({ payment_method_id: 'pm_new', name: 'Sam Guest', email: 'friend@example.com' });
  });

  it('shows the server text when the card fails', async () => {
    pay = () =>
      json(
        {
          success: false,
          error: 'Your card was declined. Please try a different payment method or contact your bank.',
          code: 'CARD_DECLINED',
        },
        402,
      );
    renderPage();
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Sam Guest' } });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4000 0000 0000 0002' } });
    fireEvent.change(screen.getByLabelText('Expiry month'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Expiry year'), { target: { value: String(new Date().getFullYear() + 2) } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay my share - £16.67' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Your card was declined.'));
    expect((screen.getByRole('button', { name: 'Pay my share - £16.67' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
