import type { Session, Widget, WidgetList } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

/** /api/amplify/widgets: CRUD, publish, list, tenancy, roles and bad input. */
let api: TestApi;
let admin: Session;
let locationIds: number[];
let groupId: number;
let reviewIds: number[];
let otherAccount: { locationId: number; reviewId: number; groupId: number };

const W = '/api/amplify/widgets';

async function create(body: unknown, auth: Session = admin) {
  return api.request(W, { method: 'POST', auth, json: body });
}
async function createOk(body: unknown): Promise<Widget> {
  const res = await create(body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Widget;
}
const widgetRows = () =>
  api.db.selectFrom('widgets').selectAll().orderBy('id').execute().then(JSON.stringify);

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  const acct = admin.account_id;
  locationIds = (
    await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', acct)
      .orderBy('id')
      .limit(3)
      .execute()
  ).map((r) => r.id);
  groupId = (
    await api.db
      .selectFrom('groups')
      .select('id')
      .where('account_id', '=', acct)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  reviewIds = (
    await api.db
      .selectFrom('reviews')
      .select('id')
      .where('account_id', '=', acct)
      .where('review_type', '=', 'review')
      .where('rating', '=', 5)
      .orderBy('id')
      .limit(16)
      .execute()
  ).map((r) => r.id);
  const other = await api.db
    .selectFrom('accounts')
    .select('id')
    .where('name', '=', 'Evergreen Family Health')
    .executeTakeFirstOrThrow();
  const pick = async (table: 'locations' | 'reviews' | 'groups') =>
    (
      await api.db
        .selectFrom(table)
        .select('id')
        .where('account_id', '=', other.id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  otherAccount = {
    locationId: await pick('locations'),
    reviewId: await pick('reviews'),
    groupId: await pick('groups'),
  };
});
afterAll(() => api.close());

describe('create, read, update, delete', () => {
  it('creates a widget with the kind defaults and an opaque id', async () => {
    const w = await createOk({ name: '  Homepage carousel ', widget_type: 'teaser' });
    expect(w.id).toMatch(/^wgt_[0-9A-Za-z]{22}$/);
    expect(w).toMatchObject({
      name: 'Homepage carousel',
      widget_type: 'teaser',
      account_id: admin.account_id,
      published: false,
      published_at: null,
    });
    // Teaser defaults (widgets.ts defaultWidgetSettings).
    expect(w.settings).toMatchObject({ min_rating: 4, max_reviews: 15, auto_publish: true });
    expect(w.settings.theme).toEqual({ scheme: 'auto', accent_color: '#1a73e8', corner_radius: 8 });
    expect(w._links.public.href).toBe(`/api/public/widgets/${w.id}`);
    const again = await createOk({ name: 'Another', widget_type: 'teaser' });
    expect(again.id).not.toBe(w.id);
  });

  it('reads, updates (merging settings) and deletes', async () => {
    const w = await createOk({
      name: 'Feed',
      widget_type: 'full_page',
      settings: {
        location_ids: [locationIds[0], locationIds[1], locationIds[0]],
        group_ids: [groupId],
        theme: { scheme: 'dark' },
        layout: { page_size: 10 },
      },
    });
    expect(w.settings.location_ids).toEqual([locationIds[0], locationIds[1]]);
    expect(w.settings.theme).toMatchObject({ scheme: 'dark', accent_color: '#1a73e8' });
    expect(w.settings.layout.page_size).toBe(10);

    const got = await api.request(`${W}/${w.id}`, { auth: admin });
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual(w);

    // PATCH sent as POST with the override header, as the client does.
    const patched = await api.request(`${W}/${w.id}`, {
      method: 'POST',
      headers: { 'x-http-method-override': 'PATCH' },
      auth: admin,
      json: {
        name: 'Reviews page',
        widget_type: 'teaser',
        settings: { theme: { accent_color: '#112233' }, auto_publish: false },
      },
    });
    expect(patched.status).toBe(200);
    const p = (await patched.json()) as Widget;
    expect(p.name).toBe('Reviews page');
    expect(p.widget_type).toBe('full_page'); // the kind does not change
    expect(p.settings.theme).toEqual({ scheme: 'dark', accent_color: '#112233', corner_radius: 8 });
    expect(p.settings.layout.page_size).toBe(10);
    expect(p.settings.location_ids).toEqual([locationIds[0], locationIds[1]]);
    expect(p.settings.auto_publish).toBe(false);
    expect(new Date(p.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(w.updated_at).getTime(),
    );

    const del = await api.request(`${W}/${w.id}`, { method: 'DELETE', auth: admin });
    expect(del.status).toBe(204);
    expect((await api.request(`${W}/${w.id}`, { auth: admin })).status).toBe(404);
    expect((await api.request(`${W}/${w.id}`, { method: 'DELETE', auth: admin })).status).toBe(404);
  });

  it('keeps at most 15 featured reviews, in order, all the account’s', async () => {
    const w = await createOk({
      name: 'Featured',
      widget_type: 'teaser',
      settings: { featured_review_ids: reviewIds.slice(0, 15).reverse(), auto_publish: false },
    });
    expect(w.settings.featured_review_ids).toEqual(reviewIds.slice(0, 15).reverse());
  });

  it('requires a location for Location Information', async () => {
    const res = await create({ name: 'Visit', widget_type: 'location_info' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Choose a location');
    const ok = await createOk({
      name: 'Visit',
      widget_type: 'location_info',
      settings: { location_id: locationIds[0] },
    });
    expect(ok.settings.location_id).toBe(locationIds[0]);
  });
});

describe('publish and unpublish', () => {
  it('publishes, unpublishes, and the public payload follows', async () => {
    const w = await createOk({ name: 'Snapshot', widget_type: 'star_snapshot' });
    expect((await api.request(`/api/public/widgets/${w.id}`)).status).toBe(404);

    const pub = await api.request(`${W}/${w.id}/publish`, { method: 'POST', auth: admin });
    expect(pub.status).toBe(200);
    const p = (await pub.json()) as Widget;
    expect(p.published).toBe(true);
    expect(p.published_at).not.toBeNull();
    expect((await api.request(`/api/public/widgets/${w.id}`)).status).toBe(200);

    const un = await api.request(`${W}/${w.id}/unpublish`, { method: 'POST', auth: admin });
    expect(un.status).toBe(200);
    expect(await un.json()).toMatchObject({ published: false, published_at: null });
    expect((await api.request(`/api/public/widgets/${w.id}`)).status).toBe(404);
  });

  it('a change is visible in the public payload at once', async () => {
    const w = await createOk({ name: 'Before', widget_type: 'star_snapshot' });
    await api.request(`${W}/${w.id}/publish`, { method: 'POST', auth: admin });
    expect((await (await api.request(`/api/public/widgets/${w.id}`)).json()).name).toBe('Before');
    await api.request(`${W}/${w.id}`, { method: 'PATCH', auth: admin, json: { name: 'After' } });
    expect((await (await api.request(`/api/public/widgets/${w.id}`)).json()).name).toBe('After');
    await api.request(`${W}/${w.id}`, { method: 'DELETE', auth: admin });
    expect((await api.request(`/api/public/widgets/${w.id}`)).status).toBe(404);
  });
});

describe('list', () => {
  let names: string[];
  beforeAll(async () => {
    await api.db.deleteFrom('widgets').where('account_id', '=', admin.account_id).execute();
    names = Array.from({ length: 30 }, (_, i) => `List widget ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) await createOk({ name, widget_type: 'full_page' });
    await createOk({ name: 'Lobby 100% screen', widget_type: 'star_snapshot' });
  });

  it('answers widgets[] and paging, newest first, 24 a page', async () => {
    const res = await api.request(W, { auth: admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as WidgetList;
    expect(body.paging).toEqual({ page: 1, per_page: 24, total: 31, total_pages: 2 });
    expect(body.widgets).toHaveLength(24);
    expect(body.widgets[0]!.name).toBe('Lobby 100% screen');
    expect(body._links.next?.href).toContain('page=2');
    const page2 = (await (await api.request(`${W}?page=2`, { auth: admin })).json()) as WidgetList;
    expect(page2.paging.page).toBe(2);
    expect(page2.widgets).toHaveLength(7);
    const all = [...body.widgets, ...page2.widgets].map((w) => w.id);
    expect(new Set(all).size).toBe(31);
    const past = (await (await api.request(`${W}?page=9`, { auth: admin })).json()) as WidgetList;
    expect(past.widgets).toEqual([]);
  });

  it('searches names by keywords (wildcards are literal)', async () => {
    const k = (await (
      await api.request(`${W}?keywords=widget%2007`, { auth: admin })
    ).json()) as WidgetList;
    expect(k.widgets.map((w) => w.name)).toEqual(['List widget 07']);
    expect(k.paging.total).toBe(1);
    const pct = (await (
      await api.request(`${W}?keywords=${encodeURIComponent('100%')}`, { auth: admin })
    ).json()) as WidgetList;
    expect(pct.widgets.map((w) => w.name)).toEqual(['Lobby 100% screen']);
    const none = (await (
      await api.request(`${W}?keywords=nothing-like-this`, { auth: admin })
    ).json()) as WidgetList;
    expect(none).toMatchObject({ widgets: [], paging: { total: 0, total_pages: 1 } });
  });

  it('sorts by name and filters by kind', async () => {
    const byName = (await (
      await api.request(`${W}?sort[by]=name&per_page=3`, { auth: admin })
    ).json()) as WidgetList;
    expect(byName.widgets.map((w) => w.name)).toEqual([
      'List widget 01',
      'List widget 02',
      'List widget 03',
    ]);
    const snaps = (await (
      await api.request(`${W}?widget_type=star_snapshot`, { auth: admin })
    ).json()) as WidgetList;
    expect(snaps.paging.total).toBe(1);
  });
});

describe('tenancy', () => {
  let intruder: Session;
  let widget: Widget;
  beforeAll(async () => {
    intruder = await loginAs(api, 'Evergreen Family Health', 'administrator');
    widget = await createOk({ name: 'Mine', widget_type: 'full_page' });
  });

  it('another account’s widget is 404 to read, update, delete, publish and unpublish', async () => {
    const before = await widgetRows();
    const url = `${W}/${widget.id}`;
    for (const [method, path, json] of [
      ['GET', url, undefined],
      ['PATCH', url, { name: 'Hijacked' }],
      ['DELETE', url, undefined],
      ['POST', `${url}/publish`, undefined],
      ['POST', `${url}/unpublish`, undefined],
    ] as const) {
      const res = await api.request(path, { method, auth: intruder, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json()).error).toBe('Widget not found');
    }
    expect(await widgetRows()).toBe(before);
    const list = (await (await api.request(W, { auth: intruder })).json()) as WidgetList;
    expect(list.widgets.some((w) => w.id === widget.id)).toBe(false);
  });

  it('settings cannot name another account’s locations, groups or reviews', async () => {
    const before = await widgetRows();
    for (const [settings, field] of [
      [{ location_ids: [locationIds[0], otherAccount.locationId] }, 'location_ids'],
      [{ group_ids: [otherAccount.groupId] }, 'group_ids'],
      [{ featured_review_ids: [otherAccount.reviewId] }, 'featured_review_ids'],
    ] as const) {
      const res = await create({ name: 'Sneaky', widget_type: 'full_page', settings });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toContain(field);
    }
    const info = await create({
      name: 'Sneaky',
      widget_type: 'location_info',
      settings: { location_id: otherAccount.locationId },
    });
    expect(info.status).toBe(400);
    const patch = await api.request(`${W}/${widget.id}`, {
      method: 'PATCH',
      auth: admin,
      json: { settings: { location_ids: [otherAccount.locationId] } },
    });
    expect(patch.status).toBe(400);
    expect(await widgetRows()).toBe(before);
  });
});

describe('roles and account settings', () => {
  it('read-only and plain users may list but not create', async () => {
    for (const email of ['readonly@demo.test', 'user@demo.test']) {
      const s = await api.login(email);
      expect((await api.request(W, { auth: s })).status).toBe(200);
      const res = await create({ name: 'Nope', widget_type: 'teaser' }, s);
      expect(res.status).toBe(403);
      expect((await res.json()).error).toMatch(/permission/);
    }
  });

  it('a manager may create', async () => {
    const s = await api.login('manager@demo.test');
    expect((await create({ name: 'By manager', widget_type: 'full_page' }, s)).status).toBe(201);
  });

  it('a kind whose account setting is off cannot be created or published', async () => {
    const existing = await createOk({ name: 'Snapshot', widget_type: 'star_snapshot' });
    const setting = (value: string) =>
      api.db
        .updateTable('account_settings')
        .set({ value })
        .where('account_id', '=', admin.account_id)
        .where('code', '=', 'amplify_star_snapshot_widgets')
        .execute();
    await setting('false');
    try {
      const res = await create({ name: 'Snapshot', widget_type: 'star_snapshot' });
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(
        'Star Snapshot widgets are not enabled for this account.',
      );
      const pub = await api.request(`${W}/${existing.id}/publish`, {
        method: 'POST',
        auth: admin,
      });
      expect(pub.status).toBe(403);
      // Other kinds are unaffected; the existing widget can still be edited.
      expect((await create({ name: 'Feed', widget_type: 'full_page' })).status).toBe(201);
      const patch = await api.request(`${W}/${existing.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { name: 'Renamed' },
      });
      expect(patch.status).toBe(200);
    } finally {
      await setting('true');
    }
  });

  it('without amplify the account is preview-only: reads yes, writes 403', async () => {
    const setAmplify = (value: string) =>
      api.db
        .updateTable('account_settings')
        .set({ value })
        .where('account_id', '=', admin.account_id)
        .where('code', '=', 'amplify')
        .execute();
    await setAmplify('false');
    try {
      expect((await api.request(W, { auth: admin })).status).toBe(200);
      expect((await create({ name: 'Nope', widget_type: 'full_page' })).status).toBe(403);
    } finally {
      await setAmplify('true');
    }
  });

  it('needs a session', async () => {
    expect((await api.request(W)).status).toBe(401);
    expect((await api.request(W, { method: 'POST', json: { name: 'x' } })).status).toBe(401);
  });
});

describe('bad input is a 400 and changes nothing', () => {
  let widget: Widget;
  beforeAll(async () => {
    widget = await createOk({ name: 'Target', widget_type: 'teaser' });
  });

  const badCreates: [string, unknown][] = [
    ['no name', { widget_type: 'teaser' }],
    ['empty name', { name: '   ', widget_type: 'teaser' }],
    ['long name', { name: 'x'.repeat(121), widget_type: 'teaser' }],
    ['unknown kind', { name: 'x', widget_type: 'carousel' }],
    ['settings not an object', { name: 'x', widget_type: 'teaser', settings: [1] }],
    [
      '16 featured reviews',
      {
        name: 'x',
        widget_type: 'teaser',
        settings: { featured_review_ids: Array.from({ length: 16 }, (_, i) => i + 1) },
      },
    ],
    [
      'bad colour',
      { name: 'x', widget_type: 'teaser', settings: { theme: { accent_color: 'red' } } },
    ],
    ['bad rating', { name: 'x', widget_type: 'full_page', settings: { min_rating: 6 } }],
    [
      'bad id in a list',
      { name: 'x', widget_type: 'full_page', settings: { location_ids: ['abc'] } },
    ],
    [
      'unknown location',
      { name: 'x', widget_type: 'full_page', settings: { location_ids: [999999] } },
    ],
    ['unknown source', { name: 'x', widget_type: 'full_page', settings: { source_ids: [99999] } }],
    [
      'javascript link',
      { name: 'x', widget_type: 'star_snapshot', settings: { link_url: 'javascript:alert(1)' } },
    ],
    [
      'teaser frozen without featured',
      { name: 'x', widget_type: 'teaser', settings: { auto_publish: false } },
    ],
    ['bad language', { name: 'x', widget_type: 'teaser', settings: { language: 'xx' } }],
    ['a JSON array', [1, 2]],
  ];

  it.each(badCreates)('create: %s', async (_name, body) => {
    const before = await widgetRows();
    const res = await create(body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(typeof json.error).toBe('string');
    expect(json.error.length).toBeGreaterThan(0);
    expect(await widgetRows()).toBe(before);
  });

  it('malformed JSON', async () => {
    const res = await api.request(W, {
      method: 'POST',
      auth: admin,
      headers: { 'content-type': 'application/json' },
      body: '{"name": "x",',
    });
    expect(res.status).toBe(400);
  });

  it.each([
    ['empty name', { name: '' }],
    ['bad settings', { settings: { layout: { interval_seconds: 1 } } }],
    ['settings null', { settings: null }],
    ['frozen teaser without featured', { settings: { auto_publish: false } }],
  ])('update: %s', async (_name, body) => {
    const before = await widgetRows();
    const res = await api.request(`${W}/${widget.id}`, {
      method: 'PATCH',
      auth: admin,
      json: body,
    });
    expect(res.status).toBe(400);
    expect(await widgetRows()).toBe(before);
  });

  it('malformed ids and queries', async () => {
    for (const path of [`${W}/123`, `${W}/wgt_short`, `${W}/${widget.id}x/publish`]) {
      const res = await api.request(path, { auth: admin });
      expect([400, 404]).toContain(res.status);
    }
    expect((await api.request(`${W}/123`, { auth: admin })).status).toBe(400);
    expect((await api.request(`${W}?page=0`, { auth: admin })).status).toBe(400);
    expect((await api.request(`${W}?per_page=1000`, { auth: admin })).status).toBe(400);
    expect((await api.request(`${W}?widget_type=nope`, { auth: admin })).status).toBe(400);
    expect((await api.request(`${W}?sort[by]=secret`, { auth: admin })).status).toBe(400);
  });
});
