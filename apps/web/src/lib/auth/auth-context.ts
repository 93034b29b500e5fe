import { createContext } from 'react';
import type { AuthUser } from './auth-user';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SignOutOptions {
  /** Revoke the token on the server too (default). Off when the server already ended the session. */
  revoke?: boolean;
}

export interface AuthContextValue {
  user: AuthUser | null;
  token: string | null;
  status: AuthStatus;
  signIn: (token: string, user: AuthUser) => void;
  signOut: (options?: SignOutOptions) => void;
  /** Replaces the stored user (after a profile edit, an avatar upload, a refresh) keeping the token. */
  updateUser: (user: AuthUser) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
