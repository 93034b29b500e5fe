/*
 * sessionStorage can throw (disabled storage, private modes, quota); the venue page's hand-offs to
 * login and checkout degrade to "nothing remembered" rather than crash.
 */
export { readSessionStorage } from '@/lib/storage';

export function writeSessionStorage(key: string, value: string): boolean {
  try {
    window.sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeSessionStorage(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
