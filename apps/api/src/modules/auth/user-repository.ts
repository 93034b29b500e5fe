import type { Database, NewUser, Role, User, UserUpdate } from '@app/db';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;

export function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst();
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

/** Live accounts, newest first; `search` matches part of the name or e-mail in any case. */
export function listUsers(db: Db, filter: { search?: string | undefined; role?: Role | undefined } = {}): Promise<User[]> {
  let query = db.selectFrom('users').selectAll().where('deleted_at', 'is', null);
  if (filter.role) query = query.where('role', '=', filter.role);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    // LIKE wildcards typed by the admin are matched literally.
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) => eb.or([eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`), eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`)]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}
