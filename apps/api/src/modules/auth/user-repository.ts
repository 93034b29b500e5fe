import type { Database, NewUser, User, UserUpdate } from '@app/db';
import type { Kysely } from 'kysely';

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

export function listUsers(db: Db): Promise<User[]> {
  return db.selectFrom('users').selectAll().where('deleted_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}
