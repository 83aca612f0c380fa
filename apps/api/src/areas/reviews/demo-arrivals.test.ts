import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { createJobRunners } from '../../app-jobs';
import { createWorker } from '../../jobs/worker';
import { DEMO_ARRIVALS_JOB } from './demo-arrival-jobs';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const demoReviews = () =>
  api.db
    .selectFrom('reviews')
    .select(['id', 'account_id', 'rating', 'content', 'author_name'])
    .where('external_id', 'like', 'demo-%')
    .execute();

async function runDemoJob(every: number | null) {
  await api.db.deleteFrom('jobs').where('kind', '=', DEMO_ARRIVALS_JOB).execute();
  await api.db
    .insertInto('jobs')
    .values({ kind: DEMO_ARRIVALS_JOB, payload: '{}', dedupe_key: DEMO_ARRIVALS_JOB })
    .execute();
  const worker = createWorker({
    db: api.db,
    runners: createJobRunners({ ...api.deps, demoReviewsEveryMs: every }),
    backoffMs: () => 0,
    log: () => {},
  });
  await worker.runDue();
  return api.db
    .selectFrom('jobs')
    .select(['status', 'run_at'])
    .where('kind', '=', DEMO_ARRIVALS_JOB)
    .executeTakeFirstOrThrow();
}

describe('the demo review source', () => {
  it('adds a written review to a demo account, analysed like any other, and comes back later', async () => {
    const job = await runDemoJob(180_000);
    const added = await demoReviews();
    expect(added).toHaveLength(1);
    const [review] = added;
    expect(review!.rating).toBeGreaterThanOrEqual(1);
    expect(review!.content.length).toBeGreaterThan(20);
    expect(review!.author_name).not.toBe('');
    const keywords = await api.db
      .selectFrom('review_keywords')
      .select('keyword_id')
      .where('review_id', '=', review!.id)
      .execute();
    expect(keywords.length).toBeGreaterThan(0);
    expect(job.status).toBe('queued');
    expect(new Date(job.run_at).getTime()).toBeGreaterThan(Date.now() + 60_000);
  });

  it('stops when switched off (DEMO_REVIEWS=false)', async () => {
    const before = (await demoReviews()).length;
    const job = await runDemoJob(null);
    expect(await demoReviews()).toHaveLength(before);
    expect(job.status).toBe('done');
  });
});
