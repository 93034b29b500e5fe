// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  clearStoredSession,
  readStoredSession,
  readStoredToken,
  writeStoredSession,
} from '../src/lib/auth/auth-storage';
import { formatUserDisplayName, type AuthUser } from '../src/lib/auth/auth-user';

const owner: AuthUser = { id: 7, name: 'Priya Shah', email: 'priya@example.com', role: 'venue_owner' };

afterEach(() => localStorage.clear());

describe('stored session', () => {
  it('uses the spec keys token and user', () => {
    writeStoredSession({ token: 'abc123', user: owner });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc123');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(owner);
    expect(TOKEN_STORAGE_KEY).toBe('token');
    expect(USER_STORAGE_KEY).toBe('user');
  });

  it('restores what was written, keeping extra user fields', () => {
    const user = { ...owner, approved: true };
    writeStoredSession({ token: 'abc123', user });
    expect(readStoredSession()).toEqual({ token: 'abc123', user });
  });

  it('is signed out when either half is missing or the user record is unreadable', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc123');
    expect(readStoredSession()).toBeNull();

    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(readStoredSession()).toBeNull();

    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 1, name: 'No role', email: 'x@y.z' }));
    expect(readStoredSession()).toBeNull();

    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(owner));
    expect(readStoredSession()).toBeNull();
  });

  it('clears both keys on sign-out', () => {
    writeStoredSession({ token: 'abc123', user: owner });
    clearStoredSession();
    expect(readStoredToken()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});

describe('formatUserDisplayName', () => {
  it('adds (Venue Owner) only for venue owners', () => {
    expect(formatUserDisplayName(owner)).toBe('Priya Shah (Venue Owner)');
    expect(formatUserDisplayName({ name: 'Sam Lee', role: 'player' })).toBe('Sam Lee');
    expect(formatUserDisplayName({ name: 'Admin', role: 'admin' })).toBe('Admin');
  });
});
