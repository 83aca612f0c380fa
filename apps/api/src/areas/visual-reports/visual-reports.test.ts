import type {
  ExportFile,
  ScheduledExport,
  Session,
  VisualReport,
  VisualReportData,
} from '@plaudit/api-client/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startExportTest } from '../../../test/run-export';
import type { TestApi } from '../../../test/test-api';
import { createJobRunners } from '../../app-jobs';
import { ensureRecurringJob } from '../../jobs/queue';
import { createWorker } from '../../jobs/worker';
import { SCHEDULER_JOB, scheduledExportSchedulerJob } from '../scheduled-exports/jobs';
import { PNG_SCALE } from './render-file';
import { REPORT_WIDTH, reportHeight } from './render-svg';

/**
 * Visual reports: CRUD, sharing and roles, the figures of every block against hand-computed
 * values (a location of the test's own with four reviews in March and April 2005), and the PNG /
 * PDF exports, immediate and scheduled.
 */
let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let readonly: Session;
let evergreen: Session;
let locationId: number;
let sourceId: number;
const RANGE = '?from=2005-03-01&to=2005-04-30';

const BLOCKS = [
  { kind: 'rating_over_time' },
  { kind: 'volume_over_time' },
  { kind: 'by_source' },
  { kind: 'by_location', display: 'table' },
  { kind: 'sentiment' },
  { kind: 'experience_categories' },
  { kind: 'response_rate' },
  { kind: 'response_time' },
];

const create = async (s: Session, body: Record<string, unknown>, status = 201) =>
  json<VisualReport>(
    await api.request('/api/visual_reports', { method: 'POST', auth: s, json: body }),
    status,
  );

beforeAll(async () => {
  ({ api, admin, evergreen } = await startExportTest());
  [manager, user, readonly] = await Promise.all([
    api.login('manager@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
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
});

afterAll(async () => {
  await api?.close();
});

describe('visual reports', () => {
  it('computes every block from the reviews, as the dashboard and location performance do', async () => {
    const r = await create(manager, {
      name: 'Quay spring',
      description: 'Spring at the quay',
      date_descriptor: 'twelveMonths',
      location_id: locationId,
      blocks: BLOCKS,
    });
    expect(r).toMatchObject({ name: 'Quay spring', sharing: 'private', can_edit: true });
    const data = await json<VisualReportData>(
      await api.request(`/api/visual_reports/${r.id}/data${RANGE}`, { auth: manager }),
      200,
    );
    expect(data.period).toEqual({ from: '2005-03-01', to: '2005-04-30' });
    expect(data.filters.location).toBe('Blue Fern Bistro - Report Quay');
    const block = (kind: string) => data.blocks.find((b) => b.kind === kind)!;
    // (5 + 3 + 4 + 1) / 4; March (5 + 3) / 2, April (4 + 1) / 2.
    expect(block('rating_over_time').value).toBe(3.25);
    // 61 days: a point per week (Sunday to Saturday); the range cuts the first week only.
    const rating = block('rating_over_time');
    expect(rating.bucket).toBe('week');
    expect(rating.series![0]).toEqual({ date: '2005-02-27', value: null, partial: true });
    expect(rating.series!.at(-1)).toEqual({ date: '2005-04-24', value: null, partial: false });
    expect(rating.series!.filter((p) => p.value !== null)).toEqual([
      { date: '2005-03-06', value: 5, partial: false },
      { date: '2005-03-20', value: 3, partial: false },
      { date: '2005-04-03', value: 4, partial: false },
      { date: '2005-04-10', value: 1, partial: false },
    ]);
    expect(block('volume_over_time').value).toBe(4);
    expect(block('volume_over_time').series!.reduce((n, p) => n + (p.value ?? 0), 0)).toBe(4);
    const seriesOf = async (from: string, to: string) =>
      (
        await json<VisualReportData>(
          await api.request(`/api/visual_reports/${r.id}/data?from=${from}&to=${to}`, {
            auth: manager,
          }),
          200,
        )
      ).blocks.find((b) => b.kind === 'volume_over_time')!;
    // 30 days: a point per day, none partial (not two months drawn as a climb).
    const month = await seriesOf('2005-04-01', '2005-04-30');
    expect(month.bucket).toBe('day');
    expect(month.series).toHaveLength(30);
    expect(month.series![4]).toEqual({ date: '2005-04-05', value: 1, partial: false });
    // A year: calendar months; a range starting mid-month marks that month partial.
    const year = await seriesOf('2004-05-15', '2005-04-30');
    expect(year.bucket).toBe('month');
    expect(year.series!.map((p) => p.date).slice(0, 2)).toEqual(['2004-05-01', '2004-06-01']);
    expect(year.series![0]!.partial).toBe(true);
    expect(year.series!.slice(1).every((p) => !p.partial)).toBe(true);
    expect(year.series!.slice(-2).map((p) => p.value)).toEqual([2, 2]);
    expect(block('by_source').rows).toEqual([
      expect.objectContaining({ value: 4, count: 4, average_rating: 3.25 }),
    ]);
    expect(block('by_location').rows).toEqual([
      expect.objectContaining({
        label: 'Blue Fern Bistro - Report Quay',
        value: 3.25,
        count: 4,
        positive: 2,
        negative: 1,
      }),
    ]);
    expect(block('by_location').display).toBe('table');
    expect(block('sentiment').value).toBe(50);
    expect(block('sentiment').rows!.map((x) => [x.label, x.value, x.count])).toEqual([
      ['Positive', 50, 2],
      ['Neutral', 25, 1],
      ['Negative', 25, 1],
    ]);
    expect(block('experience_categories').rows!.map((x) => [x.label, x.value, x.count])).toEqual([
      ['Food', 50, 2],
      ['Service', 50, 2],
    ]);
    // Two of four reviews completed; answered after 2 and 1 days.
    expect(block('response_rate').value).toBe(50);
    expect(block('response_time').value).toBe(1.5);
    expect(block('response_time').unit).toBe('days');
  });

  it('shares a report privately, with chosen users or with everyone; only its creator and admins change it', async () => {
    const r = await create(manager, { name: 'Private one', blocks: [{ kind: 'sentiment' }] });
    const seen = async (s: Session) =>
      (
        await json<{ _embedded: { visual_reports: VisualReport[] } }>(
          await api.request('/api/visual_reports?per_page=100', { auth: s }),
          200,
        )
      )._embedded.visual_reports.some((x) => x.id === r.id);
    expect(await seen(manager)).toBe(true);
    expect(await seen(admin)).toBe(true);
    expect(await seen(user)).toBe(false);
    expect((await api.request(`/api/visual_reports/${r.id}`, { auth: user })).status).toBe(404);
    expect((await api.request(`/api/visual_reports/${r.id}/data`, { auth: user })).status).toBe(
      404,
    );

    const users = await api.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', ['user@demo.test', 'readonly@demo.test'])
      .execute();
    const userId = users.find((u) => u.email === 'user@demo.test')!.id;
    const shared = await json<VisualReport>(
      await api.request(`/api/visual_reports/${r.id}`, {
        method: 'PATCH',
        auth: manager,
        json: { sharing: 'users', shared_user_ids: [userId] },
      }),
      200,
    );
    expect(shared.shared_user_ids).toEqual([userId]);
    expect(await seen(user)).toBe(true);
    expect(await seen(readonly)).toBe(false);
    const asUser = await json<VisualReport>(
      await api.request(`/api/visual_reports/${r.id}`, { auth: user }),
      200,
    );
    expect(asUser.can_edit).toBe(false);
    // A user who can see it may not change or delete it; an administrator may.
    expect(
      (
        await api.request(`/api/visual_reports/${r.id}`, {
          method: 'PATCH',
          auth: user,
          json: { name: 'Mine now' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.request(`/api/visual_reports/${r.id}`, { method: 'DELETE', auth: user })).status,
    ).toBe(403);
    await json(
      await api.request(`/api/visual_reports/${r.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { sharing: 'account' },
      }),
      200,
    );
    expect(await seen(readonly)).toBe(true);

    // Duplicating makes a private copy of the caller's own.
    const copy = await json<VisualReport>(
      await api.request(`/api/visual_reports/${r.id}/duplicate`, { method: 'POST', auth: user }),
      201,
    );
    expect(copy).toMatchObject({ name: 'Copy of Private one', sharing: 'private', can_edit: true });
    expect(await seen(manager)).toBe(true);
    expect(
      (await api.request(`/api/visual_reports/${copy.id}`, { method: 'DELETE', auth: user }))
        .status,
    ).toBe(204);
    expect(
      (await api.request(`/api/visual_reports/${r.id}`, { method: 'DELETE', auth: admin })).status,
    ).toBe(204);
    expect((await api.request(`/api/visual_reports/${r.id}`, { auth: admin })).status).toBe(404);
  });

  it('answers 400, 403 and 404 per role and tenant', async () => {
    const r = await create(admin, {
      name: 'Tenant check',
      sharing: 'account',
      blocks: [{ kind: 'volume_over_time' }],
    });
    // Read-only users read but do not write.
    expect((await api.request(`/api/visual_reports/${r.id}/data`, { auth: readonly })).status).toBe(
      200,
    );
    expect(
      (
        await api.request('/api/visual_reports', {
          method: 'POST',
          auth: readonly,
          json: { name: 'x', blocks: [{ kind: 'sentiment' }] },
        })
      ).status,
    ).toBe(403);
    // Another account's report is not found; another account's id in the list is 404.
    expect((await api.request(`/api/visual_reports/${r.id}`, { auth: evergreen })).status).toBe(
      404,
    );
    expect(
      (await api.request(`/api/visual_reports/${r.id}/data`, { auth: evergreen })).status,
    ).toBe(404);
    expect(
      (await api.request(`/api/visual_reports/${r.id}`, { method: 'DELETE', auth: evergreen }))
        .status,
    ).toBe(404);
    expect(
      (await api.request(`/api/visual_reports?account_id=${admin.account_id}`, { auth: evergreen }))
        .status,
    ).toBe(404);
    // Bad input names the field.
    const bad = async (body: Record<string, unknown>, field: RegExp) => {
      const res = await api.request('/api/visual_reports', {
        method: 'POST',
        auth: admin,
        json: body,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(field);
    };
    await bad({ blocks: [{ kind: 'sentiment' }] }, /name/);
    await bad({ name: 'x', blocks: [] }, /blocks/);
    await bad({ name: 'x', blocks: [{ kind: 'pie' }] }, /kind/);
    await bad(
      { name: 'x', date_descriptor: 'allTime', blocks: [{ kind: 'sentiment' }] },
      /date_descriptor/,
    );
    const otherLocation = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', evergreen.account_id)
      .executeTakeFirstOrThrow();
    await bad(
      { name: 'x', location_id: otherLocation.id, blocks: [{ kind: 'sentiment' }] },
      /location_id/,
    );
    expect((await api.request('/api/visual_reports/abc', { auth: admin })).status).toBe(400);
    expect(
      (await api.request(`/api/visual_reports/${r.id}/data?from=2005-13-01`, { auth: admin }))
        .status,
    ).toBe(400);
    expect((await api.request('/api/visual_reports')).status).toBe(401);
    await api.request(`/api/visual_reports/${r.id}`, { method: 'DELETE', auth: admin });
  });

  it('exports a report as a PNG of the expected size and as a PDF', async () => {
    const r = await create(admin, {
      name: 'Quay <export> & "co"',
      location_id: locationId,
      blocks: [{ kind: 'rating_over_time' }, { kind: 'by_source' }, { kind: 'sentiment' }],
    });
    const worker = createWorker({
      db: api.db,
      runners: createJobRunners(api.deps),
      backoffMs: () => 0,
      log: () => {},
    });
    const download = async (file_type: 'png' | 'pdf') => {
      const created = await json<ExportFile>(
        await api.request(`/api/export_files/${admin.account_id}`, {
          method: 'POST',
          auth: admin,
          json: {
            resource: 'visual_report',
            resource_id: r.id,
            file_type,
            filters: { report_id: r.id, file_type, from: '2005-03-01', to: '2005-04-30' },
          },
        }),
        201,
      );
      await worker.runDue();
      const done = await json<ExportFile>(
        await api.request(`/api/export_files/${created.id}`, { auth: admin }),
        200,
      );
      expect(done.status, done.status_reason ?? '').toBe('done');
      // Named after the report (a safe slug of its name), not export-{date}.
      expect(done.file_name).toMatch(
        new RegExp(`^quay-export-co-\\d{4}-\\d{2}-\\d{2}\\.${file_type}$`),
      );
      const res = await api.request(done.file_url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        file_type === 'png' ? 'image/png' : 'application/pdf',
      );
      return Buffer.from(await res.arrayBuffer());
    };
    const png = await download('png');
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(REPORT_WIDTH * PNG_SCALE);
    expect(meta.height).toBe(reportHeight(3) * PNG_SCALE);
    const pdf = await download('pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);

    // Another account's report, or one not shared with the user, cannot be exported.
    const other = await api.request(`/api/export_files/${evergreen.account_id}`, {
      method: 'POST',
      auth: evergreen,
      json: { resource: 'visual_report', file_type: 'png', filters: { report_id: r.id } },
    });
    expect(other.status).toBe(404);
    const missing = await api.request(`/api/export_files/${admin.account_id}`, {
      method: 'POST',
      auth: admin,
      json: { resource: 'visual_report', file_type: 'png', filters: {} },
    });
    expect(missing.status).toBe(400);
  });

  it('schedules a report by e-mail and sends it once, with the PDF attached', async () => {
    const r = await create(admin, {
      name: 'Weekly quay',
      location_id: locationId,
      blocks: [{ kind: 'volume_over_time' }],
    });
    const e = await json<ScheduledExport>(
      await api.request('/api/scheduled_exports', {
        method: 'POST',
        auth: admin,
        json: {
          display_name: 'Quay weekly report',
          export_type: 'visual_report',
          resource_id: r.id,
          filters: { dateDescriptor: 'thirtyDays', report_id: r.id, file_type: 'pdf' },
          recipient_emails: ['manager@demo.test'],
          email_frequency: 'weekly',
          weekday: 'monday',
          scheduled_time: '07:00',
        },
      }),
      201,
    );
    expect(e.filters).toEqual(expect.objectContaining({ report_id: r.id, file_type: 'pdf' }));
    await api.db
      .updateTable('scheduled_exports')
      .set({ next_run_at: new Date(Date.now() - 60_000) })
      .where('id', '=', e.id)
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
    await api.db
      .updateTable('jobs')
      .set({ run_at: new Date() })
      .where('kind', '=', SCHEDULER_JOB)
      .execute();
    await worker.runDue();
    const sent = api.mail.sent.slice(before).filter((m) => m.subject === 'Quay weekly report');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual(['manager@demo.test']);
    expect(sent[0]!.text).toContain('The report is attached.');
    const file = sent[0]!.attachments![0]!;
    expect(file.filename).toMatch(/^weekly-quay-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(file.contentType).toBe('application/pdf');
    expect(
      Buffer.from(file.content as Buffer)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});
