import type {
  GroupPerformanceRow,
  LocationPerformanceRow,
  ScheduledExport,
  Session,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExportCsv, json, startExportTest } from '../../../test/run-export';
import type { TestApi } from '../../../test/test-api';
import { generateCsv } from '../exports/jobs';

let api: TestApi;
let admin: Session;
let evergreen: Session;
let exportCsv: ExportCsv;

beforeAll(async () => {
  ({ api, admin, evergreen, exportCsv } = await startExportTest());
});
afterAll(() => api.close());

const RANGE = { start_date: '2026-01-01', end_date: '2026-06-30' };

type Page<T> = { _embedded: { location_performance_overview: T[] }; _total: number };

/** The rows the report shows for the filters, every page, in the default (ranking) order. */
async function overview<T>(query: Record<string, string>): Promise<T[]> {
  const page = await json<Page<T>>(
    await api.request(
      `/api/location_performance_overview?${new URLSearchParams({ ...query, per_page: '250' })}`,
      { auth: admin },
    ),
    200,
  );
  expect(page._total).toBeLessThanOrEqual(250);
  return page._embedded.location_performance_overview;
}

const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v));

describe('performance exports', () => {
  it('metric_locations, metric_groups and location_performance match the report', async () => {
    const locations = await overview<LocationPerformanceRow>({ ...RANGE, with_lag: 'true' });
    expect(locations.length).toBeGreaterThan(10);
    const locCsv = await exportCsv('metric_locations', {
      ...RANGE,
      with_lag: true,
      // Stripped per type: none of these apply to the report.
      rating: ['1'],
      sentiment: '-1',
      category: 'food',
      status_enum: ['new'],
      sort: { by: 'location_name', order: 'desc' },
      group_by: 'group',
    });
    expect(locCsv[0]!.slice(0, 3)).toEqual(['Rank', 'Location', 'Address']);
    expect(locCsv.slice(1)).toEqual(
      locations.map((r) => [
        cell(r.rank),
        r.location_name,
        cell(r.location_address),
        cell(r.location_city),
        cell(r.location_state),
        cell(r.location_zipcode),
        cell(r.location_score),
        cell(r.lag_location_score),
        cell(r.avg_rating),
        cell(r.lag_avg_rating),
        cell(r.total_reviews),
        cell(r.lag_total_reviews),
        cell(r.completed_rate),
        cell(r.lag_completed_rate),
        cell(r.overall_avg_response_time),
        cell(r.lag_overall_avg_response_time),
        cell(r.owner_media_count),
        cell(r.ll_sync_ratio),
        cell(r.target_score),
      ]),
    );
    // The overview export is the same report for the location filter.
    const one = locations[0]!.location_id;
    const oneCsv = await exportCsv('location_performance', { ...RANGE, location_id: one });
    expect(oneCsv.slice(1).map((r) => r[1])).toEqual([locations[0]!.location_name]);

    const groups = await overview<GroupPerformanceRow>({ ...RANGE, group_by: 'group' });
    const groupCsv = await exportCsv('metric_groups', RANGE);
    expect(groupCsv[0]!.slice(0, 3)).toEqual(['Rank', 'Group', 'Locations']);
    expect(groupCsv.slice(1).map((r) => [r[0], r[1], r[2], r[3]])).toEqual(
      groups.map((g) => [cell(g.rank), g.name, cell(g.location_ids.length), cell(g.group_score)]),
    );
  });

  it('carries the industry columns for an account with industry_score', async () => {
    // Evergreen Family Health has the setting (demo seed); Blue Fern Bistro does not.
    // Its first location's category gets four more businesses with reviews in
    // the range, so that industry has the five an industry score needs.
    const first = await api.db
      .selectFrom('locations')
      .select(['id', 'category_id'])
      .where('account_id', '=', evergreen.account_id)
      .where('category_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const source = await api.db
      .selectFrom('sources')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const name of ['Peer One', 'Peer Two', 'Peer Three', 'Peer Four']) {
      const account = await api.db
        .insertInto('accounts')
        .values({ name, vertical: 'health_care' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const location = await api.db
        .insertInto('locations')
        .values({
          account_id: account.id,
          name,
          public_name: name,
          address: '1 Peer Street',
          city: 'Austin',
          zipcode: '78701',
          category_id: first.category_id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await api.db
        .insertInto('reviews')
        .values({
          account_id: account.id,
          location_id: location.id,
          source_id: source.id,
          rating: 4,
          author_name: 'Peer Reviewer',
          published_at: new Date('2026-03-10T12:00:00Z'),
        })
        .execute();
    }
    const page = await json<Page<LocationPerformanceRow & { industry_score: number | null }>>(
      await api.request(
        `/api/location_performance_overview?${new URLSearchParams({ ...RANGE, per_page: '250' })}`,
        { auth: evergreen },
      ),
      200,
    );
    const csv = await exportCsv('metric_locations', RANGE, evergreen);
    const header = csv[0]!;
    expect(header.slice(-3)).toEqual([
      'Industry Score',
      'Industry Score Delta',
      'Previous Industry Score',
    ]);
    const at = header.indexOf('Industry Score');
    expect(csv.slice(1).map((r) => [r[1], r[at]])).toEqual(
      page._embedded.location_performance_overview.map((r) => [
        r.location_name,
        cell(r.industry_score),
      ]),
    );
    const firstRow = page._embedded.location_performance_overview.find(
      (r) => r.location_id === first.id,
    )!;
    expect(firstRow.industry_score).toEqual(expect.any(Number));
    const groups = await exportCsv('metric_groups', RANGE, evergreen);
    expect(groups[0]).toContain('Industry Score');
    expect((await exportCsv('metric_groups', RANGE))[0]).not.toContain('Industry Score');
  });

  it('schedules performance exports and sends the scheduled range', async () => {
    const created = await json<ScheduledExport>(
      await api.request('/api/scheduled_exports', {
        method: 'POST',
        auth: admin,
        json: {
          display_name: 'Monthly performance',
          export_type: 'metric_locations',
          filters: { dateDescriptor: 'prevMonth', group_id: 1, rating: ['5'] },
          recipient_emails: ['admin@demo.test'],
          email_frequency: 'monthly',
          scheduled_time: '08:00',
        },
      }),
      201,
    );
    expect(created.filters).toEqual(expect.objectContaining({ group_id: 1 }));
    expect(created.filters).not.toHaveProperty('rating');
    // A send passes its range as published_after / published_before.
    const out = await generateCsv(api.deps, {
      accountId: admin.account_id,
      resource: 'metric_locations',
      filters: {
        ...created.filters,
        published_after: '2026-03-01',
        published_before: '2026-03-31',
      },
      resourceId: null,
      name: 'range-check',
    });
    const march = await overview<LocationPerformanceRow>({
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      group_id: '1',
    });
    expect(march.length).toBeGreaterThan(0);
    expect(out.rows).toBe(march.length);
  });

  it('rejects bad filters and other accounts without creating a file', async () => {
    const before = await api.db.selectFrom('export_files').select('id').execute();
    const post = (body: unknown, account = admin.account_id) =>
      api.request(`/api/export_files/${account}`, { method: 'POST', auth: admin, json: body });
    const bad = await json<{ error: string }>(
      await post({ resource: 'metric_locations', filters: { start_date: 'yesterday' } }),
      400,
    );
    expect(bad.error).toMatch(/start_date/);
    expect((await post({ resource: 'metric_groups' }, evergreen.account_id)).status).toBe(404);
    expect(await api.db.selectFrom('export_files').select('id').execute()).toEqual(before);
  });
});
