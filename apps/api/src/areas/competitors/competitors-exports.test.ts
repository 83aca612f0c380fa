import type { CompetitorSources, ScheduledExport, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/parse-csv';
import { type ExportCsv, json, startExportTest } from '../../../test/run-export';
import type { TestApi } from '../../../test/test-api';
import { createJobRunners } from '../../app-jobs';
import { ensureRecurringJob } from '../../jobs/queue';
import { createWorker } from '../../jobs/worker';
import { SCHEDULER_JOB, scheduledExportSchedulerJob } from '../scheduled-exports/jobs';

/**
 * The competitor CSVs: the async and scheduled exports competitors_overview and
 * competitors_brands, the blob downloads /export/csv/intel/locations (and its
 * timeseries) and /intel/locations/tags_overview/export, and the competitor
 * sources list. The figures are a location of the test's own with two
 * competitors and known reviews in March and April 2005.
 */
let api: TestApi;
let admin: Session;
let evergreen: Session;
let readonly: Session;
let partner: Session;
let exportCsv: ExportCsv;

const LOCATION = 'Blue Fern Bistro - Export Harbour';
let locationId: number;
let sourceId: number;
let query: string;
const FILTERS = { start_date: '2005-03-01', end_date: '2005-04-30' };

beforeAll(async () => {
  ({ api, admin, evergreen, exportCsv } = await startExportTest());
  [readonly, partner] = await Promise.all([
    api.login('readonly@demo.test'),
    api.login('partner@demo.test'),
  ]);
  const db = api.db;
  const accountId = admin.account_id;
  sourceId = (await db.selectFrom('sources').select('id').orderBy('id').executeTakeFirstOrThrow())
    .id;
  locationId = (
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
  query = new URLSearchParams({ ...FILTERS, location_id: String(locationId) }).toString();

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
        location_id: locationId,
        source_id: sourceId,
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
          source_id: sourceId,
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
          location_id: locationId,
          source_id: sourceId,
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
        location_id: locationId,
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
        location_id: locationId,
        source_id: sourceId,
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
afterAll(() => api.close());

/** A blob CSV download's rows (without the byte order mark). */
const download = async (path: string, auth: Session) => {
  const res = await api.request(path, { auth });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="export-/);
  return parseCsv((await res.text()).replace(/^\uFEFF/, ''));
};

// By hand. Mine: 5 (answered), 3, 4 = average 4, 1 of 3 answered, 2 positive, 1 neutral.
// Harbour Grill: 4 (answered), 2 = average 3, 1 of 2 answered, 1 positive, 1 negative.
// Corner Diner: 5 = average 5, none answered, 1 positive. Ranks: Diner 1, mine 2, Grill 3.
const LOCATIONS_CSV = [
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

describe('competitor CSVs', () => {
  it('/export/csv/intel/locations and the competitors_overview export list each location beside its competitors', async () => {
    expect(await download(`/api/export/csv/intel/locations?${query}`, admin)).toEqual(
      LOCATIONS_CSV,
    );
    // The same rows as an async export ("Competitor Locations").
    expect(
      await exportCsv('competitors_overview', { ...FILTERS, location_id: locationId }),
    ).toEqual(LOCATIONS_CSV);
    // The console's names and the per-type stripping are accepted.
    expect(
      await exportCsv('competitors_overview', {
        from: FILTERS.start_date,
        to: FILTERS.end_date,
        locationId,
        rating: ['1'],
        sentiment: '-1',
        sort: { by: 'name' },
      }),
    ).toEqual(LOCATIONS_CSV);
    // Another source: the same places, no reviews.
    const other = await download(
      `/api/export/csv/intel/locations?${query}&source_id[]=${sourceId + 1}`,
      admin,
    );
    expect(other.slice(1).map((r) => [r[1], r[5], r[10]])).toEqual([
      [LOCATION, '0', '1'],
      ['Corner Diner', '0', '1'],
      ['Harbour Grill', '0', '1'],
    ]);
  });

  it('the competitors_brands export puts the business beside each brand', async () => {
    const rows = await exportCsv('competitors_brands', { ...FILTERS, location_id: locationId });
    expect(rows[0]).toEqual([
      'Name',
      'Type',
      'Locations',
      'Competitors',
      'Average Rating',
      'Reviews',
      'Response Rate (%)',
      'Positive Reviews',
      'Neutral Reviews',
      'Negative Reviews',
    ]);
    expect(rows[1]).toEqual([
      'Blue Fern Bistro',
      'My business',
      '1',
      '',
      '4',
      '3',
      '33.3',
      '2',
      '1',
      '0',
    ]);
    expect(rows.find((r) => r[0] === 'Harbour Grill Group')).toEqual([
      'Harbour Grill Group',
      'Brand',
      '',
      '1',
      '3',
      '2',
      '50',
      '1',
      '0',
      '1',
    ]);
    expect(rows.at(-1)).toEqual([
      'Other competitors',
      'Competitors without a brand',
      '',
      '1',
      '5',
      '1',
      '0',
      '1',
      '0',
      '0',
    ]);
  });

  it('/export/csv/intel/locations/timeseries gives each month, mine against the competitors', async () => {
    expect(await download(`/api/export/csv/intel/locations/timeseries?${query}`, admin)).toEqual([
      [
        'Month',
        'Location',
        'My Average Rating',
        'My Reviews',
        'Competitors Average Rating',
        'Competitors Reviews',
      ],
      // March: mine 5 and 3; theirs 4 and 5. April: mine 4; theirs 2.
      ['2005-03', LOCATION, '4', '2', '4.5', '2'],
      ['2005-04', LOCATION, '4', '1', '2', '1'],
    ]);
  });

  it('/intel/locations/tags_overview/export gives each experience category, mine against the competitors', async () => {
    expect(await download(`/api/intel/locations/tags_overview/export?${query}`, admin)).toEqual([
      [
        'Location',
        'Category',
        'My Mentions',
        'My Positive Share (%)',
        'Competitors Mentions',
        'Competitors Positive Share (%)',
      ],
      // Food: mine 1 positive; theirs 1 positive, 1 negative. Service: mine neutral; theirs positive.
      [LOCATION, 'Food', '1', '100', '2', '50'],
      [LOCATION, 'Service', '1', '0', '1', '100'],
    ]);
  });

  it('the downloads need competitor read and export, keep to the account and check their filters', async () => {
    const paths = [
      '/api/export/csv/intel/locations',
      '/api/export/csv/intel/locations/timeseries',
      '/api/intel/locations/tags_overview/export',
    ];
    for (const path of paths) {
      // A read-only user may read competitors and export.
      const ro = await download(`${path}?${query}`, readonly);
      expect(ro.length, path).toBeGreaterThan(1);
      expect((await api.request(`${path}?${query}`)).status, path).toBe(401);
      expect((await api.request(path, { auth: partner })).status, path).toBe(403);
      // Another account's id is 404; bad filters are 400 naming the field.
      expect(
        (await api.request(`${path}?account_id=${evergreen.account_id}`, { auth: admin })).status,
        path,
      ).toBe(404);
      for (const [bad, field] of [
        ['start_date=yesterday', 'start_date'],
        ['location_id=abc', 'location_id'],
        ['source_id=x', 'source_id'],
        ['group_id=0', 'group_id'],
      ] as const) {
        const res = await api.request(`${path}?${bad}`, { auth: admin });
        expect(res.status, `${path}?${bad}`).toBe(400);
        expect((await res.json()).error).toContain(field);
      }
    }
    // Evergreen has no competitor setting (preview only): no download, and another
    // account's location is not found for it either way.
    expect(
      (await api.request(`/api/export/csv/intel/locations?${query}`, { auth: evergreen })).status,
    ).toBe(403);

    // Without the competitor setting an account has the preview only: no downloads, no exports.
    await api.db
      .updateTable('account_settings')
      .set({ value: 'false' })
      .where('account_id', '=', admin.account_id)
      .where('code', '=', 'competitor')
      .execute();
    try {
      const preview = await api.login('admin@demo.test');
      expect(preview.permissions.competitor).toMatchObject({ read: false, preview: true });
      for (const path of paths)
        expect((await api.request(`${path}?${query}`, { auth: preview })).status, path).toBe(403);
      const res = await api.request(`/api/export_files/${admin.account_id}`, {
        method: 'POST',
        auth: preview,
        json: { resource: 'competitors_overview', filters: FILTERS },
      });
      expect(res.status).toBe(403);
      // The sources list is a filter list: preview is enough.
      expect(
        (await api.request(`/api/intel/accounts/${admin.account_id}/sources`, { auth: preview }))
          .status,
      ).toBe(200);
    } finally {
      await api.db
        .updateTable('account_settings')
        .set({ value: 'true' })
        .where('account_id', '=', admin.account_id)
        .where('code', '=', 'competitor')
        .execute();
    }
  });

  it('GET /intel/accounts/{account_id}/sources lists the sources competitor reviews come from', async () => {
    const body = await json<CompetitorSources>(
      await api.request(`/api/intel/accounts/${admin.account_id}/sources`, { auth: readonly }),
      200,
    );
    const source = await api.db
      .selectFrom('sources')
      .select(['id', 'code', 'name', 'icon_url'])
      .where('id', '=', sourceId)
      .executeTakeFirstOrThrow();
    expect(body._embedded.sources).toContainEqual({ ...source, rtx_source_id: String(sourceId) });
    const ids = body._embedded.sources.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of body._embedded.sources) expect(s.rtx_source_id).toBe(String(s.id));

    const path = (id: number | string) => `/api/intel/accounts/${id}/sources`;
    expect((await api.request(path(evergreen.account_id), { auth: admin })).status).toBe(404);
    expect((await api.request(path('abc'), { auth: admin })).status).toBe(400);
    expect((await api.request(path(partner.account_id), { auth: partner })).status).toBe(403);
    expect((await api.request(path(admin.account_id))).status).toBe(401);
  });

  it('schedules both competitor exports and sends each once', async () => {
    const created: ScheduledExport[] = [];
    for (const [type, name] of [
      ['competitors_overview', 'Harbour competitors'],
      ['competitors_brands', 'Harbour brands'],
    ] as const)
      created.push(
        await json<ScheduledExport>(
          await api.request('/api/scheduled_exports', {
            method: 'POST',
            auth: admin,
            json: {
              display_name: name,
              export_type: type,
              filters: { dateDescriptor: 'twelveMonths', location_id: locationId, rating: ['5'] },
              recipient_emails: ['manager@demo.test'],
              email_frequency: 'weekly',
              weekday: 'monday',
              scheduled_time: '07:00',
            },
          }),
          201,
        ),
      );
    for (const e of created) {
      expect(e.filters).toEqual(expect.objectContaining({ location_id: locationId }));
      expect(e.filters).not.toHaveProperty('rating');
    }
    await api.db
      .updateTable('scheduled_exports')
      .set({ next_run_at: new Date(Date.now() - 60_000) })
      .where(
        'id',
        'in',
        created.map((e) => e.id),
      )
      .execute();
    const before = api.mail.sent.length;
    await ensureRecurringJob(api.db, scheduledExportSchedulerJob);
    const worker = createWorker({
      db: api.db,
      runners: createJobRunners(api.deps),
      backoffMs: () => 0,
      log: () => {},
    });
    await worker.runDue();
    // Another tick sends nothing more.
    await api.db
      .updateTable('jobs')
      .set({ run_at: new Date() })
      .where('kind', '=', SCHEDULER_JOB)
      .execute();
    await worker.runDue();
    const sent = api.mail.sent.slice(before);
    expect(sent).toHaveLength(2);
    const csvOf = (subject: string) => {
      const m = sent.find((x) => x.subject === subject)!;
      expect(m.to).toEqual(['manager@demo.test']);
      const file = m.attachments![0]!;
      expect(file.filename).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
      return parseCsv(String(file.content).replace(/^\uFEFF/, ''));
    };
    // The last twelve months: the same places, no 2005 review.
    const locations = csvOf('Harbour competitors');
    expect(locations[0]).toEqual(LOCATIONS_CSV[0]);
    expect(locations.slice(1).map((r) => [r[1], r[5]])).toEqual([
      [LOCATION, '0'],
      ['Corner Diner', '0'],
      ['Harbour Grill', '0'],
    ]);
    const brands = csvOf('Harbour brands');
    expect(brands[0]![0]).toBe('Name');
    expect(brands[1]!.slice(0, 3)).toEqual(['Blue Fern Bistro', 'My business', '1']);
    expect(brands.map((r) => r[0])).toContain('Harbour Grill Group');
  });
});
