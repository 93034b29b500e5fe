import { PENDING_VERIFICATION_MEMORY_MS, type STORAGE_KEYS } from '@app/contracts';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * The 5-minute memory of a finished registration (player.md §4, owner-admin.md §4): someone who
 * reloads or comes back to the sign-up screen right after registering sees the "check your email"
 * popup again instead of an empty form inviting a second account.
 */
export type PendingRegistrationKey =
  typeof STORAGE_KEYS.pendingVerification | typeof STORAGE_KEYS.pendingOwnerRegistration;

interface PendingRegistration {
  email: string;
  timestamp: number;
}

export function rememberPendingRegistration(key: PendingRegistrationKey, email: string, now: number): void {
  writeStorage(key, JSON.stringify({ email, timestamp: now } satisfies PendingRegistration));
}

/** The stored entry when it is younger than the memory period; reading never changes storage. */
export function readRecentPendingRegistration(key: PendingRegistrationKey, now: number): PendingRegistration | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    const entry: unknown = JSON.parse(raw);
    if (typeof entry !== 'object' || entry === null) return null;
    const { email, timestamp } = entry as Partial<PendingRegistration>;
    if (typeof email !== 'string' || typeof timestamp !== 'number') return null;
    const age = now - timestamp;
    return age >= 0 && age < PENDING_VERIFICATION_MEMORY_MS ? { email, timestamp } : null;
  } catch {
    return null;
  }
}

/** Shown once: a recent entry is removed when shown, an old or unreadable one is simply dropped. */
export function forgetPendingRegistration(key: PendingRegistrationKey): void {
  removeStorage(key);
}
