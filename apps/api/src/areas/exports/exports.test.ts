import type { ExportFile, Review } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/parse-csv';
import { exportsTest, json } from './exports-test';

/** Export files: their rows, kinds and who may make them. */
const t = exportsTest();

const unformula = (v: string) => (/^'[=+\-@]/.test(v) ? v.slice(1) : v);

async function listAll(query: string, session = t.admin): Promise<Review[]> {
  const out: Review[] = [];
  for (let page = 1; ; page++) {
    const res = await t.api.request(`/api/reviews?${query}&per_page=100&page=${page}`, {
      auth: session,
    });
    const body = await json<{ _embedded: { reviews: Review[] }; _total_pages: number }>(res, 200);
    out.push(...body._embedded.reviews);
    if (page >= body._total_pages) return out;
  }
}

// The link is a path on the server that answered, whatever host name the caller used.
const download = async (file: ExportFile) => t.api.request(file.file_url!);

describe('export files', () => {
  it('writes the same reviews as the list endpoint, in the same order', async () => {
    const filters = {
      published_after: '2026-01-01',
      published_before: '2026-04-30',
      rating: ['1', '2', '5'],
      status_enum: ['new', 'completed'],
      sort: { by: 'rating' },
    };
    const created = await json<ExportFile>(
      await t.api.request(`/api/export_files/${t.admin.account_id}`, {
        method: 'POST',
        auth: t.admin,
        json: { resource: 'reviews', filters, file_type: 'csv', send_email: true },
      }),
      201,
    );
    expect(created).toMatchObject({ status: 'queued', file_url: null });
    await t.worker.runDue();
    const done = await json<ExportFile>(
      await t.api.request(`/api/export_files/${created.id}`, { auth: t.admin }),
      200,
    );
    expect(done.status).toBe('done');
    expect(done.file_url).toMatch(/^\/api\/export_files\/\d+\/download\?token=/);
    const res = await download(done);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="export-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = parseCsv(await res.text());
    expect(header![0]).toBe('Review ID');
    const listed = await listAll(
      'published_after=2026-01-01&published_before=2026-04-30&rating[]=1&rating[]=2&rating[]=5&status[]=new&status[]=completed',
    );
    expect(listed.length).toBeGreaterThan(50);
    expect(rows.length).toBe(listed.length);
    expect(done.row_count).toBe(listed.length);
    const col = (name: string) => header!.indexOf(name);
    rows.forEach((row, i) => {
      const r = listed[i]!;
      expect(Number(row[col('Review ID')])).toBe(r.id);
      expect(row[col('Published At')]).toBe(r.published_at);
      expect(row[col('Rating')]).toBe(r.rating === 0 ? '' : String(r.rating));
      expect(unformula(row[col('Review')]!)).toBe(r.content);
      expect(row[col('Location')]).toBe(r.location_name);
      expect(row[col('Status')]).toBe(r.status);
      expect(row[col('Tags')]).toBe(r.tags.join('; '));
      expect(row[col('Response')]).toBe(r.responses[0]?.content ?? '');
    });
    // send_email: the link goes to the user.
    const mail = t.api.mail.sent.find((m) => m.subject === 'Your Plaudit export is ready');
    expect(mail?.to).toEqual(['admin@demo.test']);
    expect(mail?.text).toMatch(/download\?token=/);
    // The blob download streams the same CSV.
    const blob = await t.api.request(
      '/api/export/csv/reviews?published_after=2026-01-01&published_before=2026-04-30&rating[]=1&rating[]=2&rating[]=5&status[]=new&status[]=completed',
      { auth: t.admin },
    );
    expect(blob.status).toBe(200);
    expect(blob.headers.get('content-type')).toMatch(/text\/csv/);
    expect(parseCsv(await blob.text())).toEqual([header, ...rows]);
  });

  it('exports locations and groups; no rows gives no_results', async () => {
    const loc = await json<ExportFile>(
      await t.api.request(`/api/export_files/${t.admin.account_id}`, {
        method: 'POST',
        auth: t.admin,
        json: { resource: 'locations', filters: { rating: '5', keywords: '' } },
      }),
      201,
    );
    const grp = await json<ExportFile>(
      await t.api.request(`/api/export_files/${t.admin.account_id}`, {
        method: 'POST',
        auth: t.admin,
        json: { resource: 'groups' },
      }),
      201,
    );
    const empty = await json<ExportFile>(
      await t.api.request(`/api/export_files/${t.admin.account_id}`, {
        method: 'POST',
        auth: t.admin,
        json: { resource: 'reviews', filters: { search_terms: 'zzqqxx-nothing-matches' } },
      }),
      201,
    );
    await t.worker.runDue();
    const get = async (id: number) =>
      json<ExportFile>(await t.api.request(`/api/export_files/${id}`, { auth: t.admin }), 200);
    const locFile = await get(loc.id);
    const { _total: locations } = await json<{ _total: number }>(
      await t.api.request('/api/locations?per_page=1', { auth: t.admin }),
      200,
    );
    expect(locFile.row_count).toBe(locations);
    const locCsv = parseCsv(await (await download(locFile)).text());
    expect(locCsv.length).toBe(locations + 1);
    const groups = await get(grp.id);
    expect(groups.status).toBe('done');
    expect(await get(empty.id)).toMatchObject({ status: 'no_results', file_url: null });
  });

  it('refuses trial accounts, other accounts, Read Only scheduling and bad input', async () => {
    const before = await t.api.db
      .selectFrom('export_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const trialRes = await t.api.request(`/api/export_files/${t.trial.account_id}`, {
      method: 'POST',
      auth: t.trial,
      json: { resource: 'reviews' },
    });
    expect(trialRes.status).toBe(403);
    expect((await trialRes.json()).error).toBe("Exporting isn't allowed for trial users");
    expect(
      (
        await t.api.request(`/api/export_files/${t.evergreen.account_id}`, {
          method: 'POST',
          auth: t.admin,
          json: { resource: 'reviews' },
        })
      ).status,
    ).toBe(404);
    for (const [body, message] of [
      [{ resource: 'nope' }, /resource must be one of/],
      [{ resource: 'mta_accounts', filters: { start_date: 'soon' } }, /filters\.start_date/],
      [{ resource: 'reviews', file_type: 'xlsx' }, /file_type/],
      [{ resource: 'reviews', filters: { rating: ['9'] } }, /filters\.rating/],
      [
        {
          resource: 'reviews',
          filters: { published_after: '2026-05-01', published_before: '2026-01-01' },
        },
        /published_after/,
      ],
    ] as const) {
      const res = await t.api.request(`/api/export_files/${t.admin.account_id}`, {
        method: 'POST',
        auth: t.admin,
        json: body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toMatch(message);
    }
    const after = await t.api.db
      .selectFrom('export_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Another account's export file, and a forged download token.
    const mine = await json<ExportFile>(
      await t.api.request(`/api/export_files/${t.admin.account_id}`, {
        method: 'POST',
        auth: t.admin,
        json: { resource: 'groups' },
      }),
      201,
    );
    expect(
      (await t.api.request(`/api/export_files/${mine.id}`, { auth: t.evergreen })).status,
    ).toBe(404);
    await t.worker.runDue();
    expect(
      (await t.api.request(`/api/export_files/${mine.id}/download?token=1.${'A'.repeat(43)}`))
        .status,
    ).toBe(404);
    expect((await t.api.request('/api/export/csv/reviews', { auth: t.trial })).status).toBe(403);
    expect(
      (await t.api.request('/api/export/csv/reviews?rating=x', { auth: t.admin })).status,
    ).toBe(400);
  });
});
