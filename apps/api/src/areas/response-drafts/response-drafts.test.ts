import type {
  ResponseDraft,
  ResponseVoice,
  Review,
  ReviewEvent,
  Session,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_REPLY,
  type FakeChatCompletions,
  startFakeChatCompletions,
} from '../../../test/fake-chat-completions';
import { allEvents, readEvents, type ServerEvent } from '../../../test/read-events';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { chatCompletionsWriter, type ResponseWriter } from '../../providers/response-writer';
import { NEEDS_PERSON_ALERT_JOB } from '../alerts/needs-person-alert';

let api: TestApi;
let admin: Session;
let manager: Session;
let readOnly: Session;
let partner: Session;
let evergreen: Session;
let locationId: number;
let googleId: number;
let n = 0;

beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, readOnly, partner, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    api.login('readonly@demo.test'),
    api.login('partner@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  locationId = (
    await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  googleId = (
    await api.db
      .selectFrom('sources')
      .select('id')
      .where('code', '=', 'google')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => api.close());

const setting = async (accountId: number, value: string) => {
  await api.db
    .deleteFrom('account_settings')
    .where('account_id', '=', accountId)
    .where('code', '=', 'ai_smart_responses')
    .execute();
  await api.db
    .insertInto('account_settings')
    .values({ account_id: accountId, code: 'ai_smart_responses', value })
    .execute();
};

beforeEach(async () => {
  await setting(admin.account_id, 'true');
  api.deps.providers.responseWriter = undefined;
});

const json = async <T>(res: globalThis.Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const arrive = async (content: string, rating: number, author = 'Sam Ortega') =>
  json<Review>(
    await api.request('/api/reviews', {
      method: 'POST',
      auth: admin,
      json: {
        location_id: locationId,
        source_id: googleId,
        external_id: `draft-${++n}`,
        rating,
        content,
        author_name: author,
        published_at: '2026-11-24T09:00:00Z',
      },
    }),
    201,
  );
const draft = (reviewId: number, auth: Session = manager) =>
  api.request(`/api/reviews/${reviewId}/response_drafts`, { method: 'POST', auth, json: {} });

describe('POST /api/reviews/{id}/response_drafts', () => {
  it('answers a one-star review’s own complaints and publishes nothing', async () => {
    const review = await arrive('The pasta came out cold and the wait was long.', 1);
    const answer = await json<ResponseDraft>(await draft(review.id), 200);
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
      await api.request(`/api/reviews/${review.id}`, { auth: admin }),
      200,
    );
    expect(after.responses).toEqual([]);
    const events = (
      await json<{ _embedded: { events: ReviewEvent[] } }>(
        await api.request(`/api/reviews/${review.id}/history`, { auth: admin }),
        200,
      )
    )._embedded.events;
    const drafted = events.find((e) => e.event_type === 'response_draft_written');
    expect(drafted).toMatchObject({
      user_id: manager.user_id,
      data: { writer: 'local', writer_name: 'local', needs_person: false },
    });
  });

  it('holds a review alleging food poisoning for a person; it raised the account’s alert on arrival', async () => {
    const alertJobs = async (reviewId: number) =>
      (
        await api.db
          .selectFrom('jobs')
          .select(['payload'])
          .where('kind', '=', NEEDS_PERSON_ALERT_JOB)
          .where('account_id', '=', admin.account_id)
          .execute()
      ).filter((j) => Number(j.payload.review_id) === reviewId).length;
    const review = await arrive('Two of us got food poisoning after the chicken. Never again.', 1);
    const raised = await alertJobs(review.id);
    expect(raised).toBeGreaterThan(0);
    const answer = await json<ResponseDraft>(await draft(review.id), 200);
    expect(answer.needs_person).toBe(true);
    expect(answer.reason).toMatch(/health problem \(“food poisoning”\)/);
    expect(answer.content).not.toMatch(/sorry the chicken/i);
    await api.runJobs();
    expect(api.mail.sent.some((m) => m.subject.includes('needs a person'))).toBe(true);
    // Drafting it (again) raises no second alert.
    await json<ResponseDraft>(await draft(review.id), 200);
    expect(await alertJobs(review.id)).toBe(raised);
    // Without smart responses, nothing is raised.
    await setting(admin.account_id, 'false');
    const quiet = await arrive('I got food poisoning here.', 1);
    expect(await alertJobs(quiet.id)).toBe(0);
  });

  it('is never answered by an auto-responding rule when it needs a person', async () => {
    const settings = (code: string, value: string) =>
      api.db
        .updateTable('account_settings')
        .set({ value })
        .where('account_id', '=', admin.account_id)
        .where('code', '=', code)
        .execute();
    await settings('auto_responding', 'true');
    await settings('response_autopilot', 'true');
    const template = await api.db
      .selectFrom('response_templates')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const rule = await api.db
      .insertInto('auto_response_rules')
      .values({
        account_id: admin.account_id,
        name: 'Answer every one-star',
        template_id: template.id,
        ratings: [1],
        without_text_only: false,
        delay_hours: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const held = await arrive('The chicken gave my son food poisoning.', 1);
      const ordinary = await arrive('The soup was cold.', 1);
      await api.db
        .updateTable('jobs')
        .set({ run_at: new Date(0) })
        .where('status', '=', 'queued')
        .execute();
      await api.runJobs();
      const get = async (id: number) =>
        json<Review>(await api.request(`/api/reviews/${id}`, { auth: admin }), 200);
      expect((await get(held.id)).responses).toEqual([]);
      expect((await get(ordinary.id)).responses).toHaveLength(1);
      const events = (
        await json<{ _embedded: { events: ReviewEvent[] } }>(
          await api.request(`/api/reviews/${held.id}/history`, { auth: admin }),
          200,
        )
      )._embedded.events;
      expect(events.find((e) => e.event_type === 'auto_response_skipped')?.data.reason).toMatch(
        /health problem/,
      );
    } finally {
      await api.db.deleteFrom('auto_response_rules').where('id', '=', rule.id).execute();
      await settings('response_autopilot', 'false');
    }
  });

  it('a smart-draft rule answers with the review’s own points, once, from its lowest rating up', async () => {
    const settings = (code: string, value: string) =>
      api.db
        .updateTable('account_settings')
        .set({ value })
        .where('account_id', '=', admin.account_id)
        .where('code', '=', code)
        .execute();
    await settings('auto_responding', 'true');
    const template = await api.db
      .selectFrom('response_templates')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const create = (body: Record<string, unknown>) =>
      api.request('/api/auto_response_rules', {
        method: 'POST',
        auth: admin,
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
      const answered = await arrive('The pasta came out cold and the wait was long.', 2);
      const below = await arrive('The pasta came out cold.', 1);
      await api.db
        .updateTable('jobs')
        .set({ run_at: new Date(0) })
        .where('status', '=', 'queued')
        .execute();
      await api.runJobs();
      await api.runJobs();
      const get = async (id: number) =>
        json<Review>(await api.request(`/api/reviews/${id}`, { auth: admin }), 200);
      const got = await get(answered.id);
      expect(got.responses).toHaveLength(1);
      expect(got.responses[0]!.status).toBe('draft');
      expect(got.responses[0]!.content).toContain(
        'sorry the pasta came out cold and the wait was long',
      );
      expect((await get(below.id)).responses).toEqual([]);
      // Without smart responses, a smart-draft rule cannot be made.
      await setting(admin.account_id, 'false');
      expect((await create({})).status).toBe(403);
    } finally {
      await api.db.deleteFrom('auto_response_rules').where('id', '=', rule.id).execute();
    }
  });

  it('offers the template for a review in a language the local writer cannot write', async () => {
    const review = await arrive(
      'La comida estaba fría y el servicio fue muy lento.',
      2,
      'Lucía Gómez',
    );
    const answer = await json<ResponseDraft>(await draft(review.id), 200);
    expect(answer.writer).toBe('local');
    expect(answer.note).toMatch(/English only.*Spanish/);
    expect(answer.template_id).not.toBeNull();
    expect(answer.content).toContain('Lucía');
  });

  it('uses a configured model, guarded; a failing model falls back to the local writer', async () => {
    const review = await arrive('The pasta came out cold and the wait was long.', 1);
    const model: ResponseWriter = {
      kind: 'model',
      name: 'chat-completions:fake',
      async write() {
        return 'Hi Sam,\n\nSorry about the cold pasta and the long wait. Your next meal is on the house. Hope to see you again.';
      },
    };
    api.deps.providers.responseWriter = model;
    const byModel = await json<ResponseDraft>(await draft(review.id), 200);
    expect(byModel.writer).toBe('model');
    expect(byModel.content).toBe(
      'Hi Sam,\n\nSorry about the cold pasta and the long wait. Hope to see you again.',
    );
    api.deps.providers.responseWriter = {
      ...model,
      async write() {
        throw new Error('The model did not answer within 20 s');
      },
    };
    const fallback = await json<ResponseDraft>(await draft(review.id), 200);
    expect(fallback.writer).toBe('local');
    expect(fallback.note).toBe(
      'The model did not answer within 20 s; the local writer wrote this draft instead.',
    );
    expect(fallback.content).toContain('sorry the pasta came out cold and the wait was long');
  });

  it('is 403 with the setting off or for Read Only, 404 for another account’s review, 400 for a bad id', async () => {
    const review = await arrive('Cold soup.', 2);
    await setting(admin.account_id, 'false');
    const off = await json<{ error: string }>(await draft(review.id), 403);
    expect(off.error).toBe('Smart responses are not part of this account’s plan.');
    await setting(admin.account_id, 'true');
    expect((await draft(review.id, readOnly)).status).toBe(403);
    await setting(evergreen.account_id, 'true');
    expect((await draft(review.id, evergreen)).status).toBe(404);
    expect((await draft(0)).status).toBe(400);
    expect(
      (
        await api.request(`/api/reviews/${review.id}/response_drafts`, {
          method: 'POST',
          auth: manager,
          body: '[',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
  });
});

const drafting = (reviewId: number, auth: Session = manager) =>
  api.request(`/api/reviews/${reviewId}/response_drafts/stream`, {
    method: 'POST',
    auth,
    json: {},
  });
const textOf = (events: ServerEvent[]) => {
  let text = '';
  for (const e of events) {
    if (e.event === 'restart') text = '';
    if (e.event === 'delta') text += (e.data as { text: string }).text;
  }
  return text;
};

describe('POST /api/reviews/{id}/response_drafts/stream', () => {
  let fake: FakeChatCompletions;
  beforeAll(async () => {
    fake = await startFakeChatCompletions();
  });
  afterAll(() => fake.close());
  const fakeModel = (model: string) =>
    chatCompletionsWriter({ url: fake.baseUrl, apiKey: 'sk-test', model });

  it('streams the local writer’s draft piece by piece, then the same draft the JSON route gives', async () => {
    const review = await arrive('The pasta came out cold and the wait was long.', 1);
    const res = await drafting(review.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await allEvents(res);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(events.at(-1)?.event).toBe('draft');
    const final = events.at(-1)?.data as ResponseDraft;
    expect(textOf(events)).toBe(final.content);
    const whole = await json<ResponseDraft>(await draft(review.id), 200);
    expect(final).toEqual(whole);
    const history = (
      await json<{ _embedded: { events: ReviewEvent[] } }>(
        await api.request(`/api/reviews/${review.id}/history`, { auth: admin }),
        200,
      )
    )._embedded.events.filter((e) => e.event_type === 'response_draft_written');
    expect(history).toHaveLength(2);
    for (const e of history)
      expect(e).toMatchObject({ user_id: manager.user_id, data: { writer: 'local' } });
  });

  it('sends the model’s pieces as the fake Chat Completions server streams them, before it ends', async () => {
    const review = await arrive('The pasta came out cold and the wait was long.', 1);
    api.deps.providers.responseWriter = fakeModel('held');
    const res = await drafting(review.id);
    expect(res.status).toBe(200);
    const seen: ServerEvent[] = [];
    let released = false;
    for await (const e of readEvents(res)) {
      seen.push(e);
      if (!released && textOf(seen) === FAKE_REPLY.join('')) {
        // Every piece arrived while the model is still writing: nothing final yet.
        expect(seen.map((x) => x.event)).toEqual(FAKE_REPLY.map(() => 'delta'));
        released = true;
        fake.release();
      }
    }
    expect(released).toBe(true);
    expect(seen.at(-1)).toMatchObject({
      event: 'draft',
      data: { writer: 'model', note: null, content: FAKE_REPLY.join('') },
    });
  });

  it('falls back to the local writer when the model breaks off mid-stream, and says so', async () => {
    const review = await arrive('The pasta came out cold and the wait was long.', 1);
    api.deps.providers.responseWriter = fakeModel('broken');
    const events = await allEvents(await drafting(review.id));
    const restart = events.findIndex((e) => e.event === 'restart');
    expect(restart).toBe(FAKE_REPLY.length);
    const { note } = events[restart]!.data as { note: string };
    expect(note).toMatch(
      /^The model's answer broke off .*; the local writer wrote this draft instead\.$/,
    );
    const final = events.at(-1)?.data as ResponseDraft;
    expect(events.at(-1)?.event).toBe('draft');
    expect(final.writer).toBe('local');
    expect(final.note).toBe(note);
    expect(final.content).toContain('sorry the pasta came out cold and the wait was long');
    expect(textOf(events)).toBe(final.content);
  });

  it('ends with the guarded text when the guardrails change what was streamed', async () => {
    const review = await arrive('The pasta came out cold and the wait was long.', 1);
    const said = [
      'Hi Sam,\n\nSorry about the cold pasta and the long wait.',
      ' Your next meal is on the house.',
      ' Hope to see you again.',
    ];
    api.deps.providers.responseWriter = {
      kind: 'model',
      name: 'chat-completions:fake',
      async write(_facts, options) {
        for (const piece of said) options?.onDelta?.(piece);
        return said.join('');
      },
    };
    const events = await allEvents(await drafting(review.id));
    expect(textOf(events)).toBe(said.join(''));
    expect(events.at(-1)).toMatchObject({
      event: 'draft',
      data: {
        writer: 'model',
        content: 'Hi Sam,\n\nSorry about the cold pasta and the long wait. Hope to see you again.',
      },
    });
  });

  it('refuses as the JSON route does: 403, 404, 400, before any event', async () => {
    const review = await arrive('Cold soup.', 2);
    await setting(admin.account_id, 'false');
    const off = await json<{ error: string }>(await drafting(review.id), 403);
    expect(off.error).toBe('Smart responses are not part of this account’s plan.');
    await setting(admin.account_id, 'true');
    expect((await drafting(review.id, readOnly)).status).toBe(403);
    await setting(evergreen.account_id, 'true');
    expect((await drafting(review.id, evergreen)).status).toBe(404);
    expect((await drafting(0)).status).toBe(400);
    const bad = await api.request(`/api/reviews/${review.id}/response_drafts/stream`, {
      method: 'POST',
      auth: manager,
      body: '[',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('json');
  });
});

describe('/api/response_voice', () => {
  const put = (body: unknown, auth: Session = admin, query = '') =>
    api.request(`/api/response_voice${query}`, { method: 'PUT', auth, json: body });

  it('starts from the defaults; admins change it; the local writer uses it', async () => {
    const start = await json<ResponseVoice>(
      await api.request('/api/response_voice', { auth: manager }),
      200,
    );
    expect(start).toMatchObject({
      tone: 'warm',
      sign_off: '',
      words_to_avoid: [],
      instructions: '',
    });
    const saved = await json<ResponseVoice>(
      await put({
        tone: 'formal',
        sign_off: 'The Blue Fern team',
        words_to_avoid: ['delighted', ' delighted '],
      }),
      200,
    );
    expect(saved).toMatchObject({
      account_id: admin.account_id,
      tone: 'formal',
      sign_off: 'The Blue Fern team',
      words_to_avoid: ['delighted'],
    });
    expect(saved.updated_at).not.toBeNull();
    const review = await arrive('The pasta came out cold and the wait was long.', 1);
    const answer = await json<ResponseDraft>(await draft(review.id), 200);
    expect(answer.content).toMatch(/^Dear Sam,/);
    expect(answer.content).toMatch(/\n\nThe Blue Fern team$/);
    // Leaving a field out keeps it.
    expect(await json<ResponseVoice>(await put({ tone: 'brief' }), 200)).toMatchObject({
      tone: 'brief',
      sign_off: 'The Blue Fern team',
    });
    await put({ tone: 'warm', sign_off: '', words_to_avoid: [] });
  });

  it('is for admins to change (403 otherwise), partners may set a child’s, others 404', async () => {
    expect((await put({ tone: 'brief' }, manager)).status).toBe(403);
    expect((await api.request('/api/response_voice', { auth: readOnly })).status).toBe(403);
    const child = await json<ResponseVoice>(
      await put(
        { sign_off: 'From your partner' },
        partner,
        `?child_account_id=${admin.account_id}`,
      ),
      200,
    );
    expect(child).toMatchObject({ account_id: admin.account_id, sign_off: 'From your partner' });
    expect((await put({ tone: 'brief' }, partner, `?account_id=${admin.account_id}`)).status).toBe(
      404,
    );
    expect(
      (await put({ tone: 'brief' }, admin, `?child_account_id=${evergreen.account_id}`)).status,
    ).toBe(404);
    expect(
      (await put({ tone: 'brief' }, admin, `?account_id=${evergreen.account_id}`)).status,
    ).toBe(404);
    await put({ sign_off: '' });
  });

  it('refuses bad input with 400 and says what is wrong; 403 with the setting off', async () => {
    const bad = await json<{ error: string }>(await put({ tone: 'grumpy' }), 400);
    expect(bad.error).toMatch(/tone/);
    expect((await put({ sign_off: 'a\nb' })).status).toBe(400);
    expect((await put({ words_to_avoid: 'cheap' })).status).toBe(400);
    expect((await put({ instructions: 'x'.repeat(1001) })).status).toBe(400);
    expect((await api.request('/api/response_voice?account_id=abc', { auth: admin })).status).toBe(
      400,
    );
    await setting(admin.account_id, 'false');
    expect((await api.request('/api/response_voice', { auth: admin })).status).toBe(403);
  });
});
