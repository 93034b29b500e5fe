import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepExpiredHolds } from '../modules/bookings/hold-sweep';
import { sweepSplitDeadlines } from '../modules/split-payments/split-deadline-sweep';

/**
 * Periodic sweeps, run by the server (not by tests, which call the sweeps directly with their own
 * clock). Each run is guarded so a slow one is never overlapped by the next.
 */
async function periodicJobsPlugin(fastify: FastifyInstance, options: { intervalMs?: number }) {
  const intervalMs = options.intervalMs ?? 60_000;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const swept = await sweepExpiredHolds(fastify.serviceDeps());
      const split = await sweepSplitDeadlines(fastify.serviceDeps());
      if (swept.released || swept.confirmed || split.cancelled) fastify.publicReadCache.invalidate();
    } catch (error) {
      fastify.log.error({ err: error }, 'periodic job failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  fastify.addHook('onClose', async () => clearInterval(timer));
}

export default fp(periodicJobsPlugin, { name: 'periodic-jobs', dependencies: ['payments', 'mail', 'public-read-cache'] });
