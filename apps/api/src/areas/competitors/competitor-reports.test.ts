import type {
  CompetitorBrandsReport,
  CompetitorLocationRow,
  CompetitorOverview,
} from '@plaudit/api-client/schemas';
import { INDUSTRY_CATEGORIES } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { competitorsTest, RANGE } from './competitors-test';

/** Competitor reports: my reviews beside my competitors’, ranks per location and brands. */

const c = competitorsTest();

describe('competitor reports', () => {
  it('sets my reviews beside my competitors’ over the filters, month by month', async () => {
    const o = (await c.report('overview')) as CompetitorOverview;
    expect(o.mine.reviews).toBeGreaterThan(100);
    expect(o.competitors.reviews).toBeGreaterThan(100);
    expect(o.competitors.response_rate).toBeGreaterThan(0);
    expect(o.competitors.response_rate).toBeLessThan(1);
    const s = o.competitors.sentiment;
    expect(s.positive + s.neutral + s.negative).toBe(o.competitors.reviews);
    expect(o.timeseries.map((t) => t.period)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    expect(o.timeseries.reduce((n, t) => n + t.competitors.reviews, 0)).toBe(o.competitors.reviews);
    expect(o.categories.length).toBeGreaterThan(2);
    // A restaurant sees the categories of its industry only (no Care Quality).
    for (const c of o.categories) expect(INDUSTRY_CATEGORIES.restaurant).toContain(c.category);
    expect(o.categories.find((c) => c.category === 'Food')?.competitors.mentions).toBeGreaterThan(
      0,
    );
    expect(o.locations).toBeGreaterThan(10);
    // One location narrows both sides.
    const rows = (
      (await c.report('locations')) as { _embedded: { locations: CompetitorLocationRow[] } }
    )._embedded.locations;
    const first = rows[0]!;
    const one = (await c.report(
      'overview',
      `${RANGE}&location_id=${first.location_id}`,
    )) as CompetitorOverview;
    expect(one.locations).toBe(1);
    expect(one.mine.reviews).toBe(first.mine.reviews);
    expect(one.competitors.reviews).toBe(
      first.competitors.reduce((n, c) => n + c.stats.reviews, 0),
    );
  });

  it('ranks each location among its competitors and pages the rows', async () => {
    const page = (await c.report('locations', `${RANGE}&per_page=5&sort[by]=rank`)) as {
      _embedded: { locations: CompetitorLocationRow[] };
      _total: number;
    };
    expect(page._total).toBeGreaterThan(10);
    expect(page._embedded.locations).toHaveLength(5);
    const ranks = page._embedded.locations.map((r) => r.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const r of page._embedded.locations) {
      const better = r.competitors.filter(
        (c) =>
          c.stats.average_rating !== null &&
          (r.mine.average_rating === null || c.stats.average_rating > r.mine.average_rating),
      ).length;
      expect(r.rank).toBe(better + 1);
    }
  });

  it('sets my brand against the competing brands and the unbranded ones', async () => {
    const b = (await c.report('brands')) as CompetitorBrandsReport;
    expect(b.mine.name).toBe('Blue Fern Bistro');
    expect(b.mine.stats.reviews).toBeGreaterThan(100);
    expect(b.brands.length).toBeGreaterThanOrEqual(2);
    const other = b.brands.find((x) => x.brand_id === null);
    expect(other?.name).toBe('Other competitors');
    const o = (await c.report('overview')) as CompetitorOverview;
    expect(b.brands.reduce((n, x) => n + x.stats.reviews, 0)).toBe(o.competitors.reviews);
    expect(b.brands.reduce((n, x) => n + x.competitors, 0)).toBe(o.competitors_count);
  });
});
