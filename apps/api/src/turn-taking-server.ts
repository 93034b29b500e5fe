import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

/*
 * The HTTP server, starting its requests a few milliseconds' worth per turn of the event loop
 * (docs/decisions/0046, 0047). Node 20's libuv accepts one new connection per turn
 * (libuv/libuv#3696), and a busy server's turn ran every ready request: with 100 connections opened
 * at once and the server saturated, each turn took 30 ms (searches) to 250 ms (checkouts) and the
 * last connections were accepted one to three seconds late. Requests wait here and start in the
 * check phase after they arrived until the turn's budget is spent; the rest start in the next
 * turns, so the loop comes back to accept, to timers and to database replies every few
 * milliseconds. The request's own work is unchanged. Two ways of starting, measured:
 * - A request with a body (a checkout) starts in an immediate of its own. Node runs the promise
 *   callbacks and next-ticks a callback left behind before the next immediate, so the budget counts
 *   what the request did after its start: reading its body, its database work, its answer. Started
 *   together, 100 checkouts' work all fell in one turn after the starts (0047).
 * - GETs start together in one immediate, and the budget counts only their synchronous starts: their
 *   work is a fraction of a millisecond each, and one immediate per GET made the answers leave one by
 *   one, which cost the kernel more per answer (a day's slots: 12,000–14,000 → 7,800–8,800 req/s).
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

type Clock = () => number;
const monotonic: Clock = () => performance.now();

/**
 * Runs pieces of work in the check phase, each in an immediate of its own, up to a budget per turn;
 * what is left moves to the next turn in the same order.
 */
class TurnTaker {
  private turnBegan = 0;
  private startedThisTurn = false;
  private turnMarked = false;

  constructor(
    private readonly budgetMs = TURN_BUDGET_MS,
    private readonly now: Clock = monotonic,
  ) {}

  run(work: () => void): void {
    // A turn's first immediate of ours marks when its budget began. It is queued ahead of the work,
    // so within a check phase it runs before any of it.
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

/** Starts queued requests in arrival order from one immediate per turn, until the budget is spent. */
function startInBatches(handler: Handler, budgetMs: number, now: Clock): Handler {
  let waiting: [IncomingMessage, ServerResponse][] = [];
  let next = 0;
  let scheduled = false;

  const startSome = () => {
    scheduled = false;
    const began = now();
    try {
      do {
        const [request, response] = waiting[next]!;
        waiting[next] = undefined!;
        next += 1;
        handler(request, response);
      } while (next < waiting.length && now() - began < budgetMs);
    } finally {
      if (next < waiting.length) {
        scheduled = true;
        setImmediate(startSome);
      } else {
        waiting = [];
        next = 0;
      }
    }
  };

  return (request, response) => {
    waiting.push([request, response]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(startSome);
    }
  };
}

/**
 * Queues requests and starts them in turns: GETs in batches, the others one immediate each (see
 * above). `budgetMs` and `now` are parameters so a test can choose them.
 */
export function takeTurns(handler: Handler, budgetMs = TURN_BUDGET_MS, now: Clock = monotonic): Handler {
  const alone = new TurnTaker(budgetMs, now);
  const together = startInBatches(handler, budgetMs, now);
  return (request, response) =>
    request.method === 'GET' ? together(request, response) : alone.run(() => handler(request, response));
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
