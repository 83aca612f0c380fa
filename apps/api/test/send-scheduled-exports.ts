import type { ScheduledExport, Session } from '@plaudit/api-client/schemas';
import { SCHEDULER_JOB, scheduledExportSchedulerJob } from '../src/areas/scheduled-exports/jobs';
import { ensureRecurringJob } from '../src/jobs/queue';
import type { MailMessage } from '../src/providers/mail';
import { json } from './run-export';
import type { TestApi } from './test-api';

/** What a scheduled export names besides its schedule and recipient. */
export type ScheduledExportFields = {
  display_name: string;
  export_type: string;
  filters: Record<string, unknown>;
  resource_id?: number;
};

/** Schedules an export weekly, Mondays at 07:00, to manager@demo.test, as `session` (201). */
export async function scheduleWeeklyExport(
  api: TestApi,
  session: Session,
  fields: ScheduledExportFields,
): Promise<ScheduledExport> {
  return json<ScheduledExport>(
    await api.request('/api/scheduled_exports', {
      method: 'POST',
      auth: session,
      json: {
        ...fields,
        recipient_emails: ['manager@demo.test'],
        email_frequency: 'weekly',
        weekday: 'monday',
        scheduled_time: '07:00',
      },
    }),
    201,
  );
}

/**
 * Makes the scheduled exports `ids` due and runs the scheduler's jobs, then ticks the scheduler
 * once more (which must send nothing again): the mails sent meanwhile.
 */
export async function sendDueExports(api: TestApi, ids: readonly number[]): Promise<MailMessage[]> {
  await api.db
    .updateTable('scheduled_exports')
    .set({ next_run_at: new Date(Date.now() - 60_000) })
    .where('id', 'in', ids)
    .execute();
  const before = api.mail.sent.length;
  await ensureRecurringJob(api.db, scheduledExportSchedulerJob);
  await api.runJobs();
  await api.db
    .updateTable('jobs')
    .set({ run_at: new Date() })
    .where('kind', '=', SCHEDULER_JOB)
    .execute();
  await api.runJobs();
  return api.mail.sent.slice(before);
}
