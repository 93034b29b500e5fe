import type { Role } from '@app/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@app/db';
import { hashPassword } from '../../src/modules/auth/password-hashing';

let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'Password123!';

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
}

/** Inserts an account directly (fast; the registration flow has its own tests). */
export async function createUser(
  db: Kysely<Database>,
  input: {
    email: string;
    role?: Role;
    name?: string;
    verified?: boolean;
    approved?: boolean;
    status?: 'active' | 'banned';
  },
): Promise<CreatedUser> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const stamp = '2026-11-01T09:00:00.000Z';
  const role = input.role ?? 'player';
  const row = await db
    .insertInto('users')
    .values({
      email: input.email,
      password_hash: await cachedHash,
      name: input.name ?? `${role} ${input.email.split('@')[0]}`,
      role,
      date_of_birth: '1990-05-17',
      email_verified: input.verified === false ? 0 : 1,
      approved: input.approved === false ? 0 : 1,
      status: input.status ?? 'active',
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email: input.email, password: TEST_PASSWORD };
}

export async function loginAs(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed for ${email}: ${response.body}`);
  return response.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Token ${token}` });

/** A clock the test moves by hand. */
export function manualClock(start: string) {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
