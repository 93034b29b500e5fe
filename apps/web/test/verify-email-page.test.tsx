// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VerifyEmailPage from '@/features/accounts/routes/verify-email-page';
import { AUTH_MESSAGES } from '@app/contracts';
import { AuthProvider } from '@/lib/auth';
import { readPendingBooking, rememberPendingBooking } from '@/lib/pending-booking';
import { makeUser } from './support/make-user';
import { jsonResponse, renderWithProviders, stubFetch } from './support/render-app';

const fetchMock = stubFetch();
const json = (status: number, body: unknown) => jsonResponse(body, status);

function renderAt(url: string) {
  return renderWithProviders(
    <AuthProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="/venues" element={<p>Venue list</p>} />
          <Route path="/login" element={<p>Login page</p>} />
          <Route path="/venue/4" element={<p>Venue 4</p>} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
    { strict: true },
  );
}

const verifyCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/verify-email'));

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('/verify-email', () => {
  it('spends the single-use token once under StrictMode, flags success and moves on to /venues after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValue(
      json(200, {
        success: true,
        user: makeUser({ emailVerified: true }),
        message: 'Your email address has been verified.',
      }),
    );
    renderAt('/verify-email?token=abc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified!' })).toBeTruthy();
    expect(verifyCalls()).toHaveLength(1);
    expect(JSON.parse(String(verifyCalls()[0]?.[1]?.body))).toEqual({ token: 'abc' });
    expect(localStorage.getItem('emailVerified')).toBe('true');
    expect(screen.getByText(/Taking you to the venues in 3 seconds/)).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByText('Venue list')).toBeTruthy();
  });

  it('replaces the stored user when the verified account is the signed-in one', async () => {
    const stored = makeUser({ emailVerified: false });
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify(stored));
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/auth/me')
        ? json(200, { success: true, user: stored })
        : json(200, { success: true, user: { ...stored, emailVerified: true }, message: 'ok' }),
    );
    renderAt('/verify-email?token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Email verified!' });
    // The session check (GET /auth/me, with its schema loaded on demand) may finish after the page.
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}').emailVerified).toBe(true));
    expect(verifyCalls()).toHaveLength(1);
  });

  it('shows the failure text and Go to Login for a used or unknown token', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        error: 'Email verification failed. The link may have expired.',
        code: 'INVALID_TOKEN',
      }),
    );
    renderAt('/verify-email?token=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verification failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Email verification failed. The link may have expired.');
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('says so when the link is opened again after it worked, and leads back to the booking started at checkout', async () => {
    rememberPendingBooking({ venueId: 4, sport: 'Tennis', date: '2026-11-27', timeSlots: ['18:00'] });
    fetchMock.mockResolvedValue(
      json(409, { success: false, error: AUTH_MESSAGES.verificationAlreadyDone, code: 'EMAIL_ALREADY_VERIFIED' }),
    );
    renderAt('/verify-email?token=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email already verified' })).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.verificationAlreadyDone)).toBeTruthy();
    // Signed out here: the login comes first, and then the booking (see post-login-destination).
    expect(screen.getByRole('link', { name: 'Log in to continue your booking' }).getAttribute('href')).toBe('/login');
  });

  it('takes a signed-in player straight back to the booking they started after verifying', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stored = makeUser({ emailVerified: false });
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify(stored));
    rememberPendingBooking({ venueId: 4, sport: 'Tennis', date: '2026-11-27', timeSlots: ['18:00', '19:00'] });
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/auth/me')
        ? json(200, { success: true, user: stored })
        : json(200, { success: true, user: { ...stored, emailVerified: true }, message: 'ok' }),
    );
    renderAt('/verify-email?token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Email verified!' });
    const link = await screen.findByRole('link', { name: 'Back to your booking' });
    expect(link.getAttribute('href')).toBe('/venue/4?sport=Tennis&date=2026-11-27&slots=18%3A00%2C19%3A00#book');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByText('Venue 4')).toBeTruthy();
    expect(readPendingBooking()).toBeNull();
  });

  it('says the link has no token without calling the server', () => {
    renderAt('/verify-email');
    expect(screen.getByRole('alert').textContent).toBe('Invalid verification link. No token provided.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
