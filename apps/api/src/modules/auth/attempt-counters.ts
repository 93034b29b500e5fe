import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import {
  countHit,
  countHitBelow,
  deleteCounter,
  hitsInWindow,
  restartWindow,
} from '../../plugins/infrastructure/rate-limit-counter-repository';

/*
 * Counters of attempts per key (an address, an address and client) in fixed windows, kept in the
 * database so every server process on it counts together (issue 14, docs/decisions/0031): a guesser
 * spreading sign-ins over N processes gets no more tries than against one, and a restart forgets
 * nothing. They share `rate_limit_counters` with the request limit (whose keys are client addresses,
 * so the `auth:` prefix keeps them apart), its counting upsert and its pruning of ended windows
 * (plugins/infrastructure/rate-limit-counter-repository.ts).
 */
export class AttemptCounters {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Counts one attempt under `key` unless `max` were counted in its current window; answers whether
   * it was counted. One statement, so two processes at once can never both take the last attempt.
   */
  async take(key: string, max: number, windowMs: number, now: Date): Promise<boolean> {
    return countHitBelow(this.db, `auth:${key}`, max, windowMs, now);
  }

  /** Counts one attempt under `key` whatever the count. */
  async add(key: string, windowMs: number, now: Date): Promise<void> {
    await countHit(this.db, `auth:${key}`, windowMs, now);
  }

  /** The attempts counted under `key` in its current window. */
  async count(key: string, now: Date): Promise<number> {
    return hitsInWindow(this.db, `auth:${key}`, now);
  }

  /** Marks `key` for `forMs` from now (a fact with an end, such as a client known to an account). */
  async remember(key: string, forMs: number, now: Date): Promise<void> {
    await restartWindow(this.db, `auth:${key}`, now.getTime() + forMs);
  }

  async clear(key: string): Promise<void> {
    await deleteCounter(this.db, `auth:${key}`);
  }
}
