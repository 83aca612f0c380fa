import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, expect } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

/** The seed's anchor is 2026-06-15: the six months before it. */
export const RANGE = 'start_date=2025-12-15&end_date=2026-06-14';

/** Reads a JSON answer (none for 204) after checking its status. */
export const json = async <T>(res: globalThis.Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (status === 204 ? undefined : await res.json()) as T;
};

/**
 * The API on a fresh copy of the demo data, signed in as Blue Fern's admin, user and Read Only
 * user and as Evergreen's admin (the competitor setting off: the preview only), with calls that
 * check the status. Its fields are filled once the file's `beforeAll` ran.
 */
export function competitorsTest() {
  const c = {} as {
    api: TestApi;
    admin: Session;
    user: Session;
    readOnly: Session;
    /** Evergreen has the competitor setting off: its users have the preview only. */
    previewOnly: Session;
    evergreenCompetitorId: number;
    evergreenLocationId: number;
  };
  const get = <T>(path: string, auth: Session, status = 200) =>
    c.api.request(`/api${path}`, { auth }).then((r) => json<T>(r, status));
  const send = <T>(method: string, path: string, body: unknown, auth: Session, status: number) =>
    c.api.request(`/api${path}`, { method, auth, json: body }).then((r) => json<T>(r, status));
  const report = (part: string, query = RANGE, auth = c.admin, status = 200) =>
    get<unknown>(`/reports/${c.admin.account_id}/competitor/${part}?${query}`, auth, status);

  beforeAll(async () => {
    c.api = await startTestApi();
    [c.admin, c.user, c.readOnly, c.previewOnly] = await Promise.all([
      c.api.login('admin@demo.test'),
      c.api.login('user@demo.test'),
      c.api.login('readonly@demo.test'),
      loginAs(c.api, 'Evergreen Family Health', 'administrator'),
    ]);
    const ev = await c.api.db
      .selectFrom('competitors')
      .select(['id', 'location_id'])
      .where('account_id', '=', c.previewOnly.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    c.evergreenCompetitorId = ev.id;
    c.evergreenLocationId = ev.location_id;
  });
  afterAll(() => c.api.close());
  return Object.assign(c, { get, send, report });
}
