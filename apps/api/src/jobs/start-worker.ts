import { ALERT_DIGEST_JOB } from '../areas/alerts/alert-jobs';
import { scheduleCompetitorSyncs } from '../areas/competitors/competitors-sync';
import { scheduleConnectedReviewSyncs } from '../areas/integrations/review-sync-jobs';
import { LOCAL_SEARCH_TICK_JOB } from '../areas/local-search/local-search-scans';
import { CUSTOMER_PHOTOS_TICK_JOB } from '../areas/media/customer-photos-sync';
import { DEMO_ARRIVALS_JOB } from '../areas/reviews/demo-arrival-jobs';
import { SCHEDULER_JOB } from '../areas/scheduled-exports/jobs';
import { createJobDefinitions, type JobDeps } from './definitions';
import { ensureRecurringJob } from './queue';
import { createWorker, type Worker, type WorkerOptions } from './worker';

/**
 * Starts this process's job worker: makes sure the scheduled-export scheduler
 * is queued, then claims jobs until stopped. Several processes may run one
 * each against the same database.
 */
export async function startJobWorker(
  deps: JobDeps,
  opts: Omit<WorkerOptions, 'db' | 'definitions'> = {},
): Promise<Worker> {
  await ensureRecurringJob(deps.db, SCHEDULER_JOB);
  await ensureRecurringJob(deps.db, ALERT_DIGEST_JOB);
  await ensureRecurringJob(deps.db, LOCAL_SEARCH_TICK_JOB);
  await ensureRecurringJob(deps.db, CUSTOMER_PHOTOS_TICK_JOB);
  if (deps.demoReviewsEveryMs) await ensureRecurringJob(deps.db, DEMO_ARRIVALS_JOB);
  if (deps.reviewSyncEveryMs) await scheduleConnectedReviewSyncs(deps.db);
  if (deps.reviewSyncEveryMs) await scheduleCompetitorSyncs(deps.db);
  const worker = createWorker({ ...opts, db: deps.db, definitions: createJobDefinitions(deps) });
  worker.start();
  return worker;
}
