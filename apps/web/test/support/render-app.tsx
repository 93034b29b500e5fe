import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { AuthContext, type AuthContextValue, type AuthStatus } from '@/lib/auth/auth-context';
import type { AuthUser } from '@/lib/auth/auth-user';

/*
 * The set-up the component tests share: the app's providers around a screen, and `fetch` answered by
 * the test (the API's JSON shapes, parsed by the app's real client and schemas).
 */

// jsdom lays nothing out and has no scrollIntoView; the booking panel scrolls itself into view after
// login, so component tests get a no-op (where it scrolls is the browser tests' business).
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

/** A JSON answer as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The path and query of a request the app made, e.g. to route it in a fetch stub. */
export function requestUrl(input: RequestInfo | URL): URL {
  return new URL(String(input), 'http://localhost');
}

/**
 * Replaces `fetch` for every test of the file (reset before each, restored and the screen cleaned up
 * after each). Set the answers in each test or in a beforeEach with `mockImplementation`.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** The auth context as a screen sees it: signed out, or signed in as `user`. */
export function authAs(status: AuthStatus, user: AuthUser | null = null): AuthContextValue {
  return { status, user, token: user ? 't' : null, signIn: () => {}, signOut: () => {}, updateUser: () => {} };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Wraps a screen (routes included, if it needs them) in a fresh query client and, when given, an auth
 * context; `strict` adds StrictMode's double mounting, as in development.
 */
export function renderWithProviders(
  ui: ReactElement,
  { auth, strict = false }: { auth?: AuthContextValue; strict?: boolean } = {},
) {
  const withAuth = (children: ReactNode) =>
    auth ? <AuthContext.Provider value={auth}>{children}</AuthContext.Provider> : children;
  const tree = <QueryClientProvider client={testQueryClient()}>{withAuth(ui)}</QueryClientProvider>;
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}
