import type { GroupPerformanceRow, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
let trial: Session;

beforeAll(async () => {
  api = await startTestApi();
  [admin, trial] = await Promise.all([api.login('admin@demo.test'), api.login('trial@demo.test')]);
});
afterAll(() => api.close());

async function setSetting(accountId: number, value: 'true' | 'false') {
  await api.db
    .updateTable('account_settings')
    .set({ value })
    .where('account_id', '=', accountId)
    .where('code', '=', 'groups_performance')
    .execute();
}

/** Every way to performance by group, for the session's account. */
const groupPaths = (s: Session) => [
  '/api/location_performance_overview?group_by=group',
  `/api/location_score/${s.account_id}/groups`,
  `/api/metrics/${s.account_id}/group`,
  `/api/target_scores?group_by=group`,
];

describe('performance by group (the groups_performance setting)', () => {
  it('answers every group view with the setting on, and only the location views without it', async () => {
    for (const path of groupPaths(admin)) {
      const res = await api.request(path, { auth: admin });
      expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    }
    const groups = (await (
      await api.request('/api/location_performance_overview?group_by=group&per_page=250', {
        auth: admin,
      })
    ).json()) as { _embedded: { location_performance_overview: GroupPerformanceRow[] } };
    expect(groups._embedded.location_performance_overview.length).toBeGreaterThan(1);

    // Copper Kettle has the setting off (the demo's trial account).
    for (const path of groupPaths(trial)) {
      const res = await api.request(path, { auth: trial });
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as { error: string }).error).toMatch(
        /Group performance is not enabled.*groups_performance/,
      );
    }
    const locations = await api.request('/api/location_performance_overview?group_by=location', {
      auth: trial,
    });
    expect(locations.status).toBe(200);
  });

  it('follows the setting at once, even for a report already cached', async () => {
    const path = '/api/location_performance_overview?group_by=group';
    expect((await api.request(path, { auth: admin })).status).toBe(200);
    await setSetting(admin.account_id, 'false');
    try {
      expect((await api.request(path, { auth: admin })).status).toBe(403);
      expect(
        (
          await api.request('/api/location_performance_overview/csv?group_by=group', {
            auth: admin,
          })
        ).status,
      ).toBe(403);
      // The asynchronous export of groups is refused when asked for; locations are not.
      const exportOf = (resource: string) =>
        api.request(`/api/export_files/${admin.account_id}`, {
          method: 'POST',
          auth: admin,
          json: { resource, file_type: 'csv' },
        });
      const groupsExport = await exportOf('metric_groups');
      expect(groupsExport.status).toBe(403);
      expect(((await groupsExport.json()) as { error: string }).error).toMatch(
        /groups_performance/,
      );
      expect((await exportOf('metric_locations')).status).toBe(201);
    } finally {
      await setSetting(admin.account_id, 'true');
    }
    expect((await api.request(path, { auth: admin })).status).toBe(200);
  });
});
