import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { hasStatus } from '../api-error-text';
import { queryKeys } from '../query-keys';
import { currentUserQueryOptions } from './api/get-current-user';
import { revokeToken } from './api/logout';
import { AuthContext, type AuthContextValue, type AuthStatus, type SignOutOptions } from './auth-context';
import {
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  clearStoredSession,
  readStoredToken,
  writeStoredSession,
  writeStoredUser,
  type AuthSession,
} from './auth-storage';
import type { AuthUser } from './auth-user';

interface AuthState {
  status: AuthStatus;
  session: AuthSession | null;
}

/** With a stored token the session is unknown until the server has confirmed it. */
function initialState(): AuthState {
  return readStoredToken() ? { status: 'loading', session: null } : { status: 'signed-out', session: null };
}

/**
 * Owns the session. On load a stored token is checked with GET /api/auth/me while the app shows its
 * loading screen: a 401 means the token was revoked or expired (logout elsewhere, password reset,
 * ban), so storage is cleared; a success refreshes the stored user. When the server cannot be
 * reached the stored user is used as it is, so a flaky connection does not sign anyone out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(initialState);
  const validating = state.status === 'loading';

  useEffect(() => {
    if (!validating) return;
    let cancelled = false;
    // fetchQuery shares one in-flight request, so StrictMode's second effect run adds no call.
    queryClient
      .fetchQuery(currentUserQueryOptions())
      .then((user) => {
        if (cancelled) return;
        const token = readStoredToken();
        if (!token) return setState({ status: 'signed-out', session: null });
        writeStoredSession({ token, user });
        setState({ status: 'signed-in', session: { token, user } });
      })
      .catch(async (error: unknown) => {
        if (cancelled) return;
        const stored = hasStatus(error, 401, 403) ? null : (await import('./stored-session')).readStoredSession();
        if (cancelled) return;
        if (!stored) {
          clearStoredSession();
          queryClient.removeQueries({ queryKey: queryKeys.auth.currentUser() });
        }
        setState(stored ? { status: 'signed-in', session: stored } : { status: 'signed-out', session: null });
      });
    return () => {
      cancelled = true;
    };
  }, [validating, queryClient]);

  // Another tab signing in or out changes the same storage; follow it so tabs never disagree.
  useEffect(() => {
    const onStorage = async (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
        const session = (await import('./stored-session')).readStoredSession();
        setState({ status: session ? 'signed-in' : 'signed-out', session });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(
    (token: string, user: AuthUser) => {
      const session = { token, user };
      writeStoredSession(session);
      queryClient.setQueryData(queryKeys.auth.currentUser(), user);
      setState({ status: 'signed-in', session });
    },
    [queryClient],
  );

  const signOut = useCallback(
    ({ revoke = true }: SignOutOptions = {}) => {
      const token = readStoredToken();
      clearStoredSession();
      setState({ status: 'signed-out', session: null });
      // Cached answers belong to the previous user; never show them to the next one.
      queryClient.clear();
      // Storage is already clear, so the screen does not wait; a failed revoke only leaves a token
      // that nobody holds any more.
      if (revoke && token) revokeToken(token).catch(() => undefined);
    },
    [queryClient],
  );

  const updateUser = useCallback(
    (user: AuthUser) => {
      // Only a live session has a user to replace (a late answer after sign-out must not revive it).
      const token = readStoredToken();
      if (!token) return;
      writeStoredUser(user);
      setState({ status: 'signed-in', session: { token, user } });
      queryClient.setQueryData(queryKeys.auth.currentUser(), user);
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.session?.user ?? null,
      token: state.session?.token ?? null,
      status: state.status,
      signIn,
      signOut,
      updateUser,
    }),
    [state, signIn, signOut, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
