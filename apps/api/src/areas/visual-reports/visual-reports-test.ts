import type { Session, VisualReport } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll } from 'vitest';
import { json, startExportTest } from '../../../test/run-export';
import type { TestApi } from '../../../test/test-api';

/** The dates of the test location's four reviews (March and April 2005). */
export const RANGE = '?from=2005-03-01&to=2005-04-30';

/** One block of every kind. */
export const BLOCKS = [
  { kind: 'rating_over_time' },
  { kind: 'volume_over_time' },
  { kind: 'by_source' },
  { kind: 'by_location', display: 'table' },
  { kind: 'sentiment' },
  { kind: 'experience_categories' },
  { kind: 'response_rate' },
  { kind: 'response_time' },
];

/**
 * The API on a copy of the demo data with a location of the test's own with four reviews in March
 * and April 2005 (hand-computed figures), signed in as Blue Fern's admin, manager, user and Read
 * Only user and Evergreen's admin. Its fields are filled once the file's `beforeAll` ran.
 */
export function visualReportsTest() {
  const t = {} as {
    api: TestApi;
    admin: Session;
    manager: Session;
    user: Session;
    readonly: Session;
    evergreen: Session;
    locationId: number;
    sourceId: number;
  };
  /** Creates a report as `s`, checking the status. */
  const create = async (s: Session, body: Record<string, unknown>, status = 201) =>
    json<VisualReport>(
      await t.api.request('/api/visual_reports', { method: 'POST', auth: s, json: body }),
      status,
    );

  beforeAll(async () => {
    const { api, admin, evergreen } = await startExportTest();
    const [manager, user, readonly] = await Promise.all([
      api.login('manager@demo.test'),
      api.login('user@demo.test'),
      api.login('readonly@demo.test'),
    ]);
    const db = api.db;
    const accountId = admin.account_id;
    const sourceId = (
      await db.selectFrom('sources').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const locationId = (
      await db
        .insertInto('locations')
        .values({
          account_id: accountId,
          name: 'Blue Fern Bistro - Report Quay',
          public_name: 'Blue Fern Bistro',
          address: '3 Quay Street',
          city: 'Austin',
          zipcode: '78701',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const at = (month: number, day: number) => new Date(Date.UTC(2005, month - 1, day, 12));
    const review = async (
      rating: number,
      sentiment: -1 | 0 | 1,
      when: Date,
      answeredAfterDays: number | null,
      category: [string, -1 | 1],
    ) => {
      const r = await db
        .insertInto('reviews')
        .values({
          account_id: accountId,
          location_id: locationId,
          source_id: sourceId,
          rating,
          sentiment,
          author_name: 'Report Test',
          published_at: when,
          status: answeredAfterDays === null ? 'new' : 'completed',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (answeredAfterDays !== null)
        await db
          .insertInto('responses')
          .values({
            account_id: accountId,
            review_id: r.id,
            source_id: sourceId,
            content: 'Thanks!',
            status: 'published',
            published_at: new Date(when.getTime() + answeredAfterDays * 86_400_000),
          })
          .execute();
      await db
        .insertInto('review_categories')
        .values({
          account_id: accountId,
          review_id: r.id,
          location_id: locationId,
          source_id: sourceId,
          published_at: when,
          rating,
          category: category[0],
          sentiment: category[1],
        })
        .execute();
    };
    await review(5, 1, at(3, 10), 2, ['Food', 1]);
    await review(3, 0, at(3, 20), null, ['Food', -1]);
    await review(4, 1, at(4, 5), 1, ['Service', 1]);
    await review(1, -1, at(4, 15), null, ['Service', -1]);
    Object.assign(t, { api, admin, manager, user, readonly, evergreen, locationId, sourceId });
  });
  afterAll(async () => {
    await t.api?.close();
  });
  return Object.assign(t, { create });
}
