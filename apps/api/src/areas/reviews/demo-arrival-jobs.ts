import * as v from 'valibot';
import { nextDemoArrival } from '../../../seed/demo-arrivals';
import type { AppDeps } from '../../http/context';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { ingestReview } from './ingest-review';

export const DEMO_ARRIVALS_JOB = 'reviews.demo_arrivals';

export type DemoArrivalDeps = Pick<AppDeps, 'db' | 'providers'> & {
  /** How often a demo review arrives; null or absent: never (DEMO_REVIEWS=false, tests). */
  demoReviewsEveryMs?: number | null;
};

/**
 * The local demo source: every few minutes a new review reaches one of the demo accounts
 * through the same path as any other (alerts, automatic responses, keywords, webhooks, the
 * live list), so the product feels alive without a connected review site.
 */
export const demoArrivalsJob = defineJob({
  kind: DEMO_ARRIVALS_JOB,
  payload: v.object({}),
  async handler(_payload, { deps }: JobRunContext<DemoArrivalDeps>) {
    const every = deps.demoReviewsEveryMs;
    if (!every) return; // Switched off: the recurring job ends.
    const next = await nextDemoArrival(deps.db);
    if (next) await ingestReview(deps, next.accountId, next.arrival);
    // A little irregular, like real reviews.
    return { runAgainAt: new Date(Date.now() + every * (0.5 + Math.random())) };
  },
});
