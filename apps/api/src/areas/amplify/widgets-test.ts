import type { Session, Widget } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

export const W = '/api/amplify/widgets';

/**
 * The API on a fresh copy of the demo data, signed in as Blue Fern's admin, with three of its
 * locations, a group and sixteen five-star reviews, and one location, review and group of
 * Evergreen's (another account). Its fields are filled once the file's `beforeAll` ran.
 */
export function widgetsTest() {
  const t = {} as {
    api: TestApi;
    admin: Session;
    locationIds: number[];
    groupId: number;
    reviewIds: number[];
    otherAccount: { locationId: number; reviewId: number; groupId: number };
  };
  /** Creates a widget (as the admin unless told). */
  async function create(body: unknown, auth: Session = t.admin) {
    return t.api.request(W, { method: 'POST', auth, json: body });
  }
  async function createOk(body: unknown): Promise<Widget> {
    const res = await create(body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Widget;
  }
  /** Every widget row as text, to show a refused request changed nothing. */
  const widgetRows = () =>
    t.api.db.selectFrom('widgets').selectAll().orderBy('id').execute().then(JSON.stringify);

  beforeAll(async () => {
    t.api = await startTestApi();
    t.admin = await t.api.login('admin@demo.test');
    const acct = t.admin.account_id;
    t.locationIds = (
      await t.api.db
        .selectFrom('locations')
        .select('id')
        .where('account_id', '=', acct)
        .orderBy('id')
        .limit(3)
        .execute()
    ).map((r) => r.id);
    t.groupId = (
      await t.api.db
        .selectFrom('groups')
        .select('id')
        .where('account_id', '=', acct)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    t.reviewIds = (
      await t.api.db
        .selectFrom('reviews')
        .select('id')
        .where('account_id', '=', acct)
        .where('review_type', '=', 'review')
        .where('rating', '=', 5)
        .orderBy('id')
        .limit(16)
        .execute()
    ).map((r) => r.id);
    const other = await t.api.db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', 'Evergreen Family Health')
      .executeTakeFirstOrThrow();
    const pick = async (table: 'locations' | 'reviews' | 'groups') =>
      (
        await t.api.db
          .selectFrom(table)
          .select('id')
          .where('account_id', '=', other.id)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    t.otherAccount = {
      locationId: await pick('locations'),
      reviewId: await pick('reviews'),
      groupId: await pick('groups'),
    };
  });
  afterAll(() => t.api.close());
  return Object.assign(t, { create, createOk, widgetRows });
}
