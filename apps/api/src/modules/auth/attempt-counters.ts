import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

/*
 * Counters of attempts per key (an address, an address and client) in fixed windows, kept in the
 * database so every server process on it counts together (issue 14, docs/decisions/0031): a guesser
 * spreading sign-ins over N processes gets no more tries than against one, and a restart forgets
 * nothing. They share `rate_limit_counters` with the request limit (whose keys are client addresses,
 * so the `auth:` prefix keeps them apart) and its pruning of ended windows.
 */
export class AttemptCounters {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Counts one attempt under `key` unless `max` were counted in its current window; answers whether
   * it was counted. One statement, so two processes at once can never both take the last attempt.
   */
  async take(key: string, max: number, windowMs: number, now: Date): Promise<boolean> {
    return this.countAttempt(key, max, windowMs, now);
  }

  /** Counts one attempt under `key` whatever the count. */
  async add(key: string, windowMs: number, now: Date): Promise<void> {
    await this.countAttempt(key, null, windowMs, now);
  }

  private async countAttempt(key: string, max: number | null, windowMs: number, now: Date): Promise<boolean> {
    const at = now.getTime();
    const ended = sql<boolean>`rate_limit_counters.window_ends_at <= ${at}`;
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ key: `auth:${key}`, hits: 1, window_ends_at: at + windowMs })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({
            hits: sql<number>`case when ${ended} then 1 else rate_limit_counters.hits + 1 end`,
            window_ends_at: sql<number>`case when ${ended} then ${at + windowMs} else rate_limit_counters.window_ends_at end`,
          })
          .where((eb) =>
            max === null
              ? eb.lit(true)
              : eb.or([eb('rate_limit_counters.window_ends_at', '<=', at), eb('rate_limit_counters.hits', '<', max)]),
          ),
      )
      .returning('hits')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The attempts counted under `key` in its current window. */
  async count(key: string, now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limit_counters')
      .select('hits')
      .where('key', '=', `auth:${key}`)
      .where('window_ends_at', '>', now.getTime())
      .executeTakeFirst();
    return row ? Number(row.hits) : 0;
  }

  /** Marks `key` for `forMs` from now (a fact with an end, such as a client known to an account). */
  async remember(key: string, forMs: number, now: Date): Promise<void> {
    await this.db
      .insertInto('rate_limit_counters')
      .values({ key: `auth:${key}`, hits: 1, window_ends_at: now.getTime() + forMs })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ hits: 1, window_ends_at: now.getTime() + forMs }))
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('key', '=', `auth:${key}`).execute();
  }
}
