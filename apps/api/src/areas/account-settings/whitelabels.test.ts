import type { Session, Whitelabel } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

/** White labels: a partner's children show its brand, and its own domain shows it before login. */
let api: TestApi;
let admin: Session;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
});
afterAll(() => api.close());

describe('white labels', () => {
  it('a child of a white-labelled partner is white-labelled: flag and colours', async () => {
    expect(admin.isWhitelabel).toBe(true);
    const mine = (await (
      await api.request('/api/mywhitelabel', { auth: admin })
    ).json()) as Whitelabel;
    expect(mine).toMatchObject({
      name: 'Summit Hospitality',
      navigation_background_color: '#16324f',
    });
  });

  it('GET /whitelabels?custom_domain= answers the domain’s brand without sign-in, or none', async () => {
    const found = await api.request('/api/whitelabels?custom_domain=Summit.localhost');
    expect(found.status).toBe(200);
    const list = (await found.json()) as { _embedded: { whitelabels: Whitelabel[] } };
    expect(list._embedded.whitelabels.map((w) => w.name)).toEqual(['Summit Hospitality']);
    const none = (await (
      await api.request('/api/whitelabels?custom_domain=reviews.example.com')
    ).json()) as { _embedded: { whitelabels: Whitelabel[] } };
    expect(none._embedded.whitelabels).toEqual([]);
    for (const bad of ['', 'a b', '../x', `${'a'.repeat(64)}.com`])
      expect(
        (await api.request(`/api/whitelabels?custom_domain=${encodeURIComponent(bad)}`)).status,
        bad,
      ).toBe(400);
    expect((await api.request('/api/whitelabels')).status).toBe(400);
  });
});
