import { type AlertJobDeps, alertDigestJob, instantAlertJob } from './areas/alerts/alert-jobs';
import { needsPersonAlertJob } from './areas/alerts/needs-person-alert';
import { autoResponseJob } from './areas/auto-response-rules/auto-response-jobs';
import { type BillingRenewalDeps, billingRenewalsJob } from './areas/billing/renewal-job';
import { campaignSendJob } from './areas/campaigns/send-campaign';
import { competitorSyncJob, scheduleCompetitorSyncs } from './areas/competitors/competitors-sync';
import { exportJob } from './areas/exports/jobs';
import './app-exporters';
import { reviewSyncJob, scheduleConnectedReviewSyncs } from './areas/integrations/review-sync-jobs';
import { bulkActionJob } from './areas/local-listings/google-posts';
import {
  type LocalSearchJobDeps,
  localSearchScanJob,
  localSearchTickJob,
} from './areas/local-search/local-search-scans';
import { customerPhotosSyncJob, customerPhotosTickJob } from './areas/media/customer-photos-sync';
import { resetMailJob } from './areas/passwords/jobs';
import { deleteResponseJob, publishResponseJob } from './areas/responses/response-jobs';
import { reviewImportJob } from './areas/review-imports/review-import-jobs';
import { type DemoArrivalDeps, demoArrivalsJob } from './areas/reviews/demo-arrival-jobs';
import {
  type ScheduledExportJobDeps,
  scheduledExportSchedulerJob,
  scheduledExportSendJob,
} from './areas/scheduled-exports/jobs';
import { confirmationMailJob } from './areas/signup/jobs';
import { webhookDeliveryJob } from './areas/webhooks/webhook-jobs';
import type { AppDeps } from './http/context';
import { type AnyJobDefinition, bindJobs } from './jobs/define-job';
import { ensureRecurringJob } from './jobs/queue';
import { createWorker, type JobRunners, type Worker, type WorkerOptions } from './jobs/worker';

/** What the worker is started with: the app's deps and the jobs' own settings. */
export type JobDeps = ScheduledExportJobDeps &
  Pick<AlertJobDeps, 'digestIntervalMs'> &
  Pick<DemoArrivalDeps, 'demoReviewsEveryMs'> &
  Pick<LocalSearchJobDeps, 'localSearchTickMs'> &
  Pick<BillingRenewalDeps, 'billingRenewalEveryMs'> &
  Pick<AppDeps, 'reviewSyncEveryMs' | 'webhooksAllowPrivate'>;

/**
 * Every kind of job the worker runs. Each is defined beside its area's code (kind, payload
 * schema, handler); the type checks that JobDeps gives every handler the deps it asks for.
 */
export const appJobs: readonly AnyJobDefinition<JobDeps>[] = [
  publishResponseJob,
  deleteResponseJob,
  autoResponseJob,
  exportJob,
  scheduledExportSchedulerJob,
  scheduledExportSendJob,
  bulkActionJob,
  resetMailJob,
  confirmationMailJob,
  instantAlertJob,
  alertDigestJob,
  needsPersonAlertJob,
  webhookDeliveryJob,
  demoArrivalsJob,
  reviewImportJob,
  reviewSyncJob,
  campaignSendJob,
  competitorSyncJob,
  localSearchTickJob,
  localSearchScanJob,
  customerPhotosTickJob,
  customerPhotosSyncJob,
  billingRenewalsJob,
];

/** The worker's runners for every job, bound to these deps. */
export function createJobRunners(deps: JobDeps): JobRunners {
  return bindJobs(appJobs, deps);
}

/**
 * Starts this process's job worker: makes sure the recurring jobs (schedulers and ticks) are
 * queued, then claims jobs until stopped. Several processes may run one each against the
 * same database.
 */
export async function startJobWorker(
  deps: JobDeps,
  opts: Omit<WorkerOptions, 'db' | 'runners'> = {},
): Promise<Worker> {
  await ensureRecurringJob(deps.db, scheduledExportSchedulerJob);
  await ensureRecurringJob(deps.db, alertDigestJob);
  await ensureRecurringJob(deps.db, localSearchTickJob);
  await ensureRecurringJob(deps.db, customerPhotosTickJob);
  await ensureRecurringJob(deps.db, billingRenewalsJob);
  if (deps.demoReviewsEveryMs) await ensureRecurringJob(deps.db, demoArrivalsJob);
  if (deps.reviewSyncEveryMs) await scheduleConnectedReviewSyncs(deps.db);
  if (deps.reviewSyncEveryMs) await scheduleCompetitorSyncs(deps.db);
  const worker = createWorker({ ...opts, db: deps.db, runners: createJobRunners(deps) });
  worker.start();
  return worker;
}
