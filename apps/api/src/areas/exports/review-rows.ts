import type { ReviewListQuery } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { copyCsv } from '../../db/copy-csv';
import { type Db, pgPoolOf } from '../../db/open-database';
import { filterReviews } from '../../domain/filter-reviews';
import type { CsvBatch, CsvValue } from '../../http/csv';

/** Rows per keyset page on PGlite (PostgreSQL's COPY batches are about 1 MB, `copyCsv`). */
export const REVIEW_BATCH = 5000;

const SENTIMENT: Record<string, string> = { 1: 'positive', 0: 'neutral', '-1': 'negative' };

/** A timestamp as Date#toISOString() writes it, formatted by the database (no Date per row). */
const isoText = (column: string) =>
  sql<
    string | null
  >`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A review's tag names joined with '; ' in name order. */
const TAG_NAMES = sql<string>`string_agg(t.name, '; ' ORDER BY t.name)`;

/**
 * The reviews CSV's columns in `REVIEW_CSV_HEADER` order: the names `reviewCsvQuery`
 * selects, which `csvRow` (PGlite) and `COPY_CELLS` (PostgreSQL) turn into cells.
 */
export const REVIEW_CSV_COLUMNS = [
  'id',
  'published_at',
  'location_name',
  'source_name',
  'rating',
  'author_name',
  'title',
  'content',
  'status',
  'review_type',
  'sentiment',
  'url',
  'response_content',
  'response_status',
  'response_published_at',
  'tags',
] as const;

/**
 * The reviews CSV in one query: the list filters, the location and source names, the
 * first response (by creation, then id) and the tags joined with '; ' in name order — the
 * same cells `reviewCsvRow` makes from a serialised review. `plan` (`reviewCsvPlan`):
 * `joined` hash-joins the account's responses and tags (a lookup per review made
 * PostgreSQL ~6x slower on a million reviews) and keeps each review's first response in
 * the one sort the export needs anyway (DISTINCT ON the review, its responses in creation
 * order): no sort of the responses of their own, and the responses' hash is one shared
 * parallel hash, not a copy per worker. `lookups` looks each review's response and tags up
 * (a keyset page, or a filtered export of a few reviews).
 */
export function reviewCsvQuery(
  db: Db,
  accountId: number,
  q: ReviewListQuery,
  plan: 'joined' | 'lookups',
) {
  const base = filterReviews(db, accountId, q)
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .innerJoin('sources as s', 's.id', 'r.source_id');
  const withJoins =
    plan === 'joined'
      ? base
          .leftJoin('responses as p', (join) =>
            join.onRef('p.review_id', '=', 'r.id').on('p.account_id', '=', accountId),
          )
          .leftJoin(
            (eb) =>
              eb
                .selectFrom('review_tags as rt')
                .innerJoin('tags as t', 't.id', 'rt.tag_id')
                .select(['rt.review_id', TAG_NAMES.as('names')])
                .where('rt.account_id', '=', accountId)
                .groupBy('rt.review_id')
                .as('tg'),
            (join) => join.onRef('tg.review_id', '=', 'r.id'),
          )
          .distinctOn(['r.published_at', 'r.id'])
      : base
          .leftJoinLateral(
            (eb) =>
              eb
                .selectFrom('responses as p')
                .selectAll('p')
                .whereRef('p.review_id', '=', 'r.id')
                .orderBy('p.created_at')
                .orderBy('p.id')
                .limit(1)
                .as('p'),
            (join) => join.onTrue(),
          )
          .leftJoinLateral(
            (eb) =>
              eb
                .selectFrom('review_tags as rt')
                .innerJoin('tags as t', 't.id', 'rt.tag_id')
                .select(['rt.review_id', TAG_NAMES.as('names')])
                .whereRef('rt.review_id', '=', 'r.id')
                .groupBy('rt.review_id')
                .as('tg'),
            (join) => join.onTrue(),
          );
  // One select for both plans, in REVIEW_CSV_COLUMNS order.
  return (
    withJoins
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
        isoText('p.published_at').as('response_published_at'),
        'tg.names as tags',
      ])
      .orderBy('r.published_at', 'desc')
      .orderBy('r.id', 'desc')
      // Joined: a review's responses in creation order, of which DISTINCT ON keeps the first.
      .$if(plan === 'joined', (qb) => qb.orderBy('p.created_at').orderBy('p.id'))
  );
}
/** Up to this many reviews an export looks up each review's response and tags. */
export const REVIEW_LOOKUP_LIMIT = 20_000;

/**
 * Which query a cursor export reads: `joined` (the account's first responses and tags
 * built once and hash-joined) pays off for a large export; a filtered export of at most
 * `REVIEW_LOOKUP_LIMIT` reviews takes `lookups` (a lookup per review),
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

/** Text cells starting with these characters (tab, CR, +, -, =, @) get the formula prefix. */
const FORMULA_START = '9, 13, 43, 45, 61, 64';

/**
 * Each column of `REVIEW_CSV_COLUMNS` (as `x.<name>`) as the cell `csvRow` gives
 * csv-stringify, in SQL for COPY's CSV writer: text gets the policy's formula prefix
 * (`neutralizeFormula`) and an empty text is NULL (COPY writes '' as `""`, csv-stringify
 * as nothing); a rating of 0 is empty, the sentiment is its word. COPY quotes exactly
 * what the policy quotes (a comma, quote, CR or LF), so the bytes are csv-stringify's.
 */
const copyCell = (column: (typeof REVIEW_CSV_COLUMNS)[number]): string => {
  const x = `x.${column}`;
  if (column === 'id') return x;
  if (column === 'rating') return `NULLIF(${x}, 0)`;
  if (column === 'sentiment')
    return `CASE ${x} WHEN 1 THEN 'positive' WHEN 0 THEN 'neutral' WHEN -1 THEN 'negative' END`;
  return `CASE WHEN ascii(${x}::text) IN (${FORMULA_START}) THEN '''' || ${x}::text ELSE NULLIF(${x}::text, '') END`;
};
const COPY_CELLS = REVIEW_CSV_COLUMNS.map((c) => sql.raw(copyCell(c)).as(c));

type ReviewCsvRecord = Awaited<ReturnType<ReturnType<typeof reviewCsvQuery>['execute']>>[number];

/** A column the query selects but `REVIEW_CSV_COLUMNS` lacks is a type error here. */
const _everyColumnListed: Record<
  Exclude<keyof ReviewCsvRecord, (typeof REVIEW_CSV_COLUMNS)[number]>,
  never
> = {};

/** A row's cells for csv-stringify (under `CSV_OPTIONS`), in `REVIEW_CSV_COLUMNS` order. */
const csvRow = (r: ReviewCsvRecord): CsvValue[] =>
  REVIEW_CSV_COLUMNS.map((c) =>
    c === 'rating'
      ? r.rating === 0
        ? ''
        : r.rating
      : c === 'sentiment'
        ? r.sentiment === null
          ? undefined
          : SENTIMENT[r.sentiment]
        : r[c],
  );

/**
 * The reviews CSV rows in batches. On PostgreSQL the database writes the CSV itself:
 * `COPY (reviewCsvQuery) TO STDOUT WITH (FORMAT csv)` through pg-copy-streams
 * (`copyCsv`), each batch the whole records of one socket read, taken as the reader
 * wants them, so memory stays flat and the database runs one plan (parallel workers
 * allowed). PGlite has no COPY to a client stream, so there it is keyset pages of
 * `batch` rows with the lookups, stringified by csv-stringify (`csvRow`).
 */
export async function* reviewCsvBatches(
  db: Db,
  accountId: number,
  q: ReviewListQuery,
  opts: {
    batch?: number | undefined;
    cursor?: boolean | undefined;
    /** `reviewCsvPlan`'s limit (tests take the joined plan on the small demo data). */
    lookupLimit?: number | undefined;
  } = {},
): AsyncGenerator<CsvBatch> {
  const batch = opts.batch ?? REVIEW_BATCH;
  const pool = opts.cursor ? pgPoolOf(db) : undefined;
  if (pool) {
    const rows = reviewCsvQuery(
      db,
      accountId,
      q,
      await reviewCsvPlan(db, accountId, q, opts.lookupLimit),
    );
    // The subquery's order is kept: the outer query only computes each cell.
    yield* copyCsv(pool, db.selectFrom(rows.as('x')).select(COPY_CELLS).compile());
    return;
  }
  let after: { at: string; id: number } | null = null;
  for (;;) {
    let query = reviewCsvQuery(db, accountId, q, 'lookups');
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
