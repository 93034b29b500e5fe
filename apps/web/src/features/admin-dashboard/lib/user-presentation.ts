import type { Role, User } from '@app/contracts';

/* How the Users tab names roles and what it offers for each account (owner-admin.md §4 User status). */

export const ROLE_LABELS: Record<Role, string> = { player: 'Player', venue_owner: 'Venue owner', admin: 'Admin' };

export const ROLE_FILTERS: readonly { value: Role | ''; label: string }[] = [
  { value: '', label: 'All roles' },
  { value: 'player', label: 'Players' },
  { value: 'venue_owner', label: 'Venue owners' },
  { value: 'admin', label: 'Admins' },
];

/** Ban for an active account, Unban for a banned one; none for admins (the server refuses to ban them) or yourself. */
export function userStatusAction(
  user: Pick<User, 'id' | 'role' | 'status'>,
  currentUserId: number,
): 'ban' | 'unban' | null {
  if (user.status === 'banned') return 'unban';
  if (user.role === 'admin' || user.id === currentUserId) return null;
  return 'ban';
}
