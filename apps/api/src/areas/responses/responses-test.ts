import type { Review, ReviewEvent, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll } from 'vitest';
import { json } from '../../../test/read-json';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { createJobRunners } from '../../app-jobs';
import { createWorker, type Worker } from '../../jobs/worker';

export { json };

/**
 * The API on a fresh copy of the demo data, signed in as Blue Fern's admin and read-only user
 * and Evergreen's admin, with a job worker that retries at once. Its fields are filled once the
 * file's `beforeAll` ran.
 */
export function responsesTest() {
  const t = {} as {
    api: TestApi;
    admin: Session;
    readOnly: Session;
    evergreen: Session;
    worker: Worker;
  };
  beforeAll(async () => {
    t.api = await startTestApi();
    [t.admin, t.readOnly, t.evergreen] = await Promise.all([
      t.api.login('admin@demo.test'),
      t.api.login('readonly@demo.test'),
      loginAs(t.api, 'Evergreen Family Health', 'administrator'),
    ]);
    t.worker = createWorker({
      db: t.api.db,
      runners: createJobRunners(t.api.deps),
      backoffMs: () => 0,
      log: () => {},
    });
  });
  afterAll(() => t.api.close());

  /** A review of the account without responses (a different one per call). */
  const unanswered: number[] = [];
  async function freshReview(session = t.admin, sourceCode?: string): Promise<Review> {
    for (let page = 1; page < 20; page++) {
      const res = await t.api.request(`/api/reviews?per_page=100&page=${page}&status=new`, {
        auth: session,
      });
      const { _embedded } = await json<{ _embedded: { reviews: Review[] } }>(res, 200);
      const r = _embedded.reviews.find(
        (x) =>
          x.responses.length === 0 &&
          !unanswered.includes(x.id) &&
          (!sourceCode || x.source_code === sourceCode),
      );
      if (r) {
        unanswered.push(r.id);
        return r;
      }
    }
    throw new Error('no unanswered review');
  }

  const getReview = async (id: number, session = t.admin) =>
    json<Review>(await t.api.request(`/api/reviews/${id}`, { auth: session }), 200);
  const history = async (id: number) =>
    (
      await json<{ _embedded: { events: ReviewEvent[] } }>(
        await t.api.request(`/api/reviews/${id}/history?per_page=100&sort[order]=asc`, {
          auth: t.admin,
        }),
        200,
      )
    )._embedded.events;
  return Object.assign(t, { freshReview, getReview, history });
}
