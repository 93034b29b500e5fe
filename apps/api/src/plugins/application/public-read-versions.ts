import { randomBytes } from 'node:crypto';
import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { announceChange, channelSchema } from './change-announcement-repository';

/**
 * How PostgreSQL server processes hear each other's venue changes (docs/decisions/0030, 0053): LISTEN on
 * a channel named after the app's schema, one listening connection per process. A process announces the
 * changes its own connections committed (the venue version triggers tell it by NOTICE: venue-changes.ts)
 * with NOTIFY, after the commit, and `publish` resolves once its own announcement has come back: by
 * then PostgreSQL has signalled every listening process, so a client answered after it finds every
 * server told. Sessions that are not a server's (scripts, a hand-typed UPDATE) are announced by the
 * trigger itself, in the same form. While a process is not listening (starting, or its listening
 * connection lost) it has missed changes: it says so (`listening()` false) and tells its listener
 * `null` (anything may have changed) once it listens again.
 */

/** More venues than this in one announcement announce everything ('listing:123456789,' is 18 bytes). */
const MAX_SCOPES_PER_ANNOUNCEMENT = 400;

/** A scope as announcements name it: 'all', 'venue:<id>' (anything about it) or 'listing:<id>' (its search card too). */
const scopeOf = (venueId: number | null, listing: boolean) =>
  venueId === null ? 'all' : `${listing ? 'listing' : 'venue'}:${venueId}`;

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
export interface ChangeAnnouncements {
  /** Resolves once the process first listens (or gave up for now). */
  ready(): Promise<void>;
  /** Whether every change announced since the process last (re)started listening has been heard. */
  listening(): boolean;
  /** Tells every other process; resolves once they will see the change. */
  publish(venueId: number | null, listing?: boolean): Promise<void>;
  /** Changes announced by others (`null`: anything, also after a gap in listening). */
  subscribe(onChange: (venueId: number | null, listing: boolean) => void): void;
  close(): Promise<void>;
}

export function postgresNotifications(db: Kysely<Database>, options: NotifyOptions): ChangeAnnouncements {
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
  let onChange: (venueId: number | null, listing: boolean) => void = () => {};
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
    onChange(null, true);
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
    for (const scope of scopes.split(',')) {
      const [kind, id] = scope.split(':');
      if (kind === 'venue' || kind === 'listing') onChange(Number(id), kind === 'listing');
      else onChange(null, true);
    }
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
      // The trigger names the same channel from the table's schema (migration 20261129100000).
      if (!channel) channel = `public_reads:${await channelSchema(db)}`.slice(0, 63);
      await connection.connect();
      connection.on('notification', heard);
      await connection.query(`LISTEN ${connection.escapeIdentifier(channel)}`);
      if (client !== connection) return;
      // Changes made while nobody listened were not heard: start from nothing.
      onChange(null, true);
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
      await announceChange(db, channel, `${origin} ${seq} ${named}`);
    } catch (error) {
      clearTimeout(timer);
      awaitingEcho.delete(seq);
      throw error;
    }
    return { echoed };
  }
  return {
    ready: () => started,
    listening: () => listening,
    async publish(venueId, listing = false) {
      if (!channel) await started;
      return new Promise<void>((resolve, reject) => {
        next.scopes.add(scopeOf(venueId, listing));
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
