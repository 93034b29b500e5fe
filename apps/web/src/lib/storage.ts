/**
 * localStorage can throw (disabled storage, private modes, quota). Every read and write in the app
 * goes through these helpers so a storage failure degrades to "nothing stored" instead of a crash.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value simply is not remembered across reloads.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Empties local and session storage; used by the failure screen's 'Clear Cache & Reload'. */
export function clearAllStorage(): void {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[area].clear();
    } catch {
      // An unavailable area holds nothing to clear.
    }
  }
}

/** sessionStorage counterpart of readStorage (the venue page state and booking draft live there). */
export function readSessionStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

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
