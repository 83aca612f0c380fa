import {
  type PresetDateDescriptor,
  resolveDateDescriptor,
  visualReportBucketOf,
  visualReportBuckets,
} from '@plaudit/api-client';
import type { VisualReportBucket } from '@plaudit/api-client/schemas';
import {
  VISUAL_REPORT_BLOCK_KINDS,
  type VisualReportBlock,
  type VisualReportBlockData,
  type VisualReportData,
} from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { categoryCounts } from '../insights/routes';
import { loadLocationStats, metricsOf, periodOf, sumStats } from '../location-performance/stats';
import {
  metricsBreakdown,
  metricsDaily,
  metricsOverview,
  metricsSources,
} from '../metrics/compute-metrics';
import type { VisualReportRow } from './serialize';

/**
 * The figures of a report's blocks. Each block reads the query helper of the screen that shows
 * the same figure, so a report never disagrees with them: rating, volume and sentiment come from
 * the dashboard overview (metricsOverview), sources from metricsSources, locations and groups from
 * the dashboard breakdown (metricsBreakdown), categories from the insights' categoryCounts, and
 * the response rate and time from location performance (loadLocationStats + metricsOf).
 */
export type ReportRange = { from: string; to: string };

/** Rows per breakdown block: the busiest ones (a report is a summary, the performance page has them all). */
export const MAX_ROWS = 10;

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Month series longer than this drop their leading empty months (an "all time" range starts in 1970). */
const TRIM_SERIES_AFTER_POINTS = 60;

type DailyRow = Awaited<ReturnType<typeof metricsDaily>>[number];
export type ReportSeries = {
  bucket: VisualReportBucket;
  points: { date: string; partial: boolean; total: number; rating: number | null }[];
};

/**
 * The rating and volume series of a range: one point per day, week or month as the range's
 * length asks (`visualReportBucketOf`), each at its bucket's first day, `partial` when the range
 * cuts the bucket (so a 3-day first month does not read as a collapse of reviews).
 */
export function reportSeries(range: ReportRange, days: DailyRow[]): ReportSeries {
  const bucket = visualReportBucketOf(range.from, range.to);
  const buckets = visualReportBuckets(range.from, range.to, bucket);
  const sums = buckets.map(() => ({ total: 0, rated: 0, rating_sum: 0 }));
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  let i = 0;
  for (const d of sorted) {
    while (i < buckets.length && buckets[i]!.end < d.day) i++;
    if (i >= buckets.length) break;
    if (d.day < buckets[i]!.start) continue;
    sums[i]!.total += d.total;
    sums[i]!.rated += d.rated;
    sums[i]!.rating_sum += d.rating_sum;
  }
  let points = buckets.map((b, n) => ({
    date: b.start,
    partial: b.partial,
    total: sums[n]!.total,
    rating: sums[n]!.rated ? round(sums[n]!.rating_sum / sums[n]!.rated, 4) : null,
  }));
  if (points.length > TRIM_SERIES_AFTER_POINTS) {
    const first = points.findIndex((p) => p.total > 0);
    points = first < 0 ? points.slice(-1) : points.slice(first);
  }
  return { bucket, points };
}

/** The saved preset resolved today (UTC), unless the caller gives both ends. */
export function reportRange(
  report: Pick<VisualReportRow, 'date_descriptor'>,
  override: { from?: string; to?: string },
  now = new Date(),
): ReportRange {
  if (override.from && override.to) return { from: override.from, to: override.to };
  const today = now.toISOString().slice(0, 10);
  const r = resolveDateDescriptor(report.date_descriptor as PresetDateDescriptor, today);
  return { from: override.from ?? r.from, to: override.to ?? r.to };
}

async function blockData(
  db: Db,
  accountId: number,
  report: VisualReportRow,
  block: VisualReportBlock,
  range: ReportRange,
  overview: () => ReturnType<typeof metricsOverview>,
  series: () => Promise<ReportSeries>,
): Promise<VisualReportBlockData> {
  const base = {
    kind: block.kind,
    title: block.title || VISUAL_REPORT_BLOCK_KINDS[block.kind],
    display: block.display,
  };
  const filters = {
    published_after: range.from,
    published_before: range.to,
    ...(report.group_id ? { group_id: report.group_id } : {}),
    ...(report.location_id ? { location_id: report.location_id } : {}),
    ...(report.source_id ? { source_id: [report.source_id] } : {}),
  };
  switch (block.kind) {
    case 'rating_over_time': {
      const o = await overview();
      const s = await series();
      return {
        ...base,
        unit: 'rating',
        value: o.average_rating,
        bucket: s.bucket,
        series: s.points.map((p) => ({ date: p.date, value: p.rating, partial: p.partial })),
      };
    }
    case 'volume_over_time': {
      const o = await overview();
      const s = await series();
      return {
        ...base,
        unit: 'count',
        value: o.total_reviews,
        bucket: s.bucket,
        series: s.points.map((p) => ({ date: p.date, value: p.total, partial: p.partial })),
      };
    }
    case 'sentiment': {
      const o = await overview();
      const neutral = o.total_reviews - o.positive_reviews - o.negative_reviews;
      const share = (n: number) => (o.total_reviews ? round((n / o.total_reviews) * 100, 1) : 0);
      return {
        ...base,
        unit: 'percent',
        value: o.total_reviews ? share(o.positive_reviews) : null,
        rows: [
          { label: 'Positive', value: share(o.positive_reviews), count: o.positive_reviews },
          { label: 'Neutral', value: share(neutral), count: neutral },
          { label: 'Negative', value: share(o.negative_reviews), count: o.negative_reviews },
        ],
      };
    }
    case 'by_source': {
      const s = await metricsSources(db, accountId, filters);
      return {
        ...base,
        unit: 'count',
        value: s.total_reviews,
        rows: s.sources.map((x) => ({
          label: x.name,
          value: x.total_reviews,
          count: x.total_reviews,
          average_rating: x.average_rating,
        })),
      };
    }
    case 'by_location':
    case 'by_group': {
      const { rows } = await metricsBreakdown(db, accountId, {
        ...filters,
        view: block.kind === 'by_group' ? 'groups' : 'locations',
        page: 1,
        per_page: 250,
        sort: { by: 'total_reviews', order: 'desc' },
      });
      const o = await overview();
      return {
        ...base,
        unit: 'rating',
        value: o.average_rating,
        rows: rows.slice(0, MAX_ROWS).map((x) => ({
          label: x.name,
          value: x.average_rating,
          count: x.total_reviews,
          average_rating: x.average_rating,
          positive: x.positive_reviews,
          negative: x.negative_reviews,
        })),
      };
    }
    case 'experience_categories': {
      const counts = await categoryCounts(db, accountId, filters);
      const rows = counts
        .filter((c) => c.total > 0)
        .sort((a, b) => b.total - a.total || a.category.localeCompare(b.category))
        .map((c) => ({
          label: c.category,
          value: round((c.positive / c.total) * 100, 1),
          count: c.total,
          positive: c.positive,
          negative: c.negative,
        }));
      const total = rows.reduce((n, r) => n + r.count, 0);
      const positive = rows.reduce((n, r) => n + (r.positive ?? 0), 0);
      return {
        ...base,
        unit: 'percent',
        value: total ? round((positive / total) * 100, 1) : null,
        rows,
      };
    }
    case 'response_rate':
    case 'response_time': {
      const period = periodOf(range.from, range.to);
      const stats = await loadLocationStats(db, {
        accountId,
        period,
        withLag: false,
        ...(report.location_id ? { locationIds: [report.location_id] } : {}),
        ...(report.group_id ? { groupIds: [report.group_id] } : {}),
        ...(report.source_id ? { sourceIds: [report.source_id] } : {}),
      });
      const figure = (raw: (typeof stats)[number]['current']) => {
        const m = metricsOf(raw, { inSync: 0, listings: 0 }, period.days);
        return block.kind === 'response_rate'
          ? raw.total
            ? round(m.completed_rate * 100, 1)
            : null
          : m.avg_response_time === null
            ? null
            : round(m.avg_response_time, 1);
      };
      return {
        ...base,
        unit: block.kind === 'response_rate' ? 'percent' : 'days',
        value: figure(sumStats(stats.map((s) => s.current))),
        rows: stats
          .filter((s) => s.current.total > 0)
          .sort((a, b) => b.current.total - a.current.total || a.name.localeCompare(b.name))
          .slice(0, MAX_ROWS)
          .map((s) => ({ label: s.name, value: figure(s.current), count: s.current.total })),
      };
    }
  }
}

/** Every block's figures for the range, plus the names of the report's filters. */
export async function visualReportData(
  db: Db,
  accountId: number,
  report: VisualReportRow,
  range: ReportRange,
): Promise<VisualReportData> {
  let cached: ReturnType<typeof metricsOverview> | undefined;
  const overview = () => {
    cached ??= metricsOverview(db, accountId, {
      published_after: range.from,
      published_before: range.to,
      ...(report.group_id ? { group_id: report.group_id } : {}),
      ...(report.location_id ? { location_id: report.location_id } : {}),
      ...(report.source_id ? { source_id: [report.source_id] } : {}),
    });
    return cached;
  };
  let cachedSeries: Promise<ReportSeries> | undefined;
  const series = () => {
    cachedSeries ??= metricsDaily(db, accountId, {
      published_after: range.from,
      published_before: range.to,
      ...(report.group_id ? { group_id: report.group_id } : {}),
      ...(report.location_id ? { location_id: report.location_id } : {}),
      ...(report.source_id ? { source_id: [report.source_id] } : {}),
    }).then((days) => reportSeries(range, days));
    return cachedSeries;
  };
  const blocks: VisualReportBlockData[] = [];
  // One at a time: PGlite is one connection, and the blocks share the overview.
  for (const b of report.blocks)
    blocks.push(await blockData(db, accountId, report, b, range, overview, series));
  const nameOf = async (table: 'groups' | 'locations' | 'sources', id: number | null) =>
    id === null
      ? null
      : ((await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst())
          ?.name ?? null);
  return {
    report_id: report.id,
    name: report.name,
    description: report.description,
    period: range,
    filters: {
      group: await nameOf('groups', report.group_id),
      location: await nameOf('locations', report.location_id),
      source: await nameOf('sources', report.source_id),
    },
    blocks,
  };
}
