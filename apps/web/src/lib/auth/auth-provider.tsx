import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';
import {
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  type AuthSession,
} from './auth-storage';
import type { AuthUser } from './auth-user';

/**
 * Restores the session from localStorage synchronously, so a returning user never sees a signed-out
 * flash. For now the stored user is trusted; the accounts issue (#3) validates the token against the
 * API and uses the 'loading' status while that request is in flight.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<AuthSession | null>(readStoredSession);

  // Another tab signing in or out changes the same storage; follow it so tabs never disagree.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
        setSession(readStoredSession());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((token: string, user: AuthUser) => {
    const next = { token, user };
    writeStoredSession(next);
    setSession(next);
  }, []);

  const signOut = useCallback(() => {
    clearStoredSession();
    setSession(null);
    // Cached answers belong to the previous user; never show them to the next one.
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      status: session ? 'signed-in' : 'signed-out',
      signIn,
      signOut,
    }),
    [session, signIn, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
