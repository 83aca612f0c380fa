import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { ensureRecurringJob } from '../../jobs/queue';
import { RateLimitedError } from '../../providers/review-sites';
import { type SyncDeps, syncReviews } from './sync-reviews';

export const REVIEW_SYNC_JOB = 'integrations.sync_reviews';

export type ReviewSyncDeps = SyncDeps & {
  /** How often a connection's review site is read; null or absent: never (REVIEW_SYNC=false, tests). */
  reviewSyncEveryMs?: number | null;
};

/**
 * Queues a connection's review sync now: one recurring job per integration (dedupe key
 * `integration-sync:{id}`), brought back to life when it had ended (a reconnection).
 */
export async function scheduleReviewSync(
  db: Kysely<Database>,
  integration: { id: number; account_id: number },
): Promise<void> {
  await ensureRecurringJob(db, reviewSyncJob, `integration-sync:${integration.id}`, {
    payload: { integration_id: integration.id },
    accountId: integration.account_id,
  });
}

/** At start-up: every connection with an access token has its sync queued (revived if it had ended). */
export async function scheduleConnectedReviewSyncs(db: Kysely<Database>): Promise<void> {
  const connected = await db
    .selectFrom('integrations as i')
    .select(['i.id', 'i.account_id'])
    .where('i.status', '=', 'active')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('oauth_tokens as t')
          .select('t.id')
          .whereRef('t.integration_id', '=', 'i.id')
          .where('t.access_token_box', 'is not', null),
      ),
    )
    .execute();
  for (const integration of connected) await scheduleReviewSync(db, integration);
}

/**
 * The connectors: each connected review site is read every REVIEW_SYNC_EVERY_MS (30 minutes
 * by default); a site that asks to slow down is asked again when it said; a disconnected
 * integration's job ends. Several workers never run one integration's sync at once (one job).
 */
export const reviewSyncJob = defineJob({
  kind: REVIEW_SYNC_JOB,
  payload: v.object({ integration_id: v.number() }),
  async handler(payload, { deps }: JobRunContext<ReviewSyncDeps>) {
    const every = deps.reviewSyncEveryMs;
    try {
      const result = await syncReviews(deps, payload.integration_id);
      if (result.status === 'stopped') return;
    } catch (err) {
      if (err instanceof RateLimitedError)
        return { runAgainAt: new Date(Date.now() + err.retryAfterMs) };
      throw err;
    }
    if (!every) return;
    return { runAgainAt: new Date(Date.now() + every) };
  },
});
