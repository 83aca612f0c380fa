import type { CompetitorSources, Session } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/parse-csv';
import { json } from '../../../test/run-export';
import { competitorExportsTest, FILTERS, LOCATION, LOCATIONS_CSV } from './competitor-exports-test';

/**
 * The competitor CSVs: the async exports competitors_overview and competitors_brands, the blob
 * downloads /export/csv/intel/locations (and its timeseries) and
 * /intel/locations/tags_overview/export, and the competitor sources list.
 */
const t = competitorExportsTest();

/** A blob CSV download's rows (without the byte order mark). */
const download = async (path: string, auth: Session) => {
  const res = await t.api.request(path, { auth });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="export-/);
  return parseCsv((await res.text()).replace(/^\uFEFF/, ''));
};

describe('competitor CSVs', () => {
  it('/export/csv/intel/locations and the competitors_overview export list each location beside its competitors', async () => {
    expect(await download(`/api/export/csv/intel/locations?${t.query}`, t.admin)).toEqual(
      LOCATIONS_CSV,
    );
    // The same rows as an async export ("Competitor Locations").
    expect(
      await t.exportCsv('competitors_overview', { ...FILTERS, location_id: t.locationId }),
    ).toEqual(LOCATIONS_CSV);
    // The console's names and the per-type stripping are accepted.
    expect(
      await t.exportCsv('competitors_overview', {
        from: FILTERS.start_date,
        to: FILTERS.end_date,
        locationId: t.locationId,
        rating: ['1'],
        sentiment: '-1',
        sort: { by: 'name' },
      }),
    ).toEqual(LOCATIONS_CSV);
    // Another source: the same places, no reviews.
    const other = await download(
      `/api/export/csv/intel/locations?${t.query}&source_id[]=${t.sourceId + 1}`,
      t.admin,
    );
    expect(other.slice(1).map((r) => [r[1], r[5], r[10]])).toEqual([
      [LOCATION, '0', '1'],
      ['Corner Diner', '0', '1'],
      ['Harbour Grill', '0', '1'],
    ]);
  });

  it('the competitors_brands export puts the business beside each brand', async () => {
    const rows = await t.exportCsv('competitors_brands', { ...FILTERS, location_id: t.locationId });
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
    expect(
      await download(`/api/export/csv/intel/locations/timeseries?${t.query}`, t.admin),
    ).toEqual([
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
    expect(await download(`/api/intel/locations/tags_overview/export?${t.query}`, t.admin)).toEqual(
      [
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
      ],
    );
  });

  it('the downloads need competitor read and export, keep to the account and check their filters', async () => {
    const paths = [
      '/api/export/csv/intel/locations',
      '/api/export/csv/intel/locations/timeseries',
      '/api/intel/locations/tags_overview/export',
    ];
    for (const path of paths) {
      // A read-only user may read competitors and export.
      const ro = await download(`${path}?${t.query}`, t.readonly);
      expect(ro.length, path).toBeGreaterThan(1);
      expect((await t.api.request(`${path}?${t.query}`)).status, path).toBe(401);
      expect((await t.api.request(path, { auth: t.partner })).status, path).toBe(403);
      // Another account's id is 404; bad filters are 400 naming the field.
      expect(
        (await t.api.request(`${path}?account_id=${t.evergreen.account_id}`, { auth: t.admin }))
          .status,
        path,
      ).toBe(404);
      for (const [bad, field] of [
        ['start_date=yesterday', 'start_date'],
        ['location_id=abc', 'location_id'],
        ['source_id=x', 'source_id'],
        ['group_id=0', 'group_id'],
      ] as const) {
        const res = await t.api.request(`${path}?${bad}`, { auth: t.admin });
        expect(res.status, `${path}?${bad}`).toBe(400);
        expect((await res.json()).error).toContain(field);
      }
    }
    // Evergreen has no competitor setting (preview only): no download, and another
    // account's location is not found for it either way.
    expect(
      (await t.api.request(`/api/export/csv/intel/locations?${t.query}`, { auth: t.evergreen }))
        .status,
    ).toBe(403);

    // Without the competitor setting an account has the preview only: no downloads, no exports.
    await t.api.db
      .updateTable('account_settings')
      .set({ value: 'false' })
      .where('account_id', '=', t.admin.account_id)
      .where('code', '=', 'competitor')
      .execute();
    try {
      const preview = await t.api.login('admin@demo.test');
      expect(preview.permissions.competitor).toMatchObject({ read: false, preview: true });
      for (const path of paths)
        expect((await t.api.request(`${path}?${t.query}`, { auth: preview })).status, path).toBe(
          403,
        );
      const res = await t.api.request(`/api/export_files/${t.admin.account_id}`, {
        method: 'POST',
        auth: preview,
        json: { resource: 'competitors_overview', filters: FILTERS },
      });
      expect(res.status).toBe(403);
      // The sources list is a filter list: preview is enough.
      expect(
        (
          await t.api.request(`/api/intel/accounts/${t.admin.account_id}/sources`, {
            auth: preview,
          })
        ).status,
      ).toBe(200);
    } finally {
      await t.api.db
        .updateTable('account_settings')
        .set({ value: 'true' })
        .where('account_id', '=', t.admin.account_id)
        .where('code', '=', 'competitor')
        .execute();
    }
  });

  it('GET /intel/accounts/{account_id}/sources lists the sources competitor reviews come from', async () => {
    const body = await json<CompetitorSources>(
      await t.api.request(`/api/intel/accounts/${t.admin.account_id}/sources`, {
        auth: t.readonly,
      }),
      200,
    );
    const source = await t.api.db
      .selectFrom('sources')
      .select(['id', 'code', 'name', 'icon_url'])
      .where('id', '=', t.sourceId)
      .executeTakeFirstOrThrow();
    expect(body._embedded.sources).toContainEqual({ ...source, rtx_source_id: String(t.sourceId) });
    const ids = body._embedded.sources.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of body._embedded.sources) expect(s.rtx_source_id).toBe(String(s.id));

    const path = (id: number | string) => `/api/intel/accounts/${id}/sources`;
    expect((await t.api.request(path(t.evergreen.account_id), { auth: t.admin })).status).toBe(404);
    expect((await t.api.request(path('abc'), { auth: t.admin })).status).toBe(400);
    expect((await t.api.request(path(t.partner.account_id), { auth: t.partner })).status).toBe(403);
    expect((await t.api.request(path(t.admin.account_id))).status).toBe(401);
  });
});
