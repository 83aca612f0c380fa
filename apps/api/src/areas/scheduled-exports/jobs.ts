import {
  type DateRangeLegend,
  SCHEDULED_EXPORT_TYPES,
  type ScheduledExportType,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import * as v from 'valibot';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { enqueue } from '../../jobs/queue';
import type { MailMessage } from '../../providers/mail';
import { storageOf } from '../../providers/storage-of';
import { type ExportJobDeps, generateCsv } from '../exports/jobs';
import { EXPORT_FILE_TYPES, exportFileNameOf, extOfPath } from '../exports/registry';
import { EMAIL_LINK_TTL_MS, exportFileUrl } from '../exports/routes';
import { unsubscribeToken } from './routes';
import { dateRangeFor, nextRunAt } from './schedule';

export const SCHEDULER_JOB = 'scheduled_exports.tick';
export const SEND_JOB = 'scheduled_exports.send';
/** Files up to this size travel as attachments; larger ones as a download link. */
export const ATTACH_LIMIT_BYTES = 5 * 1024 * 1024;

export type ScheduledExportJobDeps = ExportJobDeps & {
  /** How often the scheduler looks for due exports; default 60 s. */
  schedulerIntervalMs?: number;
  attachLimitBytes?: number;
};

/** One occurrence of a scheduled export, mailed to its recipients (once each). */
export const scheduledExportSendJob = defineJob({
  kind: SEND_JOB,
  payload: v.object({
    scheduled_export_id: v.number(),
    /** The occurrence's time (ISO); a job without one is an occurrence of its own. */
    occurrence: v.optional(v.string()),
  }),
  async handler(payload, { deps, job, signal }: JobRunContext<ScheduledExportJobDeps>) {
    const { db } = deps;
    const attachLimit = deps.attachLimitBytes ?? ATTACH_LIMIT_BYTES;
    const e = await db
      .selectFrom('scheduled_exports')
      .selectAll()
      .where('id', '=', payload.scheduled_export_id)
      .where('account_id', '=', job.account_id ?? 0)
      .executeTakeFirst();
    if (!e) return;
    const recipients = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('account_id', '=', e.account_id)
      .where('id', 'in', e.recipient_user_ids.length ? e.recipient_user_ids : [0])
      .where('deleted_at', 'is', null)
      .execute();
    // One e-mail per recipient and occurrence, whichever worker or attempt sends it.
    const occurrence = payload.occurrence ?? `job:${job.id}`;
    const delivered = new Set(
      (
        await db
          .selectFrom('scheduled_export_deliveries')
          .select('user_id')
          .where('scheduled_export_id', '=', e.id)
          .where('occurrence', '=', occurrence)
          .execute()
      ).map((d) => d.user_id),
    );
    const pending = recipients.filter((r) => !delivered.has(r.id));
    if (pending.length === 0) return;
    const at = payload.occurrence ? new Date(payload.occurrence) : new Date();
    const range = dateRangeFor(e.date_range_legend as DateRangeLegend, at, e.time_zone);
    const stored = (typeof e.filters === 'string' ? JSON.parse(e.filters) : e.filters) as Record<
      string,
      unknown
    >;
    const filters = {
      ...stored,
      published_after: range.from,
      published_before: range.to,
    };
    const out = await generateCsv(deps, {
      accountId: e.account_id,
      resource: e.export_type,
      filters,
      resourceId: e.resource_id,
      name: `scheduled-${e.id}`,
      signal,
    });
    const label = SCHEDULED_EXPORT_TYPES[e.export_type as ScheduledExportType] ?? e.export_type;
    const period = range.from === range.to ? range.from : `${range.from} to ${range.to}`;
    let attachment: MailMessage['attachments'];
    let link: string | null = null;
    if (out.path && out.bytes <= attachLimit) {
      const storage = storageOf(deps, 'exports');
      const file = await storage.get(out.path);
      if (!file) throw new Error(`Export file ${out.path} is missing`);
      const ext = extOfPath(out.path);
      attachment = [
        {
          filename: exportFileNameOf(out.path, at),
          content: file.bytes,
          contentType: EXPORT_FILE_TYPES[ext],
        },
      ];
      await storage.delete(out.path);
    } else if (out.path) {
      // Too large to attach: keep the file as an export file and link to it.
      const f = await db
        .insertInto('export_files')
        .values({
          account_id: e.account_id,
          user_id: e.created_by_user_id,
          resource: e.export_type,
          resource_id: e.resource_id,
          filters: JSON.stringify(filters),
          request_type: 'scheduled_export',
          download_options: '{}',
          status: 'done',
          file_path: out.path,
          row_count: out.rows,
          byte_size: out.bytes,
          completed_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      link = await exportFileUrl(db, deps.publicOrigin, f.id, EMAIL_LINK_TTL_MS);
    }
    for (const r of pending) {
      const claimed = await db
        .insertInto('scheduled_export_deliveries')
        .values({
          scheduled_export_id: e.id,
          occurrence,
          user_id: r.id,
          account_id: e.account_id,
        })
        .onConflict((oc) =>
          oc.columns(['scheduled_export_id', 'occurrence', 'user_id']).doNothing(),
        )
        .returning('user_id')
        .executeTakeFirst();
      if (!claimed) continue; // Another worker sent (or is sending) this one.
      const token = await unsubscribeToken(db, e.id, r.id);
      const unsubscribe = `${deps.publicOrigin}/unsubscribe/scheduled_exports/${e.id}?token=${token}`;
      const lines = [
        e.email_body,
        `${label} export "${e.display_name}" for ${period}.`,
        out.path
          ? link
            ? `The file is too large to attach. Download it within 7 days: ${link}`
            : extOfPath(out.path) === 'csv'
              ? `${out.rows} rows are attached.`
              : 'The report is attached.'
          : 'There was no export data found for this period.',
        '',
        `To stop receiving this export: ${unsubscribe}`,
      ].filter((l, i) => i > 0 || l.trim() !== '');
      try {
        await deps.providers.mail.send({
          to: [r.email],
          subject: e.email_subject || e.display_name,
          text: `${lines.join('\n')}\n`,
          ...(attachment ? { attachments: attachment } : {}),
        });
      } catch (err) {
        // Not sent: give the claim back, so the retry sends it.
        await db
          .deleteFrom('scheduled_export_deliveries')
          .where('scheduled_export_id', '=', e.id)
          .where('occurrence', '=', occurrence)
          .where('user_id', '=', r.id)
          .execute();
        throw err;
      }
    }
    await db
      .updateTable('scheduled_exports')
      .set({ last_sent_at: sql`now()` })
      .where('id', '=', e.id)
      .where('account_id', '=', e.account_id)
      .execute();
  },
});

/**
 * Recurring: turns every due scheduled export into one send job and moves
 * its next_run_at on, in one transaction. The send job's dedupe key (export
 * and occurrence) means an occurrence is sent once even if two servers tick.
 */
export const scheduledExportSchedulerJob = defineJob({
  kind: SCHEDULER_JOB,
  payload: v.object({}),
  async handler(_payload, { deps }: JobRunContext<ScheduledExportJobDeps>) {
    const { db } = deps;
    const interval = deps.schedulerIntervalMs ?? 60_000;
    const now = new Date();
    await db.transaction().execute(async (tx) => {
      const due = await tx
        .selectFrom('scheduled_exports')
        .selectAll()
        .where('next_run_at', '<=', now)
        .orderBy('next_run_at')
        .limit(200)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const e of due) {
        const occurrence = new Date(e.next_run_at).toISOString();
        await enqueue(
          tx,
          scheduledExportSendJob,
          { scheduled_export_id: e.id, occurrence },
          {
            accountId: e.account_id,
            dedupeKey: `scheduled_export:${e.id}:${occurrence}`,
            maxAttempts: 3,
          },
        );
        await tx
          .updateTable('scheduled_exports')
          .set({ next_run_at: nextRunAt(e, now) })
          .where('id', '=', e.id)
          .where('account_id', '=', e.account_id)
          .execute();
      }
    });
    return { runAgainAt: new Date(Date.now() + interval) };
  },
});
