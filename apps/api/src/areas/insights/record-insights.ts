import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { analyzeReview } from './analyze-text';
import { rebuildInsightRollups } from './rollups';

export type InsightScope = {
  /** Only this account's reviews (default: every account). */
  accountId?: number;
  /** Only these reviews (new reviews as they arrive). */
  reviewIds?: number[];
  /** Reviews per INSERT ... SELECT (id ranges); default 200,000. */
  batchSize?: number;
  onProgress?: (message: string) => void;
  /**
   * A bulk load of reviews that have no keyword rows yet (the seeds): rows are
   * inserted without duplicate checks, the tables' secondary indexes and
   * foreign keys are dropped during the load and built once afterwards, and
   * the rollups are rebuilt set-based instead of marked dirty row by row.
   */
  fresh?: boolean;
};

export type InsightResult = {
  texts: number;
  keywords: number;
  categories: number;
  elapsedMs: number;
};

/**
 * Computes keywords and experience categories for reviews and stores them in
 * review_keywords and review_categories (idempotent: existing rows are kept).
 *
 * The text analysis runs once per distinct (text, rating) in Node; the per
 * review rows are then written inside the database by joining the reviews to
 * the analysed texts on md5(content), in id ranges. So the 20,000 demo reviews
 * and the 1,000,000 benchmark reviews (which re-use a few thousand texts) are
 * both written with a handful of statements.
 */
export async function recordReviewInsights(
  db: Db,
  scope: InsightScope = {},
): Promise<InsightResult> {
  const started = performance.now();
  const log = scope.onProgress ?? (() => {});
  const batchSize = scope.batchSize ?? 200_000;
  if (scope.reviewIds && scope.reviewIds.length === 0)
    return { texts: 0, keywords: 0, categories: 0, elapsedMs: 0 };
  const where = sql.join(
    [
      sql`true`,
      ...(scope.accountId !== undefined ? [sql`r.account_id = ${scope.accountId}`] : []),
      ...(scope.reviewIds ? [sql`r.id = ANY(${scope.reviewIds}::int[])`] : []),
    ],
    sql` AND `,
  );

  return db.transaction().execute(async (tx) => {
    // A fresh load rebuilds the rollups below instead of marking days dirty.
    if (scope.fresh)
      await sql`SELECT set_config('plaudit.skip_rollup_marks', 'on', true)`.execute(tx);
    const texts = (
      await sql<{ h: string; rating: number; content: string }>`
        SELECT md5(r.content) AS h, r.rating, min(r.content) AS content
        FROM reviews r WHERE ${where} AND r.content <> '' GROUP BY 1, 2`.execute(tx)
    ).rows;
    log(`insights: ${texts.length} distinct texts`);

    const keywordRows: { h: string; rating: number; short: string; sentiment: number }[] = [];
    const categoryRows: { h: string; rating: number; category: string; sentiment: number }[] = [];
    const vocabulary = new Map<string, string | null>();
    for (const t of texts) {
      const a = analyzeReview(t.content, Number(t.rating));
      for (const k of a.keywords) {
        vocabulary.set(k.short, k.category);
        keywordRows.push({ h: t.h, rating: t.rating, short: k.short, sentiment: k.sentiment });
      }
      for (const c of a.categories)
        categoryRows.push({
          h: t.h,
          rating: t.rating,
          category: c.category,
          sentiment: c.sentiment,
        });
    }
    log(`insights: analysed (${Math.round(performance.now() - started)} ms)`);

    // The vocabulary, then the analysed texts as scratch tables dropped at commit.
    const vocab = [...vocabulary].map(([short, category]) => ({ short, category }));
    for (let i = 0; i < vocab.length; i += 5000)
      await sql`INSERT INTO insight_keywords (short, category)
        SELECT short, category FROM json_to_recordset(${JSON.stringify(vocab.slice(i, i + 5000))}::json)
          AS v(short text, category text)
        ON CONFLICT (short) DO NOTHING`.execute(tx);
    await sql`CREATE TEMP TABLE insight_text_keywords (h text, rating smallint, short text, sentiment smallint) ON COMMIT DROP`.execute(
      tx,
    );
    await sql`CREATE TEMP TABLE insight_text_categories (h text, rating smallint, category text, sentiment smallint) ON COMMIT DROP`.execute(
      tx,
    );
    for (let i = 0; i < keywordRows.length; i += 5000)
      await sql`INSERT INTO insight_text_keywords
        SELECT * FROM json_to_recordset(${JSON.stringify(keywordRows.slice(i, i + 5000))}::json)
          AS v(h text, rating smallint, short text, sentiment smallint)`.execute(tx);
    for (let i = 0; i < categoryRows.length; i += 5000)
      await sql`INSERT INTO insight_text_categories
        SELECT * FROM json_to_recordset(${JSON.stringify(categoryRows.slice(i, i + 5000))}::json)
          AS v(h text, rating smallint, category text, sentiment smallint)`.execute(tx);
    await sql`CREATE TEMP TABLE insight_text_keyword_ids ON COMMIT DROP AS
      SELECT t.h, t.rating, k.id AS keyword_id, t.sentiment
      FROM insight_text_keywords t JOIN insight_keywords k ON k.short = t.short`.execute(tx);
    await sql`CREATE INDEX ON insight_text_keyword_ids (h, rating)`.execute(tx);
    await sql`CREATE INDEX ON insight_text_categories (h, rating)`.execute(tx);
    await sql`ANALYZE insight_text_keyword_ids`.execute(tx);
    await sql`ANALYZE insight_text_categories`.execute(tx);

    // A fresh load: drop the secondary indexes and foreign keys of the two
    // tables (restored below, in this transaction) so 5 million rows are not
    // checked and indexed one by one.
    const restore = scope.fresh ? await dropForBulkLoad(tx) : [];
    const conflict = scope.fresh ? sql`` : sql`ON CONFLICT DO NOTHING`;
    const range = (
      await sql<{ lo: number | null; hi: number | null }>`
        SELECT min(r.id) AS lo, max(r.id) AS hi FROM reviews r WHERE ${where}`.execute(tx)
    ).rows[0]!;
    // A fresh load is one statement per table; otherwise id ranges of batchSize.
    const step = scope.fresh ? (range.hi ?? 0) - (range.lo ?? 0) + 1 : batchSize;
    let keywords = 0;
    let categories = 0;
    for (let lo = range.lo ?? 0; range.hi !== null && lo <= range.hi; lo += step) {
      const hi = lo + step;
      const k = await sql`INSERT INTO review_keywords
          (account_id, review_id, location_id, source_id, published_at, rating, keyword_id, sentiment)
        SELECT r.account_id, r.id, r.location_id, r.source_id, r.published_at, r.rating, t.keyword_id, t.sentiment
        FROM reviews r JOIN insight_text_keyword_ids t ON t.h = md5(r.content) AND t.rating = r.rating
        WHERE ${where} AND r.id >= ${lo} AND r.id < ${hi}
        ${conflict}`.execute(tx);
      const c = await sql`INSERT INTO review_categories
          (account_id, review_id, location_id, source_id, published_at, rating, category, sentiment)
        SELECT r.account_id, r.id, r.location_id, r.source_id, r.published_at, r.rating, t.category, t.sentiment
        FROM reviews r JOIN insight_text_categories t ON t.h = md5(r.content) AND t.rating = r.rating
        WHERE ${where} AND r.id >= ${lo} AND r.id < ${hi}
        ${conflict}`.execute(tx);
      keywords += Number(k.numAffectedRows ?? 0);
      categories += Number(c.numAffectedRows ?? 0);
      log(
        `insights: reviews up to id ${Math.min(hi - 1, range.hi)} (${Math.round(performance.now() - started)} ms)`,
      );
    }
    for (const statement of restore) await sql.raw(statement).execute(tx);
    if (restore.length)
      log(`insights: indexes and keys rebuilt (${Math.round(performance.now() - started)} ms)`);
    if (scope.fresh) {
      await rebuildInsightRollups(tx, {
        accountId: scope.accountId,
        parts: ['keywords', 'categories'],
      });
      log(`insights: rollups rebuilt (${Math.round(performance.now() - started)} ms)`);
    }
    return {
      texts: texts.length,
      keywords,
      categories,
      elapsedMs: Math.round(performance.now() - started),
    };
  });
}

const BULK_TABLES = ['review_keywords', 'review_categories'];

/**
 * Drops the secondary indexes and foreign keys of review_keywords and
 * review_categories; returns the statements that restore them (the primary
 * keys stay: they are the duplicate guard of later incremental runs).
 */
async function dropForBulkLoad(tx: Db): Promise<string[]> {
  const indexes = (
    await sql<{ name: string; def: string }>`
      SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY(${BULK_TABLES}::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(tx)
  ).rows;
  const keys = (
    await sql<{ tbl: string; name: string; def: string }>`
      SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def
      FROM pg_constraint c
      WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY(${BULK_TABLES}::text[])`.execute(
      tx,
    )
  ).rows;
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const i of indexes) await sql.raw(`DROP INDEX ${q(i.name)}`).execute(tx);
  for (const k of keys)
    await sql.raw(`ALTER TABLE ${k.tbl} DROP CONSTRAINT ${q(k.name)}`).execute(tx);
  return [
    ...indexes.map((i) => i.def),
    ...keys.map((k) => `ALTER TABLE ${k.tbl} ADD CONSTRAINT ${q(k.name)} ${k.def}`),
  ];
}

/** VACUUM ANALYZE after a large backfill (index-only scans need the visibility map). */
export async function vacuumInsights(db: Db): Promise<void> {
  for (const table of [
    'review_keywords',
    'review_categories',
    'reviews',
    'insight_keyword_rollups',
    'insight_category_rollups',
    'location_metric_rollups',
  ])
    await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
}
