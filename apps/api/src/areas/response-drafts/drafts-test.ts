import type { Review, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { json } from '../../../test/read-json';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

export { json };

/** What the drafting tests act with: the API, the demo users and a Blue Fern location. */
export type DraftsTest = {
  api: TestApi;
  admin: Session;
  manager: Session;
  readOnly: Session;
  partner: Session;
  evergreen: Session;
  /** Arrives a Google review at Blue Fern's first location (POST /api/reviews). */
  arrive: (content: string, rating: number, author?: string) => Promise<Review>;
  /** POST /api/reviews/{id}/response_drafts. */
  draft: (reviewId: number, auth?: Session) => Promise<Response>;
  /** Turns Smart Responses on or off for an account. */
  setting: (accountId: number, value: string) => Promise<void>;
};

/**
 * The API on a fresh copy of the demo data for a drafting test file: signs the demo users in
 * before the file's tests, turns Smart Responses on for Blue Fern and forgets any configured
 * writer before each test. Its fields are filled once the file's `beforeAll` ran.
 */
export function draftsTest(): DraftsTest {
  const t = {} as DraftsTest;
  let locationId = 0;
  let googleId = 0;
  let n = 0;
  t.setting = async (accountId, value) => {
    await t.api.db
      .deleteFrom('account_settings')
      .where('account_id', '=', accountId)
      .where('code', '=', 'ai_smart_responses')
      .execute();
    await t.api.db
      .insertInto('account_settings')
      .values({ account_id: accountId, code: 'ai_smart_responses', value })
      .execute();
  };
  t.arrive = async (content, rating, author = 'Sam Ortega') =>
    json<Review>(
      await t.api.request('/api/reviews', {
        method: 'POST',
        auth: t.admin,
        json: {
          location_id: locationId,
          source_id: googleId,
          external_id: `draft-${++n}`,
          rating,
          content,
          author_name: author,
          published_at: '2026-11-24T09:00:00Z',
        },
      }),
      201,
    );
  t.draft = (reviewId, auth = t.manager) =>
    t.api.request(`/api/reviews/${reviewId}/response_drafts`, { method: 'POST', auth, json: {} });

  beforeAll(async () => {
    t.api = await startTestApi();
    [t.admin, t.manager, t.readOnly, t.partner, t.evergreen] = await Promise.all([
      t.api.login('admin@demo.test'),
      t.api.login('manager@demo.test'),
      t.api.login('readonly@demo.test'),
      t.api.login('partner@demo.test'),
      loginAs(t.api, 'Evergreen Family Health', 'administrator'),
    ]);
    locationId = (
      await t.api.db
        .selectFrom('locations')
        .select('id')
        .where('account_id', '=', t.admin.account_id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    googleId = (
      await t.api.db
        .selectFrom('sources')
        .select('id')
        .where('code', '=', 'google')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.api.close());
  beforeEach(async () => {
    await t.setting(t.admin.account_id, 'true');
    t.api.deps.providers.responseWriter = undefined;
  });
  return t;
}
