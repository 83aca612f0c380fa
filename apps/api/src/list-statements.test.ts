import type { Session } from '@plaudit/api-client/schemas';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/test-api';

/**
 * Counts the statements the API sends to the database: once per result (transformQuery also
 * runs for every subquery a builder embeds).
 */
let statements = 0;
const counting: KyselyPlugin = {
  transformQuery: (args) => args.node,
  async transformResult(args) {
    statements++;
    return args.result;
  },
};

let api: TestApi;
let admin: Session;
beforeAll(async () => {
  api = await startTestApi({ wrapDb: (db) => db.withPlugin(counting) });
  admin = await api.login('admin@demo.test');
});
afterAll(() => api.close());

/** The statements one GET makes (the caller's token is read again: no session cache here). */
async function statementsOf(path: string) {
  statements = 0;
  const res = await api.request(path, { auth: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return statements;
}

// A page of a list is one statement beside the caller's: its rows, their related rows and the
// count together (four and five statements on two round trips before).
it('reads a page of locations, with groups, directories and the count, in one statement', async () => {
  expect(await statementsOf('/api/locations?per_page=25&sort[by]=name')).toBe(2);
});

it('reads a page of reviews, with responses, tags and the count, in one statement', async () => {
  const today = new Date().toISOString().slice(0, 10);
  expect(
    await statementsOf(
      `/api/reviews?published_after=2020-01-01&published_before=${today}&rating=5`,
    ),
  ).toBe(2);
  expect(await statementsOf('/api/reviews?per_page=50&page=2&sort[by]=rating')).toBe(2);
});
