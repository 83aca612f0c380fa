import type {
  ChildReview,
  HalList,
  Response,
  ResponseDraft,
  Session,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePartnerChildren, type PartnerChildren } from '../../../test/partner-children';
import { makeUser } from '../../../test/partner-fixtures';
import { allEvents } from '../../../test/read-events';
import { json } from '../../../test/run-export';
import { startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let kids: PartnerChildren;
let other: PartnerChildren;
let readOnly: Session;
let partnerUser: Session;
let childAdmin: Session;

beforeAll(async () => {
  api = await startTestApi();
  kids = await makePartnerChildren(api, 'Queue');
  other = await makePartnerChildren(api, 'Faraway');
  readOnly = await makeUser(api, { accountId: kids.partner.account_id, userType: 'read_only' });
  partnerUser = await makeUser(api, { accountId: kids.partner.account_id, userType: 'user' });
  childAdmin = await api.login('admin@demo.test');
});
afterAll(() => api.close());

const queue = async (query = '', auth: Session = kids.partner) =>
  json<HalList<'reviews', ChildReview>>(
    await api.request(`/api/child_reviews${query}`, { auth }),
    200,
  );
const ids = (list: HalList<'reviews', ChildReview>) => list._embedded.reviews.map((r) => r.id);
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('GET /child_reviews', () => {
  it("lists the children's reviews without any response, newest or oldest first", async () => {
    const { a3, a4, a6, b1 } = kids.reviews;
    const list = await queue();
    // a1, a2, b2 are answered; a5 has a draft (a response already): none is waiting.
    expect(ids(list)).toEqual([b1, a3, a4, a6]);
    expect(list._total).toBe(4);
    expect(list._embedded.reviews[1]).toMatchObject({
      id: a3,
      account_id: kids.alpha,
      account_name: 'Queue Alpha Diner',
      location_name: 'Alpha Downtown',
      source_name: 'Google',
      rating: 1,
      content: 'The cold soup was a letdown',
      author_name: 'Guest a3',
      sentiment: -1,
      can_respond: true,
    });
    expect(ids(await queue('?sort[order]=asc'))).toEqual([a6, a4, a3, b1]);
    const page2 = await queue('?per_page=3&page=2');
    expect(ids(page2)).toEqual([a6]);
    expect(page2._total_pages).toBe(2);
  });

  it("suggests the child account's best fitting response template, filled in with the location's public name", async () => {
    await api.db
      .updateTable('locations')
      .set({ public_name: 'Alpha on Main' })
      .where('account_id', '=', kids.alpha)
      .where('name', '=', 'Alpha Downtown')
      .execute();
    await api.db
      .insertInto('response_templates')
      .values([
        {
          account_id: kids.alpha,
          name: 'Sorry (1 star)',
          content: 'Hi {reviewer_first_name}, we are sorry about your visit to {location_name}.',
          ratings: [1],
        },
        { account_id: kids.alpha, name: 'Any review', content: 'Thanks from {business_name}!' },
      ])
      .execute();
    const list = await queue(`?child_account_id=${kids.alpha}`);
    const byId = new Map(list._embedded.reviews.map((r) => [r.id, r.suggested_template]));
    expect(byId.get(kids.reviews.a3!)).toEqual({
      name: 'Sorry (1 star)',
      content: 'Hi Guest, we are sorry about your visit to Alpha on Main.',
    });
    expect(byId.get(kids.reviews.a4!)).toEqual({
      name: 'Any review',
      content: 'Thanks from Queue Alpha Diner!',
    });
    // Bravo has no templates; a Read Only partner user is offered none.
    expect(
      (await queue(`?child_account_id=${kids.bravo}`))._embedded.reviews[0]!.suggested_template,
    ).toBeNull();
    const seen = await queue(`?child_account_id=${kids.alpha}`, readOnly);
    expect(seen._embedded.reviews.every((r) => r.suggested_template === null)).toBe(true);
  });

  it('filters by child account, rating, source, dates, sentiment and text', async () => {
    const { a3, a4, a6, b1 } = kids.reviews;
    expect(ids(await queue(`?child_account_id=${kids.bravo}`))).toEqual([b1]);
    expect(ids(await queue('?rating=1'))).toEqual([a3]);
    expect(ids(await queue('?rating=0&rating=2'))).toEqual([b1, a4, a6]);
    expect(ids(await queue('?sentiment=-1'))).toEqual([b1, a3, a6]);
    expect(ids(await queue('?sentiment=1'))).toEqual([]);
    expect(ids(await queue('?search_terms=SOUP'))).toEqual([a3]);
    expect(ids(await queue(`?published_after=${day(-30)}`))).toEqual([b1, a3, a4]);
    expect(ids(await queue(`?published_before=${day(-30)}`))).toEqual([a6]);
    expect(ids(await queue(`?source_id=${kids.sourceId}&child_account_id=${kids.alpha}`))).toEqual([
      a3,
      a4,
      a6,
    ]);
    // What the reviews list's filters write (reviewFiltersToQuery): several sources, the words
    // for sentiment, its sort columns.
    expect(ids(await queue(`?source_id=${kids.sourceId}&source_id=999999`))).toEqual([
      b1,
      a3,
      a4,
      a6,
    ]);
    expect(ids(await queue('?sentiment=negative'))).toEqual([b1, a3, a6]);
    expect(ids(await queue('?sentiment=positive'))).toEqual([]);
    const byRating = (await queue('?sort[by]=rating&sort[order]=asc'))._embedded.reviews;
    const ratings = byRating.map((r) => r.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((x, y) => x - y));
    expect(new Set(byRating.map((r) => r.id))).toEqual(new Set([b1, a3, a4, a6]));
    const desc = (await queue('?sort[by]=rating'))._embedded.reviews.map((r) => r.rating ?? 0);
    expect(desc).toEqual([...ratings].reverse());
  });

  it('answers 400, 403 and 404 per role and tenant', async () => {
    for (const q of [
      '?rating=9',
      '?sentiment=0',
      `?published_after=${day(0)}&published_before=${day(-2)}`,
      '?child_account_id=abc',
      '?sort[by]=author_name',
    ]) {
      const res = await api.request(`/api/child_reviews${q}`, { auth: kids.partner });
      expect(res.status, q).toBe(400);
    }
    // A child account's user: 403 (only partners have child accounts).
    expect((await api.request('/api/child_reviews', { auth: childAdmin })).status).toBe(403);
    // Another partner's child: 404; its reviews never appear here.
    const res = await api.request(`/api/child_reviews?child_account_id=${other.alpha}`, {
      auth: kids.partner,
    });
    expect(res.status).toBe(404);
    expect(ids(await queue())).not.toContain(other.reviews.a3);
    // A Read Only partner user sees the queue but may not answer.
    const seen = await queue('', readOnly);
    expect(seen._embedded.reviews.every((r) => !r.can_respond)).toBe(true);
  });
});

describe('POST /child_reviews/{id}/responses', () => {
  it('publishes through the responses path and the review leaves the queue', async () => {
    const id = kids.reviews.a3!;
    const created = await json<Response>(
      await api.request(`/api/child_reviews/${id}/responses`, {
        method: 'POST',
        auth: partnerUser,
        json: { content: 'We are sorry about the soup.', publish: true },
      }),
      201,
    );
    expect(created).toMatchObject({
      review_id: id,
      status: 'pending_publish',
      content: 'We are sorry about the soup.',
    });
    expect(ids(await queue())).not.toContain(id);
    // The same job and provider as any response: published, the review completed.
    await api.runJobs();
    const row = await api.db
      .selectFrom('responses')
      .innerJoin('reviews', 'reviews.id', 'responses.review_id')
      .select([
        'responses.status',
        'responses.account_id',
        'responses.author_user_id',
        'reviews.status as review_status',
      ])
      .where('responses.id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'published',
      account_id: kids.alpha,
      author_user_id: partnerUser.user_id,
      review_status: 'completed',
    });
    const events = await api.db
      .selectFrom('review_events')
      .select(['event_type', 'user_id'])
      .where('review_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event_type)).toEqual(
      expect.arrayContaining([
        'response_drafted',
        'response_publish_requested',
        'response_published',
      ]),
    );
    expect(events.find((e) => e.event_type === 'response_drafted')?.user_id).toBe(
      partnerUser.user_id,
    );
    // One response per review, as everywhere.
    const again = await api.request(`/api/child_reviews/${id}/responses`, {
      method: 'POST',
      auth: kids.partner,
      json: { content: 'Second answer', publish: true },
    });
    expect(again.status).toBe(409);
  });

  it('answers 400, 403 and 404 per role and tenant', async () => {
    const id = kids.reviews.b1!;
    const post = (auth: Session, body: unknown, reviewId: number = id) =>
      api.request(`/api/child_reviews/${reviewId}/responses`, { method: 'POST', auth, json: body });
    for (const body of [{}, { content: '' }, { content: 'x'.repeat(20_000) }]) {
      const res = await post(kids.partner, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect((await res.json()).error).toMatch(/content/);
    }
    expect((await post(readOnly, { content: 'Thanks' })).status).toBe(403);
    expect((await post(childAdmin, { content: 'Thanks' })).status).toBe(403);
    expect((await post(kids.partner, { content: 'Thanks' }, other.reviews.b1!)).status).toBe(404);
    expect((await post(kids.partner, { content: 'Thanks' }, 999_999_999)).status).toBe(404);
    // Nothing was written: b1 is still waiting.
    expect(ids(await queue())).toContain(id);
  });
});

describe('POST /child_reviews/{id}/response_drafts', () => {
  const smart = async (accountId: number, value: string) => {
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
  const draft = (auth: Session, reviewId: number, stream = false) =>
    api.request(`/api/child_reviews/${reviewId}/response_drafts${stream ? '/stream' : ''}`, {
      method: 'POST',
      auth,
      json: {},
    });

  it("drafts a reply to a child's review in the child's account, as JSON or streamed", async () => {
    await smart(kids.bravo, 'true');
    await smart(kids.alpha, 'false');
    const id = kids.reviews.b1!;
    const listed = (await queue())._embedded.reviews;
    expect(listed.find((r) => r.id === id)?.can_draft).toBe(true);
    expect(listed.filter((r) => r.account_id === kids.alpha).every((r) => !r.can_draft)).toBe(true);
    const answer = await json<ResponseDraft>(await draft(partnerUser, id), 200);
    expect(answer).toMatchObject({ review_id: id, writer: 'local', needs_person: false });
    expect(answer.content.trim()).not.toBe('');
    const res = await draft(partnerUser, id, true);
    expect(res.status).toBe(200);
    const events = await allEvents(res);
    expect(events.some((e) => e.event === 'delta')).toBe(true);
    expect(events.at(-1)).toEqual({ event: 'draft', data: answer });
    // Nothing published; the child review's history has the partner user's two drafts.
    expect(ids(await queue())).toContain(id);
    const written = await api.db
      .selectFrom('review_events')
      .select(['user_id', 'data'])
      .where('review_id', '=', id)
      .where('event_type', '=', 'response_draft_written')
      .execute();
    expect(written).toHaveLength(2);
    for (const e of written) {
      expect(e.user_id).toBe(partnerUser.user_id);
      expect(e.data).toMatchObject({ writer: 'local', writer_name: 'local' });
    }
  });

  it('answers 400, 403 and 404 per role, tenant and setting, streamed or not', async () => {
    await smart(kids.bravo, 'true');
    await smart(kids.alpha, 'false');
    for (const stream of [false, true]) {
      const off = await draft(kids.partner, kids.reviews.a4!, stream);
      expect(off.status).toBe(403);
      expect((await off.json()).error).toBe('Smart responses are not part of this account’s plan.');
      expect((await draft(readOnly, kids.reviews.b1!, stream)).status).toBe(403);
      expect((await draft(childAdmin, kids.reviews.b1!, stream)).status).toBe(403);
      expect((await draft(kids.partner, other.reviews.b1!, stream)).status).toBe(404);
      expect((await draft(kids.partner, 999_999_999, stream)).status).toBe(404);
      const bad = await api.request(
        `/api/child_reviews/abc/response_drafts${stream ? '/stream' : ''}`,
        { method: 'POST', auth: kids.partner, json: {} },
      );
      expect(bad.status).toBe(400);
    }
  });
});
