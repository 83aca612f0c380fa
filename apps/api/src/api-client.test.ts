import { ApiError, createClient, createPlauditApi, errorMessage } from '@plaudit/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/test-api';

/** The published client against the real server over HTTP: the contract both sides share. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('@plaudit/api-client against the API server', () => {
  it('logs in, lists and reads with paging normalised', async () => {
    const client = createClient({ baseUrl: `${api.baseUrl}/api`, clientName: 'integration-test' });
    const plaudit = createPlauditApi(client);
    const session = await plaudit.auth.login({
      email: 'admin@demo.test',
      password: 'demo-password',
    });
    expect(session.isAccountOwner).toBe(true);
    const page = await plaudit.locations.list({ per_page: 5, sort: { by: 'name', order: 'asc' } });
    expect(page.items).toHaveLength(5);
    expect(page.paging.total).toBeGreaterThanOrEqual(25);
    expect(page.paging.totalPages).toBe(Math.ceil(page.paging.total / 5));
    const one = await plaudit.locations.get(page.items[0]!.id);
    expect(one.name).toBe(page.items[0]!.name);
    const reviews = await plaudit.reviews.list({ rating: ['5'], per_page: 3 });
    expect(reviews.items.every((r) => r.rating === 5)).toBe(true);
  });

  it('updates through the PATCH override and surfaces server errors verbatim', async () => {
    const client = createClient({ baseUrl: `${api.baseUrl}/api` });
    const plaudit = createPlauditApi(client);
    await plaudit.auth.login({ email: 'admin@demo.test', password: 'demo-password' });
    const [group] = (await plaudit.groups.list({ per_page: 1 })).items;
    const renamed = await plaudit.groups.update(group!.id, { name: 'Renamed through the client' });
    expect(renamed.name).toBe('Renamed through the client');

    const trial = createPlauditApi(createClient({ baseUrl: `${api.baseUrl}/api` }));
    await trial.auth.login({ email: 'trial@demo.test', password: 'demo-password' });
    const [only] = (await trial.locations.list({})).items;
    const err = await trial.locations.remove(only!.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect(errorMessage(err)).toBe("Can't delete the last location on the account.");
  });

  it('calls onUnauthorized when the session ends on the server', async () => {
    let loggedOut = 0;
    const client = createClient({
      baseUrl: `${api.baseUrl}/api`,
      onUnauthorized: () => loggedOut++,
    });
    const plaudit = createPlauditApi(client);
    const session = await plaudit.auth.login({
      email: 'manager@demo.test',
      password: 'demo-password',
    });
    await api.request('/api/auth', { method: 'DELETE', auth: session });
    await expect(plaudit.locations.list({})).rejects.toBeInstanceOf(ApiError);
    expect(loggedOut).toBe(1);
  });
});
