import type { Database, Role } from '@app/db';
import type { Kysely } from 'kysely';
import { findLiveSession, touchSession } from './token-repository';

/*
 * Sessions (docs/decisions/0028-sessions-and-passwords.md): a token opens its session for 30 days at
 * most (its expiry, set at sign-in) and only while it is in use — one left idle for 7 days no longer
 * works. Use is noted at most once an hour, so reading a session rarely writes.
 */
export const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
const TOUCH_EVERY_MS = 3_600_000;

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  approved: boolean;
  emailVerified: boolean;
  tokenId: number;
}

/** The active user behind a session token, or null when the token is unknown, expired, idle too long, revoked or the user is banned. */
export async function findSessionUser(db: Kysely<Database>, token: string, now: Date): Promise<SessionUser | null> {
  const row = await findLiveSession(db, token, now, new Date(now.getTime() - SESSION_IDLE_MS));
  if (!row) return null;
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= TOUCH_EVERY_MS)
    await touchSession(db, row.tokenId, now, TOUCH_EVERY_MS);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    approved: row.approved === 1,
    emailVerified: row.email_verified === 1,
    tokenId: row.tokenId,
  };
}
