import { Readable } from 'node:stream';
import {
  type ExportableResource,
  type ExportFile,
  exportFileCreateBody,
  formatIssues,
  reviewListQuery,
  safeParse,
  TRIAL_EXPORT_ERROR,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Row } from '../../db/database';
import type { Db } from '../../db/open-database';
import { signToken, verifyToken } from '../../db/signing';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { csvStream, exportFileName } from '../../http/csv';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { allow, guard, requirePermission, scopedAccountId } from '../../http/permissions';
import { input, readBody, readId } from '../../http/validate';
import { enqueue } from '../../jobs/queue';
import { storageOf } from '../../providers/storage-of';
import './exporters';
import { describeRoute } from '../../http/openapi/describe-route';
import { EXPORT_FILE_TYPES, exportFileNameOf, extOfPath, getExporter, headerOf } from './registry';

export const EXPORT_JOB = 'exports.generate';
/** The export job's kind and payload (its handler is in jobs.ts). */
export const exportJobKind = {
  kind: EXPORT_JOB,
  payload: v.object({ export_file_id: v.number() }),
};
/** How long a file_url shown in the app works, and one sent by e-mail. */
export const LINK_TTL_MS = 24 * 3600_000;
export const EMAIL_LINK_TTL_MS = 7 * 24 * 3600_000;

/** How long the presigned URL of a download redirect works (S3 storage). */
const PRESIGNED_TTL_S = 15 * 60;

/** Trial accounts may not export unless the trial_export setting is on (spec 1 section 6). */
export function checkExportAllowed(auth: AuthContext) {
  requirePermission(auth, 'export', 'create');
  if (auth.session.status === 'trial' && auth.settings.trial_export !== true)
    throw forbidden(TRIAL_EXPORT_ERROR);
}

/** Validates raw filters for `resource` (400 naming the field), after its stripping. */
export function parseExportFilters(resource: string, raw: Record<string, unknown>) {
  const exporter = getExporter(resource);
  if (!exporter) throw badRequest(`Exporting ${resource} is not available yet`);
  const normalized = exporter.normalize ? exporter.normalize(raw) : raw;
  const parsed = safeParse(exporter.filters, normalized, 'filters');
  if (!parsed.ok) throw badRequest(formatIssues(parsed.issues), parsed.issues);
  return { exporter, filters: parsed.value };
}

/**
 * The signed download link of an export file. `origin` is PUBLIC_ORIGIN in
 * e-mails; API answers pass '' for a path on the server that answered, so a
 * console opened at any host name (localhost, 127.0.0.1, a proxy) follows a
 * same-origin link.
 */
export async function exportFileUrl(
  db: Db,
  origin: string,
  id: number,
  ttlMs = LINK_TTL_MS,
): Promise<string> {
  const token = await signToken(db, `export_file:${id}`, Date.now() + ttlMs);
  return `${origin.replace(/\/$/, '')}/api/export_files/${id}/download?token=${token}`;
}

async function serializeExportFile(db: Db, f: Row<'export_files'>): Promise<ExportFile> {
  return {
    id: f.id,
    account_id: f.account_id,
    resource: f.resource as ExportableResource,
    status: f.status,
    status_reason: f.status_reason,
    file_url: f.status === 'done' ? await exportFileUrl(db, '', f.id) : null,
    file_name:
      f.status === 'done' ? exportFileNameOf(f.file_path ?? '', new Date(f.created_at)) : null,
    row_count: f.row_count,
    created_at: new Date(f.created_at).toISOString(),
    completed_at: f.completed_at ? new Date(f.completed_at).toISOString() : null,
  };
}

/** /export_files: asynchronous exports written by the job worker. */
export function exportFilesRoutes() {
  const app = new Hono<AppEnv>();

  // The signed link works without a login (e-mailed links, plain downloads).
  app.get(
    '/:id/download',
    describeRoute({
      summary:
        "Download an export's file through its signed link (no login); with S3 storage, a redirect to a presigned URL",
      answer: 'csv',
      status: [200, 302],
      access: 'signedLink',
    }),
    async (c) => {
      const id = readId(c);
      const { db } = c.var.deps;
      const token = c.req.query('token') ?? '';
      if (!(await verifyToken(db, `export_file:${id}`, token))) throw notFound('Export file');
      const f = await db
        .selectFrom('export_files')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (f?.status !== 'done' || !f.file_path) throw notFound('Export file');
      const storage = storageOf(c.var.deps, 'exports');
      const ext = extOfPath(f.file_path);
      const fileName = exportFileNameOf(f.file_path, new Date(f.created_at));
      if (storage.kind === 's3') {
        // The bucket serves the file: a short-lived presigned URL (the link itself was checked).
        const url = await storage.signedUrl(f.file_path, {
          expiresInSeconds: PRESIGNED_TTL_S,
          fileName,
          contentType: EXPORT_FILE_TYPES[ext],
        });
        // The console fetches with Accept: application/json and opens the URL itself (a
        // cross-origin redirect would need CORS on the bucket); a plain link is redirected.
        if (c.req.header('accept')?.includes('application/json'))
          return c.json({ url, file_name: fileName }, 200, {
            'cache-control': 'private, no-store',
          });
        return c.redirect(url, 302);
      }
      const file = await storage.stream(f.file_path);
      if (!file) throw notFound('Export file');
      const body = Readable.toWeb(file.body) as ReadableStream<Uint8Array>;
      return c.body(body, 200, {
        'content-type': EXPORT_FILE_TYPES[ext],
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'private, no-store',
        'content-length': String(file.size),
      });
    },
  );

  app.use('*', authenticate());

  app.post(
    '/:account_id',
    describeRoute({ returns: 'ExportFile', status: 201 }),
    guard(checkExportAllowed),
    input('json', exportFileCreateBody, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'account_id'));
      const body = await readBody(c);
      const { db } = c.var.deps;
      const { exporter, filters } = parseExportFilters(body.resource, body.filters);
      requirePermission(auth, exporter.permission, 'read');
      await exporter.check?.(db, accountId, filters, auth);
      // Shadowing and impersonated sessions send no e-mail (spec 1 section 6).
      const sendEmail = body.send_email && auth.tokenKind === 'session';
      const row = await db.transaction().execute(async (tx) => {
        const f = await tx
          .insertInto('export_files')
          .values({
            account_id: accountId,
            user_id: auth.userId,
            resource: body.resource,
            resource_id: body.resource_id ?? null,
            filters: JSON.stringify(filters),
            file_type: body.file_type,
            request_type: body.request_type ?? null,
            download_options: JSON.stringify(body.download_options),
            send_email: sendEmail,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await enqueue(tx, exportJobKind, { export_file_id: f.id }, { accountId, maxAttempts: 3 });
        return f;
      });
      return c.json(await serializeExportFile(db, row), 201);
    },
  );

  app.get('/:id', describeRoute({ returns: 'ExportFile' }), allow('export', 'read'), async (c) => {
    const auth = c.var.auth;
    const id = readId(c);
    const { db } = c.var.deps;
    const f = await db
      .selectFrom('export_files')
      .selectAll()
      .where('id', '=', id)
      .where('account_id', '=', auth.accountId)
      .executeTakeFirst();
    if (!f) throw notFound('Export file');
    return c.json(await serializeExportFile(db, f));
  });

  return app;
}

/** /export/csv/*: blob downloads streamed as they are read (spec 1 section 7). */
export function exportCsvRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/reviews',
    describeRoute({ answer: 'csv' }),
    allow('review', 'read'),
    guard(checkExportAllowed),
    input('query', reviewListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const exporter = getExporter('reviews')!;
      const { db } = c.var.deps;
      await exporter.check?.(db, accountId, q);
      const stream = await csvStream(
        await headerOf(exporter, db, accountId),
        exporter.rows({
          db,
          accountId,
          filters: q,
          resourceId: null,
          cursor: c.var.deps.dbKind === 'postgres',
        }),
      );
      return c.body(stream, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName()}"`,
        'cache-control': 'private, no-store',
      });
    },
  );

  return app;
}
