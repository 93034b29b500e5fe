import { hash, verify } from '@node-rs/argon2';

/*
 * Argon2id with the OWASP-recommended floor (19 MiB memory, 2 iterations, 1 lane). The parameters are
 * stored inside each hash, so raising them later does not break existing passwords.
 */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
