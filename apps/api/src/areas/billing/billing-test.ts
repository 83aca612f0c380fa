import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, expect } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

/** Reads a JSON answer after checking its status. */
export const json = async <T>(res: Response, code: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(code);
  return (await res.json()) as T;
};

/**
 * The API on a fresh copy of the demo data, signed in as the expired account's (Harbor's)
 * admin and user, Blue Fern's admin and manager and Evergreen's admin. Its fields are filled
 * once the file's `beforeAll` ran.
 */
export function billingTest() {
  const t = {} as {
    api: TestApi;
    expiredAdmin: Session;
    expiredUser: Session;
    blueFernAdmin: Session;
    blueFernManager: Session;
    evergreenAdmin: Session;
  };
  const get = (path: string, auth: Session) => t.api.request(`/api${path}`, { auth });
  const send = (method: string, path: string, auth: Session, body: unknown) =>
    t.api.request(`/api${path}`, { method, auth, json: body });
  /** The expired account's id. */
  const harbor = () => t.expiredAdmin.account_id;

  beforeAll(async () => {
    t.api = await startTestApi();
    [t.expiredAdmin, t.expiredUser, t.blueFernAdmin, t.blueFernManager, t.evergreenAdmin] =
      await Promise.all([
        t.api.login('expired@demo.test'),
        t.api.login('expired-user@demo.test'),
        t.api.login('admin@demo.test'),
        t.api.login('manager@demo.test'),
        loginAs(t.api, 'Evergreen Family Health', 'administrator'),
      ]);
  });
  afterAll(() => t.api.close());
  return Object.assign(t, { get, send, harbor });
}
