import { STORAGE_KEYS } from '@app/contracts';
import { readStorage, removeStorage, writeStorage } from '../storage';
import type { AuthUser } from './auth-user';

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
