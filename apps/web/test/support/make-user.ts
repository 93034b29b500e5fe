import type { User } from '@app/contracts';

/** A user record in the API's shape; override what a test cares about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'priya@example.com',
    name: 'Priya Shah',
    username: null,
    role: 'player',
    dateOfBirth: '1995-09-02',
    favouriteSports: [],
    marketingPreference: false,
    phone: null,
    location: null,
    profileImage: null,
    businessName: null,
    preferredContact: [],
    approved: true,
    approvalDate: null,
    approvalNotes: null,
    emailVerified: true,
    status: 'active',
    is_active: true,
    createdAt: '2025-07-19T10:00:00.000Z',
    ...overrides,
  };
}
