// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  clearStoredSession,
  readStoredToken,
  writeStoredSession,
} from '../src/lib/auth/auth-storage';
import { readStoredSession } from '../src/lib/auth/stored-session';
import { firstName, formatUserDisplayName, type AuthUser } from '../src/lib/auth/auth-user';
import { makeUser } from './support/make-user';

const owner: AuthUser = makeUser({ role: 'venue_owner', approved: false });

afterEach(() => localStorage.clear());

describe('stored session', () => {
  it('uses the spec keys token and user', () => {
    writeStoredSession({ token: 'abc123', user: owner });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc123');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(owner);
    expect(TOKEN_STORAGE_KEY).toBe('token');
    expect(USER_STORAGE_KEY).toBe('user');
  });

  it('restores what was written', () => {
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

    // A record from before the accounts issue (no API fields) is not trusted either.
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 1, name: 'Old', email: 'x@y.z', role: 'player' }));
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

describe('firstName', () => {
  it('greets by the first word of the name', () => {
    expect(firstName('Alex Morgan')).toBe('Alex');
    expect(firstName('  Chloe   Evans ')).toBe('Chloe');
    expect(firstName('Madonna')).toBe('Madonna');
  });
});
