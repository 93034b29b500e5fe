import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

/*
 * The HTTP server, starting its requests a few milliseconds' worth per turn of the event loop
 * (docs/decisions/0046). Node 20's libuv accepts one new connection per turn (libuv/libuv#3696), and
 * a busy server's turn ran every ready request: with 100 connections opened at once and the server
 * saturated, each turn took 30 ms (searches) to 250 ms (checkouts) and the last connections were
 * accepted one to three seconds late. Requests wait here in arrival order and start in the turn's
 * check phase until its budget is spent; the rest start in the next turns, so the loop comes back
 * to accept, to timers and to database replies every few milliseconds. The request's own work is
 * unchanged: a started request runs as it always did.
 * Only what runs inside the handler counts against the budget: a GET's whole computation on SQLite,
 * but for a POST little, since Fastify runs the route once the body has arrived, in later ticks. So
 * checkouts still make long turns; learning the starts per turn from the turns' length cured that
 * and cost a third of the throughput (see the decision).
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

/** Queues requests and starts them in turns; `budgetMs` is a parameter so a test can choose it. */
export function takeTurns(handler: Handler, budgetMs = TURN_BUDGET_MS, now: () => number = () => performance.now()): Handler {
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

/** What Fastify's own server factory sets up (fastify/lib/server.js), with the handler taking turns. */
export function turnTakingServer(handler: Handler, options: ServerTimeouts): http.Server {
  const server = http.createServer(options.http ?? {}, takeTurns(handler));
  server.keepAliveTimeout = options.keepAliveTimeout;
  server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}
