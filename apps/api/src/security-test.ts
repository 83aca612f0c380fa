import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApi, type TestApi } from '../test/test-api';

/** Reads the {error} of an answer after checking its status. */
export const errorOf = async (res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return ((await res.json()) as { error: string }).error;
};

/**
 * The API on a fresh copy of the demo data, signed in as Blue Fern's admin and read-only user,
 * with the id of one of its locations. Its fields are filled once the file's `beforeAll` ran.
 */
export function securityTest() {
  const t = {} as { api: TestApi; admin: Session; readonly: Session; locationId: number };
  beforeAll(async () => {
    t.api = await startTestApi();
    t.admin = await t.api.login('admin@demo.test');
    t.readonly = await t.api.login('readonly@demo.test');
    t.locationId = (
      await t.api.db
        .selectFrom('locations')
        .select('id')
        .where('account_id', '=', t.admin.account_id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.api.close());
  return t;
}
