import type { GroupPerformanceRow, LocationPerformanceRow } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { type List, performanceTest } from './performance-test';

/** The old print lists: /reports/{id}/locations and /metrics/{id}/group. */
const t = performanceTest();
const { get, overview } = t;

describe('old print lists (legacy score)', () => {
  it('GET /reports/{id}/locations pages the report to 250', async () => {
    const a = t.admin.account_id;
    const all = await overview<LocationPerformanceRow>('per_page=250&with_lag=true', t.admin);
    const full = await get<List<LocationPerformanceRow>>(
      `/api/reports/${a}/locations?per_page=250&with_lag=true`,
      t.admin,
    );
    expect(full._embedded.report_locations).toEqual(all);
    expect(full._total).toBe(all.length);
    expect(full._links.next).toBeNull();

    // Pages of 10 followed through _links.next give every row once, in order.
    const seen: LocationPerformanceRow[] = [];
    let next: string | null = `/api/reports/${a}/locations?per_page=10&with_lag=true`;
    let pages = 0;
    while (next) {
      const body: List<LocationPerformanceRow> = await get(next, t.admin);
      seen.push(...body._embedded.report_locations!);
      next = body._links.next?.href ?? null;
      pages++;
    }
    expect(pages).toBe(Math.ceil(all.length / 10));
    expect(seen.map((r) => r.location_id)).toEqual(all.map((r) => r.location_id));

    // Sorted like the overview.
    const byName = await get<List<LocationPerformanceRow>>(
      `/api/reports/${a}/locations?per_page=5&sort[by]=location_name&sort[order]=desc`,
      t.admin,
    );
    const names = byName._embedded.report_locations!.map((r) => r.location_name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it('GET /metrics/{id}/group lists the groups', async () => {
    const a = t.admin.account_id;
    const groups = await overview<GroupPerformanceRow>('group_by=group&per_page=250', t.admin);
    const body = await get<List<GroupPerformanceRow>>(
      `/api/metrics/${a}/group?per_page=250`,
      t.admin,
    );
    expect(body._embedded.groups).toEqual(groups);
    expect(body._links.next).toBeNull();
    const one = await get<List<GroupPerformanceRow>>(`/api/metrics/${a}/group?per_page=1`, t.admin);
    expect(one._embedded.groups).toHaveLength(1);
    expect(one._links.next?.href).toContain('page=2');
  });

  it('validates paging, keeps to the account, needs location read', async () => {
    const a = t.admin.account_id;
    for (const bad of ['per_page=251', 'per_page=0', 'page=0', 'per_page=abc', 'with_lag=maybe']) {
      for (const path of [`/api/reports/${a}/locations`, `/api/metrics/${a}/group`]) {
        const res = await t.api.request(`${path}?${bad}`, { auth: t.admin });
        expect(res.status, `${path}?${bad}`).toBe(400);
        expect((await res.json()).error).toBeTruthy();
      }
    }
    expect((await t.api.request('/api/reports/abc/locations', { auth: t.admin })).status).toBe(400);
    for (const path of [
      `/api/reports/${t.evergreen.account_id}/locations`,
      `/api/metrics/${t.evergreen.account_id}/group`,
      `/api/reports/${a}/locations?account_id=${t.evergreen.account_id}`,
    ])
      expect((await t.api.request(path, { auth: t.admin })).status, path).toBe(404);
    // The parent account's users have no location read.
    for (const path of [
      `/api/reports/${t.partner.account_id}/locations`,
      `/api/metrics/${t.partner.account_id}/group`,
    ])
      expect((await t.api.request(path, { auth: t.partner })).status, path).toBe(403);
    expect((await t.api.request(`/api/reports/${a}/locations`)).status).toBe(401);
  });
});
