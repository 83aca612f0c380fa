import type { ScheduledExport, Session } from '@plaudit/api-client/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { createJobRunners } from '../../app-jobs';
import { enqueue, ensureRecurringJob } from '../../jobs/queue';
import { createWorker } from '../../jobs/worker';
import type { MailMessage, MailProvider } from '../../providers/mail';
import { SEND_JOB, scheduledExportSchedulerJob, scheduledExportSendJob } from './jobs';

let api: TestApi;
let admin: Session;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
});
afterAll(() => api.close());

describe('a scheduled export reaches each recipient once per occurrence', () => {
  it('a retry after a failed e-mail and a second copy of the send job send nothing twice', async () => {
    const res = await api.request('/api/scheduled_exports', {
      method: 'POST',
      auth: admin,
      json: {
        display_name: 'Sent once',
        export_type: 'reviews',
        filters: { dateDescriptor: 'twelveMonths', rating: ['5'] },
        recipient_emails: ['admin@demo.test', 'manager@demo.test'],
        email_frequency: 'daily',
        scheduled_time: '07:00',
        email_subject: 'Sent once, please',
      },
    });
    expect(res.status).toBe(201);
    const e = (await res.json()) as ScheduledExport;
    await api.db
      .updateTable('scheduled_exports')
      .set({ next_run_at: new Date(Date.now() - 60_000) })
      .where('id', '=', e.id)
      .execute();
    // The mail server refuses the manager's e-mail once (after the admin's went).
    const sent: MailMessage[] = [];
    let refused = false;
    const mail: MailProvider = {
      name: 'flaky',
      async send(m) {
        if (m.to[0] === 'manager@demo.test' && !refused) {
          refused = true;
          throw new Error('421 try again later');
        }
        sent.push(m);
      },
    };
    const deps = { ...api.deps, providers: { ...api.deps.providers, mail } };
    const worker = createWorker({
      db: api.db,
      runners: createJobRunners(deps),
      backoffMs: () => 0,
      log: () => {},
    });
    await ensureRecurringJob(api.db, scheduledExportSchedulerJob);
    await worker.runDue();
    const mine = () => sent.filter((m) => m.subject === 'Sent once, please').map((m) => m.to[0]);
    expect(refused).toBe(true);
    expect(mine().sort()).toEqual(['admin@demo.test', 'manager@demo.test']);
    // A second copy of the occurrence's send job (a worker whose lock expired while it ran).
    const job = await api.db
      .selectFrom('jobs')
      .select(['payload'])
      .where('kind', '=', SEND_JOB)
      .where('dedupe_key', 'like', `scheduled_export:${e.id}:%`)
      .executeTakeFirstOrThrow();
    await enqueue(
      api.db,
      scheduledExportSendJob,
      v.parse(scheduledExportSendJob.payload, job.payload),
      {
        accountId: admin.account_id,
      },
    );
    await worker.runDue();
    expect(mine().sort()).toEqual(['admin@demo.test', 'manager@demo.test']);
  });
});
