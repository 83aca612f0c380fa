import type { Integration, IntegrationsBanner, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

/** GET /integrations for an account and for a partner, and the integrations banner. */
let api: TestApi;
let admin: Session;
let partner: Session;
let trial: Session;
beforeAll(async () => {
  api = await startTestApi();
  [admin, partner, trial] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('partner@demo.test'),
    api.login('trial@demo.test'),
  ]);
});
afterAll(() => api.close());

const list = async (auth: Session, query = '') => {
  const res = await api.request(`/api/integrations${query}`, { auth });
  return {
    status: res.status,
    body: (await res.json()) as { _embedded?: { integrations: Integration[] }; error?: string },
  };
};

describe('GET /integrations', () => {
  it('an account sees its own; a partner sees its children’s, by status, with their names', async () => {
    const own = await list(admin);
    expect(own.status).toBe(200);
    const mine = own.body._embedded!.integrations;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((i) => i.account_id === admin.account_id)).toBe(true);
    expect(mine.find((i) => i.code === 'facebook')).toMatchObject({
      integration_status: 'active',
      account_name: 'Blue Fern Bistro',
    });
    expect(mine.find((i) => i.code === 'facebook')!.expires_at).not.toBeNull();

    const all = await list(partner, '?integration_status=active&per_page=100');
    expect(all.status).toBe(200);
    const children = all.body._embedded!.integrations;
    expect(new Set(children.map((i) => i.account_name)).size).toBeGreaterThan(1);
    expect(children.every((i) => i.integration_status === 'active')).toBe(true);
    expect(children.some((i) => i.account_id === admin.account_id && i.code === 'google')).toBe(
      true,
    );

    // account_id is the caller's own, as everywhere: a child's id is 404 even for its partner.
    expect((await list(partner, `?account_id=${partner.account_id}`)).status).toBe(200);
    expect((await list(partner, `?account_id=${admin.account_id}`)).status).toBe(404);
    // A child account cannot look at another account's.
    expect((await list(admin, `?account_id=${trial.account_id}`)).status).toBe(404);
    expect((await list(partner, '?integration_status=sideways')).status).toBe(400);
  });
});

describe('the integrations banner', () => {
  const banner = async (auth: Session) => {
    const res = await api.request('/api/integrations/banner', { auth });
    return { status: res.status, body: (await res.json()) as IntegrationsBanner };
  };

  it('shows to admins of an account with no review site connected, until one dismisses it', async () => {
    expect((await banner(admin)).body.show).toBe(false); // Blue Fern has Google connected.
    const before = await banner(trial);
    expect(before).toEqual({
      status: 200,
      body: { show: true, sites: ['Google My Business', 'Facebook', 'Trustpilot'] },
    });
    const manager = await api.login('manager@demo.test');
    expect((await banner(manager)).status).toBe(403);
    const readonly = await api.login('readonly@demo.test');
    expect(
      (await api.request('/api/integrations/banner/dismissal', { method: 'POST', auth: readonly }))
        .status,
    ).toBe(403);
    const res = await api.request('/api/integrations/banner/dismissal', {
      method: 'POST',
      auth: trial,
    });
    expect(res.status).toBe(204);
    expect((await banner(trial)).body.show).toBe(false);
  });
});
