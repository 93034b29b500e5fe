import type { AttemptCounters } from './attempt-counters';

/*
 * Slows password guessing without letting a stranger lock someone out (docs/decisions/0008 and
 * 0028-sessions-and-passwords.md). Two counters of sign-in attempts, in the database so every server
 * process counts together (0031):
 *   - per address and client (IP): 10 in 15 minutes, then that client waits — a stranger
 *     guessing from their own machine stops only themselves;
 *   - per address from every client together: 100 in an hour, then only clients that have signed
 *     in to this account before (in the last 30 days) may still try — a guesser spreading over many
 *     machines stops, while the owner's own devices keep working with the right password.
 * A successful sign-in clears its client's counter and remembers the client for the address.
 * Windows are fixed (they start with their first attempt), like the request limit's.
 */
const MINUTE = 60_000;
const KNOWN_FOR_MS = 30 * 24 * 60 * MINUTE;

export const LOGIN_LIMITS = {
  perClient: 10,
  perClientWindowMs: 15 * MINUTE,
  perAddress: 100,
  perAddressWindowMs: 60 * MINUTE,
} as const;

export class LoginThrottle {
  constructor(private readonly counters: AttemptCounters) {}

  /** Counts an attempt of this client for this address; false when it may not try now. */
  async tryAttempt(email: string, client: string, now: Date): Promise<boolean> {
    const addressAttempts = await this.counters.count(`login-address:${email}`, now);
    if (
      addressAttempts >= LOGIN_LIMITS.perAddress &&
      (await this.counters.count(`login-known:${email}|${client}`, now)) === 0
    )
      return false;
    if (
      !(await this.counters.take(
        `login-client:${email}|${client}`,
        LOGIN_LIMITS.perClient,
        LOGIN_LIMITS.perClientWindowMs,
        now,
      ))
    )
      return false;
    // Counted after the checks, so a refused attempt does not count: with processes racing, the
    // address may see a few attempts past its limit, never a client past its own.
    await this.counters.add(`login-address:${email}`, LOGIN_LIMITS.perAddressWindowMs, now);
    return true;
  }

  async succeeded(email: string, client: string, now: Date): Promise<void> {
    await this.counters.clear(`login-client:${email}|${client}`);
    await this.counters.remember(`login-known:${email}|${client}`, KNOWN_FOR_MS, now);
  }
}
