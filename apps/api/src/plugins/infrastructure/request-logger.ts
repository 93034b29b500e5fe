import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/*
 * Fastify gives every request a child of the app's logger that writes the request id into each line.
 * Making a pino child serialises its bindings, a cost every request paid — a cached answer too —
 * although at the levels above 'info' most requests write nothing. Here the child is made when the
 * request first writes a line at an enabled level (or asks for a child or a new level); until then
 * the request's logger only answers which levels are on. Lines, their fields and the request id
 * are unchanged (docs/decisions/0040).
 */

type LogFn = FastifyBaseLogger['info'];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ParentLogger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

class RequestLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Record<string, unknown>,
  ) {}

  #child(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings);
    return this.#made;
  }

  #write(level: Level, args: Parameters<LogFn>) {
    if (!this.#made && this.parent.isLevelEnabled && !this.parent.isLevelEnabled(level)) return;
    const logger = this.#child();
    Reflect.apply(logger[level], logger, args);
  }

  get level(): string {
    return this.#made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#child().level = level;
  }
  get silent(): LogFn {
    return this.#child().silent;
  }
  isLevelEnabled(level: string): boolean {
    const logger = (this.#made ?? this.parent) as ParentLogger;
    return logger.isLevelEnabled ? logger.isLevelEnabled(level) : true;
  }
  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
  fatal(...args: Parameters<LogFn>) {
    this.#write('fatal', args);
  }
  error(...args: Parameters<LogFn>) {
    this.#write('error', args);
  }
  warn(...args: Parameters<LogFn>) {
    this.#write('warn', args);
  }
  info(...args: Parameters<LogFn>) {
    this.#write('info', args);
  }
  debug(...args: Parameters<LogFn>) {
    this.#write('debug', args);
  }
  trace(...args: Parameters<LogFn>) {
    this.#write('trace', args);
  }
}

/** Fastify's `childLoggerFactory`: a request's child made on first use; with options (a route's own level or serialisers) at once. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  Object.keys(options).length > 0
    ? logger.child(bindings, options)
    : (new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger);
