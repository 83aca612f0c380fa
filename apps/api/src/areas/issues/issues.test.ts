import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byName, json, type Loc, startDemoLocations } from '../../../test/demo-locations';
import type { TestApi } from '../../../test/test-api';

/** A location's integration issues: missing and conflicting place ids, muted and unmuted. */

let api: TestApi;
let admin: Session;
let manager: Session;
let readonly: Session;
let trial: Session;
let bf: Loc[];
let trialLoc: number;

beforeAll(async () => {
  ({ api, admin, manager, readonly, trial, bf, trialLoc } = await startDemoLocations());
});
afterAll(() => api.close());

describe('issues', () => {
  it('reports missing and conflicting place ids, mutes and unmutes', async () => {
    const body = await json(
      api.request(`/api/issues?account_id=${admin.account_id}`, { auth: readonly }),
    );
    const issues = body._embedded.issues as {
      id: number;
      location_id: number;
      status: string;
      muted: boolean;
    }[];
    const missing = bf.filter((l) => !l.google_place_id).map((l) => l.id);
    expect(
      issues
        .filter((i) => i.status === 'missing_place_id')
        .map((i) => i.location_id)
        .sort(),
    ).toEqual(missing.sort());
    const conflicting = issues.filter((i) => i.status === 'conflicting_place_id');
    expect(conflicting.map((i) => i.location_id).sort()).toEqual(
      [byName(bf, 'Houston Heights').id, byName(bf, 'Houston Galleria').id].sort(),
    );
    const target = conflicting[0]!;
    expect(
      (
        await api.request(`/api/issues/${target.id}`, {
          method: 'PATCH',
          auth: readonly,
          json: { muted: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.request(`/api/issues/${target.id}`, {
          method: 'PATCH',
          auth: trial,
          json: { muted: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.request(`/api/issues/${target.id}`, {
          method: 'PATCH',
          auth: admin,
          json: { muted: 'yes' },
        })
      ).status,
    ).toBe(400);
    const muted = await json(
      api.request(`/api/issues/${target.id}`, {
        method: 'PATCH',
        auth: manager,
        json: { muted: true },
      }),
    );
    expect(muted.muted).toBe(true);
    const one = await json(
      api.request(`/api/issues?location_id=${target.location_id}`, { auth: admin }),
    );
    expect(one._embedded.issues).toEqual([expect.objectContaining({ id: target.id, muted: true })]);
    // Fixing the place id resolves the conflict for both locations.
    await api.request(`/api/locations/${byName(bf, 'Houston Galleria').id}`, {
      method: 'PATCH',
      auth: admin,
      json: { google_place_id: 'ChIJ-galleria-fixed' },
    });
    const after = await json(
      api.request('/api/issues?status=conflicting_place_id', { auth: admin }),
    );
    expect(after._total).toBe(0);
    expect((await api.request(`/api/issues?location_id=${trialLoc}`, { auth: admin })).status).toBe(
      404,
    );
  });
});
