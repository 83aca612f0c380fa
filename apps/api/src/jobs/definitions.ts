import { type AlertJobDeps, alertJobs } from '../areas/alerts/alert-jobs';
import { needsPersonAlertJobs } from '../areas/alerts/needs-person-alert';
import { autoResponseJobs } from '../areas/auto-response-rules/auto-response-jobs';
import { campaignJobs } from '../areas/campaigns/send-campaign';
import { competitorJobs } from '../areas/competitors/competitors-sync';
import { exportJobs } from '../areas/exports/jobs';
import { reviewSyncJobs } from '../areas/integrations/review-sync-jobs';
import { bulkActionJobs } from '../areas/local-listings/google-posts';
import { localSearchJobs } from '../areas/local-search/local-search-scans';
import { customerPhotoJobs } from '../areas/media/customer-photos-sync';
import { passwordJobs } from '../areas/passwords/jobs';
import { responseJobs } from '../areas/responses/response-jobs';
import { reviewImportJobs } from '../areas/review-imports/review-import-jobs';
import { type DemoArrivalDeps, demoArrivalJobs } from '../areas/reviews/demo-arrival-jobs';
import { type ScheduledExportJobDeps, scheduledExportJobs } from '../areas/scheduled-exports/jobs';
import { signupJobs } from '../areas/signup/jobs';
import { webhookJobs } from '../areas/webhooks/webhook-jobs';
import type { AppDeps } from '../http/context';
import type { JobDefinitions } from './worker';

export type JobDeps = ScheduledExportJobDeps &
  Pick<AlertJobDeps, 'digestIntervalMs'> &
  Pick<DemoArrivalDeps, 'demoReviewsEveryMs'> &
  Pick<AppDeps, 'reviewSyncEveryMs' | 'webhooksAllowPrivate'>;

/** Every kind of job the worker runs, by area. */
export function createJobDefinitions(deps: JobDeps): JobDefinitions {
  return {
    ...responseJobs(deps),
    ...autoResponseJobs(deps),
    ...exportJobs(deps),
    ...scheduledExportJobs(deps),
    ...bulkActionJobs(deps),
    ...passwordJobs(deps),
    ...signupJobs(deps),
    ...alertJobs(deps),
    ...needsPersonAlertJobs(deps),
    ...webhookJobs(deps),
    ...demoArrivalJobs(deps),
    ...reviewImportJobs(deps),
    ...reviewSyncJobs(deps),
    ...campaignJobs(deps),
    ...competitorJobs(deps),
    ...localSearchJobs(deps),
    ...customerPhotoJobs(deps),
  };
}
