import { STORAGE_KEYS } from '@app/contracts';
import { readStorage, removeStorage, writeStorage } from '../storage';
import { isAuthUser, type AuthUser } from './auth-user';

/** Storage keys the spec fixes (player.md §3): the login token and the user record. */
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;
export const USER_STORAGE_KEY = STORAGE_KEYS.user;

export interface AuthSession {
  token: string;
  user: AuthUser;
}

export function readStoredToken(): string | null {
  const token = readStorage(TOKEN_STORAGE_KEY);
  return token ? token : null;
}

/** The stored user record, or null when missing or not in the API's shape. */
function readStoredUser(): AuthUser | null {
  const rawUser = readStorage(USER_STORAGE_KEY);
  if (!rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    return isAuthUser(user) ? user : null;
  } catch {
    return null;
  }
}

/** The stored session, or null when either half is missing or the user record is unreadable. */
export function readStoredSession(): AuthSession | null {
  const token = readStoredToken();
  const user = readStoredUser();
  return token && user ? { token, user } : null;
}

export function writeStoredSession({ token, user }: AuthSession): void {
  writeStorage(TOKEN_STORAGE_KEY, token);
  writeStorage(USER_STORAGE_KEY, JSON.stringify(user));
}

export function writeStoredUser(user: AuthUser): void {
  writeStorage(USER_STORAGE_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  removeStorage(TOKEN_STORAGE_KEY);
  removeStorage(USER_STORAGE_KEY);
}
