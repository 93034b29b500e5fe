// @vitest-environment jsdom
import { PENDING_VERIFICATION_MEMORY_MS, STORAGE_KEYS } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPendingRegistration,
  readRecentPendingRegistration,
  rememberPendingRegistration,
} from '@/features/accounts/pending-registration';

const KEY = STORAGE_KEYS.pendingVerification;
const NOW = Date.UTC(2025, 6, 19, 12, 0, 0);

afterEach(() => localStorage.clear());

describe('pending-registration memory', () => {
  it('stores {email, timestamp} under the spec key', () => {
    rememberPendingRegistration(KEY, 'sam@example.com', NOW);
    expect(JSON.parse(localStorage.getItem('pendingVerification') ?? 'null')).toEqual({
      email: 'sam@example.com',
      timestamp: NOW,
    });
  });

  it('is recent for just under 5 minutes', () => {
    rememberPendingRegistration(KEY, 'sam@example.com', NOW);
    expect(readRecentPendingRegistration(KEY, NOW)).toEqual({ email: 'sam@example.com', timestamp: NOW });
    expect(readRecentPendingRegistration(KEY, NOW + PENDING_VERIFICATION_MEMORY_MS - 1)?.email).toBe('sam@example.com');
    expect(readRecentPendingRegistration(KEY, NOW + PENDING_VERIFICATION_MEMORY_MS)).toBeNull();
    expect(PENDING_VERIFICATION_MEMORY_MS).toBe(5 * 60 * 1000);
  });

  it('reading does not remove; forgetting does', () => {
    rememberPendingRegistration(KEY, 'sam@example.com', NOW);
    readRecentPendingRegistration(KEY, NOW);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    forgetPendingRegistration(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(readRecentPendingRegistration(KEY, NOW)).toBeNull();
  });

  it('ignores unreadable entries and entries from the future', () => {
    localStorage.setItem(KEY, '{broken');
    expect(readRecentPendingRegistration(KEY, NOW)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ email: 'sam@example.com' }));
    expect(readRecentPendingRegistration(KEY, NOW)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ email: 'sam@example.com', timestamp: NOW + 1000 }));
    expect(readRecentPendingRegistration(KEY, NOW)).toBeNull();
  });

  it('keeps player and owner memories apart', () => {
    rememberPendingRegistration(STORAGE_KEYS.pendingOwnerRegistration, 'owner@example.com', NOW);
    expect(readRecentPendingRegistration(KEY, NOW)).toBeNull();
    expect(readRecentPendingRegistration(STORAGE_KEYS.pendingOwnerRegistration, NOW)?.email).toBe('owner@example.com');
  });
});
