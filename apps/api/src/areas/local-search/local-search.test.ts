import type {
  LocalSearchGrid,
  LocalSearchKeyword,
  LocalSearchLocation,
  LocalSearchOverview,
  LocalSearchReport,
  LocalSearchScan,
  Session,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/parse-csv';
import { json } from '../../../test/read-json';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { createJobRunners } from '../../app-jobs';
import { createWorker } from '../../jobs/worker';
import { LOCAL_SEARCH_SCAN_JOB, scheduleDueScans } from './local-search-scans';

let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let readOnly: Session;
let evergreen: Session;
let locationId: number;
let otherLocationId: number;

beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, user, readOnly, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  const locs = await api.db
    .selectFrom('locations')
    .select(['id', 'account_id'])
    .where('latitude', 'is not', null)
    .orderBy('id')
    .execute();
  // A Blue Fern location without seeded keywords, and one of another account.
  const seeded = new Set(
    (await api.db.selectFrom('local_search_keywords').select('location_id').execute()).map(
      (r) => r.location_id,
    ),
  );
  locationId = locs.find((l) => l.account_id === admin.account_id && !seeded.has(l.id))!.id;
  otherLocationId = locs.find((l) => l.account_id === evergreen.account_id)!.id;
});
afterAll(() => api.close());

const get = (path: string, auth: Session = admin) => api.request(`/api${path}`, { auth });
const send = (method: string, path: string, body: unknown, auth: Session = admin) =>
  api.request(`/api${path}`, { method, auth, json: body });

async function addKeyword(keyword: string, loc = locationId, auth = admin) {
  return json<LocalSearchKeyword>(
    await send('POST', '/local_search/keywords', { location_id: loc, keyword }, auth),
    201,
  );
}

describe('local search: the demo data', () => {
  it('shows the seeded keywords with real ranks per point, a trend and competitors', async () => {
    const body = await json<{ _embedded: { locations: LocalSearchLocation[] } }>(
      await get('/local_search/locations'),
      200,
    );
    const tracked = body._embedded.locations.filter((l) => l.keywords.length);
    expect(tracked.length).toBe(3);
    const kw = tracked[0]!.keywords.find((k) => k.keyword === 'brunch')!;
    expect(kw.last_scan).toMatchObject({ status: 'done', points: 25, grid_size: 5 });
    const report = await json<LocalSearchReport>(
      await get(`/local_search/keywords/${kw.id}/report`),
      200,
    );
    expect(report.latest!.grid_points).toHaveLength(25);
    const centre = report.latest!.grid_points.find((p) => p.row === 2 && p.col === 2)!;
    expect(centre.rank).not.toBeNull();
    expect(centre.rank!).toBeLessThanOrEqual(5);
    expect(report.trend).toHaveLength(8);
    expect(new Set(report.trend.map((t) => t.average_rank)).size).toBeGreaterThan(1);
    expect(report.competitors.length).toBeGreaterThan(0);
    expect(report.competitors[0]!.points_outranking).toBeGreaterThan(0);
    // The account's own locations rank in the results too, but they are not competitors.
    const own = await api.db
      .selectFrom('locations')
      .select(['name', 'public_name'])
      .where('account_id', '=', admin.account_id)
      .execute();
    const ownNames = new Set(
      own.flatMap((l) => [l.name, l.public_name]).map((n) => n?.toLowerCase()),
    );
    for (const k of tracked.flatMap((l) => l.keywords)) {
      const r = await json<LocalSearchReport>(
        await get(`/local_search/keywords/${k.id}/report`),
        200,
      );
      for (const c of r.competitors) expect(ownNames.has(c.name.toLowerCase()), c.name).toBe(false);
    }
    const overview = await json<LocalSearchOverview>(await get('/local_search/overview'), 200);
    expect(overview).toMatchObject({ keywords: 6 });
    expect(overview.average_rank).toBeGreaterThan(0);
  });

  it('downloads the average search zones CSV, one row per keyword', async () => {
    const res = await get('/export/csv/local_search/average_search_zones');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(
      'local-search-average-search-zones.csv',
    );
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(expect.arrayContaining(['Location', 'Keyword', 'Average rank']));
    expect(rows.length).toBe(7);
    expect((await get('/export/csv/local_search/average_search_zones', readOnly)).status).toBe(403);
    expect(
      (
        await get(
          `/export/csv/local_search/average_search_zones?account_id=${evergreen.account_id}`,
        )
      ).status,
    ).toBe(404);
  });
});

describe('local search: keywords, grid and scans', () => {
  it('adds a keyword, scans it on the queue and reports its points', async () => {
    const kw = await addKeyword('Weekend Brunch', locationId, manager);
    expect(kw.pending_scan).toMatchObject({ status: 'queued', schedule: 'weekly' });
    expect(await api.runJobs()).toBeGreaterThan(0);
    const report = await json<LocalSearchReport>(
      await get(`/local_search/keywords/${kw.id}/report`, user),
      200,
    );
    expect(report.latest).toMatchObject({ status: 'done', points: 25 });
    expect(report.latest!.grid_points.every((p) => p.rank === null || p.rank <= 20)).toBe(true);
    // Duplicate (any case) 409; renaming; deleting.
    expect(
      (
        await send('POST', '/local_search/keywords', {
          location_id: locationId,
          keyword: 'weekend brunch',
        })
      ).status,
    ).toBe(409);
    const renamed = await json<LocalSearchKeyword>(
      await send('PATCH', `/local_search/keywords/${kw.id}`, { keyword: 'Sunday brunch' }),
      200,
    );
    expect(renamed.keyword).toBe('Sunday brunch');
    expect((await send('DELETE', `/local_search/keywords/${kw.id}`, undefined)).status).toBe(204);
    expect((await get(`/local_search/keywords/${kw.id}/report`)).status).toBe(404);
  });

  it('answers 400 for bad input, 403 without the permission, 404 for another account', async () => {
    const bad = await send('POST', '/local_search/keywords', { location_id: locationId });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/keyword/i);
    expect(
      (await send('POST', '/local_search/keywords', { location_id: 'x', keyword: 'a' })).status,
    ).toBe(400);
    expect(
      (
        await send('PATCH', `/local_search/grids/${locationId}`, {
          grid_size: 6,
          radius: 2,
          radius_unit: 'km',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await send('PATCH', `/local_search/grids/${locationId}`, {
          grid_size: 5,
          radius: 2,
          radius_unit: 'ft',
        })
      ).status,
    ).toBe(400);
    expect((await get('/local_search/keywords/abc/report')).status).toBe(400);
    // The user reads but does not manage; read-only users have no local search.
    expect((await get('/local_search/locations', user)).status).toBe(200);
    expect(
      (
        await send(
          'POST',
          '/local_search/keywords',
          { location_id: locationId, keyword: 'x' },
          user,
        )
      ).status,
    ).toBe(403);
    expect((await get('/local_search/locations', readOnly)).status).toBe(403);
    expect((await get('/local_search/overview', readOnly)).status).toBe(403);
    // Another account's location, keyword and account id.
    expect(
      (await send('POST', '/local_search/keywords', { location_id: otherLocationId, keyword: 'x' }))
        .status,
    ).toBe(404);
    expect((await get(`/local_search/grids/${otherLocationId}`)).status).toBe(404);
    expect((await get(`/local_search/locations?account_id=${evergreen.account_id}`)).status).toBe(
      404,
    );
    const mine = await addKeyword('tenant check');
    expect(
      (await send('POST', `/local_search/keywords/${mine.id}/scans`, undefined, evergreen)).status,
    ).toBe(403);
    await api.db.deleteFrom('local_search_keywords').where('id', '=', mine.id).execute();
  });

  it('gives a preview-only admin (setting off) the overview and nothing else', async () => {
    expect(evergreen.permissions.local_search).toMatchObject({ read: false, preview: true });
    const overview = await json<LocalSearchOverview>(
      await get('/local_search/overview', evergreen),
      200,
    );
    expect(overview).toMatchObject({ keywords: 0, scans: 0, average_rank: null });
    expect(overview.locations).toBeGreaterThan(0);
    expect((await get('/local_search/locations', evergreen)).status).toBe(403);
  });

  it('saves the grid; the next scan uses it (7x7 in km)', async () => {
    const grid = await json<LocalSearchGrid>(
      await send('PATCH', `/local_search/grids/${locationId}`, {
        grid_size: 7,
        radius: 3,
        radius_unit: 'km',
      }),
      200,
    );
    expect(grid).toEqual({ grid_size: 7, radius: 3, radius_unit: 'km' });
    const kw = await addKeyword('late lunch');
    await api.runJobs();
    const report = await json<LocalSearchReport>(
      await get(`/local_search/keywords/${kw.id}/report`),
      200,
    );
    expect(report.latest).toMatchObject({ grid_size: 7, radius: 3, radius_unit: 'km', points: 49 });
    await api.db.deleteFrom('local_search_keywords').where('id', '=', kw.id).execute();
    await api.db.deleteFrom('local_search_grids').where('location_id', '=', locationId).execute();
  });

  it('runs a scan exactly once: Scan now twice is one scan, two workers take it once', async () => {
    const kw = await addKeyword('patio dining');
    await api.runJobs();
    const a = await json<LocalSearchScan>(
      await send('POST', `/local_search/keywords/${kw.id}/scans`, undefined),
      202,
    );
    const b = await json<LocalSearchScan>(
      await send('POST', `/local_search/keywords/${kw.id}/scans`, undefined),
      202,
    );
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({ status: 'queued', schedule: 'manual' });
    const jobs = await api.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', LOCAL_SEARCH_SCAN_JOB)
      .where('dedupe_key', '=', `local_search_scan:${a.id}`)
      .execute();
    expect(jobs).toHaveLength(1);
    const runners = createJobRunners(api.deps);
    const workers = [1, 2].map((n) =>
      createWorker({ db: api.db, runners, id: `w${n}`, backoffMs: () => 0, log: () => {} }),
    );
    await Promise.all(workers.map((w) => w.runDue()));
    const scans = await api.db
      .selectFrom('local_search_scans')
      .select(['id', 'status', 'points'])
      .where('keyword_id', '=', kw.id)
      .orderBy('id')
      .execute();
    expect(scans.map((s) => s.status)).toEqual(['done', 'done']);
    const results = await api.db
      .selectFrom('local_search_results')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('scan_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(Number(results.n)).toBe(25);
    await api.db.deleteFrom('local_search_keywords').where('id', '=', kw.id).execute();
  });

  it('schedules due keywords weekly, once, only with the local_search setting', async () => {
    const kw = await addKeyword('date night');
    await api.runJobs();
    const past = new Date(Date.now() - 60_000);
    await api.db
      .updateTable('local_search_keywords')
      .set({ next_scan_at: past })
      .where('id', '=', kw.id)
      .execute();
    // (The seeded keywords fall due a day after the seed's anchor: they may be due too.)
    expect(await scheduleDueScans(api.db)).toBeGreaterThanOrEqual(1);
    expect(await scheduleDueScans(api.db)).toBe(0);
    const row = await api.db
      .selectFrom('local_search_keywords')
      .select('next_scan_at')
      .where('id', '=', kw.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.next_scan_at).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const pending = await api.db
      .selectFrom('local_search_scans')
      .select('schedule')
      .where('keyword_id', '=', kw.id)
      .where('status', '=', 'queued')
      .execute();
    expect(pending).toEqual([{ schedule: 'weekly' }]);
    await api.db.deleteFrom('local_search_keywords').where('id', '=', kw.id).execute();
    // An account without the setting (Evergreen) is not scanned.
    const off = await api.db
      .insertInto('local_search_keywords')
      .values({
        account_id: evergreen.account_id,
        location_id: otherLocationId,
        keyword: 'urgent care',
        next_scan_at: past,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await scheduleDueScans(api.db)).toBe(0);
    await api.db.deleteFrom('local_search_keywords').where('id', '=', off.id).execute();
  });
});
