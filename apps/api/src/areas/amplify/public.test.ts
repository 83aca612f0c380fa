import type { PublicWidget, Session, Widget, WidgetType } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWidgetId, seedDemoWidgets } from '../../../seed/seed-widgets';
import { startTestApi, type TestApi } from '../../../test/test-api';

/** GET /api/public/widgets/:id: shape, privacy, caching headers, CORS, 404s. */
let api: TestApi;
let admin: Session;
const ids = {} as Record<WidgetType, string>;

const get = (id: string, init: RequestInit = {}) =>
  fetch(`${api.baseUrl}/api/public/widgets/${id}`, init);
const payload = async (id: string) => {
  const res = await get(id);
  expect(res.status).toBe(200);
  return (await res.json()) as PublicWidget;
};

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  // The demo seed publishes these; seeding again is harmless.
  const widgets = await seedDemoWidgets(api.db, admin.account_id);
  for (const w of widgets) ids[w.widget_type] = w.id;
});
afterAll(() => api.close());

describe('the demo widgets', () => {
  it('publishes one widget of each kind with stable ids', async () => {
    expect(Object.keys(ids).sort()).toEqual([
      'full_page',
      'location_info',
      'star_snapshot',
      'teaser',
    ]);
    for (const [type, id] of Object.entries(ids))
      expect(id).toBe(demoWidgetId(admin.account_id, type as WidgetType));
    const again = await seedDemoWidgets(api.db, admin.account_id);
    expect(again.map((w) => w.id).sort()).toEqual(Object.values(ids).sort());
  });
});

describe('payload', () => {
  it('full_page: reviews newest first with display names, sources, responses and a summary', async () => {
    const w = await payload(ids.full_page);
    expect(Object.keys(w).sort()).toEqual(['data', 'id', 'name', 'settings', 'widget_type']);
    expect(w).toMatchObject({ id: ids.full_page, widget_type: 'full_page', name: 'Reviews page' });
    expect(w.data.business_name).toBe('Blue Fern Bistro');
    expect(w.data.location).toBeNull();
    expect(w.data.reviews).toHaveLength(w.settings.max_reviews);
    const dates = w.data.reviews.map((r) => r.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const r of w.data.reviews) {
      expect(Object.keys(r).sort()).toEqual([
        'id',
        'published_at',
        'rating',
        'response',
        'reviewer_name',
        'source',
        'text',
      ]);
      expect(r.text.length).toBeGreaterThan(0);
      expect(r.rating).toBeGreaterThanOrEqual(0);
      expect(Object.keys(r.source).sort()).toEqual(['code', 'icon_url', 'name']);
      if (r.reviewer_name?.includes(' ')) expect(r.reviewer_name).toMatch(/^\S+ \S\.$/);
      if (r.response) expect(Object.keys(r.response).sort()).toEqual(['published_at', 'text']);
    }
    expect(w.data.reviews.some((r) => r.response !== null)).toBe(true);

    // The summary counts every rated public review of the account.
    const expected = await api.db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('rating').as('avg')])
      .where('account_id', '=', admin.account_id)
      .where('review_type', '!=', 'feedback')
      .where('rating', '>', 0)
      .executeTakeFirstOrThrow();
    const s = w.data.summary;
    expect(s.count).toBe(Number(expected.n));
    expect(s.average).toBeCloseTo(Number(expected.avg), 2);
    expect(String(s.average)).toMatch(/^\d(\.\d{1,2})?$/);
    const d = s.distribution;
    expect(d[1] + d[2] + d[3] + d[4] + d[5]).toBe(s.count);
  });

  it('teaser: only the featured five-star reviews, in their order', async () => {
    const w = await payload(ids.teaser);
    expect(w.settings.featured_review_ids.length).toBe(8);
    expect(w.data.reviews.map((r) => r.id)).toEqual(w.settings.featured_review_ids);
    expect(w.data.reviews.every((r) => r.rating === 5)).toBe(true);
  });

  it('location_info: address, phone, website, hours and open status', async () => {
    const w = await payload(ids.location_info);
    expect(w.data.reviews).toEqual([]);
    const loc = w.data.location!;
    expect(loc).not.toBeNull();
    expect(Object.keys(loc).sort()).toEqual([
      'address_lines',
      'holiday_hours',
      'hours',
      'name',
      'open_now',
      'open_status',
      'phone',
      'timezone',
      'website',
    ]);
    const row = await api.db
      .selectFrom('locations')
      .selectAll()
      .where('id', '=', w.settings.location_id!)
      .executeTakeFirstOrThrow();
    expect(loc.name).toBe(row.public_name);
    expect(loc.address_lines[0]).toBe(row.address);
    expect(loc.address_lines.at(-1)).toContain(row.zipcode);
    expect(loc.phone).toBe(row.phone);
    expect(loc.timezone).toBe(row.timezone);
    expect(loc.hours?.monday).toBeDefined();
    // Upcoming holiday hours only (the demo seeds some), in date order.
    const dates = loc.holiday_hours.map((h) => h.date);
    expect([...dates].sort()).toEqual(dates);
    // "Today" is the location's own date, at most a day behind UTC.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(dates.every((d) => d >= yesterday)).toBe(true);
    expect(typeof loc.open_now).toBe('boolean');
  });

  it('star_snapshot: the summary of its location', async () => {
    const w = await payload(ids.star_snapshot);
    expect(w.data.reviews).toEqual([]);
    const { n } = await api.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('location_id', '=', w.settings.location_id!)
      .where('review_type', '!=', 'feedback')
      .where('rating', '>', 0)
      .executeTakeFirstOrThrow();
    expect(w.data.summary.count).toBe(Number(n));
    expect(w.data.location?.name).toBeTruthy();
  });

  it('the summary says what it covers: its locations (the one by its public name) and sources', async () => {
    const star = await payload(ids.star_snapshot);
    const location = await api.db
      .selectFrom('locations')
      .select(['name', 'public_name'])
      .where('id', '=', star.settings.location_id!)
      .executeTakeFirstOrThrow();
    expect(star.data.summary.scope).toEqual({
      all_locations: false,
      locations: 1,
      location_name: location.public_name || location.name,
      sources: [],
    });
    const { n } = await api.db
      .selectFrom('locations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', admin.account_id)
      .executeTakeFirstOrThrow();
    expect((await payload(ids.full_page)).data.summary.scope).toEqual({
      all_locations: true,
      locations: Number(n),
      location_name: null,
      sources: [],
    });

    // Two locations, one source: counted and named, and the figures are theirs only.
    const two = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .limit(2)
      .execute();
    const google = await api.db
      .selectFrom('sources')
      .select(['id', 'name'])
      .where('code', '=', 'google')
      .executeTakeFirstOrThrow();
    const created = await api.request('/api/amplify/widgets', {
      method: 'POST',
      auth: admin,
      json: {
        name: 'Two places',
        widget_type: 'full_page',
        settings: { location_ids: two.map((l) => l.id), source_ids: [google.id] },
      },
    });
    const widget = (await created.json()) as Widget;
    await api.request(`/api/amplify/widgets/${widget.id}/publish`, { method: 'POST', auth: admin });
    const w = await payload(widget.id);
    expect(w.data.summary.scope).toEqual({
      all_locations: false,
      locations: 2,
      location_name: null,
      sources: [google.name],
    });
    const counted = await api.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(
        'location_id',
        'in',
        two.map((l) => l.id),
      )
      .where('source_id', '=', google.id)
      .where('review_type', '!=', 'feedback')
      .where('rating', '>', 0)
      .executeTakeFirstOrThrow();
    expect(w.data.summary.count).toBe(Number(counted.n));
  });

  it('never carries an e-mail address or internal field', async () => {
    // A review and a published response mentioning e-mail addresses.
    const review = await api.db
      .selectFrom('reviews')
      .select(['id', 'location_id', 'source_id'])
      .where('account_id', '=', admin.account_id)
      .where('review_type', '=', 'review')
      .orderBy('published_at', 'desc')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('reviews')
      .set({
        content: 'Write to me at diner.person@example.com, or jo+x@mail.example.org!',
        author_name: 'someone@example.com',
        author_email: 'someone@example.com',
        published_at: new Date(Date.now() + 60_000),
      })
      .where('id', '=', review.id)
      .execute();
    await api.db
      .insertInto('responses')
      .values({
        account_id: admin.account_id,
        review_id: review.id,
        source_id: review.source_id,
        content: 'Thanks! Reach us at hello@blue-fern.example.com.',
        status: 'published',
        published_at: new Date(),
      })
      .execute();
    const created = await api.request('/api/amplify/widgets', {
      method: 'POST',
      auth: admin,
      json: { name: 'Privacy', widget_type: 'full_page', settings: { max_reviews: 100 } },
    });
    const widget = (await created.json()) as Widget;
    await api.request(`/api/amplify/widgets/${widget.id}/publish`, { method: 'POST', auth: admin });

    for (const id of [...Object.values(ids), widget.id]) {
      const res = await get(id);
      const text = await res.text();
      expect(text).not.toContain('@');
      for (const key of ['account_id', 'author_email', 'email', 'status', 'user_id', 'external_id'])
        expect(text).not.toContain(`"${key}"`);
    }
    const w = await payload(widget.id);
    const shown = w.data.reviews.find((r) => r.id === review.id)!;
    expect(shown.text).toBe('Write to me at [email hidden], or [email hidden]!');
    expect(shown.reviewer_name).toBeNull();
    expect(shown.response?.text).toBe('Thanks! Reach us at [email hidden].');
  });
});

describe('holiday hours', () => {
  it('lists the location’s special hours from today on, by date', async () => {
    const locationId = (await payload(ids.location_info)).settings.location_id!;
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // Start from none: the demo seed gives this location upcoming holidays of its own.
    await sql`DELETE FROM special_hours WHERE location_id = ${locationId}`.execute(api.db);
    await sql`INSERT INTO special_hours (account_id, location_id, start_date, closed, is_24_hours, hours) VALUES
      (${admin.account_id}, ${locationId}, ${day(-3)}, true, false, '[]'),
      (${admin.account_id}, ${locationId}, ${day(9)}, false, false, '[{"open_time":"10:00","close_time":"14:00"}]'),
      (${admin.account_id}, ${locationId}, ${day(5)}, true, false, '[]'),
      (${admin.account_id}, ${locationId}, ${day(7)}, false, true, '[]')`.execute(api.db);
    // A new widget: the demo one's payload may still be in the in-process cache.
    const created = await api.request('/api/amplify/widgets', {
      method: 'POST',
      auth: admin,
      json: {
        name: 'Holidays',
        widget_type: 'location_info',
        settings: { location_id: locationId },
      },
    });
    const widget = (await created.json()) as Widget;
    await api.request(`/api/amplify/widgets/${widget.id}/publish`, { method: 'POST', auth: admin });
    const w = await payload(widget.id);
    expect(w.data.location!.holiday_hours).toEqual([
      { date: day(5), closed: true, hours: [] },
      { date: day(7), closed: false, hours: [] },
      { date: day(9), closed: false, hours: [{ open_time: '10:00', close_time: '14:00' }] },
    ]);
  });
});

describe('HTTP', () => {
  it('sends ETag and Cache-Control, and 304 on If-None-Match', async () => {
    const res = await get(ids.full_page);
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers.get('content-type')).toMatch(/json/);
    const body = await res.text();
    expect((await get(ids.full_page)).headers.get('etag')).toBe(etag);

    const notModified = await get(ids.full_page, { headers: { 'if-none-match': etag! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(await notModified.text()).toBe('');
    const weak = await get(ids.full_page, { headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(weak.status).toBe(304);
    const stale = await get(ids.full_page, { headers: { 'if-none-match': '"stale"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });

  it('allows any origin, without credentials', async () => {
    const res = await get(ids.teaser, { headers: { origin: 'https://customer.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/etag/i);
    const preflight = await get(ids.teaser, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://customer.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('unknown, malformed and unpublished ids are 404 with {error}', async () => {
    const created = await api.request('/api/amplify/widgets', {
      method: 'POST',
      auth: admin,
      json: { name: 'Draft', widget_type: 'full_page' },
    });
    const draft = (await created.json()) as Widget;
    for (const id of [draft.id, 'wgt_0000000000000000000000', 'nope', '1', '%27%20OR%201=1']) {
      const res = await get(id);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: 'Widget not found' });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('needs no credentials and ignores bad ones', async () => {
    const res = await get(ids.star_snapshot, { headers: { authorization: 'Basic bm9wZTpub3Bl' } });
    expect(res.status).toBe(200);
  });

  it('stops serving when the kind is switched off for the account', async () => {
    await api.db
      .updateTable('account_settings')
      .set({ value: 'false' })
      .where('account_id', '=', admin.account_id)
      .where('code', '=', 'amplify_location_information_widgets')
      .execute();
    // The in-process cache keeps a payload a few seconds; a write through the API drops it.
    await api.request(`/api/amplify/widgets/${ids.location_info}`, {
      method: 'PATCH',
      auth: admin,
      json: { name: 'Visit us' },
    });
    expect((await get(ids.location_info)).status).toBe(404);
    await api.db
      .updateTable('account_settings')
      .set({ value: 'true' })
      .where('account_id', '=', admin.account_id)
      .where('code', '=', 'amplify_location_information_widgets')
      .execute();
  });
});
