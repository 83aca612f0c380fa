import type { Widget } from '@plaudit/api-client/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { W, widgetsTest } from './widgets-test';

/** /api/amplify/widgets: roles, account settings and bad input. */
const t = widgetsTest();
const { create, createOk, widgetRows } = t;

describe('roles and account settings', () => {
  it('read-only and plain users may list but not create', async () => {
    for (const email of ['readonly@demo.test', 'user@demo.test']) {
      const s = await t.api.login(email);
      expect((await t.api.request(W, { auth: s })).status).toBe(200);
      const res = await create({ name: 'Nope', widget_type: 'teaser' }, s);
      expect(res.status).toBe(403);
      expect((await res.json()).error).toMatch(/permission/);
    }
  });

  it('a manager may create', async () => {
    const s = await t.api.login('manager@demo.test');
    expect((await create({ name: 'By manager', widget_type: 'full_page' }, s)).status).toBe(201);
  });

  it('a kind whose account setting is off cannot be created or published', async () => {
    const existing = await createOk({ name: 'Snapshot', widget_type: 'star_snapshot' });
    const setting = (value: string) =>
      t.api.db
        .updateTable('account_settings')
        .set({ value })
        .where('account_id', '=', t.admin.account_id)
        .where('code', '=', 'amplify_star_snapshot_widgets')
        .execute();
    await setting('false');
    try {
      const res = await create({ name: 'Snapshot', widget_type: 'star_snapshot' });
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe(
        'Star Snapshot widgets are not enabled for this account.',
      );
      const pub = await t.api.request(`${W}/${existing.id}/publish`, {
        method: 'POST',
        auth: t.admin,
      });
      expect(pub.status).toBe(403);
      // Other kinds are unaffected; the existing widget can still be edited.
      expect((await create({ name: 'Feed', widget_type: 'full_page' })).status).toBe(201);
      const patch = await t.api.request(`${W}/${existing.id}`, {
        method: 'PATCH',
        auth: t.admin,
        json: { name: 'Renamed' },
      });
      expect(patch.status).toBe(200);
    } finally {
      await setting('true');
    }
  });

  it('without amplify the account is preview-only: reads yes, writes 403', async () => {
    const setAmplify = (value: string) =>
      t.api.db
        .updateTable('account_settings')
        .set({ value })
        .where('account_id', '=', t.admin.account_id)
        .where('code', '=', 'amplify')
        .execute();
    await setAmplify('false');
    try {
      expect((await t.api.request(W, { auth: t.admin })).status).toBe(200);
      expect((await create({ name: 'Nope', widget_type: 'full_page' })).status).toBe(403);
    } finally {
      await setAmplify('true');
    }
  });

  it('needs a session', async () => {
    expect((await t.api.request(W)).status).toBe(401);
    expect((await t.api.request(W, { method: 'POST', json: { name: 'x' } })).status).toBe(401);
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
    const res = await t.api.request(W, {
      method: 'POST',
      auth: t.admin,
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
    const res = await t.api.request(`${W}/${widget.id}`, {
      method: 'PATCH',
      auth: t.admin,
      json: body,
    });
    expect(res.status).toBe(400);
    expect(await widgetRows()).toBe(before);
  });

  it('malformed ids and queries', async () => {
    for (const path of [`${W}/123`, `${W}/wgt_short`, `${W}/${widget.id}x/publish`]) {
      const res = await t.api.request(path, { auth: t.admin });
      expect([400, 404]).toContain(res.status);
    }
    expect((await t.api.request(`${W}/123`, { auth: t.admin })).status).toBe(400);
    expect((await t.api.request(`${W}?page=0`, { auth: t.admin })).status).toBe(400);
    expect((await t.api.request(`${W}?per_page=1000`, { auth: t.admin })).status).toBe(400);
    expect((await t.api.request(`${W}?widget_type=nope`, { auth: t.admin })).status).toBe(400);
    expect((await t.api.request(`${W}?sort[by]=secret`, { auth: t.admin })).status).toBe(400);
  });
});
