import {
  type CategoryInsightsQuery,
  type CategoryRank,
  categoryInsightsQuery,
  INDUSTRY_CATEGORIES,
  type KeywordItem,
  type MentionedKeywordsQuery,
  mentionedKeywordsQuery,
  type ReviewKeywords,
  type Vertical,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { guard, requirePermission, scopedAccountId } from '../../http/permissions';
import { input, readId, readQuery } from '../../http/validate';
import { refreshInsightRollups, segmentsOf } from './rollups';

const DAY = 86_400_000;

/** A date (YYYY-MM-DD) is a whole day: "before" includes it. */
function dateRange(q: CategoryInsightsQuery, now = new Date()): { from: Date; to: Date } {
  const parse = (v: string, endOfDay: boolean) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
      const d = new Date(`${v}T00:00:00Z`);
      return endOfDay ? new Date(d.getTime() + DAY) : d;
    }
    return new Date(v);
  };
  let from: Date | undefined;
  let to: Date | undefined;
  if (q.month_after) from = new Date(`${q.month_after}-01T00:00:00Z`);
  if (q.month_before) {
    const d = new Date(`${q.month_before}-01T00:00:00Z`);
    to = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  }
  if (q.published_after) from = parse(q.published_after, false);
  if (q.published_before) to = parse(q.published_before, true);
  // The six-month default of spec 3 sections 2.5 and 9.
  to ??= now;
  from ??= new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 6, to.getUTCDate()));
  return { from, to };
}

/** The filters of section 3 other than dates and places, on a raw or rollup row (alias t). */
function dimensionFilters(
  q: CategoryInsightsQuery,
  categoryColumn: 'keyword' | 'category',
): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (q.source_id?.length) parts.push(sql`t.source_id = ANY(${q.source_id}::int[])`);
  if (q.rating?.length) parts.push(sql`t.rating = ANY(${q.rating.map(Number)}::int[])`);
  if (q.sentiment) {
    const s = { positive: 1, '1': 1, negative: -1, '-1': -1, neutral: 0, '0': 0 }[q.sentiment];
    parts.push(sql`t.sentiment = ${s}`);
  }
  if (q.category) {
    if (categoryColumn === 'keyword')
      parts.push(
        sql`t.keyword_id IN (SELECT id FROM insight_keywords WHERE lower(category) = ${q.category.toLowerCase()})`,
      );
    else parts.push(sql`lower(t.category) = ${q.category.toLowerCase()}`);
  }
  return parts;
}

/** The WHERE clause over the raw review_keywords / review_categories rows (table alias t). */
export function insightWhere(
  accountId: number,
  q: CategoryInsightsQuery,
  opts: { categoryColumn?: 'keyword' | 'category'; from?: Date; to?: Date } = {},
): RawBuilder<unknown> {
  const range = dateRange(q);
  const from = opts.from ?? range.from;
  const to = opts.to ?? range.to;
  const parts: RawBuilder<unknown>[] = [
    sql`t.account_id = ${accountId}`,
    sql`t.published_at >= ${from.toISOString()}::timestamptz`,
    sql`t.published_at < ${to.toISOString()}::timestamptz`,
  ];
  if (q.location_id !== undefined) parts.push(sql`t.location_id = ${q.location_id}`);
  if (q.location_ids?.length) parts.push(sql`t.location_id = ANY(${q.location_ids}::int[])`);
  if (q.group_id !== undefined)
    parts.push(
      sql`t.location_id IN (SELECT location_id FROM group_locations WHERE account_id = ${accountId} AND group_id = ${q.group_id})`,
    );
  parts.push(...dimensionFilters(q, opts.categoryColumn ?? 'category'));
  return sql.join(parts, sql` AND `);
}

/**
 * The mentions matching the filters as rows (dim, sentiment, mentions), dim
 * being keyword_id or category: whole quarters, months and days from the
 * rollups (totals rows unless a source or rating is filtered; a month minus
 * some days counts those days negative), parts of a day and location or
 * group filters from the raw rows. Aggregate with HAVING sum(mentions) > 0.
 */
export function mentionRows(
  accountId: number,
  q: CategoryInsightsQuery,
  part: 'keywords' | 'categories',
  opts: { rollups?: boolean } = {},
): RawBuilder<unknown> {
  const [raw, rollup, dim, categoryColumn] =
    part === 'keywords'
      ? [sql`review_keywords`, sql`insight_keyword_rollups`, sql`keyword_id`, 'keyword' as const]
      : [sql`review_categories`, sql`insight_category_rollups`, sql`category`, 'category' as const];
  const { from, to } = dateRange(q);
  const byPlace = q.location_id !== undefined || q.location_ids?.length || q.group_id !== undefined;
  const rawRows = (f: Date, t: Date) =>
    sql`SELECT t.${dim} AS dim, t.sentiment, 1 AS mentions FROM ${raw} t
      WHERE ${insightWhere(accountId, q, { categoryColumn, from: f, to: t })}`;
  if (byPlace || opts.rollups === false) return rawRows(from, to);
  const detailed = q.source_id?.length || q.rating?.length;
  const rows = segmentsOf(from, to).map((s) => {
    if (s.grain === 'raw') return rawRows(s.from, s.to);
    const where = [
      sql`t.account_id = ${accountId}`,
      sql`t.grain = ${s.grain}`,
      detailed ? sql`t.source_id > 0` : sql`t.source_id = 0 AND t.rating = -1`,
      sql`t.period >= ${s.from}::date`,
      sql`t.period < ${s.to}::date`,
      ...dimensionFilters(q, categoryColumn),
    ];
    return sql`SELECT t.${dim} AS dim, t.sentiment, ${s.sign}::int * t.mentions AS mentions FROM ${rollup} t
      WHERE ${sql.join(where, sql` AND `)}`;
  });
  return rows.length ? sql.join(rows, sql` UNION ALL `) : rawRows(from, to);
}

function requireInsights(auth: AuthContext) {
  requirePermission(auth, 'insights', 'read');
  if (auth.settings.insights !== true) throw forbidden();
}
function requireExperienceAnalysis(auth: AuthContext) {
  requireInsights(auth);
  if (auth.settings.experience_analysis !== true) throw forbidden();
}

const KEYWORD_ORDER: Record<string, RawBuilder<unknown>> = {
  highest_volume: sql`a.total DESC, a.positive + a.negative DESC`,
  // Controversial: most mentions on the minority side (both sides well represented).
  controversy: sql`LEAST(a.positive, a.negative) DESC, a.positive + a.negative DESC`,
  positive_ratio: sql`a.positive::float8 / NULLIF(a.positive + a.negative, 0) DESC NULLS LAST, a.positive DESC`,
  negative_ratio: sql`a.negative::float8 / NULLIF(a.positive + a.negative, 0) DESC NULLS LAST, a.negative DESC`,
};

/** GET /insights/:accountId/mentioned: the keywords of the filters, in the sort's order. */
export async function mentionedKeywords(
  db: Db,
  accountId: number,
  q: MentionedKeywordsQuery,
): Promise<KeywordItem[]> {
  await refreshInsightRollups(db, accountId);
  const order = KEYWORD_ORDER[q.sort?.by ?? 'highest_volume']!;
  const rows = await sql<{
    short: string;
    category: string | null;
    positive: number;
    negative: number;
    total: number;
  }>`
    WITH a AS (
      SELECT t.dim AS keyword_id,
        coalesce(sum(t.mentions) FILTER (WHERE t.sentiment = 1), 0)::int AS positive,
        coalesce(sum(t.mentions) FILTER (WHERE t.sentiment = -1), 0)::int AS negative,
        sum(t.mentions)::int AS total
      FROM (${mentionRows(accountId, q, 'keywords')}) t
      GROUP BY t.dim HAVING sum(t.mentions) > 0
    )
    SELECT k.short, k.category, a.positive, a.negative, a.total
    FROM a JOIN insight_keywords k ON k.id = a.keyword_id
    ORDER BY ${order}, k.short
    LIMIT ${q.limit}`.execute(db);
  return rows.rows.map((r) => ({
    short: r.short,
    positive_mentions: Number(r.positive),
    negative_mentions: Number(r.negative),
    total_mentions: Number(r.total),
    category: r.category,
  }));
}

/** Mentions per experience category of the account's vertical (zero rows included). */
export async function categoryCounts(db: Db, accountId: number, q: CategoryInsightsQuery) {
  await refreshInsightRollups(db, accountId);
  const rows = await sql<{ category: string; positive: number; negative: number; total: number }>`
    SELECT t.dim AS category,
      coalesce(sum(t.mentions) FILTER (WHERE t.sentiment = 1), 0)::int AS positive,
      coalesce(sum(t.mentions) FILTER (WHERE t.sentiment = -1), 0)::int AS negative,
      sum(t.mentions)::int AS total
    FROM (${mentionRows(accountId, q, 'categories')}) t
    GROUP BY t.dim HAVING sum(t.mentions) > 0`.execute(db);
  const account = await db
    .selectFrom('accounts')
    .select('vertical')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const byName = new Map(rows.rows.map((r) => [r.category, r]));
  // The account's industry's categories only: words of another industry's lexicon (a
  // restaurant review that says "care") do not make its category appear.
  let names: readonly string[] =
    INDUSTRY_CATEGORIES[account.vertical as Vertical] ?? INDUSTRY_CATEGORIES.restaurant;
  if (q.category) names = names.filter((n) => n.toLowerCase() === q.category!.toLowerCase());
  return names.map((category) => {
    const r = byName.get(category);
    return {
      category,
      positive: Number(r?.positive ?? 0),
      negative: Number(r?.negative ?? 0),
      total: Number(r?.total ?? 0),
    };
  });
}

/** Categories ranked by their share of positive mentions (then by volume). */
export function rankCategories(counts: Awaited<ReturnType<typeof categoryCounts>>): CategoryRank[] {
  return counts
    .map((r) => ({ ...r, ratio: r.total ? r.positive / r.total : 0 }))
    .sort((a, b) => b.ratio - a.ratio || b.total - a.total || a.category.localeCompare(b.category))
    .map((r, i) => ({
      rank: i + 1,
      category: r.category,
      positive_count: r.positive,
      negative_count: r.negative,
      total_count: r.total,
      positive_ratio: Math.round(r.ratio * 10000) / 10000,
    }));
}

export function insightsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  // Spec 3 section 7: keywords mentioned in reviews with positive and negative counts.
  app.get(
    '/:accountId/mentioned',
    describeRoute({
      returns: 'MentionedKeywords',
      summary: 'Keywords mentioned in reviews, with positive and negative counts',
    }),
    guard(requireInsights),
    input('query', mentionedKeywordsQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'accountId'));
      const q = readQuery(c);
      scopedAccountId(auth, q.account_id);
      const keywords = await mentionedKeywords(c.var.deps.db, accountId, q);
      return c.json({ keywords });
    },
  );

  // Experience categories: positive mentions out of all mentions, per category.
  app.get(
    '/:accountId/categories',
    describeRoute({
      returns: 'CategoryInsights',
      summary: 'Experience categories: positive mentions out of all mentions, per category',
    }),
    guard(requireExperienceAnalysis),
    input('query', categoryInsightsQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'accountId'));
      const q = readQuery(c);
      scopedAccountId(auth, q.account_id);
      const counts = await categoryCounts(c.var.deps.db, accountId, q);
      return c.json({
        categories: counts.map((r) => ({
          category: r.category,
          positive_count: r.positive,
          total_count: r.total,
        })),
      });
    },
  );

  // Categories ranked by their share of positive mentions (then by volume).
  app.get(
    '/:accountId/category_rank',
    describeRoute({
      returns: 'CategoryRanks',
      summary: 'Categories ranked by their share of positive mentions (then by volume)',
    }),
    guard(requireExperienceAnalysis),
    input('query', categoryInsightsQuery, { deferred: true }),
    async (c) => {
      const auth = c.var.auth;
      const accountId = scopedAccountId(auth, readId(c, 'accountId'));
      const q = readQuery(c);
      scopedAccountId(auth, q.account_id);
      const counts = await categoryCounts(c.var.deps.db, accountId, q);
      const categories = rankCategories(counts);
      return c.json({ categories });
    },
  );

  return app;
}

/** GET /review/{review_id}/keywords: the keywords and categories found in one review. */
export function reviewKeywordsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/:review_id/keywords',
    describeRoute({ returns: 'ReviewKeywords' }),
    guard(requireInsights),
    async (c) => {
      const auth = c.var.auth;
      const reviewId = readId(c, 'review_id');
      const { db } = c.var.deps;
      const review = await db
        .selectFrom('reviews')
        .select('id')
        .where('id', '=', reviewId)
        .where('account_id', '=', auth.accountId)
        .executeTakeFirst();
      if (!review) throw notFound('Review');
      const keywords = await db
        .selectFrom('review_keywords as t')
        .innerJoin('insight_keywords as k', 'k.id', 't.keyword_id')
        .select(['k.short', 'k.category', 't.sentiment'])
        .where('t.account_id', '=', auth.accountId)
        .where('t.review_id', '=', reviewId)
        .orderBy('k.short')
        .execute();
      const categories =
        auth.settings.experience_analysis === true
          ? await db
              .selectFrom('review_categories as t')
              .select(['t.category', 't.sentiment'])
              .where('t.account_id', '=', auth.accountId)
              .where('t.review_id', '=', reviewId)
              .orderBy('t.category')
              .execute()
          : [];
      const body: ReviewKeywords = {
        review_id: reviewId,
        keywords: keywords.map((k) => ({
          short: k.short,
          category: k.category,
          sentiment: k.sentiment as -1 | 0 | 1,
        })),
        categories: categories.map((k) => ({
          category: k.category,
          sentiment: k.sentiment as -1 | 0 | 1,
        })),
      };
      return c.json(body);
    },
  );

  return app;
}
