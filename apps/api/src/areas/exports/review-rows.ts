import type { ReviewListQuery } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { type CsvBatch, CsvText, type CsvValue } from '../../http/csv';
import { filterReviews } from '../reviews/filter-reviews';

/** Rows per batch: one cursor read on PostgreSQL, one keyset page on PGlite. */
export const REVIEW_BATCH = 5000;

const SENTIMENT: Record<string, string> = { 1: 'positive', 0: 'neutral', '-1': 'negative' };

/** A timestamp as Date#toISOString() writes it, formatted by the database (no Date per row). */
const isoText = (column: string) =>
  sql<
    string | null
  >`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The reviews CSV in one query: the list filters, the location and source names, the
 * first response (by creation, then id) and the tags joined with '; ' in name order — the
 * same cells `reviewCsvRow` makes from a serialised review, without loading the
 * responses, tags and auto-response jobs of every page separately.
 */
export function reviewCsvQuery(db: Db, accountId: number, q: ReviewListQuery) {
  return (
    filterReviews(db, accountId, q)
      .innerJoin('locations as l', 'l.id', 'r.location_id')
      .innerJoin('sources as s', 's.id', 'r.source_id')
      // The account's first response of each review and its tags, each built once and
      // hash-joined: a lookup per review (a lateral join, a subquery) made PostgreSQL
      // ~6x slower on a million reviews.
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('responses as p')
            .distinctOn('p.review_id')
            .select([
              'p.review_id',
              'p.content',
              'p.status',
              isoText('p.published_at').as('published_at'),
            ])
            .where('p.account_id', '=', accountId)
            .orderBy('p.review_id')
            .orderBy('p.created_at')
            .orderBy('p.id')
            .as('p'),
        (join) => join.onRef('p.review_id', '=', 'r.id'),
      )
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('review_tags as rt')
            .innerJoin('tags as t', 't.id', 'rt.tag_id')
            .select([
              'rt.review_id',
              sql<string>`string_agg(t.name, '; ' ORDER BY t.name)`.as('names'),
            ])
            .where('rt.account_id', '=', accountId)
            .groupBy('rt.review_id')
            .as('tg'),
        (join) => join.onRef('tg.review_id', '=', 'r.id'),
      )
      .select([
        'r.id',
        isoText('r.published_at').as('published_at'),
        'l.name as location_name',
        's.name as source_name',
        'r.rating',
        'r.author_name',
        'r.title',
        'r.content',
        'r.status',
        'r.review_type',
        'r.sentiment',
        'r.url',
        'p.content as response_content',
        'p.status as response_status',
        'p.published_at as response_published_at',
        'tg.names as tags',
      ])
      .orderBy('r.published_at', 'desc')
      .orderBy('r.id', 'desc')
  );
}
/**
 * The same rows with a lookup per review: quick for one keyset page at a time (PGlite),
 * and for a filtered export of a few reviews on PostgreSQL.
 */
export function reviewCsvPageQuery(db: Db, accountId: number, q: ReviewListQuery) {
  return filterReviews(db, accountId, q)
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .innerJoin('sources as s', 's.id', 'r.source_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('responses as p')
          .select(['p.content', 'p.status', isoText('p.published_at').as('published_at')])
          .whereRef('p.review_id', '=', 'r.id')
          .orderBy('p.created_at')
          .orderBy('p.id')
          .limit(1)
          .as('p'),
      (join) => join.onTrue(),
    )
    .select([
      'r.id',
      isoText('r.published_at').as('published_at'),
      'l.name as location_name',
      's.name as source_name',
      'r.rating',
      'r.author_name',
      'r.title',
      'r.content',
      'r.status',
      'r.review_type',
      'r.sentiment',
      'r.url',
      'p.content as response_content',
      'p.status as response_status',
      'p.published_at as response_published_at',
      sql<string | null>`(SELECT string_agg(t.name, '; ' ORDER BY t.name)
        FROM review_tags rt JOIN tags t ON t.id = rt.tag_id WHERE rt.review_id = r.id)`.as('tags'),
    ])
    .orderBy('r.published_at', 'desc')
    .orderBy('r.id', 'desc');
}
/** Up to this many reviews an export looks up each review's response and tags. */
export const REVIEW_LOOKUP_LIMIT = 20_000;

/**
 * Which query a cursor export reads: `joined` (the account's first responses and tags
 * built once and hash-joined, `reviewCsvQuery`) pays off for a large export; a filtered
 * export of at most `REVIEW_LOOKUP_LIMIT` reviews takes `lookups` (`reviewCsvPageQuery`),
 * so it does not build them for a whole account of a million reviews. The count stops at
 * the limit (an index scan of the filtered reviews).
 */
export async function reviewCsvPlan(
  db: Db,
  accountId: number,
  q: ReviewListQuery,
  limit = REVIEW_LOOKUP_LIMIT,
): Promise<'joined' | 'lookups'> {
  const few = filterReviews(db, accountId, q)
    .select('r.id')
    .limit(limit + 1)
    .as('few');
  const { n } = await db
    .selectFrom(few)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n) > limit ? 'joined' : 'lookups';
}

/**
 * A text cell as `CSV_OPTIONS` writes it (`neutralizeFormula`, then quoted when it holds a
 * comma, quote, CR or LF; null is empty), in SQL over the text expression `v`.
 */
const cellSql = (v: string) => {
  const safe = `(CASE WHEN ${v} ~ E'^[-=+@\\t\\r]' THEN '''' || ${v} ELSE ${v} END)`;
  return `COALESCE(CASE WHEN ${safe} ~ E'[,"\\r\\n]' THEN '"' || replace(${safe}, '"', '""') || '"' ELSE ${safe} END, '')`;
};

/**
 * The CSV line of each row of `reviewCsvQuery`/`reviewCsvPageQuery` (its columns as `x`),
 * written by the database: one text per row for Node to parse instead of sixteen cells
 * to parse, map and stringify. Byte-identical to `csvRow` through `csvLines`.
 */
export const CSV_LINE = sql.raw(
  [
    'x.id::text',
    cellSql('x.published_at'),
    cellSql('x.location_name'),
    cellSql('x.source_name'),
    "CASE WHEN x.rating = 0 OR x.rating IS NULL THEN '' ELSE x.rating::text END",
    cellSql('x.author_name'),
    cellSql('x.title'),
    cellSql('x.content'),
    cellSql('x.status::text'),
    cellSql('x.review_type::text'),
    "CASE x.sentiment WHEN 1 THEN 'positive' WHEN 0 THEN 'neutral' WHEN -1 THEN 'negative' ELSE '' END",
    cellSql('x.url'),
    cellSql('x.response_content'),
    cellSql('x.response_status::text'),
    cellSql('x.response_published_at'),
    cellSql('x.tags'),
  ].join(` || ',' || `),
);

type ReviewCsvRecord = Awaited<ReturnType<ReturnType<typeof reviewCsvQuery>['execute']>>[number];

const csvRow = (r: ReviewCsvRecord): CsvValue[] => [
  r.id,
  r.published_at,
  r.location_name,
  r.source_name,
  r.rating === 0 ? '' : r.rating,
  r.author_name,
  r.title,
  r.content,
  r.status,
  r.review_type,
  r.sentiment === null ? undefined : SENTIMENT[r.sentiment],
  r.url,
  r.response_content,
  r.response_status,
  r.response_published_at,
  r.tags,
];

/**
 * The reviews CSV rows in batches. On PostgreSQL one server-side cursor (pg-cursor,
 * the dialect's `cursor` option) reads `reviewCsvQuery` `batch` rows at a time, so
 * memory stays flat and the database runs one plan; PGlite streams nothing (its dialect
 * reads whole results), so there it is keyset pages of `batch` rows of
 * `reviewCsvPageQuery`.
 */
export async function* reviewCsvBatches(
  db: Db,
  accountId: number,
  q: ReviewListQuery,
  opts: { batch?: number | undefined; cursor?: boolean | undefined } = {},
): AsyncGenerator<CsvBatch> {
  const batch = opts.batch ?? REVIEW_BATCH;
  if (opts.cursor) {
    const rows =
      (await reviewCsvPlan(db, accountId, q)) === 'joined'
        ? reviewCsvQuery(db, accountId, q)
        : reviewCsvPageQuery(db, accountId, q);
    // The subquery's order is kept: the outer query only computes each line.
    const compiled = db
      .selectFrom(rows.as('x'))
      .select(sql<string>`${CSV_LINE} || E'\\r\\n'`.as('line'))
      .compile();
    for await (const result of db.getExecutor().stream(compiled, batch)) {
      const n = result.rows.length;
      if (!n) continue;
      let text = '';
      for (const r of result.rows as { line: string }[]) text += r.line;
      yield new CsvText(text, n);
    }
    return;
  }
  let after: { at: string; id: number } | null = null;
  for (;;) {
    let query = reviewCsvPageQuery(db, accountId, q);
    if (after) {
      const { at, id } = after;
      query = query.where(
        sql<boolean>`(r.published_at, r.id) < (CAST(${at} AS timestamptz), ${id})`,
      );
    }
    const rows = await query
      .select(sql<string>`r.published_at::text`.as('cursor_at'))
      .limit(batch)
      .execute();
    if (rows.length === 0) return;
    yield rows.map(csvRow);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursor_at, id: last.id };
  }
}
