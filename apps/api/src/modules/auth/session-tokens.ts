import { createHash, randomBytes } from 'node:crypto';
import type { Database, Role } from '@app/db';
import type { Kysely } from 'kysely';

/*
 * Opaque bearer tokens: 256 random bits, shown to the client once; the database keeps only their
 * SHA-256, so a leaked table cannot be replayed as logins.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

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
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select([
      'auth_tokens.id as tokenId',
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.approved',
      'users.email_verified',
    ])
    .where('auth_tokens.token_hash', '=', hashToken(token))
    .where('auth_tokens.purpose', '=', 'session')
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', now.toISOString())
    .where('users.status', '=', 'active')
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
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
