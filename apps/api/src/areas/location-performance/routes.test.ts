import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let readonly: Session;
let evergreen: Session;

beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, user, readonly, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
    api.login('admin@evergreen.demo.test'),
  ]);
});
afterAll(() => api?.close());

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('location performance', () => {
  it('ranks locations with lag columns, pages and groups', async () => {
    const res = await json(
      await api.request('/api/location_performance_overview?with_lag=true&per_page=10', {
        auth: readonly,
      }),
    );
    expect(res.status).toBe(200);
    const rows = res.body._embedded.location_performance_overview;
    expect(rows).toHaveLength(10);
    expect(rows[0].rank).toBe(1);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1].location_score).toBeGreaterThanOrEqual(rows[i].location_score);
    expect(rows[0]).toHaveProperty('lag_total_reviews');
    expect(rows[0].score.subscores.LLHealth.weight).toBe(15);
    expect(res.body._links.next).not.toBeNull();
    const groups = await json(
      await api.request('/api/location_performance_overview?group_by=group&per_page=250', {
        auth: readonly,
      }),
    );
    expect(groups.body._embedded.location_performance_overview[0]).toHaveProperty('group_score');
    expect(groups.body._links.next).toBeNull();
    const scores = await json(
      await api.request(`/api/location_score/${admin.account_id}/locations?per_page=3`, {
        auth: user,
      }),
    );
    expect(scores.body._embedded.location_scores[0].score.subscores.AverageRating.weight).toBe(30);
    expect(
      (await api.request(`/api/location_score/${evergreen.account_id}/locations`, { auth: admin }))
        .status,
    ).toBe(404);
    expect(
      (await api.request('/api/location_performance_overview?per_page=1000', { auth: admin }))
        .status,
    ).toBe(400);
  });

  it('targets: admins set them, target scores follow, CSV exports', async () => {
    const body = {
      avg_rating: 4.5,
      avg_rating_weight: 60,
      response_rate: 0.8,
      response_rate_weight: 40,
    };
    expect(
      (await api.request('/api/metric_targets', { method: 'PUT', auth: manager, json: body }))
        .status,
    ).toBe(403);
    expect(
      (
        await api.request('/api/metric_targets', {
          method: 'PUT',
          auth: admin,
          json: { avg_rating: 9 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api.request('/api/metric_targets', { method: 'PUT', auth: admin, json: body })).status,
    ).toBe(200);
    const t = await json(await api.request('/api/metric_targets', { auth: user }));
    expect(t.body).toMatchObject({ avg_rating: 4.5, avg_rating_weight: 60, total_reviews: null });
    const ts = await json(
      await api.request('/api/target_scores?with_lag=true&top_n=5', { auth: user }),
    );
    expect(ts.body.total_score).toBeGreaterThan(0);
    expect(ts.body.total_score).toBeLessThanOrEqual(100);
    const csv = await api.request('/api/location_performance_overview/csv', { auth: admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toMatch(/^Rank,Location,/);
    expect(lines.length).toBeGreaterThan(20);
    const g = await api.request('/api/location_score/export/groups/csv', { auth: admin });
    expect((await g.text()).split('\n')[0]).toContain('AverageRating Weight');
  });
});
