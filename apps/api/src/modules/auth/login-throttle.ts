import { AttemptLimiter } from './attempt-limiter';

/*
 * Slows password guessing without letting a stranger lock someone out (docs/decisions/0008 and
 * 0028-sessions-and-passwords.md). Two counters of failed sign-ins, in memory, per process:
 *   - per address and client (IP): 10 in 15 minutes, then that client waits — a stranger
 *     guessing from their own machine stops only themselves;
 *   - per address from every client together: 100 in an hour, then only clients that have signed
 *     in to this account before (in the last 30 days) may still try — a guesser spreading over many
 *     machines stops, while the owner's own devices keep working with the right password.
 * A successful sign-in clears its client's counter and remembers the client for the address.
 */
const MINUTE = 60_000;
const KNOWN_FOR_MS = 30 * 24 * 60 * MINUTE;
const MAX_KNOWN_ADDRESSES = 100_000;

export const LOGIN_LIMITS = { perClient: 10, perClientWindowMs: 15 * MINUTE, perAddress: 100, perAddressWindowMs: 60 * MINUTE } as const;

export class LoginThrottle {
  private readonly perClient = new AttemptLimiter(LOGIN_LIMITS.perClient, LOGIN_LIMITS.perClientWindowMs);
  private readonly perAddress = new AttemptLimiter(LOGIN_LIMITS.perAddress, LOGIN_LIMITS.perAddressWindowMs);
  /** address → client → when it last signed in. */
  private readonly knownClients = new Map<string, Map<string, number>>();

  /** Counts an attempt of this client for this address; false when it may not try now. */
  tryAttempt(email: string, client: string, now: Date): boolean {
    if (!this.perClient.allows(`${email}|${client}`, now)) return false;
    if (!this.perAddress.allows(email, now) && !this.isKnown(email, client, now)) return false;
    this.perClient.record(`${email}|${client}`, now);
    this.perAddress.record(email, now);
    return true;
  }

  succeeded(email: string, client: string, now: Date): void {
    this.perClient.reset(`${email}|${client}`);
    const clients = this.knownClients.get(email) ?? new Map<string, number>();
    clients.set(client, now.getTime());
    // Most recent last, so the oldest address goes first when the map is full.
    this.knownClients.delete(email);
    this.knownClients.set(email, clients);
    if (this.knownClients.size > MAX_KNOWN_ADDRESSES) this.knownClients.delete(this.knownClients.keys().next().value!);
  }

  private isKnown(email: string, client: string, now: Date): boolean {
    const lastSignIn = this.knownClients.get(email)?.get(client);
    return lastSignIn !== undefined && now.getTime() - lastSignIn < KNOWN_FOR_MS;
  }
}
