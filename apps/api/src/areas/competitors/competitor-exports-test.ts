import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll } from 'vitest';
import { type ExportCsv, startExportTest } from '../../../test/run-export';
import type { TestApi } from '../../../test/test-api';

/** The test's own location, with two competitors and known reviews in March and April 2005. */
export const LOCATION = 'Blue Fern Bistro - Export Harbour';
/** The months of those reviews. */
export const FILTERS = { start_date: '2005-03-01', end_date: '2005-04-30' };

// By hand. Mine: 5 (answered), 3, 4 = average 4, 1 of 3 answered, 2 positive, 1 neutral.
// Harbour Grill: 4 (answered), 2 = average 3, 1 of 2 answered, 1 positive, 1 negative.
// Corner Diner: 5 = average 5, none answered, 1 positive. Ranks: Diner 1, mine 2, Grill 3.
export const LOCATIONS_CSV = [
  [
    'Location',
    'Business',
    'Brand',
    'My Location',
    'Average Rating',
    'Reviews',
    'Response Rate (%)',
    'Positive Reviews',
    'Neutral Reviews',
    'Negative Reviews',
    'Rank',
  ],
  [LOCATION, LOCATION, '', 'Yes', '4', '3', '33.3', '2', '1', '0', '2'],
  [LOCATION, 'Corner Diner', '', 'No', '5', '1', '0', '1', '0', '0', '1'],
  [LOCATION, 'Harbour Grill', 'Harbour Grill Group', 'No', '3', '2', '50', '1', '0', '1', '3'],
];

/**
 * The API on a copy of the demo data with that location, signed in as Blue Fern's admin and Read
 * Only user, Evergreen's admin and the partner; `query` filters on the location and the months.
 * Its fields are filled once the file's `beforeAll` ran.
 */
export function competitorExportsTest() {
  const t = {} as {
    api: TestApi;
    admin: Session;
    evergreen: Session;
    readonly: Session;
    partner: Session;
    exportCsv: ExportCsv;
    locationId: number;
    sourceId: number;
    query: string;
  };
  beforeAll(async () => {
    ({
      api: t.api,
      admin: t.admin,
      evergreen: t.evergreen,
      exportCsv: t.exportCsv,
    } = await startExportTest());
    [t.readonly, t.partner] = await Promise.all([
      t.api.login('readonly@demo.test'),
      t.api.login('partner@demo.test'),
    ]);
    const db = t.api.db;
    const accountId = t.admin.account_id;
    t.sourceId = (
      await db.selectFrom('sources').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    t.locationId = (
      await db
        .insertInto('locations')
        .values({
          account_id: accountId,
          name: LOCATION,
          public_name: 'Blue Fern Bistro',
          address: '12 Harbour Road',
          city: 'Austin',
          zipcode: '78701',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    t.query = new URLSearchParams({ ...FILTERS, location_id: String(t.locationId) }).toString();

    const at = (month: 3 | 4, day: number) => new Date(Date.UTC(2005, month - 1, day, 12));
    const own = async (
      rating: number,
      sentiment: -1 | 0 | 1,
      when: Date,
      answered: boolean,
      category?: [string, -1 | 0 | 1],
    ) => {
      const r = await db
        .insertInto('reviews')
        .values({
          account_id: accountId,
          location_id: t.locationId,
          source_id: t.sourceId,
          rating,
          sentiment,
          author_name: 'Export Test',
          published_at: when,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (answered)
        await db
          .insertInto('responses')
          .values({
            account_id: accountId,
            review_id: r.id,
            source_id: t.sourceId,
            content: 'Thanks!',
            status: 'published',
            published_at: new Date(when.getTime() + 86_400_000),
          })
          .execute();
      if (category)
        await db
          .insertInto('review_categories')
          .values({
            account_id: accountId,
            review_id: r.id,
            location_id: t.locationId,
            source_id: t.sourceId,
            published_at: when,
            rating,
            category: category[0],
            sentiment: category[1],
          })
          .execute();
    };
    await own(5, 1, at(3, 5), true, ['Food', 1]);
    await own(3, 0, at(3, 20), false, ['Service', 0]);
    await own(4, 1, at(4, 8), false);

    const brand = await db
      .insertInto('competitor_brands')
      .values({ account_id: accountId, name: 'Harbour Grill Group' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const competitor = (name: string, brandId: number | null) =>
      db
        .insertInto('competitors')
        .values({
          account_id: accountId,
          location_id: t.locationId,
          brand_id: brandId,
          google_place_id: `export-test-${name}`,
          name,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const grill = await competitor('Harbour Grill', brand.id);
    const diner = await competitor('Corner Diner', null);
    let n = 0;
    const theirs = async (
      competitorId: number,
      rating: number,
      sentiment: -1 | 0 | 1,
      when: Date,
      answered: boolean,
      category: [string, -1 | 0 | 1],
    ) => {
      const r = await db
        .insertInto('competitor_reviews')
        .values({
          account_id: accountId,
          competitor_id: competitorId,
          location_id: t.locationId,
          source_id: t.sourceId,
          external_id: `export-test-${n++}`,
          rating,
          sentiment,
          author_name: 'Rival Reviewer',
          published_at: when,
          responded_at: answered ? new Date(when.getTime() + 86_400_000) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('competitor_review_categories')
        .values({
          competitor_review_id: r.id,
          account_id: accountId,
          competitor_id: competitorId,
          published_at: when,
          category: category[0],
          sentiment: category[1],
        })
        .execute();
    };
    await theirs(grill, 4, 1, at(3, 10), true, ['Food', 1]);
    await theirs(grill, 2, -1, at(4, 12), false, ['Food', -1]);
    await theirs(diner, 5, 1, at(3, 15), false, ['Service', 1]);
  });
  afterAll(() => t.api.close());
  return t;
}
