import { executePrepared, type Database, type TokenPurpose } from '@app/db';
import type { Kysely } from 'kysely';
import { hashToken, newOpaqueToken } from './opaque-tokens';

type Db = Kysely<Database>;

/** Issues a token of a purpose; only its hash is stored. Returns the token to hand out once. */
export async function issueToken(
  db: Db,
  input: { userId: number; purpose: TokenPurpose; now: Date; validForMs: number },
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      token_hash: hashToken(token),
      expires_at: new Date(input.now.getTime() + input.validForMs).toISOString(),
      created_at: input.now.toISOString(),
    })
    .execute();
  return token;
}

/** The live (unused, unrevoked, unexpired) token of that purpose, or undefined. */
export function findLiveToken(db: Db, token: string, purpose: TokenPurpose, now: Date) {
  return db
    .selectFrom('auth_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** The user of a one-time token that was already used (a link opened twice), or undefined. */
export function findUsedToken(db: Db, token: string, purpose: TokenPurpose) {
  return db
    .selectFrom('auth_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is not', null)
    .executeTakeFirst();
}

/** Marks a one-time token used; false when another request used it first. */
export async function consumeToken(db: Db, tokenId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ used_at: now.toISOString() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeTokens(
  db: Db,
  input: { userId: number; purposes: TokenPurpose[]; now: Date; exceptTokenId?: number },
) {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: input.now.toISOString() })
    .where('user_id', '=', input.userId)
    .where('purpose', 'in', input.purposes)
    .where('revoked_at', 'is', null);
  if (input.exceptTokenId !== undefined) query = query.where('id', '!=', input.exceptTokenId);
  await query.execute();
}

export async function revokeTokenById(db: Db, tokenId: number, now: Date) {
  await db.updateTable('auth_tokens').set({ revoked_at: now.toISOString() }).where('id', '=', tokenId).execute();
}

/**
 * The session a token opens, with its user, while both are live: not past its absolute expiry, not
 * idle since before `idleSince` (last used, or issued, before then), not revoked, the user neither
 * banned nor deleted.
 */
export async function findLiveSession(db: Db, token: string, now: Date, idleSince: Date) {
  // Every signed-in request asks this: prepared by name, planned once per connection on PostgreSQL.
  const query = db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select([
      'auth_tokens.id as tokenId',
      'auth_tokens.last_used_at',
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
    .where((eb) =>
      eb(eb.fn.coalesce('auth_tokens.last_used_at', 'auth_tokens.created_at'), '>', idleSince.toISOString()),
    )
    .where('users.status', '=', 'active')
    .where('users.deleted_at', 'is', null);
  const [session] = await executePrepared(db, query);
  return session;
}

/** Notes that a session was used now, at most once per `every` (a write per request would be waste). */
export async function touchSession(db: Db, tokenId: number, now: Date, every: number): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', tokenId)
    .where((eb) =>
      eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(now.getTime() - every).toISOString())]),
    )
    .execute();
}
