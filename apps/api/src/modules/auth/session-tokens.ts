import type { Database, Role } from '@app/db';
import type { Kysely } from 'kysely';
import { findLiveSession } from './token-repository';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  approved: boolean;
  emailVerified: boolean;
  tokenId: number;
}

/** The active user behind a session token, or null when the token is unknown, expired, revoked or the user is banned. */
export async function findSessionUser(db: Kysely<Database>, token: string, now: Date): Promise<SessionUser | null> {
  const row = await findLiveSession(db, token, now);
  if (!row) return null;
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
