import { ROLES, userSchema, type Role, type User } from '@app/contracts';

/** The signed-in user exactly as the API answers it (contracts' user schema). */
export type AuthUser = User;
export type UserRole = Role;
export const USER_ROLES = ROLES;

/** A stored or received user record is trusted only when it has the API's shape. */
export function isAuthUser(value: unknown): value is AuthUser {
  return userSchema.safeParse(value).success;
}

// Kept apart from the schema check (zod) so the header can show names without downloading zod.
export { firstName, formatUserDisplayName } from './display-name';
