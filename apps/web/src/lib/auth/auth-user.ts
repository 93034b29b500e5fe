import { ROLES, userSchema, type Role, type User } from '@app/contracts';

/** The signed-in user exactly as the API answers it (contracts' user schema). */
export type AuthUser = User;
export type UserRole = Role;
export const USER_ROLES = ROLES;

/** A stored or received user record is trusted only when it has the API's shape. */
export function isAuthUser(value: unknown): value is AuthUser {
  return userSchema.safeParse(value).success;
}

/** The name as the header shows it, with the '(Venue Owner)' suffix the spec asks for. */
export function formatUserDisplayName(user: Pick<AuthUser, 'name' | 'role'>): string {
  return user.role === 'venue_owner' ? `${user.name} (Venue Owner)` : user.name;
}

/** 'Alex Morgan' → 'Alex'; the account area greets by first name (player.md §2). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
