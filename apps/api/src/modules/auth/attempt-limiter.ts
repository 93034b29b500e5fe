/**
 * Counts attempts per key (an e-mail address) in a sliding window, in memory. Complements the per-IP
 * route limits: a password cannot be guessed by spreading attempts across addresses, and nobody can
 * flood one person's inbox with reset or verification mails. Per process; see decision 0008.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt; returns false when the key has used up its window. */
  tryAttempt(key: string, now: Date): boolean {
    if (!this.allows(key, now)) return false;
    this.record(key, now);
    return true;
  }

  /** Whether the key has attempts left in its window (nothing is recorded). */
  allows(key: string, now: Date): boolean {
    const since = now.getTime() - this.windowMs;
    return (this.attempts.get(key) ?? []).filter((at) => at > since).length < this.max;
  }

  /** Counts one attempt for the key. */
  record(key: string, now: Date): void {
    const since = now.getTime() - this.windowMs;
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > since);
    recent.push(now.getTime());
    this.attempts.set(key, recent);
    if (this.attempts.size > 50_000) this.prune(since);
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private prune(since: number): void {
    for (const [key, times] of this.attempts) {
      if (!times.some((at) => at > since)) this.attempts.delete(key);
    }
  }
}
