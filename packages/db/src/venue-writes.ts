import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

/*
 * Which venues changed, as the database's triggers say (migration 20261129100000, docs/decisions/0053):
 * every write to a table a venue's public answers are made from bumps the venue's version in
 * venue_versions, in the writing transaction. A handle made by connectDatabase tells whoever subscribes
 * which venues the commits made through it changed, before the query that committed answers:
 *   - PostgreSQL: the announcing trigger tells the writing connection by NOTICE (the handle's connections
 *     ask for that: `app.venue_changes = 'relay'`, set while anyone subscribes); the notices of a
 *     transaction are told once the connection is idle again — committed (or rolled back: telling a change
 *     that did not happen only costs a recomputation). Other sessions' changes reach the servers by the
 *     trigger's own NOTIFY; hearing those is the application's part.
 *   - SQLite: after each commit the handle reads the versions moved since it last looked (one range of
 *     an index: SQLite's versions are one counter for the database, growing in commit order). `catchUp`
 *     reads the same for commits by anyone else (other processes on the same file).
 */

export interface VenueChange {
  venueId: number;
  /** Whether what the venue's search card shows changed (listing_version moved). */
  listing: boolean;
}

export interface VenueWrites {
  /** `listener` hears the venues each commit changed; answers a function that stops it. */
  subscribe(listener: (changes: readonly VenueChange[]) => void): () => void;
  /**
   * SQLite: reads the changes committed since the last look, by any connection, and tells the
   * listeners. PostgreSQL: nothing to read (other sessions' changes are heard by LISTEN).
   */
  catchUp(): void;
}

interface Source extends VenueWrites {
  /** SQLite: a statement that writes has committed (run outside a transaction, or a COMMIT). */
  committed(): void;
}

const sources = new WeakMap<Kysely<Database>, Source>();

/** The venue writes of a handle connectDatabase made; undefined for any other Kysely instance. */
export function venueWritesOf(db: Kysely<Database>): VenueWrites | undefined {
  return sources.get(db);
}

export function registerVenueWrites(db: Kysely<Database>, source: Source): void {
  sources.set(db, source);
}

type Listener = (changes: readonly VenueChange[]) => void;

function listenerSet() {
  const listeners = new Set<Listener>();
  return {
    listeners,
    tell(changes: readonly VenueChange[]) {
      if (changes.length === 0) return;
      for (const listener of listeners) listener(changes);
    },
  };
}

interface VersionRow {
  venue_id: number;
  version: number;
  listing_version: number;
}

const CHANGED_SINCE = `select venue_id, version, listing_version from venue_versions where version > ? order by version`;
const LATEST = 'select coalesce(max(version), 0) from venue_versions';

/**
 * SQLite: the versions are read on a connection of their own (reading the file as committed, also while
 * the handle's connection is inside a transaction), or on the handle's own connection for a database in
 * memory, which no other connection can open.
 */
export function sqliteVenueWrites(main: SQLite.Database, path: string): Source {
  const { listeners, tell } = listenerSet();
  let reader:
    { latest: SQLite.Statement<[], number>; changedSince: SQLite.Statement<[number], VersionRow> } | undefined;
  let readerConnection: SQLite.Database | undefined;
  let seen: number | undefined;
  const statementsOn = (db: SQLite.Database) => ({
    latest: db.prepare<[], number>(LATEST).pluck(),
    changedSince: db.prepare<[number], VersionRow>(CHANGED_SINCE),
  });
  const statements = () => {
    if (path === ':memory:') {
      if (main.inTransaction) return undefined;
      reader ??= statementsOn(main);
      return reader;
    }
    if (!reader) {
      readerConnection = new SQLite(path, { fileMustExist: true });
      readerConnection.pragma('busy_timeout = 5000');
      reader = statementsOn(readerConnection);
    }
    return reader;
  };
  const catchUp = () => {
    if (listeners.size === 0) return;
    const read = statements();
    if (!read) return;
    if (seen === undefined) {
      seen = Number(read.latest.get());
      return;
    }
    const rows = read.changedSince.all(seen);
    if (rows.length === 0) return;
    const since = seen;
    seen = rows.at(-1)!.version;
    const changes = new Map<number, VenueChange>();
    for (const row of rows) changes.set(row.venue_id, { venueId: row.venue_id, listing: row.listing_version > since });
    tell([...changes.values()]);
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      // From now on: what was committed before is what the subscriber read or will read.
      if (seen === undefined) catchUp();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          seen = undefined;
          readerConnection?.close();
          readerConnection = undefined;
          reader = undefined;
        }
      };
    },
    catchUp,
    committed: catchUp,
  };
}

/** The GUC the announcing trigger reads: 'relay' asks it to tell this connection by NOTICE. */
const RELAY_SETTING = 'app.venue_changes';
const NOTICE = /^venue_changed (venue|listing):(\d+)$/;

interface ClientState {
  relaying: boolean;
  pending: Map<number, VenueChange>;
}

/** PostgreSQL: the notices of the pool's connections; connections are told to relay while anyone listens. */
export function postgresVenueWrites(pool: pg.Pool): Source {
  const { listeners, tell } = listenerSet();
  const clients = new WeakMap<pg.PoolClient, ClientState>();

  const watch = (client: pg.PoolClient): ClientState => {
    const state: ClientState = { relaying: false, pending: new Map() };
    clients.set(client, state);
    client.on('notice', (notice) => {
      const match = NOTICE.exec(notice.message ?? '');
      if (!match) return;
      const venueId = Number(match[2]);
      const listing = match[1] === 'listing' || (state.pending.get(venueId)?.listing ?? false);
      state.pending.set(venueId, { venueId, listing });
    });
    // ReadyForQuery says whether the connection is still in a transaction ('T', 'E') or idle ('I'): after
    // a COMMIT, or a statement that committed on its own. This listener runs before the query's answer
    // reaches its caller (promises resolve after the event's listeners).
    (client as unknown as { connection: NodeJS.EventEmitter }).connection.on(
      'readyForQuery',
      (message: { status?: string }) => {
        if (message.status !== 'I' || state.pending.size === 0) return;
        const changes = [...state.pending.values()];
        state.pending.clear();
        tell(changes);
      },
    );
    return state;
  };

  pool.on('acquire', (client) => {
    const state = clients.get(client) ?? watch(client);
    const wanted = listeners.size > 0;
    if (state.relaying === wanted) return;
    state.relaying = wanted;
    // Queued before the query the client was taken for, so that query already relays.
    client.query(`select set_config('${RELAY_SETTING}', '${wanted ? 'relay' : ''}', false)`).catch(() => undefined);
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    catchUp() {},
    committed() {},
  };
}
