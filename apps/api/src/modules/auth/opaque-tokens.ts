import { createHash, randomBytes } from 'node:crypto';

/*
 * Opaque bearer tokens (sessions, e-mailed links, split-payment links): 256 random bits, shown to
 * their holder once; the database keeps only their SHA-256, so a leaked table cannot be replayed.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
