import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

/*
 * The HTTP server, starting its requests a few milliseconds' worth per turn of the event loop
 * (docs/decisions/0046, 0047). Node 20's libuv accepts one new connection per turn
 * (libuv/libuv#3696), and a busy server's turn ran every ready request: with 100 connections opened
 * at once and the server saturated, each turn took 30 ms (searches) to 250 ms (checkouts) and the
 * last connections were accepted one to three seconds late.
 * Each request starts in an immediate of its own, in arrival order, in the check phase after it
 * arrived. Node runs the promise callbacks and next-ticks that a callback left behind before the
 * next immediate, so by the time the next request's turn comes the previous one has done all it
 * could without waiting for I/O: for a checkout on SQLite that is reading its body, the database
 * work and the answer. Once a turn has spent its budget the rest move to the next turn (in order),
 * so the loop comes back to accept, to timers and to database replies every few milliseconds.
 * The request's own work is unchanged.
 */

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** How long one turn keeps starting queued requests (at least one starts each turn). */
export const TURN_BUDGET_MS = 4;

export interface ServerTimeouts {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number | null;
}

/**
 * Runs work in the event loop's check phase, each piece in an immediate of its own, up to a budget
 * per turn; what is left moves to the next turn in the same order. `now` is a parameter so a test
 * can drive the clock.
 */
export class TurnTaker {
  private turnBegan = 0;
  private startedThisTurn = false;
  private turnMarked = false;

  constructor(
    private readonly budgetMs = TURN_BUDGET_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  run(work: () => void): void {
    // A turn's first immediate of ours marks when the turn's budget began. It is queued ahead of
    // the work, so within a check phase it runs before any of it.
    if (!this.turnMarked) {
      this.turnMarked = true;
      setImmediate(this.beginTurn);
    }
    setImmediate(this.attempt, work);
  }

  private readonly beginTurn = () => {
    this.turnMarked = false;
    this.turnBegan = this.now();
    this.startedThisTurn = false;
  };

  private readonly attempt = (work: () => void) => {
    // Once one piece has waited, every later one in this turn waits too, so the order holds.
    if (this.startedThisTurn && this.now() - this.turnBegan >= this.budgetMs) {
      this.run(work);
      return;
    }
    this.startedThisTurn = true;
    work();
  };
}

/** Queues requests and starts them in turns; `budgetMs` and `now` are parameters so a test can choose them. */
export function takeTurns(handler: Handler, budgetMs = TURN_BUDGET_MS, now?: () => number): Handler {
  const turns = new TurnTaker(budgetMs, now);
  return (request, response) => turns.run(() => handler(request, response));
}

/** What Fastify's own server factory sets up (fastify/lib/server.js), with the handler taking turns. */
export function turnTakingServer(handler: Handler, options: ServerTimeouts): http.Server {
  const server = http.createServer(options.http ?? {}, takeTurns(handler));
  server.keepAliveTimeout = options.keepAliveTimeout;
  server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}
