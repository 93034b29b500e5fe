import { AUTH_MESSAGES as M, type User as UserView } from '@app/contracts';
import type { Database, Role } from '@app/db';
import type { Kysely } from 'kysely';
import { badRequest, notFound } from '../../errors/app-error';
import { recordActivity } from '../activity/activity-repository';
import { revokeTokens } from '../auth/token-repository';
import { countUsers, findUserById, listUsers, updateUser } from '../auth/user-repository';
import { toUserView } from '../auth/user-view';

const DEFAULT_PAGE_SIZE = 50;

/** The admin's user list: every match, or one page of it when `page` is given, with the count of all matches. */
export async function listAllUsers(
  db: Kysely<Database>,
  filter: {
    search?: string | undefined;
    role?: Role | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  } = {},
): Promise<{ users: UserView[]; total: number }> {
  const criteria = { search: filter.search, role: filter.role };
  if (filter.page === undefined) {
    const users = (await listUsers(db, criteria)).map(toUserView);
    return { users, total: users.length };
  }
  const pageSize = filter.pageSize ?? DEFAULT_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listUsers(db, criteria, { limit: pageSize, offset: (filter.page - 1) * pageSize }),
    countUsers(db, criteria),
  ]);
  return { users: rows.map(toUserView), total };
}

/**
 * Bans or reinstates an account. A ban ends every session at once, so the person's open tabs stop
 * working on their next call; admins cannot ban themselves or another admin.
 */
export async function setUserStatus(
  db: Kysely<Database>,
  input: { actorId: number; userId: number; status: 'banned' | 'active'; reason?: string | undefined; now: Date },
): Promise<string> {
  const target = await findUserById(db, input.userId);
  if (!target) throw notFound(M.userNotFound);
  const timestamp = input.now.toISOString();
  if (input.status === 'banned') {
    if (target.id === input.actorId) throw badRequest(M.cannotBanSelf, 'CANNOT_BAN_SELF');
    if (target.role === 'admin') throw badRequest(M.cannotBanAdmin, 'CANNOT_BAN_ADMIN');
    await updateUser(db, target.id, {
      status: 'banned',
      ban_reason: input.reason || null,
      banned_at: timestamp,
      updated_at: timestamp,
    });
    await revokeTokens(db, {
      userId: target.id,
      purposes: ['session', 'password_reset', 'email_verification'],
      now: input.now,
    });
  } else {
    await updateUser(db, target.id, { status: 'active', ban_reason: null, banned_at: null, updated_at: timestamp });
  }
  await recordActivity(db, {
    type: 'user',
    subjectId: target.id,
    actorId: input.actorId,
    message: `${input.status === 'banned' ? 'Banned' : 'Reinstated'} ${target.name}`,
    data: { status: input.status, reason: input.reason ?? null },
    at: input.now,
  });
  return input.status === 'banned' ? M.userBanned : M.userUnbanned;
}
