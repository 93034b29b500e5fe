import { readStorage } from '../storage';
import { readStoredToken, USER_STORAGE_KEY, type AuthSession } from './auth-storage';
import { isAuthUser, type AuthUser } from './auth-user';

/*
 * Apart from auth-storage because checking the record's shape needs zod: the provider imports this
 * file only when it needs the stored user (the server unreachable, another tab signing in), so a
 * signed-out first visit never downloads it.
 */

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
