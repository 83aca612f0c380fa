import type { AddressInfo } from 'node:net';
import type { ExportFile, Review, ScheduledExport, Session } from '@plaudit/api-client/schemas';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/parse-csv';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { createJobRunners } from '../../app-jobs';
import { ensureRecurringJob } from '../../jobs/queue';
import { createWorker, type Worker } from '../../jobs/worker';
import { smtpMail } from '../../providers/smtp-mail';
import { SCHEDULER_JOB, scheduledExportSchedulerJob } from '../scheduled-exports/jobs';
import { nextRunAt } from '../scheduled-exports/schedule';

let api: TestApi;
let admin: Session;
let user: Session;
let readOnly: Session;
let evergreen: Session;
let trial: Session;
let worker: Worker;

beforeAll(async () => {
  api = await startTestApi();
  [admin, user, readOnly, evergreen, trial] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
    api.login('trial@demo.test'),
  ]);
  worker = createWorker({
    db: api.db,
    runners: createJobRunners(api.deps),
    backoffMs: () => 0,
    log: () => {},
  });
});
afterAll(() => api.close());

const json = async <T>(res: globalThis.Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

const unformula = (v: string) => (/^'[=+\-@]/.test(v) ? v.slice(1) : v);

async function listAll(query: string, session = admin): Promise<Review[]> {
  const out: Review[] = [];
  for (let page = 1; ; page++) {
    const res = await api.request(`/api/reviews?${query}&per_page=100&page=${page}`, {
      auth: session,
    });
    const body = await json<{ _embedded: { reviews: Review[] }; _total_pages: number }>(res, 200);
    out.push(...body._embedded.reviews);
    if (page >= body._total_pages) return out;
  }
}

// The link is a path on the server that answered, whatever host name the caller used.
const download = async (file: ExportFile) => api.request(file.file_url!);

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
      await api.request(`/api/export_files/${admin.account_id}`, {
        method: 'POST',
        auth: admin,
        json: { resource: 'reviews', filters, file_type: 'csv', send_email: true },
      }),
      201,
    );
    expect(created).toMatchObject({ status: 'queued', file_url: null });
    await worker.runDue();
    const done = await json<ExportFile>(
      await api.request(`/api/export_files/${created.id}`, { auth: admin }),
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
    const mail = api.mail.sent.find((m) => m.subject === 'Your Plaudit export is ready');
    expect(mail?.to).toEqual(['admin@demo.test']);
    expect(mail?.text).toMatch(/download\?token=/);
    // The blob download streams the same CSV.
    const blob = await api.request(
      '/api/export/csv/reviews?published_after=2026-01-01&published_before=2026-04-30&rating[]=1&rating[]=2&rating[]=5&status[]=new&status[]=completed',
      { auth: admin },
    );
    expect(blob.status).toBe(200);
    expect(blob.headers.get('content-type')).toMatch(/text\/csv/);
    expect(parseCsv(await blob.text())).toEqual([header, ...rows]);
  });

  it('exports locations and groups; no rows gives no_results', async () => {
    const loc = await json<ExportFile>(
      await api.request(`/api/export_files/${admin.account_id}`, {
        method: 'POST',
        auth: admin,
        json: { resource: 'locations', filters: { rating: '5', keywords: '' } },
      }),
      201,
    );
    const grp = await json<ExportFile>(
      await api.request(`/api/export_files/${admin.account_id}`, {
        method: 'POST',
        auth: admin,
        json: { resource: 'groups' },
      }),
      201,
    );
    const empty = await json<ExportFile>(
      await api.request(`/api/export_files/${admin.account_id}`, {
        method: 'POST',
        auth: admin,
        json: { resource: 'reviews', filters: { search_terms: 'zzqqxx-nothing-matches' } },
      }),
      201,
    );
    await worker.runDue();
    const get = async (id: number) =>
      json<ExportFile>(await api.request(`/api/export_files/${id}`, { auth: admin }), 200);
    const locFile = await get(loc.id);
    const { _total: locations } = await json<{ _total: number }>(
      await api.request('/api/locations?per_page=1', { auth: admin }),
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
    const before = await api.db
      .selectFrom('export_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const trialRes = await api.request(`/api/export_files/${trial.account_id}`, {
      method: 'POST',
      auth: trial,
      json: { resource: 'reviews' },
    });
    expect(trialRes.status).toBe(403);
    expect((await trialRes.json()).error).toBe("Exporting isn't allowed for trial users");
    expect(
      (
        await api.request(`/api/export_files/${evergreen.account_id}`, {
          method: 'POST',
          auth: admin,
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
      const res = await api.request(`/api/export_files/${admin.account_id}`, {
        method: 'POST',
        auth: admin,
        json: body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toMatch(message);
    }
    const after = await api.db
      .selectFrom('export_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Another account's export file, and a forged download token.
    const mine = await json<ExportFile>(
      await api.request(`/api/export_files/${admin.account_id}`, {
        method: 'POST',
        auth: admin,
        json: { resource: 'groups' },
      }),
      201,
    );
    expect((await api.request(`/api/export_files/${mine.id}`, { auth: evergreen })).status).toBe(
      404,
    );
    await worker.runDue();
    expect(
      (await api.request(`/api/export_files/${mine.id}/download?token=1.${'A'.repeat(43)}`)).status,
    ).toBe(404);
    expect((await api.request('/api/export/csv/reviews', { auth: trial })).status).toBe(403);
    expect((await api.request('/api/export/csv/reviews?rating=x', { auth: admin })).status).toBe(
      400,
    );
  });
});

const validExport = {
  display_name: 'Weekly low ratings',
  export_type: 'reviews',
  filters: { dateDescriptor: 'sevenDays', rating: ['1', '2'] },
  recipient_emails: ['manager@demo.test', 'ADMIN@demo.test'],
  email_frequency: 'weekly',
  scheduled_time: '13:00',
  weekday: 'monday',
  email_body: 'The low ratings of the week.',
};

describe('scheduled exports', () => {
  it('validates every rule of spec 1 section 5 and changes nothing on bad input', async () => {
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ ...validExport, display_name: '' }, /display_name is required/],
      [{ ...validExport, display_name: 'x'.repeat(101) }, /at most 100/],
      [{ ...validExport, recipient_emails: [] }, 'At least one recipient is required'],
      [
        { ...validExport, recipient_emails: ['stranger@example.com'] },
        /not a user of this account/,
      ],
      [
        { ...validExport, recipient_emails: ['admin@evergreen.demo.test'] },
        /not a user of this account/,
      ],
      [{ ...validExport, email_frequency: 'yearly' }, /email_frequency/],
      [{ ...validExport, scheduled_time: '25:00' }, /scheduled_time must be a time/],
      [{ ...validExport, day_of_month: 32 }, /day_of_month/],
      [{ ...validExport, weekday: 'funday' }, /weekday/],
      [
        { ...validExport, filters: { dateDescriptor: 'allTime' } },
        'All time date option is not supported',
      ],
      [{ ...validExport, filters: { dateDescriptor: 'custom' } }, 'Select a preset date option'],
      [{ ...validExport, filters: {} }, 'Select a preset date option'],
      [
        {
          ...validExport,
          export_type: 'competitors_brands',
          filters: { dateDescriptor: 'sevenDays', location_id: 'x' },
        },
        /location_id/,
      ],
      [{ ...validExport, time_zone: 'Mars/Base' }, /time_zone/],
    ];
    for (const [body, message] of cases) {
      const res = await api.request('/api/scheduled_exports', {
        method: 'POST',
        auth: admin,
        json: body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = await res.json();
      if (typeof message === 'string') expect(error).toBe(message);
      else expect(error).toMatch(message);
    }
    const list = await json<{ _total: number }>(
      await api.request('/api/scheduled_exports', { auth: admin }),
      200,
    );
    expect(list._total).toBe(0);
  });

  it('creates, lists by role, updates, deletes; tenancy and roles', async () => {
    const created = await json<ScheduledExport>(
      await api.request('/api/scheduled_exports', {
        method: 'POST',
        auth: admin,
        json: validExport,
      }),
      201,
    );
    expect(created).toMatchObject({
      display_name: 'Weekly low ratings',
      export_type_label: 'Reviews',
      date_range_legend: 'seven_days',
      email_frequency: 'weekly',
      weekday: 'monday',
      email_subject: 'Weekly low ratings',
      filters: { rating: ['1', '2'] },
    });
    expect(created.recipient_emails.sort()).toEqual(['admin@demo.test', 'manager@demo.test']);
    expect(new Date(created.next_run_at).getUTCDay()).toBe(1);
    const mineByUser = await json<ScheduledExport>(
      await api.request('/api/scheduled_exports', {
        method: 'POST',
        auth: user,
        json: { ...validExport, display_name: 'A user export', email_frequency: 'daily' },
      }),
      201,
    );
    // Admins see all; other users only their own.
    const adminList = await json<{ _embedded: { scheduled_exports: ScheduledExport[] } }>(
      await api.request('/api/scheduled_exports?sort[by]=display_name', { auth: admin }),
      200,
    );
    expect(adminList._embedded.scheduled_exports.map((e) => e.display_name)).toEqual([
      'A user export',
      'Weekly low ratings',
    ]);
    const userList = await json<{ _embedded: { scheduled_exports: ScheduledExport[] } }>(
      await api.request('/api/scheduled_exports?export_type[]=reviews', { auth: user }),
      200,
    );
    expect(userList._embedded.scheduled_exports.map((e) => e.id)).toEqual([mineByUser.id]);
    expect(
      (
        await api.request(`/api/scheduled_exports/${created.id}`, {
          method: 'PATCH',
          auth: user,
          json: { display_name: 'hijack' },
        })
      ).status,
    ).toBe(404);
    // Read Only: 403 on create; another account: 404.
    expect(
      (
        await api.request('/api/scheduled_exports', {
          method: 'POST',
          auth: readOnly,
          json: validExport,
        })
      ).status,
    ).toBe(403);
    for (const [method, json] of [
      ['GET', undefined],
      ['PATCH', { display_name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api.request(`/api/scheduled_exports/${created.id}`, {
        method,
        auth: evergreen,
        ...(json ? { json } : {}),
      });
      expect(res.status, method).toBe(404);
    }
    // Monthly on the 31st.
    const updated = await json<ScheduledExport>(
      await api.request(`/api/scheduled_exports/${created.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { email_frequency: 'monthly', day_of_month: '31', scheduled_time: '08:30' },
      }),
      200,
    );
    expect(updated).toMatchObject({ email_frequency: 'monthly', day_of_month: 31 });
    const bad = await api.request(`/api/scheduled_exports/${created.id}`, {
      method: 'PATCH',
      auth: admin,
      json: { date_range_legend: 'allTime' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('All time date option is not supported');
    expect(
      (
        await api.request(`/api/scheduled_exports/${mineByUser.id}`, {
          method: 'DELETE',
          auth: user,
        })
      ).status,
    ).toBe(204);
  });

  it('computes the next send: daily, weekly next weekday, monthly clamped to the last day', () => {
    const s = { scheduled_time: '13:00', weekday: 0, day_of_month: 31, time_zone: 'UTC' };
    const at = new Date('2026-04-15T14:00:00Z'); // a Wednesday
    expect(nextRunAt({ ...s, email_frequency: 'daily' }, at).toISOString()).toBe(
      '2026-04-16T13:00:00.000Z',
    );
    expect(
      nextRunAt({ ...s, email_frequency: 'daily' }, new Date('2026-04-15T12:00:00Z')).toISOString(),
    ).toBe('2026-04-15T13:00:00.000Z');
    expect(nextRunAt({ ...s, email_frequency: 'weekly' }, at).toISOString()).toBe(
      '2026-04-19T13:00:00.000Z',
    );
    expect(nextRunAt({ ...s, email_frequency: 'monthly' }, at).toISOString()).toBe(
      '2026-04-30T13:00:00.000Z',
    );
    expect(
      nextRunAt(
        { ...s, email_frequency: 'monthly' },
        new Date('2026-02-01T00:00:00Z'),
      ).toISOString(),
    ).toBe('2026-02-28T13:00:00.000Z');
    expect(
      nextRunAt(
        { ...s, email_frequency: 'daily', time_zone: 'America/New_York' },
        at,
      ).toISOString(),
    ).toBe('2026-04-15T17:00:00.000Z');
  });

  it('sends a due export over real SMTP with the CSV attached, once, and honours unsubscribe', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => {
          raw += c.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    const { port } = smtp.server.address() as AddressInfo;
    try {
      const e = await json<ScheduledExport>(
        await api.request('/api/scheduled_exports', {
          method: 'POST',
          auth: admin,
          json: {
            ...validExport,
            display_name: 'Daily five stars',
            email_subject: 'Five star reviews',
            filters: { dateDescriptor: 'twelveMonths', rating: ['5'] },
            email_frequency: 'daily',
            recipient_emails: ['manager@demo.test'],
          },
        }),
        201,
      );
      await api.db
        .updateTable('scheduled_exports')
        .set({ next_run_at: new Date(Date.now() - 60_000) })
        .where('id', '=', e.id)
        .execute();
      const deps = {
        ...api.deps,
        providers: { ...api.deps.providers, mail: smtpMail(`smtp://127.0.0.1:${port}`) },
      };
      await ensureRecurringJob(api.db, scheduledExportSchedulerJob);
      const w1 = createWorker({
        db: api.db,
        runners: createJobRunners(deps),
        log: () => {},
      });
      const w2 = createWorker({
        db: api.db,
        runners: createJobRunners(deps),
        log: () => {},
      });
      await Promise.all([w1.runDue(), w2.runDue()]);
      // The scheduler ran again (another tick) without sending twice.
      await api.db
        .updateTable('jobs')
        .set({ run_at: new Date() })
        .where('kind', '=', SCHEDULER_JOB)
        .execute();
      await w1.runDue();
      expect(received).toHaveLength(1);
      const [msg] = received;
      expect(msg!.to).toEqual(['manager@demo.test']);
      expect(msg!.raw).toMatch(/Subject: Five star reviews/);
      expect(msg!.raw).toMatch(/filename=export-\d{4}-\d{2}-\d{2}\.csv/);
      const part = msg!.raw.slice(msg!.raw.indexOf('filename=export-'));
      const b64 = /\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(part);
      const csv = Buffer.from(b64![1]!.replace(/\s/g, ''), 'base64').toString('utf8');
      expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Review ID,Published At/);
      expect(csv.split('\r\n').length).toBeGreaterThan(10);
      const after = await json<ScheduledExport>(
        await api.request(`/api/scheduled_exports/${e.id}`, { auth: admin }),
        200,
      );
      expect(after.last_sent_at).toEqual(expect.any(String));
      expect(new Date(after.next_run_at).getTime()).toBeGreaterThan(Date.now());
      // The unsubscribe link in the mail removes that recipient, without a login.
      const text = msg!.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
      const token = /unsubscribe\/scheduled_exports\/\d+\?token=([\w.-]+)/.exec(text)![1]!;
      expect(
        (await api.request(`/api/unsubscribe/scheduled_exports/${e.id}?token=${token}x`)).status,
      ).toBe(404);
      const unsub = await json<{ unsubscribed: boolean; email: string }>(
        await api.request(`/api/unsubscribe/scheduled_exports/${e.id}?token=${token}`),
        200,
      );
      expect(unsub).toMatchObject({ unsubscribed: true, email: 'manager@demo.test' });
      const gone = await json<ScheduledExport>(
        await api.request(`/api/scheduled_exports/${e.id}`, { auth: admin }),
        200,
      );
      expect(gone.recipient_emails).toEqual([]);
    } finally {
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });
});
