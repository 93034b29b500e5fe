import { randomBytes } from 'node:crypto';
import type { Database } from '@app/db';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';

/**
 * How the public read cache of one server process learns that another process changed public data
 * (several processes on one database: docs/decisions/0019 and 0030). Both kinds answer a cache hit
 * without an asynchronous database round trip:
 *   - PostgreSQL: LISTEN/NOTIFY. A change is announced with NOTIFY once it has committed, and the
 *     writer waits until its own listening connection has received the announcement before it answers;
 *     every process drops the answers it names as the notification arrives. While a process is not
 *     listening (starting, or its listening connection lost) its cache neither serves nor keeps answers.
 *   - SQLite workers: a change counter per scope in the database (`public_read_versions`), read per hit
 *     by a prepared statement on a connection of the cache's own (microseconds, synchronous).
 */
export interface SharedInvalidation {
  /**
   * The stamp an answer about `venueId` (or about no venue) is kept under and served while unchanged;
   * null when the cache may neither serve nor keep answers now.
   */
  stamp(venueId: number | null): string | null;
  /** Tells every other process; resolves once they will see the change. */
  publish(venueId: number | null): Promise<void>;
  /** Changes made by other processes (`null`: everything, also after a gap in listening). */
  subscribe(onChange: (venueId: number | null) => void): void;
  close(): Promise<void>;
}

/** More venues than this in one announcement announce everything ('venue:123456789,' is 16 bytes). */
const MAX_SCOPES_PER_ANNOUNCEMENT = 400;

const scopeOf = (venueId: number | null) => (venueId === null ? 'all' : `venue:${venueId}`);

/** SQLite with several workers: the counters, read synchronously through a statement kept prepared. */
export function sqliteReadVersions(db: Kysely<Database>, sqlitePath: string): SharedInvalidation {
  const reader = new SQLite(sqlitePath, { fileMustExist: true });
  reader.pragma('busy_timeout = 5000');
  const read = reader.prepare<[string, string], { scope: string; version: number }>(
    'select scope, version from public_read_versions where scope in (?, ?)',
  );
  return {
    stamp(venueId) {
      const rows = read.all('all', scopeOf(venueId ?? 0));
      const version = (scope: string) => rows.find((row) => row.scope === scope)?.version ?? 0;
      return venueId === null ? `${version('all')}` : `${version('all')}:${version(scopeOf(venueId))}`;
    },
    async publish(venueId) {
      await db
        .insertInto('public_read_versions')
        .values({ scope: scopeOf(venueId), version: 1 })
        .onConflict((conflict) =>
          conflict.column('scope').doUpdateSet({ version: sql<number>`public_read_versions.version + 1` }),
        )
        .execute();
    },
    // Other workers' changes are seen through the counters at the next hit; nothing is pushed.
    subscribe() {},
    async close() {
      reader.close();
    },
  };
}

export interface NotifyOptions {
  /** The database to listen on (the app's own pool cannot lend a connection for good). */
  connectionString: string;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
  /** How long a writer waits for its own announcement before answering anyway. */
  echoTimeoutMs?: number;
  /** Pause between attempts to listen again after the connection was lost. */
  retryMs?: number;
}

/**
 * PostgreSQL: one listening connection per process. The channel is named after the app's schema, so
 * apps on other schemas of the same database (test suites) do not hear each other.
 */
export function postgresNotifications(
  db: Kysely<Database>,
  options: NotifyOptions,
): SharedInvalidation & { ready(): Promise<void> } {
  const echoTimeoutMs = options.echoTimeoutMs ?? 2_000;
  const retryMs = options.retryMs ?? 1_000;
  // Names this process in its announcements, so it knows its own echo.
  const origin = randomBytes(6).toString('hex');
  let sequence = 0;
  const awaitingEcho = new Map<number, () => void>();
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let channel = '';
  let onChange: (venueId: number | null) => void = () => {};
  let retry: NodeJS.Timeout | undefined;

  const stopListening = (error?: unknown) => {
    if (error)
      options.log.warn(
        { err: error },
        'lost the connection that hears other processes’ changes; public answers are computed every time until it is back',
      );
    listening = false;
    client?.removeAllListeners();
    client?.on('error', () => {});
    void client?.end().catch(() => undefined);
    client = null;
    // Nothing heard from now on: forget what was kept, and release writers waiting for an echo.
    onChange(null);
    for (const release of awaitingEcho.values()) release();
    awaitingEcho.clear();
    if (!closed) retry = setTimeout(() => void listen(), retryMs);
  };

  const heard = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    const [from, seq, scopes = 'all'] = message.payload.split(' ');
    if (from === origin) {
      awaitingEcho.get(Number(seq))?.();
      awaitingEcho.delete(Number(seq));
      return;
    }
    for (const scope of scopes.split(','))
      onChange(scope.startsWith('venue:') ? Number(scope.slice('venue:'.length)) : null);
  };

  async function listen(): Promise<void> {
    if (closed) return;
    // TCP keepalive, so a connection that silently died (a network fault) is noticed and the cache turned off.
    const connection = new pg.Client({
      connectionString: options.connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = connection;
    connection.on('error', (error) => stopListening(error));
    connection.on('end', () => client === connection && stopListening(new Error('listening connection ended')));
    try {
      if (!channel) {
        const schema = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
        channel = `public_reads:${schema.rows[0]!.schema}`.slice(0, 63);
      }
      await connection.connect();
      connection.on('notification', heard);
      await connection.query(`LISTEN ${connection.escapeIdentifier(channel)}`);
      if (client !== connection) return;
      // Changes made while nobody listened were not heard: start from nothing.
      onChange(null);
      listening = true;
    } catch (error) {
      if (client === connection) stopListening(error);
    }
  }

  const started = listen();

  /*
   * Announcements are coalesced: while one NOTIFY is on its way, the changes published meanwhile
   * gather and go out together in the next one (their scopes comma-separated). Each writer still
   * waits for the echo of an announcement sent after it called publish — so after its own write
   * committed — and naming its scope. Under load that is one NOTIFY for many bookings instead of one
   * each: a NOTIFY's commit holds a database-wide lock (the notification queue's) until it is
   * flushed, so one a booking would commit one after another.
   */
  interface Batch {
    scopes: Set<string>;
    waiters: { resolve: () => void; reject: (error: unknown) => void }[];
  }
  const emptyBatch = (): Batch => ({ scopes: new Set(), waiters: [] });
  let next = emptyBatch();
  let announcing = false;

  async function announceAll(): Promise<void> {
    announcing = true;
    try {
      while (next.waiters.length > 0) {
        const batch = next;
        next = emptyBatch();
        try {
          const { echoed } = await announce(batch.scopes);
          // The echo is awaited off the queue: the next announcement need not wait for it.
          void echoed.then(() => batch.waiters.forEach((waiter) => waiter.resolve()));
        } catch (error) {
          batch.waiters.forEach((waiter) => waiter.reject(error));
        }
      }
    } finally {
      announcing = false;
    }
  }

  /** Sends one announcement; resolves once sent, with the promise of its echo (wrapped, or await would wait for it). */
  async function announce(scopes: Set<string>): Promise<{ echoed: Promise<void> }> {
    sequence += 1;
    const seq = sequence;
    // 'all' covers every venue; a payload must stay under PostgreSQL's 8,000 bytes.
    const named = scopes.has('all') || scopes.size > MAX_SCOPES_PER_ANNOUNCEMENT ? 'all' : [...scopes].join(',');
    let timer: NodeJS.Timeout | undefined;
    // Registered before the announcement: its echo may come back before the query's own answer.
    const echoed = listening
      ? new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            awaitingEcho.delete(seq);
            options.log.warn({ scope: named }, 'no echo of a change announcement in time');
            resolve();
          }, echoTimeoutMs);
          awaitingEcho.set(seq, () => {
            clearTimeout(timer);
            resolve();
          });
        })
      : Promise.resolve();
    try {
      await sql`select pg_notify(${channel}, ${`${origin} ${seq} ${named}`})`.execute(db);
    } catch (error) {
      clearTimeout(timer);
      awaitingEcho.delete(seq);
      throw error;
    }
    return { echoed };
  }
  return {
    ready: () => started,
    stamp: () => (listening ? '' : null),
    async publish(venueId) {
      if (!channel) await started;
      return new Promise<void>((resolve, reject) => {
        next.scopes.add(scopeOf(venueId));
        next.waiters.push({ resolve, reject });
        if (!announcing) void announceAll();
      });
    },
    subscribe(listener) {
      onChange = listener;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listening = false;
      const connection = client;
      client = null;
      connection?.removeAllListeners();
      connection?.on('error', () => {});
      await connection?.end().catch(() => undefined);
      for (const release of awaitingEcho.values()) release();
    },
  };
}
