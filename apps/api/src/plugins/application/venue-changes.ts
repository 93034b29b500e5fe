import { venueWritesOf, type VenueChange } from '@app/db';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sharesState } from '../infrastructure/app-context';
import { postgresNotifications, type ChangeAnnouncements } from './public-read-versions';

/*
 * The one "venue changed" signal (docs/decisions/0053). Triggers bump a venue's version in every
 * transaction that writes what its public answers are made from (migration 20261129100000); this plugin
 * tells the process's listeners — the public read cache, the search index, the owners' shared reads —
 * which venues moved, wherever the change was made:
 *   - by this process: as the commit answers (packages/db venue-writes.ts), before the writer goes on;
 *   - by another process on PostgreSQL: by LISTEN (public-read-versions.ts). This process announces its
 *     own changes to the others once they have committed;
 *   - by another process on SQLite (WORKERS > 1): read from venue_versions when an answer is about to be
 *     served from memory (`heard()`), one indexed read.
 * A single SQLite process looks at venue_versions once a second too, for writes made behind its back
 * (a script); nothing else writes its file.
 *
 * Read-your-writes: an answer to a request that may have written (anything but GET, HEAD, OPTIONS)
 * leaves only once `settled()`: every other process has been told what this one committed so far, and
 * the work its listeners started for it (the search index's refresh) is done. So whichever server a
 * client's next request reaches, that server has heard.
 */

export interface HeardChange extends VenueChange {
  /** Committed by this process (its own connections), rather than heard from another. */
  local: boolean;
}

/** `null`: anything may have changed (this process could not hear others for a while). */
export type VenueChangeListener = (change: HeardChange | null) => void;

export interface VenueChanges {
  /** Whether every change committed so far has reached the listeners, so answers may come from memory. */
  heard(): boolean;
  subscribe(listener: VenueChangeListener): () => void;
  /** Work a listener started for a change; `settled()` waits for it. */
  track(work: Promise<unknown>): void;
  /** Resolves once other processes have been told this process's changes and tracked work is done; null when nothing is waited for. */
  settled(): Promise<void> | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    venueChanges: VenueChanges;
  }
}

/** How often a single SQLite process looks for changes made behind its back. */
export const SQLITE_LOOK_MS = 1_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function venueChangesPlugin(fastify: FastifyInstance) {
  const listeners = new Set<VenueChangeListener>();
  const waiting = new Set<Promise<unknown>>();
  const tell = (change: HeardChange | null) => {
    for (const listener of listeners) listener(change);
  };
  const track = (work: Promise<unknown>) => {
    const settled: Promise<void> = work.then(
      () => void waiting.delete(settled),
      () => void waiting.delete(settled),
    );
    waiting.add(settled);
  };

  const shared = sharesState(fastify);
  let others: ChangeAnnouncements | undefined;
  let heard: () => boolean = () => true;
  const local = venueWritesOf(fastify.db);
  if (fastify.dbEngine === 'postgres') {
    // Without a connection string to listen with (an app built around a handed-in pool) nothing is heard.
    if (fastify.config.databaseUrl) {
      const announcements = postgresNotifications(fastify.db, {
        connectionString: fastify.config.databaseUrl,
        log: fastify.log,
      });
      announcements.subscribe((venueId, listing) => tell(venueId === null ? null : { venueId, listing, local: false }));
      others = announcements;
      heard = () => announcements.listening();
    } else heard = () => false;
  } else if (local && shared) {
    heard = () => {
      local.catchUp();
      return true;
    };
  }

  const stop = local?.subscribe((changes) => {
    for (const change of changes) {
      tell({ ...change, local: true });
      if (others) {
        const told = others.publish(change.venueId, change.listing);
        told.catch((error: unknown) =>
          // The change itself is saved; other processes may show the old answers until they expire.
          fastify.log.error(
            { err: error, venueId: change.venueId },
            'could not tell other processes of a venue change',
          ),
        );
        track(told);
      }
    }
  });
  const looking =
    local && fastify.dbEngine === 'sqlite' && !shared ? setInterval(() => local.catchUp(), SQLITE_LOOK_MS) : undefined;
  looking?.unref();

  const changes: VenueChanges = {
    heard,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    track,
    settled() {
      if (waiting.size === 0) return null;
      return (async () => {
        while (waiting.size > 0) await Promise.all(waiting);
      })();
    },
  };
  fastify.decorate('venueChanges', changes);

  const waitForChanges: onSendHookHandler = (request, _reply, payload, done) => {
    const pending = READS.has(request.method) ? null : changes.settled();
    if (!pending) return done(null, payload);
    pending.then(
      () => done(null, payload),
      () => done(null, payload),
    );
  };
  fastify.addHook('onSend', waitForChanges);
  fastify.addHook('onClose', async () => {
    clearInterval(looking);
    stop?.();
    listeners.clear();
    await others?.close();
  });
}

export default fp(venueChangesPlugin, { name: 'venue-changes', dependencies: ['app-context'] });
