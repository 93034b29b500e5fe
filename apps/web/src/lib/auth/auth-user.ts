/** Roles as the API reports them (player.md §6); 'customer' is an older name for a player. */
export const USER_ROLES = ['customer', 'player', 'venue_owner', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The part of the user record the shell relies on. The accounts issue replaces this with the
 * contracts' user schema; extra fields from the API are kept as they are.
 */
export interface AuthUser {
  id: number | string;
  name: string;
  email: string;
  role: UserRole;
  [field: string]: unknown;
}

export function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    (typeof candidate.id === 'number' || typeof candidate.id === 'string') &&
    typeof candidate.name === 'string' &&
    typeof candidate.email === 'string' &&
    (USER_ROLES as readonly unknown[]).includes(candidate.role)
  );
}

/** The name as the header shows it, with the '(Venue Owner)' suffix the spec asks for. */
export function formatUserDisplayName(user: Pick<AuthUser, 'name' | 'role'>): string {
  return user.role === 'venue_owner' ? `${user.name} (Venue Owner)` : user.name;
}
