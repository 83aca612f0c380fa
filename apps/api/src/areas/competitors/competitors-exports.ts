import {
  type CompetitorReportQuery,
  type CompetitorStats,
  competitorReportQuery,
} from '@plaudit/api-client/schemas';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/open-database';
import type { CsvValue } from '../../http/csv';
import { registerExporter } from '../exports/registry';
import { withScheduledRange } from '../exports/with-scheduled-range';
import { competitorBrandsReport, competitorLocationRows, rankOf } from './competitors-report-rows';
import {
  type CompetitorScope,
  competitorScope,
  competitorsInScope,
  monthsOf,
} from './competitors-stats';

/**
 * The competitor CSVs (spec 1 sections 3 and 7), built on the
 * figures of competitors-stats.ts so a CSV says what the report shows:
 *
 * - competitors_overview ("Competitor Locations", async and scheduled export)
 *   and GET /export/csv/intel/locations: each location with competitors, then
 *   each of its competitors: rating, volume, response rate, sentiment counts
 *   and the rank by average rating among the location and its competitors.
 * - competitors_brands ("Competitor Brands"): the account (its name) over the
 *   compared locations, then each brand and "Other competitors".
 * - GET /export/csv/intel/locations/timeseries: per location and month, my
 *   average rating and reviews against its competitors' together.
 * - GET /intel/locations/tags_overview/export: per location and experience
 *   category, mentions and positive share, mine and the competitors'.
 *
 * Filters are the competitor reports' (start_date, end_date, group_id,
 * location_id, source_id); rating, status, category, sentiment, brands, sort
 * and paging are dropped; the console's from / to and a scheduled send's
 * published_after / published_before become start_date / end_date.
 */

const ALIASES: Record<string, string> = {
  from: 'start_date',
  to: 'end_date',
  published_after: 'start_date',
  published_before: 'end_date',
  groupId: 'group_id',
  locationId: 'location_id',
  sourceId: 'source_id',
};
const DROPPED = [
  'rating',
  'status',
  'status_enum',
  'category',
  'sentiment',
  'brands',
  'sort',
  'page',
  'per_page',
];

export function normalizeCompetitorFilters(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[ALIASES[k] ?? k] = v;
  }
  for (const k of DROPPED) delete out[k];
  for (const k of ['start_date', 'end_date'])
    if (typeof out[k] === 'string') out[k] = (out[k] as string).slice(0, 10);
  // A single source id is a list of one.
  if (out.source_id !== undefined && !Array.isArray(out.source_id)) out.source_id = [out.source_id];
  return out;
}

const percent = (share: number | null) => (share === null ? '' : Math.round(share * 1000) / 10);

const STATS_HEADER = [
  'Average Rating',
  'Reviews',
  'Response Rate (%)',
  'Positive Reviews',
  'Neutral Reviews',
  'Negative Reviews',
] as const;

const statsCells = (s: CompetitorStats): CsvValue[] => [
  s.average_rating ?? '',
  s.reviews,
  percent(s.response_rate),
  s.sentiment.positive,
  s.sentiment.neutral,
  s.sentiment.negative,
];

export const COMPETITOR_LOCATIONS_HEADER = [
  'Location',
  'Business',
  'Brand',
  'My Location',
  ...STATS_HEADER,
  'Rank',
] as const;

/** Each location with competitors (its own row first), then its competitors. */
export async function competitorLocationLines(db: Db, scope: CompetitorScope) {
  const lines: CsvValue[][] = [];
  for (const row of await competitorLocationRows(db, scope)) {
    const ratings = [
      row.mine.average_rating,
      ...row.competitors.map((c) => c.stats.average_rating),
    ];
    lines.push([
      row.location_name,
      row.location_name,
      '',
      'Yes',
      ...statsCells(row.mine),
      row.rank,
    ]);
    row.competitors.forEach((c, i) => {
      const others = ratings.filter((_, j) => j !== i + 1);
      lines.push([
        row.location_name,
        c.name,
        c.brand_name ?? '',
        'No',
        ...statsCells(c.stats),
        rankOf(c.stats.average_rating, others),
      ]);
    });
  }
  return lines;
}

export const COMPETITOR_BRANDS_HEADER = [
  'Name',
  'Type',
  'Locations',
  'Competitors',
  ...STATS_HEADER,
] as const;

async function accountName(db: Db, accountId: number): Promise<string> {
  const a = await db
    .selectFrom('accounts')
    .select('name')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return a.name;
}

/** The account, then each brand (and the competitors without one). */
export async function competitorBrandLines(db: Db, scope: CompetitorScope) {
  const report = await competitorBrandsReport(db, scope, await accountName(db, scope.accountId));
  return [
    [report.mine.name, 'My business', report.mine.locations, '', ...statsCells(report.mine.stats)],
    ...report.brands.map((b) => [
      b.name,
      b.brand_id === null ? 'Competitors without a brand' : 'Brand',
      '',
      b.competitors,
      ...statsCells(b.stats),
    ]),
  ] as CsvValue[][];
}

const inIds = (column: string, ids: number[] | null): RawBuilder<unknown> =>
  ids === null
    ? sql`true`
    : ids.length
      ? sql`${sql.ref(column)} = any(${sql.val(ids)}::int[])`
      : sql`false`;

/** The locations with competitors in scope, in the reports' order, with their names. */
async function comparedLocations(db: Db, scope: CompetitorScope) {
  const seen = new Map<number, string>();
  for (const c of await competitorsInScope(db, scope))
    if (!seen.has(c.location_id)) seen.set(c.location_id, c.location_name);
  return seen;
}

export const COMPETITOR_TIMESERIES_HEADER = [
  'Month',
  'Location',
  'My Average Rating',
  'My Reviews',
  'Competitors Average Rating',
  'Competitors Reviews',
] as const;

type MonthRow = {
  location_id: number;
  period: string;
  reviews: number;
  rating_sum: number;
  rated: number;
};

/** Per location (reports' order) and month (oldest first): mine against the competitors'. */
export async function competitorTimeseriesLines(db: Db, scope: CompetitorScope) {
  const locations = await comparedLocations(db, scope);
  if (!locations.size) return [];
  const ids = [...locations.keys()];
  const month = sql`to_char(date_trunc('month', x.published_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const query = (table: 'reviews' | 'competitor_reviews') => sql<MonthRow>`
    SELECT x.location_id, ${month} AS period, count(*)::int AS reviews,
      coalesce(sum(x.rating) FILTER (WHERE x.rating > 0), 0)::int AS rating_sum,
      (count(*) FILTER (WHERE x.rating > 0))::int AS rated
    FROM ${sql.table(table)} x
    WHERE x.account_id = ${scope.accountId}
      AND x.published_at >= ${scope.from} AND x.published_at < ${scope.to}
      AND ${inIds('x.location_id', ids)} AND ${inIds('x.source_id', scope.sourceIds)}
    GROUP BY 1, 2`;
  const [mine, theirs] = await Promise.all([
    query('reviews').execute(db),
    query('competitor_reviews').execute(db),
  ]);
  const key = (r: Pick<MonthRow, 'location_id' | 'period'>) => `${r.location_id}|${r.period}`;
  const m = new Map(mine.rows.map((r) => [key(r), r]));
  const t = new Map(theirs.rows.map((r) => [key(r), r]));
  const avg = (r: MonthRow | undefined) =>
    r?.rated ? Math.round((r.rating_sum / r.rated) * 100) / 100 : '';
  const lines: CsvValue[][] = [];
  for (const [id, name] of locations)
    for (const period of monthsOf(scope.from, scope.to)) {
      const a = m.get(key({ location_id: id, period }));
      const b = t.get(key({ location_id: id, period }));
      lines.push([period.slice(0, 7), name, avg(a), a?.reviews ?? 0, avg(b), b?.reviews ?? 0]);
    }
  return lines;
}

export const COMPETITOR_TAGS_HEADER = [
  'Location',
  'Category',
  'My Mentions',
  'My Positive Share (%)',
  'Competitors Mentions',
  'Competitors Positive Share (%)',
] as const;

type TagRow = { location_id: number; category: string; mentions: number; positive: number };

/** Per location and experience category (most mentioned first): mine and the competitors'. */
export async function competitorTagLines(db: Db, scope: CompetitorScope) {
  const locations = await comparedLocations(db, scope);
  if (!locations.size) return [];
  const ids = [...locations.keys()];
  const cols = sql`count(*)::int AS mentions, (count(*) FILTER (WHERE x.sentiment > 0))::int AS positive`;
  const [mine, theirs] = await Promise.all([
    sql<TagRow>`SELECT x.location_id, x.category, ${cols} FROM review_categories x
      WHERE x.account_id = ${scope.accountId}
        AND x.published_at >= ${scope.from} AND x.published_at < ${scope.to}
        AND ${inIds('x.location_id', ids)} AND ${inIds('x.source_id', scope.sourceIds)}
      GROUP BY 1, 2`.execute(db),
    sql<TagRow>`SELECT r.location_id, x.category, ${cols} FROM competitor_review_categories x
      JOIN competitor_reviews r ON r.id = x.competitor_review_id
      WHERE x.account_id = ${scope.accountId}
        AND x.published_at >= ${scope.from} AND x.published_at < ${scope.to}
        AND ${inIds('r.location_id', ids)} AND ${inIds('r.source_id', scope.sourceIds)}
      GROUP BY 1, 2`.execute(db),
  ]);
  const key = (r: Pick<TagRow, 'location_id' | 'category'>) => `${r.location_id}|${r.category}`;
  const m = new Map(mine.rows.map((r) => [key(r), r]));
  const t = new Map(theirs.rows.map((r) => [key(r), r]));
  const share = (r: TagRow | undefined) => (r?.mentions ? percent(r.positive / r.mentions) : '');
  const lines: CsvValue[][] = [];
  for (const [id, name] of locations) {
    const categories = [
      ...new Set(
        [...mine.rows, ...theirs.rows].filter((r) => r.location_id === id).map((r) => r.category),
      ),
    ];
    const total = (c: string) =>
      (m.get(key({ location_id: id, category: c }))?.mentions ?? 0) +
      (t.get(key({ location_id: id, category: c }))?.mentions ?? 0);
    categories.sort((a, b) => total(b) - total(a) || a.localeCompare(b));
    for (const category of categories) {
      const a = m.get(key({ location_id: id, category }));
      const b = t.get(key({ location_id: id, category }));
      lines.push([name, category, a?.mentions ?? 0, share(a), b?.mentions ?? 0, share(b)]);
    }
  }
  return lines;
}

function registerCompetitorExport(
  resource: 'competitors_overview' | 'competitors_brands',
  header: readonly string[],
  lines: (db: Db, scope: CompetitorScope) => Promise<CsvValue[][]>,
) {
  registerExporter<CompetitorReportQuery>(resource, {
    permission: 'competitor',
    normalize: normalizeCompetitorFilters,
    filters: competitorReportQuery,
    header,
    async *rows({ db, accountId, filters, chunkSize = 2000 }) {
      const scope = await competitorScope(db, accountId, withScheduledRange(filters));
      const all = await lines(db, scope);
      for (let i = 0; i < all.length; i += chunkSize) yield all.slice(i, i + chunkSize);
    },
  });
}

/** Competitor Locations (/competitors/locations). */
registerCompetitorExport(
  'competitors_overview',
  COMPETITOR_LOCATIONS_HEADER,
  competitorLocationLines,
);
/** Competitor Brands (/competitors/brands). */
registerCompetitorExport('competitors_brands', COMPETITOR_BRANDS_HEADER, competitorBrandLines);
