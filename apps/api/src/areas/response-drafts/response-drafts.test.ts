import type { ResponseDraft, Review, ReviewEvent } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import type { ResponseWriter } from '../../providers/response-writer';
import { NEEDS_PERSON_ALERT_JOB } from '../alerts/needs-person-alert';
import { draftsTest, json } from './drafts-test';

/** POST /api/reviews/{id}/response_drafts: drafts that answer the review, guarded, never published; reviews held for a person. */

const t = draftsTest();
let n = 0;

describe('POST /api/reviews/{id}/response_drafts', () => {
  it('answers a one-star review’s own complaints and publishes nothing', async () => {
    const review = await t.arrive('The pasta came out cold and the wait was long.', 1);
    const answer = await json<ResponseDraft>(await t.draft(review.id), 200);
    expect(answer).toMatchObject({
      review_id: review.id,
      writer: 'local',
      needs_person: false,
      reason: null,
    });
    expect(answer.content).toMatch(/^Hi Sam,/);
    expect(answer.content).toContain('sorry the pasta came out cold and the wait was long');
    expect(answer.content).not.toContain('Ortega');
    expect(answer.aspects).toEqual([
      { point: 'the pasta came out cold', category: 'Food', sentiment: 'negative', answered: true },
      { point: 'the wait was long', category: 'Wait Time', sentiment: 'negative', answered: true },
    ]);
    const after = await json<Review>(
      await t.api.request(`/api/reviews/${review.id}`, { auth: t.admin }),
      200,
    );
    expect(after.responses).toEqual([]);
    const events = (
      await json<{ _embedded: { events: ReviewEvent[] } }>(
        await t.api.request(`/api/reviews/${review.id}/history`, { auth: t.admin }),
        200,
      )
    )._embedded.events;
    const drafted = events.find((e) => e.event_type === 'response_draft_written');
    expect(drafted).toMatchObject({
      user_id: t.manager.user_id,
      data: { writer: 'local', writer_name: 'local', needs_person: false },
    });
  });

  it('holds a review alleging food poisoning for a person; it raised the account’s alert on arrival', async () => {
    const alertJobs = async (reviewId: number) =>
      (
        await t.api.db
          .selectFrom('jobs')
          .select(['payload'])
          .where('kind', '=', NEEDS_PERSON_ALERT_JOB)
          .where('account_id', '=', t.admin.account_id)
          .execute()
      ).filter((j) => Number(j.payload.review_id) === reviewId).length;
    const review = await t.arrive(
      'Two of us got food poisoning after the chicken. Never again.',
      1,
    );
    const raised = await alertJobs(review.id);
    expect(raised).toBeGreaterThan(0);
    const answer = await json<ResponseDraft>(await t.draft(review.id), 200);
    expect(answer.needs_person).toBe(true);
    expect(answer.reason).toMatch(/health problem \(“food poisoning”\)/);
    expect(answer.content).not.toMatch(/sorry the chicken/i);
    await t.api.runJobs();
    expect(t.api.mail.sent.some((m) => m.subject.includes('needs a person'))).toBe(true);
    // Drafting it (again) raises no second alert.
    await json<ResponseDraft>(await t.draft(review.id), 200);
    expect(await alertJobs(review.id)).toBe(raised);
    // Without smart responses, nothing is raised.
    await t.setting(t.admin.account_id, 'false');
    const quiet = await t.arrive('I got food poisoning here.', 1);
    expect(await alertJobs(quiet.id)).toBe(0);
  });

  it('is never answered by an auto-responding rule when it needs a person', async () => {
    const settings = (code: string, value: string) =>
      t.api.db
        .updateTable('account_settings')
        .set({ value })
        .where('account_id', '=', t.admin.account_id)
        .where('code', '=', code)
        .execute();
    await settings('auto_responding', 'true');
    await settings('response_autopilot', 'true');
    const template = await t.api.db
      .selectFrom('response_templates')
      .select('id')
      .where('account_id', '=', t.admin.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const rule = await t.api.db
      .insertInto('auto_response_rules')
      .values({
        account_id: t.admin.account_id,
        name: 'Answer every one-star',
        template_id: template.id,
        ratings: [1],
        without_text_only: false,
        delay_hours: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const held = await t.arrive('The chicken gave my son food poisoning.', 1);
      const ordinary = await t.arrive('The soup was cold.', 1);
      await t.api.db
        .updateTable('jobs')
        .set({ run_at: new Date(0) })
        .where('status', '=', 'queued')
        .execute();
      await t.api.runJobs();
      const get = async (id: number) =>
        json<Review>(await t.api.request(`/api/reviews/${id}`, { auth: t.admin }), 200);
      expect((await get(held.id)).responses).toEqual([]);
      expect((await get(ordinary.id)).responses).toHaveLength(1);
      const events = (
        await json<{ _embedded: { events: ReviewEvent[] } }>(
          await t.api.request(`/api/reviews/${held.id}/history`, { auth: t.admin }),
          200,
        )
      )._embedded.events;
      expect(events.find((e) => e.event_type === 'auto_response_skipped')?.data.reason).toMatch(
        /health problem/,
      );
    } finally {
      await t.api.db.deleteFrom('auto_response_rules').where('id', '=', rule.id).execute();
      await settings('response_autopilot', 'false');
    }
  });

  it('a smart-draft rule answers with the review’s own points, once, from its lowest rating up', async () => {
    const settings = (code: string, value: string) =>
      t.api.db
        .updateTable('account_settings')
        .set({ value })
        .where('account_id', '=', t.admin.account_id)
        .where('code', '=', code)
        .execute();
    await settings('auto_responding', 'true');
    const template = await t.api.db
      .selectFrom('response_templates')
      .select('id')
      .where('account_id', '=', t.admin.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const create = (body: Record<string, unknown>) =>
      t.api.request('/api/auto_response_rules', {
        method: 'POST',
        auth: t.admin,
        json: {
          name: `Smart ${++n}`,
          template_id: template.id,
          ratings: [1, 2, 3],
          smart_draft: true,
          smart_draft_lowest_rating: 2,
          ...body,
        },
      });
    const rule = await json<{
      id: number;
      smart_draft: boolean;
      smart_draft_lowest_rating: number;
    }>(await create({}), 201);
    expect(rule).toMatchObject({ smart_draft: true, smart_draft_lowest_rating: 2 });
    try {
      const answered = await t.arrive('The pasta came out cold and the wait was long.', 2);
      const below = await t.arrive('The pasta came out cold.', 1);
      await t.api.db
        .updateTable('jobs')
        .set({ run_at: new Date(0) })
        .where('status', '=', 'queued')
        .execute();
      await t.api.runJobs();
      await t.api.runJobs();
      const get = async (id: number) =>
        json<Review>(await t.api.request(`/api/reviews/${id}`, { auth: t.admin }), 200);
      const got = await get(answered.id);
      expect(got.responses).toHaveLength(1);
      expect(got.responses[0]!.status).toBe('draft');
      expect(got.responses[0]!.content).toContain(
        'sorry the pasta came out cold and the wait was long',
      );
      expect((await get(below.id)).responses).toEqual([]);
      // Without smart responses, a smart-draft rule cannot be made.
      await t.setting(t.admin.account_id, 'false');
      expect((await create({})).status).toBe(403);
    } finally {
      await t.api.db.deleteFrom('auto_response_rules').where('id', '=', rule.id).execute();
    }
  });

  it('offers the template for a review in a language the local writer cannot write', async () => {
    const review = await t.arrive(
      'La comida estaba fría y el servicio fue muy lento.',
      2,
      'Lucía Gómez',
    );
    const answer = await json<ResponseDraft>(await t.draft(review.id), 200);
    expect(answer.writer).toBe('local');
    expect(answer.note).toMatch(/English only.*Spanish/);
    expect(answer.template_id).not.toBeNull();
    expect(answer.content).toContain('Lucía');
  });

  it('uses a configured model, guarded; a failing model falls back to the local writer', async () => {
    const review = await t.arrive('The pasta came out cold and the wait was long.', 1);
    const model: ResponseWriter = {
      kind: 'model',
      name: 'chat-completions:fake',
      async write() {
        return 'Hi Sam,\n\nSorry about the cold pasta and the long wait. Your next meal is on the house. Hope to see you again.';
      },
    };
    t.api.deps.providers.responseWriter = model;
    const byModel = await json<ResponseDraft>(await t.draft(review.id), 200);
    expect(byModel.writer).toBe('model');
    expect(byModel.content).toBe(
      'Hi Sam,\n\nSorry about the cold pasta and the long wait. Hope to see you again.',
    );
    t.api.deps.providers.responseWriter = {
      ...model,
      async write() {
        throw new Error('The model did not answer within 20 s');
      },
    };
    const fallback = await json<ResponseDraft>(await t.draft(review.id), 200);
    expect(fallback.writer).toBe('local');
    expect(fallback.note).toBe(
      'The model did not answer within 20 s; the local writer wrote this draft instead.',
    );
    expect(fallback.content).toContain('sorry the pasta came out cold and the wait was long');
  });

  it('is 403 with the setting off or for Read Only, 404 for another account’s review, 400 for a bad id', async () => {
    const review = await t.arrive('Cold soup.', 2);
    await t.setting(t.admin.account_id, 'false');
    const off = await json<{ error: string }>(await t.draft(review.id), 403);
    expect(off.error).toBe('Smart responses are not part of this account’s plan.');
    await t.setting(t.admin.account_id, 'true');
    expect((await t.draft(review.id, t.readOnly)).status).toBe(403);
    await t.setting(t.evergreen.account_id, 'true');
    expect((await t.draft(review.id, t.evergreen)).status).toBe(404);
    expect((await t.draft(0)).status).toBe(400);
    expect(
      (
        await t.api.request(`/api/reviews/${review.id}/response_drafts`, {
          method: 'POST',
          auth: t.manager,
          body: '[',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
  });
});
