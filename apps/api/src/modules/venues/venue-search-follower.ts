import type { Database, Engine } from '@app/db';
import type { Kysely } from 'kysely';
import { refreshStaleSearchIndex, wholeIndexCheckEveryMs } from './venue-search-index-repository';

/*
 * The search index follows the venues' listing versions (docs/decisions/0053): when what a venue's
 * search card shows changes — whoever changed it — the venue is refreshed in the index. Writers do not
 * call anything.
 *   - A change this process committed is refreshed at once; the writer's answer waits for it (it is
 *     tracked: venue-changes.ts), so the writer's next search on any server shows the change.
 *   - A change heard from another process is that process's to refresh; this one checks a moment later
 *     (a writer that stopped between its commit and its refresh leaves no venue behind).
 *   - Either way, a search computed here first brings in every listing change heard so far (`current()`):
 *     a search never reads an index older than a change this process has heard of.
 *   - At start, and whenever this process may have missed changes (a gap in listening), every venue is
 *     checked; on PostgreSQL also every minute (wholeIndexCheckEveryMs), for a server that stopped before
 *     it told the others.
 * A refresh re-reads which venues are behind inside its own transaction, taking turns with every other
 * refresh (venue-search-index-repository.ts), so servers following the same change do the work once.
 */

export interface ListingChange {
  venueId: number;
  local: boolean;
}

export interface SearchIndexFollower {
  /** A listing change (`null`: anything may have changed); answers the refresh to wait for, if any. */
  changed(change: ListingChange | null): Promise<void> | null;
  /** Resolves once every listing change heard so far is in the index; null when it is already. */
  current(): Promise<void> | null;
  /** Checks every venue (start-up). */
  checkAll(): Promise<void>;
  stop(): void;
}

/** How long a change heard from another process is left to that process before this one checks it. */
export const REMOTE_CHECK_MS = 250;

export function followVenueListings(
  db: Kysely<Database>,
  engine: Engine,
  log: { error(details: object, message: string): void },
): SearchIndexFollower {
  /** Venues heard changed and not yet checked; `all` for every venue. */
  const behind = new Set<number>();
  let all = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const runOnce = async () => {
    const ids = all ? undefined : [...behind];
    all = false;
    behind.clear();
    try {
      await refreshStaleSearchIndex(db, engine, ids);
    } catch (error) {
      // Left behind for the next run (a search, the next change, or the check of every venue).
      if (ids) for (const id of ids) behind.add(id);
      else all = true;
      log.error({ err: error }, 'could not refresh the venue search index');
      throw error;
    }
  };
  /** Runs until nothing is behind; one run at a time. */
  const catchUp = (): Promise<void> => {
    running ??= (async () => {
      try {
        while (all || behind.size > 0) await runOnce();
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const later = (ms: number) => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      catchUp().catch(() => undefined);
    }, ms);
    timer.unref();
  };
  const checkAllEvery = wholeIndexCheckEveryMs(engine);
  const everyVenue =
    checkAllEvery === null
      ? undefined
      : setInterval(() => {
          all = true;
          catchUp().catch(() => undefined);
        }, checkAllEvery);
  everyVenue?.unref();

  return {
    changed(change) {
      if (change === null) all = true;
      else behind.add(change.venueId);
      if (change && !change.local) {
        later(REMOTE_CHECK_MS);
        return null;
      }
      return catchUp();
    },
    current() {
      if (!all && behind.size === 0 && !running) return null;
      // A refresh that failed leaves the search to the index as it is (and the venues behind for later).
      return catchUp().catch(() => undefined);
    },
    checkAll() {
      all = true;
      return catchUp();
    },
    stop() {
      clearTimeout(timer);
      clearInterval(everyVenue);
    },
  };
}
