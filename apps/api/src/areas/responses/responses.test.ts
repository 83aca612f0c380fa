import { RESPONSE_PUBLISH_ERROR, type Response } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { createJobRunners } from '../../app-jobs';
import { createWorker } from '../../jobs/worker';
import { json, responsesTest } from './responses-test';

/** Responses: draft, publish and delete through the directory, the worker's retries, review status. */
const t = responsesTest();
const { freshReview, getReview, history } = t;

describe('responses', () => {
  it('drafts, publishes through the directory and completes the review', async () => {
    const review = await freshReview(t.admin, 'google');
    const draft = await json<Response>(
      await t.api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: t.admin,
        json: { content: 'Thank you for visiting!' },
      }),
      201,
    );
    expect(draft).toMatchObject({ status: 'draft', published_at: null, review_id: review.id });
    const edited = await json<Response>(
      await t.api.request(`/api/responses/${draft.id}`, {
        method: 'PATCH',
        auth: t.admin,
        json: { content: 'Thank you so much for visiting!' },
      }),
      200,
    );
    expect(edited.content).toBe('Thank you so much for visiting!');
    const pending = await json<Response>(
      await t.api.request(`/api/responses/${draft.id}/publish`, { method: 'POST', auth: t.admin }),
      202,
    );
    expect(pending.status).toBe('pending_publish');
    await t.worker.runDue();
    const after = await getReview(review.id);
    expect(after.status).toBe('completed');
    expect(after.responses[0]).toMatchObject({
      status: 'published',
      read_only: false,
      status_description: null,
    });
    expect(after.responses[0]!.published_at).toEqual(expect.any(String));
    expect(t.api.publisher.published.get(draft.id)).toBe('Thank you so much for visiting!');
    const events = await history(review.id);
    expect(events.map((e) => e.event_type)).toEqual([
      'response_drafted',
      'response_updated',
      'response_publish_requested',
      'response_published',
      'status_changed',
    ]);
    expect(events[0]).toMatchObject({ user_id: t.admin.user_id, user_name: expect.any(String) });
    expect(events[3]!.user_id).toBeNull();
    expect(events[4]!.data).toEqual({ from: 'new', to: 'completed' });
  });

  it('a response on the feedback source is read-only once published', async () => {
    const review = await freshReview(t.admin, 'plaudit');
    const r = await json<Response>(
      await t.api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: t.admin,
        json: { content: 'Thanks for the feedback', publish: true },
      }),
      201,
    );
    await t.worker.runDue();
    expect((await getReview(review.id)).responses[0]).toMatchObject({
      status: 'published',
      read_only: true,
    });
    const edit = await t.api.request(`/api/responses/${r.id}`, {
      method: 'PATCH',
      auth: t.admin,
      json: { content: 'changed' },
    });
    expect(edit.status).toBe(409);
  });

  it('a failed publish shows the spec message and the worker retries until it succeeds', async () => {
    const review = await freshReview();
    const r = await json<Response>(
      await t.api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: t.admin,
        json: { content: 'We are sorry [fail-publish-once]', publish: true },
      }),
      201,
    );
    // First attempt fails: error_published with the retry message; the job is re-queued.
    const single = createWorker({
      db: t.api.db,
      runners: createJobRunners(t.api.deps),
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
    const job = await t.api.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'responses.publish')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.last_error).toMatch(/unavailable/);
    // The retry (when due) publishes it.
    await t.api.db
      .updateTable('jobs')
      .set({ run_at: new Date() })
      .where('id', '=', job.id)
      .execute();
    await t.worker.runDue();
    current = (await getReview(review.id)).responses[0]!;
    expect(current).toMatchObject({ id: r.id, status: 'published', status_description: null });
    const types = (await history(review.id)).map((e) => e.event_type);
    expect(types).toContain('response_publish_failed');
    expect(types.at(-2)).toBe('response_published');
  });

  it('a response that always fails stays error_published after the last attempt', async () => {
    const review = await freshReview();
    await json<Response>(
      await t.api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: t.admin,
        json: { content: 'Hello [fail-publish]', publish: true },
      }),
      201,
    );
    await t.worker.runDue();
    const after = await getReview(review.id);
    expect(after.responses[0]!.status).toBe('error_published');
    expect(after.status).toBe('new');
    const job = await t.api.db
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
      await t.api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: t.admin,
        json: { content: 'Thanks! [fail-delete]', publish: true },
      }),
      201,
    );
    await t.worker.runDue();
    const del = await json<Response>(
      await t.api.request(`/api/responses/${r.id}`, { method: 'DELETE', auth: t.admin }),
      202,
    );
    expect(del.status).toBe('pending_delete');
    const single = createWorker({
      db: t.api.db,
      runners: createJobRunners(t.api.deps),
      backoffMs: () => 60_000,
      log: () => {},
    });
    await single.runDue();
    expect((await getReview(review.id)).responses[0]!.status).toBe('error_unpublished');

    const other = await freshReview();
    const ok = await json<Response>(
      await t.api.request(`/api/reviews/${other.id}/responses`, {
        method: 'POST',
        auth: t.admin,
        json: { content: 'Thanks!', publish: true },
      }),
      201,
    );
    await t.worker.runDue();
    await json(
      await t.api.request(`/api/responses/${ok.id}`, { method: 'DELETE', auth: t.admin }),
      202,
    );
    await t.worker.runDue();
    expect((await getReview(other.id)).responses).toEqual([]);
    expect((await history(other.id)).map((e) => e.event_type)).toContain('response_deleted');
    // A draft is removed at once.
    const third = await freshReview();
    const d = await json<Response>(
      await t.api.request(`/api/reviews/${third.id}/responses`, {
        method: 'POST',
        auth: t.admin,
        json: { content: 'draft' },
      }),
      201,
    );
    expect(
      (await t.api.request(`/api/responses/${d.id}`, { method: 'DELETE', auth: t.admin })).status,
    ).toBe(204);
  });

  it('refuses Read Only users, other accounts and bad input without changing anything', async () => {
    const review = await freshReview();
    const ro = await t.api.request(`/api/reviews/${review.id}/responses`, {
      method: 'POST',
      auth: t.readOnly,
      json: { content: 'hi' },
    });
    expect(ro.status).toBe(403);
    const roStatus = await t.api.request(`/api/reviews/${review.id}`, {
      method: 'PATCH',
      auth: t.readOnly,
      json: { status: 'flagged' },
    });
    expect(roStatus.status).toBe(403);
    const foreign = await t.api.request(`/api/reviews/${review.id}/responses`, {
      method: 'POST',
      auth: t.evergreen,
      json: { content: 'hi' },
    });
    expect(foreign.status).toBe(404);
    for (const body of [{}, { content: '' }, { content: 'x'.repeat(5000) }, { content: 5 }]) {
      const res = await t.api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: t.admin,
        json: body,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/content/);
    }
    expect((await getReview(review.id)).responses).toEqual([]);
    const r = await json<Response>(
      await t.api.request(`/api/reviews/${review.id}/responses`, {
        method: 'POST',
        auth: t.admin,
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
      const res = await t.api.request(path, {
        method,
        auth: t.evergreen,
        ...(method === 'PATCH' ? { json: { content: 'theirs' } } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await getReview(review.id)).responses[0]!.content).toBe('mine');
    expect((await t.api.request('/api/responses/abc', { auth: t.admin })).status).toBe(400);
  });

  it('changes a review status and records it', async () => {
    const review = await freshReview();
    await json(
      await t.api.request(`/api/reviews/${review.id}`, {
        method: 'PATCH',
        auth: t.admin,
        json: { status: 'flagged' },
      }),
      200,
    );
    expect((await getReview(review.id)).status).toBe('flagged');
    expect((await history(review.id)).at(-1)).toMatchObject({
      event_type: 'status_changed',
      data: { from: 'new', to: 'flagged' },
    });
    const bad = await t.api.request(`/api/reviews/${review.id}`, {
      method: 'PATCH',
      auth: t.admin,
      json: { status: 'done' },
    });
    expect(bad.status).toBe(400);
  });
});
