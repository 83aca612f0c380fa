import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open-database';
import type { AppDeps } from '../../http/context';
import { csvReadable } from '../../http/csv';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { storageOf } from '../../providers/storage-of';
import { EXPORT_FILE_TYPES, type ExportFileExt, fileStem, getExporter, headerOf } from './registry';
import { EMAIL_LINK_TTL_MS, exportFileUrl, exportJobKind } from './routes';

export type ExportJobDeps = Pick<AppDeps, 'db' | 'providers' | 'publicOrigin' | 'exportDir'> &
  Partial<Pick<AppDeps, 'dbKind'>>;

/**
 * Writes the file of `resource` for the account into the exports store: a CSV is
 * streamed from the exporter's batches (a server-side cursor on PostgreSQL) through
 * csv-stringify into the store (a file on disk, or a multipart upload to S3).
 * Returns the file's key in the store (null when there were no rows).
 */
export async function generateCsv(
  deps: ExportJobDeps,
  opts: {
    accountId: number;
    resource: string;
    filters: unknown;
    resourceId: number | null;
    name: string;
    signal?: AbortSignal;
    chunkSize?: number;
  },
): Promise<{ path: string | null; rows: number; bytes: number }> {
  const exporter = getExporter(opts.resource);
  if (!exporter) throw new Error(`Exporting ${opts.resource} is not available yet`);
  const storage = storageOf(deps, 'exports');
  const keyOf = (ext: ExportFileExt, stem?: string) =>
    `${opts.accountId}/${opts.name}-${randomBytes(6).toString('hex')}.${stem ? `${stem}.` : ''}${ext}`;
  const req = {
    db: deps.db,
    accountId: opts.accountId,
    filters: opts.filters,
    resourceId: opts.resourceId,
    cursor: deps.dbKind === 'postgres',
    ...(opts.chunkSize ? { chunkSize: opts.chunkSize } : {}),
  };
  if (exporter.file) {
    const out = await exporter.file(req);
    if (!out) return { path: null, rows: 0, bytes: 0 };
    const stem = out.stem ? fileStem(out.stem) : '';
    const key = keyOf(out.ext, stem || undefined);
    await storage.put(key, out.bytes, EXPORT_FILE_TYPES[out.ext]);
    return { path: key, rows: 1, bytes: out.bytes.byteLength };
  }
  const csv = await csvReadable(
    await headerOf(exporter, deps.db, opts.accountId),
    exporter.rows(req),
    opts.signal,
  );
  if (!csv) return { path: null, rows: 0, bytes: 0 };
  const key = keyOf('csv');
  const { bytes } = await storage.put(key, csv.stream, EXPORT_FILE_TYPES.csv);
  return { path: key, rows: csv.rows(), bytes };
}

async function userEmail(db: Db, accountId: number, userId: number | null) {
  if (userId === null) return null;
  const u = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return u?.email ?? null;
}

const fileOf = (db: Db, accountId: number | null, exportFileId: number) =>
  db
    .selectFrom('export_files')
    .selectAll()
    .where('id', '=', exportFileId)
    .where('account_id', '=', accountId ?? 0)
    .executeTakeFirst();

/** Writes a requested export's file, then e-mails its link when asked to. */
export const exportJob = defineJob({
  ...exportJobKind,
  async handler(payload, { deps, job, signal }: JobRunContext<ExportJobDeps>) {
    const { db } = deps;
    const f = await fileOf(db, job.account_id, payload.export_file_id);
    if (!f || f.status === 'done' || f.status === 'no_results' || f.status === 'failed') return;
    await db
      .updateTable('export_files')
      .set({ status: 'running' })
      .where('id', '=', f.id)
      .execute();
    const out = await generateCsv(deps, {
      accountId: f.account_id,
      resource: f.resource,
      filters: f.filters,
      resourceId: f.resource_id,
      name: `export-${f.id}`,
      signal,
    });
    await db
      .updateTable('export_files')
      .set({
        status: out.path ? 'done' : 'no_results',
        file_path: out.path,
        row_count: out.rows,
        byte_size: out.bytes,
        completed_at: new Date(),
      })
      .where('id', '=', f.id)
      .execute();
    if (!f.send_email) return;
    const to = await userEmail(db, f.account_id, f.user_id);
    if (!to) return;
    if (out.path) {
      const url = await exportFileUrl(db, deps.publicOrigin, f.id, EMAIL_LINK_TTL_MS);
      await deps.providers.mail.send({
        to: [to],
        subject: 'Your Plaudit export is ready',
        text: `Your export (${out.rows} rows) is ready. Download it within 7 days:\n\n${url}\n`,
      });
    } else {
      await deps.providers.mail.send({
        to: [to],
        subject: 'Your Plaudit export',
        text: 'There was no export data found for the filters you chose.\n',
      });
    }
  },
  async onFailed(payload, { deps, job, error }) {
    const { db } = deps;
    const f = await fileOf(db, job.account_id, payload.export_file_id);
    if (!f) return;
    await db
      .updateTable('export_files')
      .set({
        status: 'failed',
        status_reason: error === 'timeout' ? 'timeout' : error.slice(0, 500),
        completed_at: new Date(),
      })
      .where('id', '=', f.id)
      .execute();
  },
});
