import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
let admin: Session;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
});
afterAll(() => api.close());

const expectApiHeaders = (res: Response) => {
  expect(res.headers.get('content-security-policy')).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
};

describe('API answers', () => {
  it('a login answer carries its token with no-store, so no cache keeps it', async () => {
    const res = await api.request('/api/auth', {
      method: 'POST',
      json: { email: 'admin@demo.test', password: 'demo-password' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectApiHeaders(res);
  });

  it.each(['/api/auth', '/api/locations', '/api/reviews?per_page=1', '/api/nothing-here'])(
    'authenticated %s is no-store and same-origin',
    async (path) => {
      const res = await api.request(path, { auth: admin });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expectApiHeaders(res);
    },
  );

  it('public widget payloads and media files keep their caching and are readable cross-origin', async () => {
    const widgets = await (await api.request('/api/amplify/widgets', { auth: admin })).json();
    const id = widgets.widgets.find((w: { published: boolean }) => w.published).id;
    const pub = await api.request(`/api/public/widgets/${id}`);
    expect(pub.headers.get('cache-control')).toContain('max-age=');
    expect(pub.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(pub.headers.get('access-control-allow-origin')).toBe('*');
    expectApiHeaders(pub);
    const row = await api.db
      .selectFrom('media')
      .select('storage_key')
      .where('storage_key', 'like', 'demo/%')
      .executeTakeFirstOrThrow();
    const file = await api.request(`/api/media/files/${row.storage_key}`);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
