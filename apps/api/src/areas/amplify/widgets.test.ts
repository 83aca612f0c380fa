import type { Session, Widget, WidgetList } from '@plaudit/api-client/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/test-api';
import { W, widgetsTest } from './widgets-test';

/** /api/amplify/widgets: CRUD, publish, list and tenancy (roles and bad input: widgets-access). */
const t = widgetsTest();
const { create, createOk, widgetRows } = t;

describe('create, read, update, delete', () => {
  it('creates a widget with the kind defaults and an opaque id', async () => {
    const w = await createOk({ name: '  Homepage carousel ', widget_type: 'teaser' });
    expect(w.id).toMatch(/^wgt_[0-9A-Za-z]{22}$/);
    expect(w).toMatchObject({
      name: 'Homepage carousel',
      widget_type: 'teaser',
      account_id: t.admin.account_id,
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
        location_ids: [t.locationIds[0], t.locationIds[1], t.locationIds[0]],
        group_ids: [t.groupId],
        theme: { scheme: 'dark' },
        layout: { page_size: 10 },
      },
    });
    expect(w.settings.location_ids).toEqual([t.locationIds[0], t.locationIds[1]]);
    expect(w.settings.theme).toMatchObject({ scheme: 'dark', accent_color: '#1a73e8' });
    expect(w.settings.layout.page_size).toBe(10);

    const got = await t.api.request(`${W}/${w.id}`, { auth: t.admin });
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual(w);

    // PATCH sent as POST with the override header, as the client does.
    const patched = await t.api.request(`${W}/${w.id}`, {
      method: 'POST',
      headers: { 'x-http-method-override': 'PATCH' },
      auth: t.admin,
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
    expect(p.settings.location_ids).toEqual([t.locationIds[0], t.locationIds[1]]);
    expect(p.settings.auto_publish).toBe(false);
    expect(new Date(p.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(w.updated_at).getTime(),
    );

    const del = await t.api.request(`${W}/${w.id}`, { method: 'DELETE', auth: t.admin });
    expect(del.status).toBe(204);
    expect((await t.api.request(`${W}/${w.id}`, { auth: t.admin })).status).toBe(404);
    expect((await t.api.request(`${W}/${w.id}`, { method: 'DELETE', auth: t.admin })).status).toBe(
      404,
    );
  });

  it('keeps at most 15 featured reviews, in order, all the account’s', async () => {
    const w = await createOk({
      name: 'Featured',
      widget_type: 'teaser',
      settings: { featured_review_ids: t.reviewIds.slice(0, 15).reverse(), auto_publish: false },
    });
    expect(w.settings.featured_review_ids).toEqual(t.reviewIds.slice(0, 15).reverse());
  });

  it('requires a location for Location Information', async () => {
    const res = await create({ name: 'Visit', widget_type: 'location_info' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Choose a location');
    const ok = await createOk({
      name: 'Visit',
      widget_type: 'location_info',
      settings: { location_id: t.locationIds[0] },
    });
    expect(ok.settings.location_id).toBe(t.locationIds[0]);
  });
});

describe('publish and unpublish', () => {
  it('publishes, unpublishes, and the public payload follows', async () => {
    const w = await createOk({ name: 'Snapshot', widget_type: 'star_snapshot' });
    expect((await t.api.request(`/api/public/widgets/${w.id}`)).status).toBe(404);

    const pub = await t.api.request(`${W}/${w.id}/publish`, { method: 'POST', auth: t.admin });
    expect(pub.status).toBe(200);
    const p = (await pub.json()) as Widget;
    expect(p.published).toBe(true);
    expect(p.published_at).not.toBeNull();
    expect((await t.api.request(`/api/public/widgets/${w.id}`)).status).toBe(200);

    const un = await t.api.request(`${W}/${w.id}/unpublish`, { method: 'POST', auth: t.admin });
    expect(un.status).toBe(200);
    expect(await un.json()).toMatchObject({ published: false, published_at: null });
    expect((await t.api.request(`/api/public/widgets/${w.id}`)).status).toBe(404);
  });

  it('a change is visible in the public payload at once', async () => {
    const w = await createOk({ name: 'Before', widget_type: 'star_snapshot' });
    await t.api.request(`${W}/${w.id}/publish`, { method: 'POST', auth: t.admin });
    expect((await (await t.api.request(`/api/public/widgets/${w.id}`)).json()).name).toBe('Before');
    await t.api.request(`${W}/${w.id}`, {
      method: 'PATCH',
      auth: t.admin,
      json: { name: 'After' },
    });
    expect((await (await t.api.request(`/api/public/widgets/${w.id}`)).json()).name).toBe('After');
    await t.api.request(`${W}/${w.id}`, { method: 'DELETE', auth: t.admin });
    expect((await t.api.request(`/api/public/widgets/${w.id}`)).status).toBe(404);
  });
});

describe('list', () => {
  let names: string[];
  beforeAll(async () => {
    await t.api.db.deleteFrom('widgets').where('account_id', '=', t.admin.account_id).execute();
    names = Array.from({ length: 30 }, (_, i) => `List widget ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) await createOk({ name, widget_type: 'full_page' });
    await createOk({ name: 'Lobby 100% screen', widget_type: 'star_snapshot' });
  });

  it('answers widgets[] and paging, newest first, 24 a page', async () => {
    const res = await t.api.request(W, { auth: t.admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as WidgetList;
    expect(body.paging).toEqual({ page: 1, per_page: 24, total: 31, total_pages: 2 });
    expect(body.widgets).toHaveLength(24);
    expect(body.widgets[0]!.name).toBe('Lobby 100% screen');
    expect(body._links.next?.href).toContain('page=2');
    const page2 = (await (
      await t.api.request(`${W}?page=2`, { auth: t.admin })
    ).json()) as WidgetList;
    expect(page2.paging.page).toBe(2);
    expect(page2.widgets).toHaveLength(7);
    const all = [...body.widgets, ...page2.widgets].map((w) => w.id);
    expect(new Set(all).size).toBe(31);
    const past = (await (
      await t.api.request(`${W}?page=9`, { auth: t.admin })
    ).json()) as WidgetList;
    expect(past.widgets).toEqual([]);
  });

  it('searches names by keywords (wildcards are literal)', async () => {
    const k = (await (
      await t.api.request(`${W}?keywords=widget%2007`, { auth: t.admin })
    ).json()) as WidgetList;
    expect(k.widgets.map((w) => w.name)).toEqual(['List widget 07']);
    expect(k.paging.total).toBe(1);
    const pct = (await (
      await t.api.request(`${W}?keywords=${encodeURIComponent('100%')}`, { auth: t.admin })
    ).json()) as WidgetList;
    expect(pct.widgets.map((w) => w.name)).toEqual(['Lobby 100% screen']);
    const none = (await (
      await t.api.request(`${W}?keywords=nothing-like-this`, { auth: t.admin })
    ).json()) as WidgetList;
    expect(none).toMatchObject({ widgets: [], paging: { total: 0, total_pages: 1 } });
  });

  it('sorts by name and filters by kind', async () => {
    const byName = (await (
      await t.api.request(`${W}?sort[by]=name&per_page=3`, { auth: t.admin })
    ).json()) as WidgetList;
    expect(byName.widgets.map((w) => w.name)).toEqual([
      'List widget 01',
      'List widget 02',
      'List widget 03',
    ]);
    const snaps = (await (
      await t.api.request(`${W}?widget_type=star_snapshot`, { auth: t.admin })
    ).json()) as WidgetList;
    expect(snaps.paging.total).toBe(1);
  });
});

describe('tenancy', () => {
  let intruder: Session;
  let widget: Widget;
  beforeAll(async () => {
    intruder = await loginAs(t.api, 'Evergreen Family Health', 'administrator');
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
      const res = await t.api.request(path, { method, auth: intruder, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json()).error).toBe('Widget not found');
    }
    expect(await widgetRows()).toBe(before);
    const list = (await (await t.api.request(W, { auth: intruder })).json()) as WidgetList;
    expect(list.widgets.some((w) => w.id === widget.id)).toBe(false);
  });

  it('settings cannot name another account’s locations, groups or reviews', async () => {
    const before = await widgetRows();
    for (const [settings, field] of [
      [{ location_ids: [t.locationIds[0], t.otherAccount.locationId] }, 'location_ids'],
      [{ group_ids: [t.otherAccount.groupId] }, 'group_ids'],
      [{ featured_review_ids: [t.otherAccount.reviewId] }, 'featured_review_ids'],
    ] as const) {
      const res = await create({ name: 'Sneaky', widget_type: 'full_page', settings });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toContain(field);
    }
    const info = await create({
      name: 'Sneaky',
      widget_type: 'location_info',
      settings: { location_id: t.otherAccount.locationId },
    });
    expect(info.status).toBe(400);
    const patch = await t.api.request(`${W}/${widget.id}`, {
      method: 'PATCH',
      auth: t.admin,
      json: { settings: { location_ids: [t.otherAccount.locationId] } },
    });
    expect(patch.status).toBe(400);
    expect(await widgetRows()).toBe(before);
  });
});
