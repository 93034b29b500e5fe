import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/*
 * Closing the app waits for the requests it is still handling (docs/decisions/0049). Fastify stops
 * routing new requests (they get 503) and then waits for the HTTP server's connections, but a caller
 * that has gone away (a load balancer's timeout, a browser closed mid-checkout) has no connection
 * left while its handler is still at work: without this the mail thread and the database would be
 * closed under that handler, leaving its checkout held for the sweep.
 *
 * A request counts from the end of its onRequest hooks (preParsing) until its answer is ready
 * (onSend, which every answer and every error answer passes, whether or not anyone is still there to
 * read it). The read cache's hits are answered within onRequest and are never counted, so they pay
 * nothing for this. A request still in its onRequest hooks (reading its session, its rate limit)
 * when the wait ends has done no work yet; past that point it fails on the closed database with
 * nothing half done.
 */

/** How long a close waits for requests before it goes on anyway (close-with-grace ends the process at 10 s). */
const REQUESTS_CLOSE_WAIT_MS = 5_000;

async function requestsInFlight(fastify: FastifyInstance) {
  const handling = new Set<FastifyRequest>();
  let closing = false;
  let drained: (() => void) | undefined;
  const finished = (request: FastifyRequest) => {
    if (handling.delete(request) && handling.size === 0) drained?.();
  };
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    handling.add(request);
    done(null, payload);
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    // An answer that finishes while the app closes also closes its connection: the server only
    // closes connections that are idle when it stops, and a kept-alive one would hold the close
    // until the client's own keep-alive timeout.
    if (closing) reply.header('connection', 'close');
    finished(request);
    done(null, payload);
  });
  // preClose runs once Fastify answers new requests with 503 and before it closes the server, so
  // the onClose hooks after it (the mail thread, the read cache's listener, the periodic jobs) and
  // the database's closing find no handler still running.
  fastify.addHook('preClose', async () => {
    closing = true;
    if (handling.size === 0) return;
    fastify.log.info({ requests: handling.size }, 'waiting for the requests still being handled');
    await new Promise<void>((resolve) => {
      drained = resolve;
      setTimeout(resolve, REQUESTS_CLOSE_WAIT_MS).unref();
    });
    if (handling.size > 0) fastify.log.warn({ requests: handling.size }, 'closing with requests still being handled');
  });
}

export default fp(requestsInFlight, { name: 'requests-in-flight' });
