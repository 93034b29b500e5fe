import type { User } from '@app/contracts';

/** The name as the header shows it, with the '(Venue Owner)' suffix the spec asks for. */
export function formatUserDisplayName(user: Pick<User, 'name' | 'role'>): string {
  return user.role === 'venue_owner' ? `${user.name} (Venue Owner)` : user.name;
}

/** 'Alex Morgan' → 'Alex'; the account area greets by first name (player.md §2). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
