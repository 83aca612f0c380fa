import type { PublicWidget, Review, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWidgetId, seedDemoWidgets } from '../../../seed/seed-widgets';
import { basicAuth, firstLocationId, startTestApi, type TestApi } from '../../../test/test-api';

/** A review arriving is everywhere at once: metrics, keywords, widgets and the live channel. */
let api: TestApi;
let admin: Session;
let locationId: number;
let googleId: number;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  await seedDemoWidgets(api.db, admin.account_id);
  locationId = await firstLocationId(api, admin.account_id);
  googleId = (
    await api.db
      .selectFrom('sources')
      .select('id')
      .where('code', '=', 'google')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => api.close());

const today = new Date().toISOString().slice(0, 10);
const total = async () => {
  const res = await api.request(
    `/api/metrics/${admin.account_id}/overview?published_after=${today}&published_before=${today}`,
    { auth: admin },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { total_reviews: number }).total_reviews;
};

/** The first message on the account's live channel of reviews. */
async function nextLiveMessage(): Promise<unknown> {
  const ctl = new AbortController();
  const res = await fetch(`${api.baseUrl}/api/realtime/reviews-live`, {
    headers: { authorization: basicAuth(admin) },
    signal: ctl.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    ready: (async () => {
      while (!text.includes(': connected')) text += decoder.decode((await reader.read()).value);
    })(),
    message: (async () => {
      while (!/data: .*\n/.test(text)) text += decoder.decode((await reader.read()).value);
      ctl.abort();
      return JSON.parse(/data: (.*)\n/.exec(text)![1]!);
    })(),
  };
}

describe('a review arriving', () => {
  it('counts in metrics, has its keywords, leads the widget and is announced live', async () => {
    const before = await total();
    const live = (await nextLiveMessage()) as { ready: Promise<void>; message: Promise<unknown> };
    await live.ready;
    const res = await api.request('/api/reviews', {
      method: 'POST',
      auth: admin,
      json: {
        location_id: locationId,
        source_id: googleId,
        external_id: 'arrival-1',
        rating: 5,
        content: 'The brunch was wonderful and the staff were so friendly.',
        author_name: 'Morgan Hale',
        published_at: new Date().toISOString(),
      },
    });
    expect(res.status).toBe(201);
    const review = (await res.json()) as Review;
    expect(await live.message).toEqual({
      event: 'review',
      action: 'REVIEW_CREATED',
      review_id: review.id,
      location_id: locationId,
    });
    expect(await total()).toBe(before + 1);
    const keywords = (await (
      await api.request(`/api/review/${review.id}/keywords`, { auth: admin })
    ).json()) as { keywords: unknown[] };
    expect(keywords.keywords.length).toBeGreaterThan(0);
    const widget = (await (
      await fetch(
        `${api.baseUrl}/api/public/widgets/${demoWidgetId(admin.account_id, 'full_page')}`,
      )
    ).json()) as PublicWidget;
    expect(widget.data.reviews[0]).toMatchObject({ id: review.id, rating: 5 });
  });
});
