import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/test-api';
import { createApi } from './app';

/**
 * One request per route of the route table, signed in as the demo admin, on the project's
 * database. This file runs on PostgreSQL and on the embedded PGlite, and both must give the
 * answers recorded in `__snapshots__/route-walk.json` (statuses, and the totals of lists): the
 * embedded default answers like PostgreSQL. A route added later is walked without anyone
 * writing a case for it; `pnpm vitest run -u src/route-walk.test.ts` records its answer.
 */
let api: TestApi;
let admin: Session;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
});
afterAll(() => api?.close());

/** Every method and path of the app, reads first and deletions last (as a user would). */
const routes = (() => {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of createApi({} as never).app.routes) {
    if (r.method === 'ALL') continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  const rank = (m: string) => (m === 'GET' ? 0 : m === 'DELETE' ? 2 : 1);
  return [...seen.values()].sort((a, b) => rank(a.method) - rank(b.method));
})();

it('answers every route the same on PostgreSQL and on the embedded database', async () => {
  const answers: Record<string, number | [number, number]> = {};
  for (const { method, path } of routes) {
    const url = path
      .replace(/:(account_id|accountId)(\{[^}]*\})?/g, String(admin.account_id))
      .replace(/:[A-Za-z_]+(\{[^}]*\})?/g, '1')
      .replace('*', 'demo/1');
    let res = await api.requestInProcess(url, {
      method,
      auth: admin,
      ...(method === 'GET' ? {} : { json: {} }),
    });
    const key = `${method} ${path}`;
    let total: unknown;
    if (res.status === 200 && res.headers.get('content-type')?.includes('json'))
      total = ((await res.json()) as { _total?: unknown })._total;
    else await res.body?.cancel();
    answers[key] = typeof total === 'number' ? [res.status, total] : res.status;
    // Routes that end the session (logging out, a password change): sign in again.
    res = await api.requestInProcess('/api/accounts', { auth: admin });
    await res.body?.cancel();
    if (res.status === 401) admin = await api.login('admin@demo.test');
  }
  const serverErrors = Object.entries(answers).filter(
    ([, a]) => (Array.isArray(a) ? a[0] : a) >= 500,
  );
  expect(serverErrors, `on ${inject('testDb').kind}`).toEqual([]);
  await expect(`${JSON.stringify(answers, null, 1)}\n`).toMatchFileSnapshot(
    '__snapshots__/route-walk.json',
  );
}, 120_000);
