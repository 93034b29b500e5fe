import type { Database, NewUser, Role, User, UserUpdate } from '@app/db';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;

export function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The account with this address in any state, deleted ones included. */
export function findAnyUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Db, id: number, changes: UserUpdate): Promise<User> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export interface UserListFilter {
  search?: string | undefined;
  role?: Role | undefined;
}

function matchingUsers(db: Db, filter: UserListFilter) {
  let query = db.selectFrom('users').where('deleted_at', 'is', null);
  if (filter.role) query = query.where('role', '=', filter.role);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    // LIKE wildcards typed by the admin are matched literally.
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

/** Live accounts, newest first; `search` matches part of the name or e-mail in any case; a page when `limit` is given. */
export function listUsers(
  db: Db,
  filter: UserListFilter = {},
  page?: { limit: number; offset: number },
): Promise<User[]> {
  const query = matchingUsers(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  return page ? query.limit(page.limit).offset(page.offset).execute() : query.execute();
}

export async function countUsers(db: Db, filter: UserListFilter = {}): Promise<number> {
  const row = await matchingUsers(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
