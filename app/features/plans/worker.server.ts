import type { Database } from '~/db/client.server';
import { errorForLog, logger } from '~/logger.server';
import { runDueJobs, type JobDeps } from './jobs.server';

export type PlanWorker = { nudge(): void; stop(): Promise<void> };

const holder = globalThis as typeof globalThis & { __vivaiPlanWorker?: PlanWorker };
const STOP_WAIT_MS = 5_000;

/**
 * Runs queued plan generations in the background: every few seconds, and at once when a job is
 * queued. A job this server was running when it stopped is taken up again after its lease, here
 * or by another server.
 */
export function startPlanWorker(db: Database, deps: () => JobDeps, intervalMs = 3_000): PlanWorker {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let stopped = false;
  const pass = () => {
    // At most one pass runs and one waits: the waiting one will see every job queued so far.
    if (waiting > 1 || stopped) return;
    waiting++;
    tail = tail
      .then(() => (stopped ? 0 : runDueJobs(db, deps())))
      .catch((error: unknown) => logger.error(errorForLog(error), 'plan worker pass failed'))
      .finally(() => waiting--);
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  const worker: PlanWorker = {
    nudge: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.race([tail, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      if (holder.__vivaiPlanWorker === worker) holder.__vivaiPlanWorker = undefined;
    },
  };
  holder.__vivaiPlanWorker = worker;
  return worker;
}

/** Wakes the running worker for a job just queued (none runs in tests that do not start one). */
export function nudgePlanWorker(): void {
  holder.__vivaiPlanWorker?.nudge();
}

export async function stopPlanWorker(): Promise<void> {
  await holder.__vivaiPlanWorker?.stop();
}
