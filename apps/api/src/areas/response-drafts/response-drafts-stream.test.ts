import type { ResponseDraft, ReviewEvent, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_REPLY,
  type FakeChatCompletions,
  startFakeChatCompletions,
} from '../../../test/fake-chat-completions';
import { allEvents, readEvents, type ServerEvent } from '../../../test/read-events';
import { chatCompletionsWriter } from '../../providers/response-writer';
import { draftsTest, json } from './drafts-test';

/** POST /api/reviews/{id}/response_drafts/stream: the draft as it is written, over server-sent events. */

const t = draftsTest();

const drafting = (reviewId: number, auth: Session = t.manager) =>
  t.api.request(`/api/reviews/${reviewId}/response_drafts/stream`, {
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
    const review = await t.arrive('The pasta came out cold and the wait was long.', 1);
    const res = await drafting(review.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await allEvents(res);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(events.at(-1)?.event).toBe('draft');
    const final = events.at(-1)?.data as ResponseDraft;
    expect(textOf(events)).toBe(final.content);
    const whole = await json<ResponseDraft>(await t.draft(review.id), 200);
    expect(final).toEqual(whole);
    const history = (
      await json<{ _embedded: { events: ReviewEvent[] } }>(
        await t.api.request(`/api/reviews/${review.id}/history`, { auth: t.admin }),
        200,
      )
    )._embedded.events.filter((e) => e.event_type === 'response_draft_written');
    expect(history).toHaveLength(2);
    for (const e of history)
      expect(e).toMatchObject({ user_id: t.manager.user_id, data: { writer: 'local' } });
  });

  it('sends the model’s pieces as the fake Chat Completions server streams them, before it ends', async () => {
    const review = await t.arrive('The pasta came out cold and the wait was long.', 1);
    t.api.deps.providers.responseWriter = fakeModel('held');
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
    const review = await t.arrive('The pasta came out cold and the wait was long.', 1);
    t.api.deps.providers.responseWriter = fakeModel('broken');
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
    const review = await t.arrive('The pasta came out cold and the wait was long.', 1);
    const said = [
      'Hi Sam,\n\nSorry about the cold pasta and the long wait.',
      ' Your next meal is on the house.',
      ' Hope to see you again.',
    ];
    t.api.deps.providers.responseWriter = {
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
    const review = await t.arrive('Cold soup.', 2);
    await t.setting(t.admin.account_id, 'false');
    const off = await json<{ error: string }>(await drafting(review.id), 403);
    expect(off.error).toBe('Smart responses are not part of this account’s plan.');
    await t.setting(t.admin.account_id, 'true');
    expect((await drafting(review.id, t.readOnly)).status).toBe(403);
    await t.setting(t.evergreen.account_id, 'true');
    expect((await drafting(review.id, t.evergreen)).status).toBe(404);
    expect((await drafting(0)).status).toBe(400);
    const bad = await t.api.request(`/api/reviews/${review.id}/response_drafts/stream`, {
      method: 'POST',
      auth: t.manager,
      body: '[',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('json');
  });
});
