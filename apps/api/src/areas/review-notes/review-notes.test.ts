import type { Review, ReviewEvent, ReviewNote, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/read-json';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let readOnly: Session;
let evergreen: Session;
let review: Review;

beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, user, readOnly, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  const res = await api.request('/api/reviews?per_page=1&page=7', { auth: admin });
  review = ((await res.json()) as { _embedded: { reviews: Review[] } })._embedded.reviews[0]!;
});
afterAll(() => api.close());

const notesUrl = () => `/api/reviews/${review.id}/notes`;
const notes = async (auth = admin) =>
  (await json<{ _embedded: { notes: ReviewNote[] } }>(await api.request(notesUrl(), { auth }), 200))
    ._embedded.notes;

describe('/api/reviews/{id}/notes', () => {
  it('keeps internal notes in order, in the history, and out of the published response', async () => {
    const first = await json<ReviewNote>(
      await api.request(notesUrl(), {
        method: 'POST',
        auth: manager,
        json: { content: 'Called the guest.' },
      }),
      201,
    );
    expect(first).toMatchObject({ user_id: manager.user_id, user_name: 'Marcus Reyes' });
    await json(
      await api.request(notesUrl(), {
        method: 'POST',
        auth: user,
        json: { content: '<b>Refund</b> sent' },
      }),
      201,
    );
    const list = await notes(readOnly);
    expect(list.map((n) => n.content)).toEqual(['Called the guest.', '<b>Refund</b> sent']);
    const events = (
      await json<{ _embedded: { events: ReviewEvent[] } }>(
        await api.request(`/api/reviews/${review.id}/history?per_page=50`, { auth: admin }),
        200,
      )
    )._embedded.events;
    expect(events.filter((e) => e.event_type === 'note_added')).toHaveLength(2);
    const r = await json<Review>(
      await api.request(`/api/reviews/${review.id}`, { auth: admin }),
      200,
    );
    expect(JSON.stringify(r.responses)).not.toContain('Called the guest');
  });

  it('lets only the author or an administrator delete a note', async () => {
    const note = await json<ReviewNote>(
      await api.request(notesUrl(), { method: 'POST', auth: manager, json: { content: 'Mine' } }),
      201,
    );
    const del = (auth: Session) =>
      api.request(`${notesUrl()}/${note.id}`, { method: 'DELETE', auth });
    expect((await del(user)).status).toBe(403);
    expect((await del(evergreen)).status).toBe(404);
    expect((await del(admin)).status).toBe(204);
    expect((await del(admin)).status).toBe(404);
  });

  it('validates and scopes', async () => {
    const post = (json: unknown, auth = admin, url = notesUrl()) =>
      api.request(url, { method: 'POST', auth, json });
    expect((await post({ content: '' })).status).toBe(400);
    expect((await post({ content: 'x'.repeat(2001) })).status).toBe(400);
    expect((await post({ content: 'hi' }, readOnly)).status).toBe(403);
    expect((await post({ content: 'hi' }, evergreen)).status).toBe(404);
    expect((await api.request(notesUrl(), { auth: evergreen })).status).toBe(404);
    expect((await post({ content: 'hi' }, admin, '/api/reviews/abc/notes')).status).toBe(400);
  });
});
