import type { Session } from '@plaudit/api-client/schemas';
import { LOCAL_LISTING_MESSAGES as M } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { localDirectorySync } from '../../providers/directory-sync';

let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let readonly: Session;
let evergreen: Session;
let partner: Session;

beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, user, readonly, evergreen, partner] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
    api.login('admin@evergreen.demo.test'),
    api.login('partner@demo.test'),
  ]);
});
afterAll(() => api?.close());

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('local listings', () => {
  it('lists locations with directories in the fixed order and counts statuses', async () => {
    const a = admin.account_id;
    const { status, body } = await json(
      await api.request(`/api/local_listings/metrics/${a}/locations?per_page=5`, {
        auth: readonly,
      }),
    );
    expect(status).toBe(200);
    expect(body._embedded.locations).toHaveLength(5);
    const loc = body._embedded.locations[0];
    expect(loc.directories.map((d: { directory_code: string }) => d.directory_code)).toEqual([
      'google_maps',
      'facebook',
      'apple_maps',
      'bing',
      'trip_advisor',
      'yelp_api',
    ]);
    expect(loc.directories[0]).toHaveProperty('directory_logo_url');
    expect(loc.directories[0]).toHaveProperty('overrides');
    // Default sort: status descending (out of sync first).
    expect(loc.status).toBe('not_in_sync');
    const overview = await json(
      await api.request(`/api/local_listings/metrics/${a}/overview`, { auth: readonly }),
    );
    const s = overview.body.statuses;
    expect(s.in_sync + s.in_progress + s.not_in_sync + s.not_available).toBe(
      overview.body.total_locations,
    );
    expect(overview.body.directories).toHaveLength(6);
    const filtered = await json(
      await api.request(`/api/local_listings/metrics/${a}/locations?statuses[]=in_progress`, {
        auth: admin,
      }),
    );
    expect(filtered.body._total).toBe(s.in_progress);
    for (const l of filtered.body._embedded.locations) expect(l.status).toBe('in_progress');
  });

  it('tenancy, roles and bad input', async () => {
    expect(
      (
        await api.request(`/api/local_listings/metrics/${evergreen.account_id}/overview`, {
          auth: admin,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.request(`/api/local_listings/metrics/${partner.account_id}/overview`, {
          auth: partner,
        })
      ).status,
    ).toBe(403);
    const bad = await api.request(
      `/api/local_listings/metrics/${admin.account_id}/locations?statuses[]=bogus`,
      { auth: admin },
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/statuses/);
    const empty = await api.request('/api/local_listings/publish', {
      method: 'POST',
      auth: admin,
      json: { location_ids: [] },
    });
    expect(empty.status).toBe(400);
  });

  it('publishing: eligibility rules, roles, and directories moving to in sync', async () => {
    const locs = await api.db
      .selectFrom('locations')
      .select(['id', 'google_place_id', 'publishing_enabled'])
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .execute();
    const noPlace = locs.find((l) => l.google_place_id === null)!;
    const target = locs.find((l) => l.google_place_id !== null && !l.publishing_enabled)!;
    const publish = (s: Session, ids: number[]) =>
      api.request('/api/local_listings/publish', {
        method: 'POST',
        auth: s,
        json: { location_ids: ids },
      });

    expect((await publish(user, [target.id])).status).toBe(403);
    const notFound = await json(await publish(admin, [noPlace.id]));
    expect(notFound.status).toBe(400);
    expect(notFound.body.error).toBe(`Cannot Publish: ${M.notInIntegration}`);
    const other = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', evergreen.account_id)
      .executeTakeFirstOrThrow();
    expect((await publish(admin, [other.id])).status).toBe(404);

    // Copper Kettle has no Google integration.
    const trial = await loginAs(api, 'Copper Kettle Coffee', 'administrator');
    const ck = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', trial.account_id)
      .executeTakeFirstOrThrow();
    const noIntegration = await json(await publish(trial, [ck.id]));
    expect(noIntegration.body.error).toBe(`Cannot Publish: ${M.noGoogleIntegration}`);

    // Auto Sync publishes to google, facebook and apple_maps only (spec 3 section 4.3).
    const allDirs = (publishable: boolean) =>
      api.db
        .selectFrom('location_directories as d')
        .innerJoin('sources as s', 's.id', 'd.source_id')
        .select(['d.id', 'd.status'])
        .where('d.location_id', '=', target.id)
        .where('d.directory_enabled', '=', true)
        .where('d.status', '<>', 'not_available')
        .where('s.publishable', '=', publishable)
        .orderBy('d.id')
        .execute();
    const scannedBefore = await allDirs(false);
    const ok = await json(await publish(manager, [target.id]));
    expect(ok.status).toBe(200);
    const dirs = () => allDirs(true);
    expect((await dirs()).length).toBeGreaterThan(0);
    expect((await dirs()).every((d) => d.status === 'pending_sync')).toBe(true);
    expect(await allDirs(false)).toEqual(scannedBefore);

    const sync = localDirectorySync(20);
    const later = (s: number) => new Date(Date.now() + s * 1000);
    await sync.tick(api.db, later(5));
    expect((await dirs()).every((d) => d.status === 'pending_sync')).toBe(true);
    await sync.tick(api.db, later(30));
    expect((await dirs()).every((d) => d.status === 'in_progress')).toBe(true);
    await sync.tick(api.db, later(60));
    const final = await dirs();
    expect(final.every((d) => d.status === (d.id % 8 === 3 ? 'not_in_sync' : 'in_sync'))).toBe(
      true,
    );

    // A disabled directory under a publishing location shows not_in_sync.
    const google = await api.db
      .selectFrom('sources')
      .select('id')
      .where('directory_code', '=', 'google_maps')
      .executeTakeFirstOrThrow();
    const created = await json(
      await api.request('/api/directory_overrides', {
        method: 'POST',
        auth: admin,
        json: { location_id: target.id, source_id: google.id, enabled: false },
      }),
    );
    expect(created.status).toBe(201);
    const row = await json(
      await api.request(
        `/api/local_listings/metrics/${admin.account_id}/locations?location_id=${target.id}`,
        { auth: admin },
      ),
    );
    const g = row.body._embedded.locations[0].directories[0];
    expect(g.directory_enabled).toBe(false);
    expect(g.status).toBe('not_in_sync');
    const patched = await api.request(`/api/directory_overrides/${created.body.id}`, {
      method: 'PATCH',
      auth: admin,
      json: { enabled: true },
    });
    expect((await patched.json()).enabled).toBe(true);
    expect(
      (
        await api.request(`/api/directory_overrides/${created.body.id}`, {
          method: 'PATCH',
          auth: evergreen,
          json: { enabled: false },
        })
      ).status,
    ).toBe(404);

    const off = await api.request('/api/local_listings/unpublish', {
      method: 'POST',
      auth: admin,
      json: { location_ids: [target.id] },
    });
    expect((await off.json()).message).toBe(M.autoSyncDisabled);
  });

  it('integrations and oauth tokens for admins', async () => {
    const list = await json(
      await api.request('/api/integrations?integration_status=active', { auth: admin }),
    );
    expect(
      list.body._embedded.integrations.map((i: { source_code: string }) => i.source_code),
    ).toEqual(['facebook', 'google']);
    const tokens = await json(await api.request('/api/oauth_tokens', { auth: admin }));
    expect(
      tokens.body._embedded.oauth_tokens.some(
        (t: { daysUntilExpires: number }) => t.daysUntilExpires <= 7,
      ),
    ).toBe(true);
    expect((await api.request('/api/integrations', { auth: user })).status).toBe(403);
    const overview = await json(
      await api.request('/api/local_listings/integration_overview', { auth: user }),
    );
    expect(overview.body.integrations).toContainEqual({
      source_code: 'google',
      integration_status: 'active',
    });
  });
});
