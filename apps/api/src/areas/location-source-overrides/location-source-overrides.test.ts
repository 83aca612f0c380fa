import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byName, json, type Loc, startDemoLocations } from '../../../test/demo-locations';
import type { TestApi } from '../../../test/test-api';

/** Directory-specific phone and website overrides of a location. */

let api: TestApi;
let admin: Session;
let readonly: Session;
let trial: Session;
let bf: Loc[];

beforeAll(async () => {
  ({ api, admin, readonly, trial, bf } = await startDemoLocations());
});
afterAll(() => api.close());

describe('directory-specific overrides', () => {
  it('creates, updates and lists overrides; empty becomes null', async () => {
    const loc = byName(bf, 'Denver LoHi').id;
    const sources = await api.db.selectFrom('sources').select(['id', 'directory_code']).execute();
    const yelp = sources.find((s) => s.directory_code === 'yelp_api')!;
    const res = await api.request('/api/location_source_overrides', {
      method: 'POST',
      auth: admin,
      json: {
        account_id: admin.account_id,
        location_id: loc,
        source_id: yelp.id,
        phone: '(303) 555-0199',
        website: '',
      },
    });
    expect(res.status).toBe(201);
    const row = await res.json();
    expect(row).toMatchObject({
      phone: '(303) 555-0199',
      website: null,
      directory_code: 'yelp_api',
    });
    const patched = await json(
      api.request(`/api/location_source_overrides/${row.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { phone: '', website: 'https://example.com/denver' },
      }),
    );
    expect(patched).toMatchObject({ phone: null, website: 'https://example.com/denver' });
    const list = await json(
      api.request(`/api/location_source_overrides?location_id=${loc}`, { auth: readonly }),
    );
    expect(list._embedded.location_source_overrides).toHaveLength(1);

    const google = sources.find((s) => !s.directory_code)!;
    const bad = await api.request('/api/location_source_overrides', {
      method: 'POST',
      auth: admin,
      json: { location_id: loc, source_id: google.id, phone: '(303) 555-0199' },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await api.request('/api/location_source_overrides', {
          method: 'POST',
          auth: admin,
          json: { location_id: loc, source_id: yelp.id, phone: '12' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.request('/api/location_source_overrides', {
          method: 'POST',
          auth: admin,
          json: { location_id: loc, source_id: yelp.id },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.request(`/api/location_source_overrides/${row.id}`, {
          method: 'PATCH',
          auth: readonly,
          json: { phone: '' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.request(`/api/location_source_overrides/${row.id}`, {
          method: 'PATCH',
          auth: trial,
          json: { phone: '' },
        })
      ).status,
    ).toBe(404);
  });
});
