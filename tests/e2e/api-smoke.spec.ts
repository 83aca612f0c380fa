import { expect, test } from './fixtures';

test('the server answers health, login and a scoped list over HTTP', async ({ request }) => {
  expect((await request.get('/api/health')).status()).toBe(200);
  const login = await request.post('/api/auth', {
    data: { email: 'admin@demo.test', password: 'demo-password' },
  });
  expect(login.status()).toBe(201);
  const session = await login.json();
  const auth = `Basic ${Buffer.from(`${session.email}:${session.token}`).toString('base64')}`;
  const res = await request.get('/api/locations?per_page=5', {
    headers: { authorization: auth, accept: 'application/hal+json; version=1' },
  });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body._total).toBeGreaterThanOrEqual(20);
  expect(body._embedded.locations[0].account_id).toBe(session.account_id);
});
