import {
  RESPONSE_PUBLISH_ERROR,
  type Response,
  type Review,
  type ReviewEvent,
  type Session,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { createJobRunners } from '../../app-jobs';
import { createWorker, type Worker } from '../../jobs/worker';

let api: TestApi;
let admin: Session;
let readOnly: Session;
let evergreen: Session;
let worker: Worker;

beforeAll(async () => {
  api = await startTestApi();
  [admin, readOnly, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  worker = createWorker({
    db: api.db,
    runners: createJobRunners(api.deps),
    backoffMs: () => 0,
    log: () => {},
  });
});
afterAll(() => api.close());

const json = async <T>(res: globalThis.Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

/** A review of the account without responses (a different one per call). */
const unanswered: number[] = [];
async function freshReview(session = admin, sourceCode?: string): Promise<Review> {
  for (let page = 1; page < 20; page++) {
    const res = await api.request(`/api/reviews?per_page=100&page=${page}&status=new`, {
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

const getReview = async (id: number, session = admin) =>
  json<Review>(await api.request(`/api/reviews/${id}`, { auth: session }), 200);
const history = async (id: number) =>
  (
    await json<{ _embedded: { events: ReviewEvent[] } }>(
      await api.request(`/api/reviews/${id}/history?per_page=100&sort[order]=asc`, { auth: admin }),
      200,
    )
  )._embedded.events;

describe('responses', () => {
  it('drafts, publishes through the directory and completes the review', async () => {
    const review = await freshReview(admin, 'google');
    const draft = await json<Response>(
      await api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: admin,
        json: { content: 'Thank you for visiting!' },
      }),
      201,
    );
    expect(draft).toMatchObject({ status: 'draft', published_at: null, review_id: review.id });
    const edited = await json<Response>(
      await api.request(`/api/responses/${draft.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { content: 'Thank you so much for visiting!' },
      }),
      200,
    );
    expect(edited.content).toBe('Thank you so much for visiting!');
    const pending = await json<Response>(
      await api.request(`/api/responses/${draft.id}/publish`, { method: 'POST', auth: admin }),
      202,
    );
    expect(pending.status).toBe('pending_publish');
    await worker.runDue();
    const after = await getReview(review.id);
    expect(after.status).toBe('completed');
    expect(after.responses[0]).toMatchObject({
      status: 'published',
      read_only: false,
      status_description: null,
    });
    expect(after.responses[0]!.published_at).toEqual(expect.any(String));
    expect(api.publisher.published.get(draft.id)).toBe('Thank you so much for visiting!');
    const events = await history(review.id);
    expect(events.map((e) => e.event_type)).toEqual([
      'response_drafted',
      'response_updated',
      'response_publish_requested',
      'response_published',
      'status_changed',
    ]);
    expect(events[0]).toMatchObject({ user_id: admin.user_id, user_name: expect.any(String) });
    expect(events[3]!.user_id).toBeNull();
    expect(events[4]!.data).toEqual({ from: 'new', to: 'completed' });
  });

  it('a response on the feedback source is read-only once published', async () => {
    const review = await freshReview(admin, 'plaudit');
    const r = await json<Response>(
      await api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: admin,
        json: { content: 'Thanks for the feedback', publish: true },
      }),
      201,
    );
    await worker.runDue();
    expect((await getReview(review.id)).responses[0]).toMatchObject({
      status: 'published',
      read_only: true,
    });
    const edit = await api.request(`/api/responses/${r.id}`, {
      method: 'PATCH',
      auth: admin,
      json: { content: 'changed' },
    });
    expect(edit.status).toBe(409);
  });

  it('a failed publish shows the spec message and the worker retries until it succeeds', async () => {
    const review = await freshReview();
    const r = await json<Response>(
      await api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: admin,
        json: { content: 'We are sorry [fail-publish-once]', publish: true },
      }),
      201,
    );
    // First attempt fails: error_published with the retry message; the job is re-queued.
    const single = createWorker({
      db: api.db,
      runners: createJobRunners(api.deps),
      backoffMs: () => 60_000,
      log: () => {},
    });
    await single.runDue();
    let current = (await getReview(review.id)).responses[0]!;
    expect(current).toMatchObject({
      status: 'error_published',
      status_description: RESPONSE_PUBLISH_ERROR,
    });
    expect(RESPONSE_PUBLISH_ERROR).toBe(
      'An error occurred while publishing the response. We’ll try again. No action necessary.',
    );
    const job = await api.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'responses.publish')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.last_error).toMatch(/unavailable/);
    // The retry (when due) publishes it.
    await api.db.updateTable('jobs').set({ run_at: new Date() }).where('id', '=', job.id).execute();
    await worker.runDue();
    current = (await getReview(review.id)).responses[0]!;
    expect(current).toMatchObject({ id: r.id, status: 'published', status_description: null });
    const types = (await history(review.id)).map((e) => e.event_type);
    expect(types).toContain('response_publish_failed');
    expect(types.at(-2)).toBe('response_published');
  });

  it('a response that always fails stays error_published after the last attempt', async () => {
    const review = await freshReview();
    await json<Response>(
      await api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: admin,
        json: { content: 'Hello [fail-publish]', publish: true },
      }),
      201,
    );
    await worker.runDue();
    const after = await getReview(review.id);
    expect(after.responses[0]!.status).toBe('error_published');
    expect(after.status).toBe('new');
    const job = await api.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'responses.publish')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('deletes through the directory: pending_delete, then gone; a failure is error_unpublished', async () => {
    const review = await freshReview();
    const r = await json<Response>(
      await api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: admin,
        json: { content: 'Thanks! [fail-delete]', publish: true },
      }),
      201,
    );
    await worker.runDue();
    const del = await json<Response>(
      await api.request(`/api/responses/${r.id}`, { method: 'DELETE', auth: admin }),
      202,
    );
    expect(del.status).toBe('pending_delete');
    const single = createWorker({
      db: api.db,
      runners: createJobRunners(api.deps),
      backoffMs: () => 60_000,
      log: () => {},
    });
    await single.runDue();
    expect((await getReview(review.id)).responses[0]!.status).toBe('error_unpublished');

    const other = await freshReview();
    const ok = await json<Response>(
      await api.request(`/api/reviews/${other.id}/responses`, {
        method: 'POST',
        auth: admin,
        json: { content: 'Thanks!', publish: true },
      }),
      201,
    );
    await worker.runDue();
    await json(
      await api.request(`/api/responses/${ok.id}`, { method: 'DELETE', auth: admin }),
      202,
    );
    await worker.runDue();
    expect((await getReview(other.id)).responses).toEqual([]);
    expect((await history(other.id)).map((e) => e.event_type)).toContain('response_deleted');
    // A draft is removed at once.
    const third = await freshReview();
    const d = await json<Response>(
      await api.request(`/api/reviews/${third.id}/responses`, {
        method: 'POST',
        auth: admin,
        json: { content: 'draft' },
      }),
      201,
    );
    expect(
      (await api.request(`/api/responses/${d.id}`, { method: 'DELETE', auth: admin })).status,
    ).toBe(204);
  });

  it('refuses Read Only users, other accounts and bad input without changing anything', async () => {
    const review = await freshReview();
    const ro = await api.request(`/api/reviews/${review.id}/responses`, {
      method: 'POST',
      auth: readOnly,
      json: { content: 'hi' },
    });
    expect(ro.status).toBe(403);
    const roStatus = await api.request(`/api/reviews/${review.id}`, {
      method: 'PATCH',
      auth: readOnly,
      json: { status: 'flagged' },
    });
    expect(roStatus.status).toBe(403);
    const foreign = await api.request(`/api/reviews/${review.id}/responses`, {
      method: 'POST',
      auth: evergreen,
      json: { content: 'hi' },
    });
    expect(foreign.status).toBe(404);
    for (const body of [{}, { content: '' }, { content: 'x'.repeat(5000) }, { content: 5 }]) {
      const res = await api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: admin,
        json: body,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/content/);
    }
    expect((await getReview(review.id)).responses).toEqual([]);
    const r = await json<Response>(
      await api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: admin,
        json: { content: 'mine' },
      }),
      201,
    );
    for (const [method, path] of [
      ['GET', `/api/responses/${r.id}`],
      ['PATCH', `/api/responses/${r.id}`],
      ['POST', `/api/responses/${r.id}/publish`],
      ['DELETE', `/api/responses/${r.id}`],
      ['GET', `/api/reviews/${review.id}/history`],
    ] as const) {
      const res = await api.request(path, {
        method,
        auth: evergreen,
        ...(method === 'PATCH' ? { json: { content: 'theirs' } } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await getReview(review.id)).responses[0]!.content).toBe('mine');
    expect((await api.request('/api/responses/abc', { auth: admin })).status).toBe(400);
  });

  it('changes a review status and records it', async () => {
    const review = await freshReview();
    await json(
      await api.request(`/api/reviews/${review.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { status: 'flagged' },
      }),
      200,
    );
    expect((await getReview(review.id)).status).toBe('flagged');
    expect((await history(review.id)).at(-1)).toMatchObject({
      event_type: 'status_changed',
      data: { from: 'new', to: 'flagged' },
    });
    const bad = await api.request(`/api/reviews/${review.id}`, {
      method: 'PATCH',
      auth: admin,
      json: { status: 'done' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('tags and review tags', () => {
  it('creates, finds by typeahead, tags a review, untags by review and name, deletes', async () => {
    const created = await json<{ id: number; name: string }>(
      await api.request('/api/tags', { method: 'POST', auth: admin, json: { name: 'Zesty VIP' } }),
      201,
    );
    const dup = await api.request('/api/tags', {
      method: 'POST',
      auth: admin,
      json: { name: 'zesty vip' },
    });
    expect(dup.status).toBe(409);
    const found = await json<{ _embedded: { tags: { name: string }[] }; _total: number }>(
      await api.request('/api/tags?keywords=zest&search_type=typeahead', { auth: admin }),
      200,
    );
    expect(found._embedded.tags.map((t) => t.name)).toEqual(['Zesty VIP']);
    const none = await json<{ _total: number }>(
      await api.request('/api/tags?keywords=esty&search_type=typeahead', { auth: admin }),
      200,
    );
    expect(none._total).toBe(0);

    const review = await freshReview();
    await json(
      await api.request('/api/review_tags', {
        method: 'POST',
        auth: admin,
        json: { review_id: review.id, name: 'Zesty VIP' },
      }),
      201,
    );
    expect((await getReview(review.id)).tags).toContain('Zesty VIP');
    const listed = await json<{ _embedded: { review_tags: { name: string }[] } }>(
      await api.request(`/api/review_tags?review_id=${review.id}`, { auth: admin }),
      200,
    );
    expect(listed._embedded.review_tags.map((t) => t.name)).toContain('Zesty VIP');
    // Another account cannot see, untag or delete.
    expect(
      (
        await api.request(
          `/api/review_tags?account_id=${admin.account_id}&review_id=${review.id}&name=Zesty%20VIP`,
          { method: 'DELETE', auth: evergreen },
        )
      ).status,
    ).toBe(404);
    expect(
      (await api.request(`/api/tags/${created.id}`, { method: 'DELETE', auth: evergreen })).status,
    ).toBe(404);
    expect(
      (await api.request(`/api/tags?account_id=${admin.account_id}`, { auth: evergreen })).status,
    ).toBe(404);
    // Read Only may read but not tag.
    expect(
      (
        await api.request('/api/review_tags', {
          method: 'POST',
          auth: readOnly,
          json: { review_id: review.id, name: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.request('/api/review_tags', { method: 'POST', auth: admin, json: { name: 'x' } }))
        .status,
    ).toBe(400);
    const del = await api.request(
      `/api/review_tags?account_id=${admin.account_id}&review_id=${review.id}&name=Zesty%20VIP`,
      { method: 'DELETE', auth: admin },
    );
    expect(del.status).toBe(204);
    expect((await getReview(review.id)).tags).not.toContain('Zesty VIP');
    expect((await history(review.id)).map((e) => e.event_type)).toEqual([
      'tag_added',
      'tag_removed',
    ]);
    expect(
      (await api.request(`/api/tags/${created.id}`, { method: 'DELETE', auth: admin })).status,
    ).toBe(204);
  });
});

describe('cursor paging of the review list', () => {
  it('after and before walk the same order as pages', async () => {
    const page1 = await json<{ _embedded: { reviews: Review[] } }>(
      await api.request('/api/reviews?per_page=10&page=1', { auth: admin }),
      200,
    );
    const page2 = await json<{ _embedded: { reviews: Review[] } }>(
      await api.request('/api/reviews?per_page=10&page=2', { auth: admin }),
      200,
    );
    const last = page1._embedded.reviews.at(-1)!;
    const after = await json<{
      _embedded: { reviews: Review[] };
      _links: { next: { href: string } | null; prev: { href: string } | null };
    }>(await api.request(`/api/reviews?per_page=10&after=${last.id}`, { auth: admin }), 200);
    expect(after._embedded.reviews.map((r) => r.id)).toEqual(
      page2._embedded.reviews.map((r) => r.id),
    );
    expect(after._links.next?.href).toMatch(/after=/);
    const first2 = page2._embedded.reviews[0]!;
    const before = await json<{ _embedded: { reviews: Review[] } }>(
      await api.request(`/api/reviews?per_page=10&before=${first2.id}`, { auth: admin }),
      200,
    );
    expect(before._embedded.reviews.map((r) => r.id)).toEqual(
      page1._embedded.reviews.map((r) => r.id),
    );
    const foreign = (
      await json<{ _embedded: { reviews: Review[] } }>(
        await api.request('/api/reviews?per_page=1', { auth: evergreen }),
        200,
      )
    )._embedded.reviews[0]!;
    expect((await api.request(`/api/reviews?after=${foreign.id}`, { auth: admin })).status).toBe(
      400,
    );
  });
});
