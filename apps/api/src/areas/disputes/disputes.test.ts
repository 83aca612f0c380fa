import type {
  Dispute,
  DisputeCounts,
  Review,
  ReviewEvent,
  Session,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/partner-fixtures';
import { json } from '../../../test/read-json';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
let manager: Session;
let readOnly: Session;
let evergreen: Session;

beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, readOnly, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
});
afterAll(() => api.close());

const errorOf = async (res: globalThis.Response) => ((await res.json()) as { error: string }).error;

/** The n-th newest review of the account from a source (by code). */
async function reviewOf(auth: Session, sourceCode: string, n = 0): Promise<Review> {
  const row = await api.db
    .selectFrom('reviews as r')
    .innerJoin('sources as s', 's.id', 'r.source_id')
    .select('r.id')
    .where('r.account_id', '=', auth.account_id)
    .where('s.code', '=', sourceCode)
    .orderBy('r.id')
    .offset(n)
    .limit(1)
    .executeTakeFirstOrThrow();
  return json<Review>(await api.request(`/api/reviews/${row.id}`, { auth }), 200);
}

const flag = (reviewId: number, body: unknown, auth = manager) =>
  api.request(`/api/reviews/${reviewId}/disputes`, { method: 'POST', auth, json: body });
const step = (id: number, body: unknown, auth = manager) =>
  api.request(`/api/disputes/${id}`, { method: 'PATCH', auth, json: body });
const history = async (reviewId: number) =>
  (
    await json<{ _embedded: { events: ReviewEvent[] } }>(
      await api.request(`/api/reviews/${reviewId}/history?per_page=100&sort[order]=asc`, {
        auth: admin,
      }),
      200,
    )
  )._embedded.events.filter((e) => e.event_type.startsWith('dispute_'));
const list = async (query = '', auth = admin) =>
  json<{ _embedded: { disputes: Dispute[] }; _total: number; counts: DisputeCounts }>(
    await api.request(`/api/disputes${query}`, { auth }),
    200,
  );

async function setSetting(accountId: number, value: 'true' | 'false') {
  const updated = await api.db
    .updateTable('account_settings')
    .set({ value })
    .where('account_id', '=', accountId)
    .where('code', '=', 'dispute_reviews')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await api.db
      .insertInto('account_settings')
      .values({ account_id: accountId, code: 'dispute_reviews', value })
      .execute();
}

describe('review disputes', () => {
  it('goes flagged → submitted → removed, recording each step in the review’s history', async () => {
    const review = await reviewOf(admin, 'google');
    expect(review.dispute).toBeNull();
    const flagged = await json<Dispute>(
      await flag(review.id, { reason: 'fake', note: 'Never a guest: no booking under this name.' }),
      201,
    );
    expect(flagged).toMatchObject({
      review_id: review.id,
      reason: 'fake',
      status: 'flagged',
      outcome: 'open',
      note: 'Never a guest: no booking under this name.',
      flagged_by_user_id: manager.user_id,
      source_code: 'google',
      report_url: 'https://support.google.com/business/answer/4596773',
      submitted_at: null,
      resolved_at: null,
    });
    const submitted = await json<Dispute>(await step(flagged.id, { status: 'submitted' }), 200);
    expect(submitted.status).toBe('submitted');
    expect(submitted.submitted_at).not.toBeNull();
    const removed = await json<Dispute>(
      await step(flagged.id, { status: 'removed', note: 'Google removed it after 3 days.' }, admin),
      200,
    );
    expect(removed).toMatchObject({ status: 'removed', outcome: 'removed' });
    expect(removed.resolved_at).not.toBeNull();

    const events = await history(review.id);
    expect(events.map((e) => e.event_type)).toEqual([
      'dispute_flagged',
      'dispute_submitted',
      'dispute_removed',
    ]);
    expect(events[0]).toMatchObject({
      user_id: manager.user_id,
      data: { dispute_id: flagged.id, reason: 'fake' },
    });
    expect(events[2]).toMatchObject({
      user_id: admin.user_id,
      data: { from: 'submitted', to: 'removed', note: 'Google removed it after 3 days.' },
    });
    const after = await json<Review>(
      await api.request(`/api/reviews/${review.id}`, { auth: admin }),
      200,
    );
    expect(after.dispute).toMatchObject({ id: flagged.id, status: 'removed', reason: 'fake' });
  });

  it('links each site’s own reporting page (http(s) only) and none for a site without one', async () => {
    const yelp = await json<Dispute>(
      await flag((await reviewOf(admin, 'yelp')).id, { reason: 'spam' }),
      201,
    );
    expect(yelp.report_url).toMatch(/^https:\/\/www\.yelp-support\.com\//);
    const facebook = await json<Dispute>(
      await flag((await reviewOf(admin, 'facebook')).id, { reason: 'offensive' }),
      201,
    );
    expect(facebook.report_url).toBe('https://www.facebook.com/help/1753719584844061');
    const other = await json<Dispute>(
      await flag((await reviewOf(admin, 'opentable')).id, { reason: 'off_topic' }),
      201,
    );
    expect(other.report_url).toBeNull();
  });

  it('allows one open dispute per review (409), and a new one once the last is closed', async () => {
    const review = await reviewOf(admin, 'google', 1);
    const first = await json<Dispute>(await flag(review.id, { reason: 'spam' }), 201);
    const again = await flag(review.id, { reason: 'offensive' }, admin);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatch(/already has an open dispute/);
    // Two flags at once: one wins.
    const other = await reviewOf(admin, 'google', 2);
    const both = await Promise.all([
      flag(other.id, { reason: 'spam' }),
      flag(other.id, { reason: 'fake' }, admin),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);

    await json(await step(first.id, { status: 'withdrawn', note: 'Our mistake' }), 200);
    const second = await json<Dispute>(
      await flag(review.id, { reason: 'personal_information' }),
      201,
    );
    expect(second.id).not.toBe(first.id);
  });

  it('refuses steps out of order with 409 naming the allowed ones', async () => {
    const review = await reviewOf(admin, 'google', 3);
    const d = await json<Dispute>(await flag(review.id, { reason: 'conflict_of_interest' }), 201);
    const early = await step(d.id, { status: 'removed' });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatch(/submitted, withdrawn; not removed/);
    await json(await step(d.id, { status: 'submitted' }), 200);
    await json(await step(d.id, { status: 'rejected', note: 'Google kept it' }), 200);
    const closed = await step(d.id, { status: 'submitted' });
    expect(closed.status).toBe(409);
    expect(await errorOf(closed)).toMatch(/closed/);
    expect((await history(review.id)).map((e) => e.event_type)).toEqual([
      'dispute_flagged',
      'dispute_submitted',
      'dispute_rejected',
    ]);
  });

  it('lists disputes with counts by status, outcome and reason, and filters the reviews by dispute status', async () => {
    const all = await list('?per_page=100');
    const rows = all._embedded.disputes;
    expect(all._total).toBe(rows.length);
    // The counts are the list's own rows, counted.
    const by = (key: 'status' | 'outcome' | 'reason', value: string) =>
      rows.filter((d) => d[key] === value).length;
    for (const s of ['flagged', 'submitted', 'removed', 'rejected', 'withdrawn'] as const)
      expect(all.counts.by_status[s], s).toBe(by('status', s));
    for (const o of ['open', 'removed', 'rejected', 'withdrawn'] as const)
      expect(all.counts.by_outcome[o], o).toBe(by('outcome', o));
    expect(all.counts.by_reason.spam).toBe(by('reason', 'spam'));
    expect(all.counts.total).toBe(rows.length);
    // Against the database.
    const db = await api.db
      .selectFrom('disputes')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('account_id', '=', admin.account_id)
      .groupBy('status')
      .execute();
    for (const r of db) expect(all.counts.by_status[r.status]).toBe(Number(r.n));
    expect(all.counts.by_outcome.removed).toBeGreaterThanOrEqual(1);
    expect(all.counts.by_outcome.rejected).toBeGreaterThanOrEqual(1);

    const removed = await list('?status=removed');
    expect(removed._embedded.disputes.every((d) => d.status === 'removed')).toBe(true);
    expect(removed.counts.total).toBe(removed._total);
    const yelp = rows.find((d) => d.source_code === 'yelp')!;
    const bySource = await list(`?source_id=${yelp.source_id}`);
    expect(bySource._embedded.disputes.every((d) => d.source_id === yelp.source_id)).toBe(true);

    const reviews = await json<{ _embedded: { reviews: Review[] }; _total: number }>(
      await api.request(
        '/api/reviews?dispute_status=removed&dispute_status=rejected&per_page=100',
        {
          auth: admin,
        },
      ),
      200,
    );
    expect(reviews._total).toBe(all.counts.by_status.removed + all.counts.by_status.rejected);
    expect(
      reviews._embedded.reviews.every((r) => ['removed', 'rejected'].includes(r.dispute!.status)),
    ).toBe(true);
    // A withdrawn dispute followed by a new flag: the review is flagged, not withdrawn.
    const withdrawnReviews = await json<{ _embedded: { reviews: Review[] } }>(
      await api.request('/api/reviews?dispute_status=withdrawn', { auth: admin }),
      200,
    );
    expect(withdrawnReviews._embedded.reviews).toHaveLength(0);
    expect((await api.request('/api/reviews?dispute_status=open', { auth: admin })).status).toBe(
      400,
    );
  });

  it('answers 403 to Read Only and Limited users writing, 404 for another account, 400 for bad input', async () => {
    const review = await reviewOf(admin, 'google', 5);
    expect((await flag(review.id, { reason: 'spam' }, readOnly)).status).toBe(403);
    const limited = await makeUser(api, {
      accountId: admin.account_id,
      userType: 'limited_user' as 'user',
    });
    expect((await flag(review.id, { reason: 'spam' }, limited)).status).toBe(403);
    // Read Only reads them.
    await list('', readOnly);
    const d = await json<Dispute>(await flag(review.id, { reason: 'spam' }), 201);
    expect((await step(d.id, { status: 'submitted' }, readOnly)).status).toBe(403);

    const bad = await flag(review.id, { reason: 'rude' });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatch(/reason/);
    expect((await flag(review.id, { reason: 'spam', note: 'x'.repeat(2001) })).status).toBe(400);
    expect((await flag(review.id, { reason: 'spam', note: 'a\u0000b' })).status).toBe(400);
    expect((await step(d.id, { status: 'gone' })).status).toBe(400);
    expect((await step(d.id, {})).status).toBe(400);
    expect((await api.request('/api/disputes/abc', { auth: admin })).status).toBe(400);
    expect((await api.request('/api/disputes?status=lost', { auth: admin })).status).toBe(400);
    expect(
      (await api.request('/api/disputes?flagged_after=yesterday', { auth: admin })).status,
    ).toBe(400);
    expect((await flag(999999999, { reason: 'spam' })).status).toBe(404);
    expect((await api.request('/api/disputes/999999', { auth: admin })).status).toBe(404);

    await setSetting(evergreen.account_id, 'true');
    try {
      expect((await flag(review.id, { reason: 'spam' }, evergreen)).status).toBe(404);
      expect((await step(d.id, { status: 'submitted' }, evergreen)).status).toBe(404);
      expect((await api.request(`/api/disputes/${d.id}`, { auth: evergreen })).status).toBe(404);
      expect((await list('', evergreen))._total).toBe(0);
      expect(
        (await api.request(`/api/disputes?account_id=${admin.account_id}`, { auth: evergreen }))
          .status,
      ).toBe(404);
    } finally {
      await setSetting(evergreen.account_id, 'false');
    }
  });

  it('answers 403 saying so when the dispute_reviews setting is off', async () => {
    const review = await reviewOf(evergreen, 'google');
    const res = await flag(review.id, { reason: 'spam' }, evergreen);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatch(/disputes are not enabled.*dispute_reviews/);
    expect((await api.request('/api/disputes', { auth: evergreen })).status).toBe(403);
    expect(
      (
        await api.request('/api/disputes/1', {
          auth: evergreen,
          method: 'PATCH',
          json: { status: 'submitted' },
        })
      ).status,
    ).toBe(403);
  });
});
