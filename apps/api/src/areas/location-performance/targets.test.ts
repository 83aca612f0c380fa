import type {
  LocationCustomTargets,
  LocationCustomTargetsOfLocation,
  LocationScore,
  MetricTargetsOfLocation,
  Session,
  TargetScores,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

/**
 * The score breakdown, target scores, per-location targets and
 * /metrics/{account_id}/location on a small fixture: reviews in April 2004 (a
 * 30-day period no demo review falls in) at one Blue Fern location, figures
 * checked against hand computation.
 */
let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let readonly: Session;
let evergreen: Session;
let trial: Session;
/** The fixture location (no custom targets in the seed) and one with seeded custom targets. */
let loc: number;
let seededCustom: number;
let evergreenLoc: number;

const APRIL = 'start_date=2004-04-01&end_date=2004-04-30';

beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, user, readonly, evergreen, trial] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
    api.login('admin@evergreen.demo.test'),
    api.login('trial@demo.test'),
  ]);
  const custom = await api.db
    .selectFrom('location_custom_targets')
    .select('location_id')
    .where('account_id', '=', admin.account_id)
    .execute();
  expect(custom).toHaveLength(2);
  seededCustom = custom[0]!.location_id;
  const plain = await api.db
    .selectFrom('locations')
    .select('id')
    .where('account_id', '=', admin.account_id)
    .where(
      'id',
      'not in',
      custom.map((c) => c.location_id),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  loc = plain.id;
  evergreenLoc = (
    await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', evergreen.account_id)
      .executeTakeFirstOrThrow()
  ).id;
  const source = await api.db
    .selectFrom('sources')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const review = (rating: number, status: 'new' | 'completed', at: string) => ({
    account_id: admin.account_id,
    location_id: loc,
    source_id: source.id,
    rating,
    author_name: 'Targets Test',
    published_at: new Date(at),
    status,
  });
  await api.db
    .insertInto('reviews')
    .values([
      // April 2004: ratings 5, 4 and 3 (average 4), two of three completed.
      review(5, 'completed', '2004-04-05T12:00:00Z'),
      review(4, 'completed', '2004-04-10T12:00:00Z'),
      review(3, 'new', '2004-04-20T12:00:00Z'),
      // The previous period (2004-03-02 to 2004-03-31): one 2-star review.
      review(2, 'new', '2004-03-15T12:00:00Z'),
    ])
    .execute();
});
afterAll(() => api?.close());

const get = async <T>(path: string, auth: Session) => {
  const res = await api.request(path, { auth });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const status = async (
  path: string,
  auth: Session,
  init: { method?: string; json?: unknown } = {},
) => (await api.request(path, { auth, ...init })).status;

describe('score breakdown (GET /location_score/{account_id}/locations|groups)', () => {
  it('gives each subscore its value, weight, target and formula, from the overview score', async () => {
    const body = await get<{ _embedded: { location_scores: LocationScore[] } }>(
      `/api/location_score/${admin.account_id}/locations?${APRIL}&location_id=${loc}`,
      user,
    );
    const row = body._embedded.location_scores[0]!;
    expect(row.location_id).toBe(loc);
    const b = row.breakdown;
    // Average rating 4 of 5; 3 reviews against 10 a month; no owner photo before May 2004.
    expect(b.AverageRating).toMatchObject({ label: 'Average Rating', value: 80, weight: 30 });
    expect(b.ReviewVolume).toMatchObject({ label: 'Number of Reviews', value: 30, weight: 25 });
    expect(b.MediaPresence).toMatchObject({ label: 'Owner Photos', value: 0, weight: 10 });
    expect(b.ResponseEfficiency.label).toBe('Response Rate and Time');
    expect(b.LLHealth.label).toBe('Listings in Sync');
    expect(b.AverageRating.formula).toContain('÷ 5 × 100');
    // The seeded account targets: avg_rating 4.5 → 90; 40 reviews → capped at 100; 10 photos → 100.
    expect(b.AverageRating.target).toBe(90);
    expect(b.ReviewVolume.target).toBe(100);
    expect(b.MediaPresence.target).toBe(100);
    expect(b.AverageRating.measures).toEqual([
      { field: 'avg_rating', actual: 4, target: 4.5, target_weight: 30 },
    ]);
    expect(b.ResponseEfficiency.measures.map((m) => m.field)).toEqual([
      'response_rate',
      'response_time',
    ]);
    expect(b.ResponseEfficiency.measures[0]!.actual).toBeCloseTo(2 / 3, 4);
    expect(row.targets_source).toBe('account');
    // The same score as the overview's row.
    const overview = await get<{
      _embedded: { location_performance_overview: { score: unknown; target_score: number }[] };
    }>(`/api/location_performance_overview?${APRIL}&location_id=${loc}`, user);
    const o = overview._embedded.location_performance_overview[0]!;
    expect(row.score).toEqual(o.score);
    expect(row.target_score).toBe(o.target_score);
  });

  it('exports the targets in the score CSV', async () => {
    const res = await api.request(
      `/api/location_score/export/locations/csv?${APRIL}&location_id=${loc}`,
      { auth: admin },
    );
    expect(res.status).toBe(200);
    const [head, line] = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const cols = head!.split(',');
    const cells = line!.split(',');
    const at = (name: string) => cells[cols.indexOf(name)];
    expect(at('AverageRating')).toBe('80');
    expect(at('AverageRating Target')).toBe('90');
    expect(at('Targets')).toBe('account');
    expect(at('MediaPresence Weight')).toBe('10');
  });

  it('groups have the breakdown against the account targets', async () => {
    const body = await get<{
      _embedded: {
        group_scores: {
          group_id: number;
          breakdown: LocationScore['breakdown'];
          targets_source: string;
        }[];
      };
    }>(`/api/location_score/${admin.account_id}/groups?${APRIL}&per_page=2`, readonly);
    const g = body._embedded.group_scores[0]!;
    expect(g.group_id).toBeGreaterThan(0);
    expect(g.targets_source).toBe('account');
    expect(g.breakdown.AverageRating.weight).toBe(30);
    expect(g.breakdown.AverageRating.measures[0]!.target).toBe(4.5);
  });

  it('answers 400, 404 for another account', async () => {
    expect(await status(`/api/location_score/${admin.account_id}/locations?per_page=0`, user)).toBe(
      400,
    );
    expect(await status(`/api/location_score/abc/locations`, user)).toBe(400);
    expect(await status(`/api/location_score/${evergreen.account_id}/groups`, admin)).toBe(404);
    expect(await status(`/api/location_score/${admin.account_id}/locations`, evergreen)).toBe(404);
  });
});

describe('per-location custom targets', () => {
  it('sets, reads and clears a location override; target scores follow', async () => {
    const path = `/api/location_custom_targets/${loc}`;
    const body = { avg_rating: 5, avg_rating_weight: 100 };
    // Only administrators with custom_score.
    for (const who of [manager, user, readonly])
      expect(await status(path, who, { method: 'PUT', json: body })).toBe(403);
    expect(await status(path, trial, { method: 'PUT', json: body })).toBe(403);
    expect(await status(path, admin, { method: 'PUT', json: { avg_rating: 9 } })).toBe(400);
    expect(await status(path, admin, { method: 'PUT', json: { avg_rating_weight: 101 } })).toBe(
      400,
    );
    expect(
      await status('/api/location_custom_targets/abc', admin, { method: 'PUT', json: body }),
    ).toBe(400);
    expect(
      await status(`/api/location_custom_targets/${evergreenLoc}`, admin, {
        method: 'PUT',
        json: body,
      }),
    ).toBe(404);
    expect(
      await status(`/api/location_custom_targets/${evergreenLoc}`, admin, { method: 'DELETE' }),
    ).toBe(404);

    const put = await api.request(path, { method: 'PUT', auth: admin, json: body });
    expect(put.status).toBe(200);
    const saved = (await put.json()) as LocationCustomTargets;
    expect(saved).toMatchObject({
      location_id: loc,
      avg_rating: 5,
      avg_rating_weight: 100,
      total_reviews: null,
    });

    const one = await get<LocationCustomTargetsOfLocation>(
      `/api/location_custom_targets_per_location?location_id=${loc}`,
      readonly,
    );
    expect(one.custom_targets).toMatchObject({ avg_rating: 5, avg_rating_weight: 100 });

    const list = await get<{
      _embedded: { location_custom_targets: LocationCustomTargets[] };
      _total_items?: number;
    }>('/api/location_custom_targets?per_page=250', user);
    const ids = list._embedded.location_custom_targets.map((r) => r.location_id);
    expect(ids).toContain(loc);
    expect(ids).toContain(seededCustom);
    expect(list._embedded.location_custom_targets).toHaveLength(3);

    const effective = await get<{
      _embedded: { metric_targets_per_location: MetricTargetsOfLocation[] };
    }>(`/api/metric_targets_per_location?location_id=${loc}`, user);
    expect(effective._embedded.metric_targets_per_location).toEqual([
      expect.objectContaining({
        location_id: loc,
        source: 'location',
        avg_rating: 5,
        total_reviews: null,
      }),
    ]);

    // Target score against avg_rating 5 only: 4 / 5 = 80; the previous period (one 2-star review): 40.
    const ts = await get<TargetScores>(
      `/api/target_scores?${APRIL}&location_id=${loc}&with_lag=true`,
      user,
    );
    expect(ts).toMatchObject({ total_score: 80, lag_score: 40, group_by: 'location' });
    expect(ts._embedded.target_scores).toEqual([
      { id: loc, name: expect.any(String), total_score: 80, lag_score: 40 },
    ]);
    const scores = await get<{ _embedded: { location_scores: LocationScore[] } }>(
      `/api/location_score/${admin.account_id}/locations?${APRIL}&location_id=${loc}`,
      user,
    );
    const row = scores._embedded.location_scores[0]!;
    expect(row.targets_source).toBe('location');
    expect(row.target_score).toBe(80);
    expect(row.breakdown.AverageRating.target).toBe(100);
    // No volume target in the override.
    expect(row.breakdown.ReviewVolume.target).toBeNull();

    for (const who of [manager, readonly])
      expect(await status(path, who, { method: 'DELETE' })).toBe(403);
    expect(await status(path, admin, { method: 'DELETE' })).toBe(204);
    expect(await status(path, admin, { method: 'DELETE' })).toBe(404);
    const cleared = await get<LocationCustomTargetsOfLocation>(
      `/api/location_custom_targets_per_location?location_id=${loc}`,
      user,
    );
    expect(cleared.custom_targets).toBeNull();
    const back = await get<{
      _embedded: { metric_targets_per_location: MetricTargetsOfLocation[] };
    }>(`/api/metric_targets_per_location?location_id=${loc}`, user);
    expect(back._embedded.metric_targets_per_location[0]).toMatchObject({
      source: 'account',
      avg_rating: 4.5,
    });
  });

  it('lists every location with the targets that apply, and checks the tenant', async () => {
    const all = await get<{
      _embedded: { metric_targets_per_location: MetricTargetsOfLocation[] };
      _total_items: number;
    }>('/api/metric_targets_per_location?per_page=250', readonly);
    const rows = all._embedded.metric_targets_per_location;
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.find((r) => r.location_id === seededCustom)).toMatchObject({ source: 'location' });
    expect(rows.filter((r) => r.source === 'account').length).toBe(
      rows.length - rows.filter((r) => r.source === 'location').length,
    );
    // Evergreen has no targets: null source.
    const ev = await get<{ _embedded: { metric_targets_per_location: MetricTargetsOfLocation[] } }>(
      '/api/metric_targets_per_location',
      evergreen,
    );
    expect(ev._embedded.metric_targets_per_location[0]).toMatchObject({
      source: null,
      avg_rating: null,
    });

    expect(
      await status(`/api/metric_targets_per_location?account_id=${evergreen.account_id}`, admin),
    ).toBe(404);
    expect(
      await status(`/api/location_custom_targets?account_id=${evergreen.account_id}`, admin),
    ).toBe(404);
    expect(
      await status(`/api/location_custom_targets_per_location?location_id=${evergreenLoc}`, admin),
    ).toBe(404);
    expect(await status('/api/location_custom_targets_per_location', admin)).toBe(400);
    expect(await status('/api/location_custom_targets_per_location?location_id=x', admin)).toBe(
      400,
    );
    expect(await status('/api/metric_targets_per_location?per_page=251', admin)).toBe(400);
  });
});

describe('GET /target_scores', () => {
  it('ranks rows by target score, keeps the best top_n and groups', async () => {
    const ts = await get<TargetScores>(`/api/target_scores?${APRIL}&with_lag=true`, admin);
    const rows = ts._embedded.target_scores;
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]!.total_score!).toBeGreaterThanOrEqual(rows[i]!.total_score!);
    const top = await get<TargetScores>(`/api/target_scores?${APRIL}&with_lag=true&top_n=2`, admin);
    expect(top._embedded.target_scores).toHaveLength(2);
    const mean = (xs: number[]) =>
      Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100;
    expect(top.total_score).toBe(mean(top._embedded.target_scores.map((r) => r.total_score!)));
    expect(top.lag_score).toBe(mean(top._embedded.target_scores.map((r) => r.lag_score!)));
    const noLag = await get<TargetScores>(`/api/target_scores?${APRIL}&top_n=2`, admin);
    expect(noLag.lag_score).toBeNull();
    const groups = await get<TargetScores>(`/api/target_scores?${APRIL}&group_by=group`, manager);
    expect(groups.group_by).toBe('group');
    const groupIds = (
      await api.db
        .selectFrom('groups')
        .select('id')
        .where('account_id', '=', admin.account_id)
        .execute()
    ).map((g) => g.id);
    for (const r of groups._embedded.target_scores) expect(groupIds).toContain(r.id);
    expect(await status('/api/target_scores?top_n=0', admin)).toBe(400);
    expect(await status('/api/target_scores?group_by=city', admin)).toBe(400);
    expect(await status(`/api/target_scores?account_id=${evergreen.account_id}`, admin)).toBe(404);
  });
});

describe('GET /metrics/{account_id}/location', () => {
  it("gives each location's metrics, consistent with the overview", async () => {
    const body = await get<{
      _embedded: {
        locations: {
          location_id: number;
          total_reviews: number;
          avg_rating: number | null;
          completed_rate: number;
        }[];
      };
    }>(`/api/metrics/${admin.account_id}/location?${APRIL}&per_page=250`, user);
    const rows = body._embedded.locations;
    const mine = rows.find((r) => r.location_id === loc)!;
    expect(mine).toMatchObject({ total_reviews: 3, avg_rating: 4 });
    expect(mine.completed_rate).toBeCloseTo(2 / 3, 4);
    const overview = await get<{ total_reviews: number; average_rating: number }>(
      `/api/metrics/${admin.account_id}/overview?published_after=2004-04-01&published_before=2004-04-30`,
      user,
    );
    expect(rows.reduce((a, r) => a + r.total_reviews, 0)).toBe(overview.total_reviews);
    expect(overview.average_rating).toBe(4);
    const groups = await get<{ _embedded: { groups: { id: number; total_reviews: number }[] } }>(
      `/api/metrics/${admin.account_id}/group?${APRIL}&per_page=250`,
      user,
    );
    expect(groups._embedded.groups.length).toBeGreaterThan(0);
    expect(await status(`/api/metrics/${evergreen.account_id}/location`, admin)).toBe(404);
    expect(await status(`/api/metrics/${admin.account_id}/location?per_page=0`, admin)).toBe(400);
    expect(
      await status(`/api/metrics/${admin.account_id}/location?start_date=2004-13-01`, admin),
    ).toBe(400);
  });
});
