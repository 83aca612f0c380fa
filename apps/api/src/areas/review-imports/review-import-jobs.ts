import type { Db } from '../../db/open-database';
import type { AppDeps } from '../../http/context';
import { csvLines } from '../../http/csv';
import { HttpError } from '../../http/errors';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { ingestReview } from '../reviews/ingest-review';
import { type Lookup, readSheet, rowToArrival } from './read-review-rows';
import { reviewImportJobKind } from './routes';

/** Progress is saved every this many rows (the console polls it). */
const PROGRESS_EVERY = 20;

/**
 * Imports a spreadsheet row by row through the one path every review takes (so alerts,
 * automatic responses, keywords and webhooks follow). Each row is idempotent — known by its
 * source and external id — so a retried or resumed job never adds a review twice; counts are
 * taken afresh on every run. The uploaded text is dropped when the import ends.
 */
export const reviewImportJob = defineJob({
  ...reviewImportJobKind,
  async handler(payload, ctx: JobRunContext<Pick<AppDeps, 'db' | 'providers'>>) {
    const { deps, job } = ctx;
    const { db } = deps;
    const id = payload.import_id;
    const accountId = job.account_id;
    if (accountId === null) return;
    const imp = await db
      .updateTable('review_imports')
      .set({ status: 'processing', processed_rows: 0 })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .where('status', 'in', ['queued', 'processing'])
      .returning(['source_csv'])
      .executeTakeFirst();
    if (!imp?.source_csv) return;
    let sheet: ReturnType<typeof readSheet>;
    try {
      sheet = readSheet(imp.source_csv);
    } catch (err) {
      await finish(db, id, { status: 'error', error: (err as Error).message });
      return;
    }
    const [locations, sources] = await Promise.all([
      db
        .selectFrom('locations')
        .select(['id', 'name'])
        .where('account_id', '=', accountId)
        .execute(),
      db.selectFrom('sources').select(['id', 'code']).execute(),
    ]);
    const lookup: Lookup = {
      locations: new Map(
        locations.flatMap((l) => [
          [l.name.trim().toLowerCase(), l.id] as const,
          [String(l.id), l.id] as const,
        ]),
      ),
      sources: new Map(
        sources.flatMap((s) => [[s.code, s.id] as const, [String(s.id), s.id] as const]),
      ),
    };
    const counts = { imported: 0, updated: 0, failed: 0 };
    const failedRows: string[][] = [];
    for (const [i, row] of sheet.rows.entries()) {
      ctx.signal.throwIfAborted();
      const r = rowToArrival(row, lookup);
      let error = r.ok ? null : r.error;
      if (r.ok) {
        try {
          const { created } = await ingestReview(deps, accountId, r.arrival);
          counts[created ? 'imported' : 'updated']++;
        } catch (err) {
          // A location deleted meanwhile and the like: the row fails, the import goes on.
          if (!(err instanceof HttpError)) throw err;
          error = err.message;
        }
      }
      if (error !== null) {
        counts.failed++;
        failedRows.push([
          ...sheet.headers.map((h) => row.cells[h] ?? ''),
          `Row ${row.line}: ${error}`,
        ]);
      }
      if ((i + 1) % PROGRESS_EVERY === 0)
        await db
          .updateTable('review_imports')
          .set({ processed_rows: i + 1, ...counts })
          .where('id', '=', id)
          .execute();
    }
    await finish(db, id, {
      status: 'complete',
      processed_rows: sheet.rows.length,
      ...counts,
      failed_csv: failedRows.length ? csvLines([[...sheet.headers, 'error'], ...failedRows]) : null,
    });
  },
  async onFailed(payload, { deps, error }) {
    await finish(deps.db, payload.import_id, {
      status: 'error',
      error: `The import stopped: ${error}`,
    });
  },
});

async function finish(
  db: Db,
  id: number,
  fields: {
    status: 'complete' | 'error';
    error?: string;
    processed_rows?: number;
    imported?: number;
    updated?: number;
    failed?: number;
    failed_csv?: string | null;
  },
) {
  await db
    .updateTable('review_imports')
    .set({ ...fields, source_csv: null, finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}
