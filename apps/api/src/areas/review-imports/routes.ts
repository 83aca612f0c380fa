import {
  REVIEW_IMPORT_COLUMNS,
  REVIEW_IMPORT_LIMITS,
  type ReviewImport,
  reviewImportListQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Selectable } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { csvAttachment, csvLines } from '../../http/csv';
import { badRequest, notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { readUploadedCsv, uploadGuards } from '../../http/read-upload';
import { input, readId } from '../../http/validate';
import { enqueue } from '../../jobs/queue';
import { readSheet } from './read-review-rows';

export const REVIEW_IMPORT_JOB = 'review_imports.run';
/** An uploaded import, run row by row (handled in review-import-jobs.ts). */
export const reviewImportJobKind = {
  kind: REVIEW_IMPORT_JOB,
  payload: v.object({ import_id: v.number() }),
};
const TOO_LARGE = `The file is too large (at most ${REVIEW_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB).`;

export const serializeImport = (r: Selectable<Database['review_imports']>): ReviewImport => ({
  id: r.id,
  account_id: r.account_id,
  file_name: r.file_name,
  status: r.status as ReviewImport['status'],
  total_rows: r.total_rows,
  processed_rows: r.processed_rows,
  imported: r.imported,
  updated: r.updated,
  failed: r.failed,
  error: r.error,
  created_at: new Date(r.created_at).toISOString(),
  finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
});

async function findImport(db: Db, accountId: number, id: number) {
  const row = await db
    .selectFrom('review_imports')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound('Review import');
  return row;
}

/** /review_imports: reviews from a spreadsheet, imported by a job with progress. */
export function reviewImportsRoutes() {
  const app = new Hono<AppEnv>();

  app.post(
    '/',
    describeRoute({ returns: 'ReviewImport', status: 202 }),
    ...uploadGuards(REVIEW_IMPORT_LIMITS.maxBytes + 64 * 1024, TOO_LARGE),
    authenticate(),
    allow('review', 'create'),
    async (c) => {
      const auth = c.var.auth;
      const file = await readUploadedCsv(c, REVIEW_IMPORT_LIMITS.maxBytes, TOO_LARGE);
      const text = file.text;
      let rows: number;
      try {
        rows = readSheet(text).rows.length;
      } catch (err) {
        throw badRequest((err as Error).message);
      }
      if (rows === 0) throw badRequest('The file has no reviews below its header row.');
      const { db } = c.var.deps;
      const row = await db.transaction().execute(async (tx) => {
        const created = await tx
          .insertInto('review_imports')
          .values({
            account_id: auth.accountId,
            user_id: auth.userId,
            file_name: (file.name || 'reviews.csv').slice(0, 200),
            source_csv: text,
            total_rows: rows,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await enqueue(
          tx,
          reviewImportJobKind,
          { import_id: created.id },
          { accountId: auth.accountId, dedupeKey: `review-import:${created.id}`, maxAttempts: 3 },
        );
        return created;
      });
      return c.json(serializeImport(row), 202);
    },
  );

  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'ReviewImport',
      list: 'review_imports',
    }),
    allow('review', 'create'),
    input('query', reviewImportListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const base = c.var.deps.db
        .selectFrom('review_imports')
        .where('account_id', '=', c.var.auth.accountId);
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const sorted = base.selectAll().orderBy('id', q.sort?.order ?? 'desc');
      const { rows, total } = await pageOf(sorted, count, q);
      return c.json(
        halList(c.req.url, 'review_imports', rows.map(serializeImport), total, q.page, q.per_page),
      );
    },
  );

  app.get(
    '/template',
    describeRoute({
      answer: 'csv',
      summary: 'The spreadsheet template: the columns and one example row',
    }),
    allow('review', 'create'),
    (c) =>
      c.body(
        `\uFEFF${csvLines([
          [...REVIEW_IMPORT_COLUMNS],
          [
            'Your location name',
            'google',
            '',
            5,
            'Jamie Rivera',
            '2026-11-02',
            'Lovely evening',
            'The staff were friendly and the food came quickly.',
            '',
          ],
        ])}`,
        200,
        csvAttachment('review-import-template.csv'),
      ),
  );

  app.get(
    '/:id',
    describeRoute({ returns: 'ReviewImport' }),
    allow('review', 'create'),
    async (c) =>
      c.json(serializeImport(await findImport(c.var.deps.db, c.var.auth.accountId, readId(c)))),
  );

  app.get(
    '/:id/failed_rows',
    describeRoute({ answer: 'csv', summary: 'The rows not imported, each with its reason' }),
    allow('review', 'create'),
    async (c) => {
      const row = await findImport(c.var.deps.db, c.var.auth.accountId, readId(c));
      if (!row.failed_csv) throw notFound('Failed rows');
      return c.body(`\uFEFF${row.failed_csv}`, 200, csvAttachment(`failed-rows-${row.id}.csv`));
    },
  );

  return app;
}
