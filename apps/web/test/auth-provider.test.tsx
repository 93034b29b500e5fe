// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider, useAuth } from '@/lib/auth';
import { makeUser } from './support/make-user';
import { jsonResponse, renderWithProviders, stubFetch } from './support/render-app';

const fetchMock = stubFetch();
const json = (status: number, body: unknown) => jsonResponse(body, status);

let auth: ReturnType<typeof useAuth> | null = null;
function Probe() {
  auth = useAuth();
  return <p data-testid="status">{`${auth.status}:${auth.user?.name ?? '-'}`}</p>;
}

function renderProvider() {
  return renderWithProviders(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
}

const stored = makeUser({ name: 'Old Name' });

afterEach(() => {
  localStorage.clear();
  auth = null;
});

describe('AuthProvider', () => {
  it('is signed out at once without a stored token, and asks nothing', () => {
    renderProvider();
    expect(screen.getByTestId('status').textContent).toBe('signed-out:-');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates a stored token with GET /api/auth/me and stores the fresh user', async () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify(stored));
    fetchMock.mockResolvedValue(json(200, { success: true, user: makeUser({ name: 'New Name' }) }));

    renderProvider();
    expect(screen.getByTestId('status').textContent).toBe('loading:-');
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-in:New Name'));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Token t1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('New Name');
  });

  it('forgets a token the server rejects (401)', async () => {
    localStorage.setItem('token', 'revoked');
    localStorage.setItem('user', JSON.stringify(stored));
    fetchMock.mockResolvedValue(
      json(401, { success: false, error: 'Authentication required', code: 'UNAUTHENTICATED' }),
    );

    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-out:-'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify(stored));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-in:Old Name'));
    expect(localStorage.getItem('token')).toBe('t1');
  });

  it('signOut revokes the token on the server and clears storage', async () => {
    renderProvider();
    fetchMock.mockResolvedValue(json(200, { success: true, message: 'You have been logged out.' }));
    act(() => auth?.signIn('t2', stored));
    expect(screen.getByTestId('status').textContent).toBe('signed-in:Old Name');
    expect(localStorage.getItem('token')).toBe('t2');

    act(() => auth?.signOut());
    expect(screen.getByTestId('status').textContent).toBe('signed-out:-');
    expect([localStorage.getItem('token'), localStorage.getItem('user')]).toEqual([null, null]);
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Token t2');
  });

  it('updateUser replaces the stored user and keeps the token', () => {
    renderProvider();
    act(() => auth?.signIn('t3', stored));
    act(() => auth?.updateUser({ ...stored, profileImage: '/media/profile-images/7.webp' }));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').profileImage).toBe('/media/profile-images/7.webp');
    expect(localStorage.getItem('token')).toBe('t3');
  });
});
