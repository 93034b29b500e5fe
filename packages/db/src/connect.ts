import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type SqliteDatabase,
  type SqliteStatement,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import { prepareMarkedStatements } from './prepared-statements';
import type { Database } from './schema';
import { postgresVenueWrites, registerVenueWrites, sqliteVenueWrites } from './venue-writes';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  destroy(): Promise<void>;
}

export interface ConnectOptions {
  /** `postgres://…` selects PostgreSQL; otherwise SQLite at `sqlitePath`. */
  databaseUrl?: string | undefined;
  sqlitePath?: string;
  /** PostgreSQL only: the schema to use (tests give each suite its own). */
  searchPath?: string;
  poolSize?: number;
}

// COUNT and SUM come back from PostgreSQL as int8 (text by default); amounts in pence and counts
// fit comfortably in a JS safe integer, so read them as numbers like SQLite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** How many prepared SQLite statements are kept; the app has a few hundred distinct queries. */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * `limit ?` and `offset ?` as SQLite is handed them: `limit +?`. SQLite plans a bare bound LIMIT as
 * the constant it was bound to, and so marks the statement to be prepared again whenever a value is
 * bound — every run: a kept statement with a bound limit was parsed and planned at every search
 * (13 % of the server's CPU in a location search; docs/decisions/0044). With the unary plus the
 * value is read at run time and the plan is kept. The rows are the same: `+x` is x. Values are
 * always bound here (Kysely compiles them to parameters), so the pattern cannot meet a string literal.
 */
const BOUND_LIMIT = /\b(limit|offset)\s+\?/gi;

export function withLimitsReadAtRunTime(text: string): string {
  return text.replace(BOUND_LIMIT, '$1 +?');
}

/**
 * Kysely prepares every query afresh; on SQLite preparing costs as much as running a small query
 * (a tenth of a venue page's time in the profile). The same SQL text is prepared once and kept, the
 * least recently used dropped beyond STATEMENT_CACHE_SIZE (queries with `in (?, ?, …)` lists of
 * varying length make new texts). Safe because better-sqlite3 runs a statement to completion in one
 * synchronous call (`all`/`run`); nothing here iterates a statement lazily.
 */
function withStatementCache(sqlite: SQLite.Database, committed: () => void): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = watchedForCommits(sqlite, sqlite.prepare(withLimitsReadAtRunTime(text)), text, committed);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

const ENDS_TRANSACTION = /^\s*(commit|end)\b/i;

/**
 * A statement that writes (or a COMMIT), wrapped to call `committed` after each run that left no
 * transaction open: its writes are in the file then (venue-writes.ts reads which venues they changed).
 * Statements that only read are handed out as they are.
 */
function watchedForCommits(
  sqlite: SQLite.Database,
  statement: SQLite.Statement,
  text: string,
  committed: () => void,
): SqliteStatement {
  if (statement.readonly && !ENDS_TRANSACTION.test(text)) return statement;
  const after = <T>(result: T): T => {
    if (!sqlite.inTransaction) committed();
    return result;
  };
  return {
    reader: statement.reader,
    all: (parameters) => after(statement.all(parameters)),
    run: (parameters) => after(statement.run(parameters)),
    iterate: (parameters) => statement.iterate(parameters),
  };
}

/**
 * Hands SQLite's one connection to those waiting for it in the order they asked. Kysely's own lock
 * wakes every waiter at each release and lets whoever asks at that moment take it first: with 100
 * checkouts in flight each release woke dozens of waiters only to put them back to sleep (CPU that
 * grew with the queue), and a request that kept losing waited seconds (docs/decisions/0034).
 */
export class FairLock {
  #held = false;
  readonly #waiters: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Passes the lock straight to the longest waiter, so nobody can take it in between. */
  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#held = false;
  }

  /** How many wait, for tests. */
  get waiting(): number {
    return this.#waiters.length;
  }
}

/** Kysely's SQLite driver behind a FairLock: only one holder at a time ever reaches its own lock. */
class FairSqliteDriver implements Driver {
  readonly #lock = new FairLock();
  constructor(private readonly inner: Driver) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.lock();
    try {
      return await this.inner.acquireConnection();
    } catch (error) {
      this.#lock.unlock();
      throw error;
    }
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.(connection, name, compile);
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    this.#lock.unlock();
  }
  destroy() {
    return this.inner.destroy();
  }
}

class FairSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new FairSqliteDriver(super.createDriver());
  }
}

/** The PostgreSQL server took the connection (or never refused it) and gave no answer in time. */
export class DatabaseNoAnswerError extends Error {
  constructor(
    readonly timeoutMs: number,
    options?: ErrorOptions,
  ) {
    super(`no answer within ${timeoutMs} ms`, options);
    this.name = 'DatabaseNoAnswerError';
  }
}

/** pg's own words when its connectionTimeoutMillis and query_timeout run out. */
const PG_TIMEOUT_MESSAGES = new Set(['timeout expired', 'Query read timeout']);

/**
 * Connects once to the PostgreSQL server at `databaseUrl` and runs `select 1`, giving up after
 * `timeoutMs` for the connection and again for the query (DatabaseNoAnswerError). pg waits for an
 * answer without limit, so a server that accepts the connection and never answers (a wrong port, a
 * firewall, a stuck server) would leave start-up waiting forever; the server checks this first.
 */
export async function checkDatabaseAnswers(databaseUrl: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  // A socket error after the connection failed is already reported by connect() or query().
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    if (error instanceof Error && PG_TIMEOUT_MESSAGES.has(error.message))
      throw new DatabaseNoAnswerError(timeoutMs, { cause: error });
    throw error;
  } finally {
    // Ends at once after a failure: pg destroys a socket that gave no answer.
    await client.end().catch(() => undefined);
  }
}

export function connectDatabase(options: ConnectOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    pool.on('connect', prepareMarkedStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    registerVenueWrites(db, postgresVenueWrites(pool));
    return { db, engine: 'postgres', destroy: () => db.destroy() };
  }
  if (!options.sqlitePath) throw new Error('connectDatabase needs databaseUrl or sqlitePath');
  if (options.sqlitePath !== ':memory:') mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SQLite(options.sqlitePath);
  // WAL lets readers proceed during a write; the busy timeout makes a second writer wait for the
  // lock instead of failing at once; SQLite leaves foreign keys off unless asked.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Sorts and window functions of a page's small reads build their temporary b-trees in memory
  // rather than in a temporary file (docs/decisions/0033).
  sqlite.pragma('temp_store = MEMORY');
  const venueWrites = sqliteVenueWrites(sqlite, options.sqlitePath);
  const db = new Kysely<Database>({
    dialect: new FairSqliteDialect({ database: withStatementCache(sqlite, () => venueWrites.committed()) }),
  });
  registerVenueWrites(db, venueWrites);
  return { db, engine: 'sqlite', destroy: () => db.destroy() };
}
