import type { AddressInfo } from 'node:net';
import type { ScheduledExport } from '@plaudit/api-client/schemas';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createJobRunners } from '../../app-jobs';
import { ensureRecurringJob } from '../../jobs/queue';
import { createWorker } from '../../jobs/worker';
import { smtpMail } from '../../providers/smtp-mail';
import { SCHEDULER_JOB, scheduledExportSchedulerJob } from '../scheduled-exports/jobs';
import { nextRunAt } from '../scheduled-exports/schedule';
import { exportsTest, json } from './exports-test';

/** Scheduled exports: validation, the CRUD, the next send and sending over SMTP. */
const t = exportsTest();

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
      const res = await t.api.request('/api/scheduled_exports', {
        method: 'POST',
        auth: t.admin,
        json: body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = await res.json();
      if (typeof message === 'string') expect(error).toBe(message);
      else expect(error).toMatch(message);
    }
    const list = await json<{ _total: number }>(
      await t.api.request('/api/scheduled_exports', { auth: t.admin }),
      200,
    );
    expect(list._total).toBe(0);
  });

  it('creates, lists by role, updates, deletes; tenancy and roles', async () => {
    const created = await json<ScheduledExport>(
      await t.api.request('/api/scheduled_exports', {
        method: 'POST',
        auth: t.admin,
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
      await t.api.request('/api/scheduled_exports', {
        method: 'POST',
        auth: t.user,
        json: { ...validExport, display_name: 'A user export', email_frequency: 'daily' },
      }),
      201,
    );
    // Admins see all; other users only their own.
    const adminList = await json<{ _embedded: { scheduled_exports: ScheduledExport[] } }>(
      await t.api.request('/api/scheduled_exports?sort[by]=display_name', { auth: t.admin }),
      200,
    );
    expect(adminList._embedded.scheduled_exports.map((e) => e.display_name)).toEqual([
      'A user export',
      'Weekly low ratings',
    ]);
    const userList = await json<{ _embedded: { scheduled_exports: ScheduledExport[] } }>(
      await t.api.request('/api/scheduled_exports?export_type[]=reviews', { auth: t.user }),
      200,
    );
    expect(userList._embedded.scheduled_exports.map((e) => e.id)).toEqual([mineByUser.id]);
    expect(
      (
        await t.api.request(`/api/scheduled_exports/${created.id}`, {
          method: 'PATCH',
          auth: t.user,
          json: { display_name: 'hijack' },
        })
      ).status,
    ).toBe(404);
    // Read Only: 403 on create; another account: 404.
    expect(
      (
        await t.api.request('/api/scheduled_exports', {
          method: 'POST',
          auth: t.readOnly,
          json: validExport,
        })
      ).status,
    ).toBe(403);
    for (const [method, json] of [
      ['GET', undefined],
      ['PATCH', { display_name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.api.request(`/api/scheduled_exports/${created.id}`, {
        method,
        auth: t.evergreen,
        ...(json ? { json } : {}),
      });
      expect(res.status, method).toBe(404);
    }
    // Monthly on the 31st.
    const updated = await json<ScheduledExport>(
      await t.api.request(`/api/scheduled_exports/${created.id}`, {
        method: 'PATCH',
        auth: t.admin,
        json: { email_frequency: 'monthly', day_of_month: '31', scheduled_time: '08:30' },
      }),
      200,
    );
    expect(updated).toMatchObject({ email_frequency: 'monthly', day_of_month: 31 });
    const bad = await t.api.request(`/api/scheduled_exports/${created.id}`, {
      method: 'PATCH',
      auth: t.admin,
      json: { date_range_legend: 'allTime' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('All time date option is not supported');
    expect(
      (
        await t.api.request(`/api/scheduled_exports/${mineByUser.id}`, {
          method: 'DELETE',
          auth: t.user,
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
        await t.api.request('/api/scheduled_exports', {
          method: 'POST',
          auth: t.admin,
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
      await t.api.db
        .updateTable('scheduled_exports')
        .set({ next_run_at: new Date(Date.now() - 60_000) })
        .where('id', '=', e.id)
        .execute();
      const deps = {
        ...t.api.deps,
        providers: { ...t.api.deps.providers, mail: smtpMail(`smtp://127.0.0.1:${port}`) },
      };
      await ensureRecurringJob(t.api.db, scheduledExportSchedulerJob);
      const w1 = createWorker({
        db: t.api.db,
        runners: createJobRunners(deps),
        log: () => {},
      });
      const w2 = createWorker({
        db: t.api.db,
        runners: createJobRunners(deps),
        log: () => {},
      });
      await Promise.all([w1.runDue(), w2.runDue()]);
      // The scheduler ran again (another tick) without sending twice.
      await t.api.db
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
        await t.api.request(`/api/scheduled_exports/${e.id}`, { auth: t.admin }),
        200,
      );
      expect(after.last_sent_at).toEqual(expect.any(String));
      expect(new Date(after.next_run_at).getTime()).toBeGreaterThan(Date.now());
      // The unsubscribe link in the mail removes that recipient, without a login.
      const text = msg!.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
      const token = /unsubscribe\/scheduled_exports\/\d+\?token=([\w.-]+)/.exec(text)![1]!;
      expect(
        (await t.api.request(`/api/unsubscribe/scheduled_exports/${e.id}?token=${token}x`)).status,
      ).toBe(404);
      const unsub = await json<{ unsubscribed: boolean; email: string }>(
        await t.api.request(`/api/unsubscribe/scheduled_exports/${e.id}?token=${token}`),
        200,
      );
      expect(unsub).toMatchObject({ unsubscribed: true, email: 'manager@demo.test' });
      const gone = await json<ScheduledExport>(
        await t.api.request(`/api/scheduled_exports/${e.id}`, { auth: t.admin }),
        200,
      );
      expect(gone.recipient_emails).toEqual([]);
    } finally {
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });
});
