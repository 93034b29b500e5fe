import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withSessionLock } from '@app/db';
import { pruneRateLimitCounters } from '../plugins/infrastructure/rate-limit-counter-repository';
import { recoverStaleEdits } from '../modules/bookings/amendment-service';
import { sweepPendingMails } from '../modules/bookings/confirmation-mails';
import { sweepExpiredHolds } from '../modules/bookings/hold-sweep';
import { repairMoney } from '../modules/recovery/money-repair';
import { sweepSplitDeadlines } from '../modules/split-payments/split-deadline-sweep';
import { sweepOwnerSummaries } from '../modules/owner-notifications/daily-summary';
import { sweepOwnerMails } from '../modules/owner-notifications/owner-events';

/**
 * Periodic jobs, run by the server (not by tests, which call them directly with their own clock):
 * every minute the sweeps — expired holds, edits a crash left half-done, split deadlines, confirmation
 * and owner mails not sent yet, owners' daily summaries (docs/decisions/0057) — and every
 * tenth run the scheduled reconciliation, which repairs what the sweeps leave and logs the rest.
 * The first run starts as soon as the server is ready, so a restart after a crash settles what the
 * crash interrupted at once. Each run is guarded so a slow one is never overlapped by the next; each
 * job is guarded so one failing does not stop the others.
 *
 * Several processes (docs/decisions/0019): in a WORKERS cluster one worker runs the jobs; servers on
 * one PostgreSQL database take an advisory lock for each run, so a run never overlaps another
 * server's and a booking is swept once. A server that finds the lock taken skips that tick.
 */
export const REPAIR_EVERY_RUNS = 10;
/** The advisory lock key of the periodic jobs (any fixed number no other code uses). */
export const JOBS_LOCK_KEY = 7_411_202_601;

async function periodicJobsPlugin(fastify: FastifyInstance, options: { intervalMs?: number }) {
  const intervalMs = options.intervalMs ?? 60_000;
  // The run under way, if any: the next tick skips while it lasts, and closing waits for it.
  let running: Promise<void> | undefined;
  let runs = 0;
  const guarded = async (name: string, job: () => Promise<unknown>) => {
    try {
      await job();
    } catch (error) {
      fastify.log.error({ err: error, job: name }, 'periodic job failed');
    }
  };
  const runOnce = () =>
    guarded('periodic jobs', () =>
      withSessionLock(fastify.db, fastify.dbEngine, JOBS_LOCK_KEY, async () => {
        await guarded('hold sweep', () => sweepExpiredHolds(fastify.serviceDeps()));
        await guarded('edit recovery', () => recoverStaleEdits(fastify.serviceDeps()));
        await guarded('split deadlines', () => sweepSplitDeadlines(fastify.serviceDeps()));
        await guarded('pending mails', () => sweepPendingMails(fastify.serviceDeps()));
        await guarded('owner mails', () => sweepOwnerMails(fastify.serviceDeps()));
        await guarded('owner summaries', () => sweepOwnerSummaries(fastify.serviceDeps()));
        await guarded('rate limit counters', () => pruneRateLimitCounters(fastify.db, fastify.clock()));
        if (runs % REPAIR_EVERY_RUNS === 0) await guarded('reconciliation', () => repairMoney(fastify.serviceDeps()));
        runs += 1;
      }),
    );
  const run = () => {
    running ??= runOnce().finally(() => {
      running = undefined;
    });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    first = setTimeout(run, 0);
    timer = setInterval(run, intervalMs);
    first.unref();
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    // A run under way finishes before the mail thread and the database close under it.
    await running;
  });
}

export default fp(periodicJobsPlugin, {
  name: 'periodic-jobs',
  dependencies: ['payments', 'mail', 'public-read-cache'],
});
