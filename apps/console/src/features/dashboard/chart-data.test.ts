import type { SourceMetrics } from '@plaudit/api-client';
import { describe, expect, it } from 'vitest';
import { CHART_COLORS, formatChange, formatCount, formatRating, pieSlices } from './chart-data';

const source = (id: number, total: number): SourceMetrics => ({
  source_id: id,
  name: `Source ${id}`,
  code: `s${id}`,
  total_reviews: total,
  percentage: 0,
  average_rating: null,
});

describe('source pie', () => {
  it('shows the top 4 sources plus Other, with a minimum drawn share of 1%', () => {
    const slices = pieSlices([
      source(1, 5000),
      source(2, 3000),
      source(3, 1500),
      source(4, 10),
      source(5, 300),
      source(6, 190),
      source(7, 0),
    ]);
    expect(slices.map((s) => s.label)).toEqual([
      'Source 1',
      'Source 2',
      'Source 3',
      'Source 5',
      'Other',
    ]);
    expect(slices[4]).toMatchObject({ count: 200, percentage: 2 });
    expect(slices.map((s) => s.color)).toEqual([...CHART_COLORS]);
    expect(slices.reduce((n, s) => n + s.drawn, 0)).toBeCloseTo(100, 6);
    const tiny = pieSlices([source(1, 10_000), source(2, 1)]);
    expect(tiny[1]!.percentage).toBe(0.01);
    expect(tiny[1]!.drawn).toBeGreaterThan(0.98);
    expect(pieSlices([])).toEqual([]);
  });

  it('formats figures: two decimals, locale counts, signed changes, -- while unknown', () => {
    expect(formatRating(4.256, 'en-US')).toBe('4.26');
    expect(formatRating(null)).toBe('--');
    expect(formatCount(16234, 'en-US')).toBe('16,234');
    expect(formatCount(undefined)).toBe('--');
    expect(formatChange(0.1234, { digits: 2, locale: 'en-US' })).toBe('+0.12');
    expect(formatChange(-12.5, { digits: 1, percent: true, locale: 'en-US' })).toBe('−12.5%');
    expect(formatChange(null)).toBe('--');
  });
});

describe('the trend chart count axis', () => {
  it('has three distinct whole-number lines, also for a quiet period', async () => {
    const { countAxisMax } = await import('./TrendChart');
    const axis = (counts: number[]) => {
      const max = countAxisMax(counts.map((totalReviews) => ({ totalReviews })));
      return [0, 0.5, 1].map((f) => max * f);
    };
    expect(axis([1, 0])).toEqual([0, 1, 2]);
    expect(axis([7, 3])).toEqual([0, 4, 8]);
    expect(axis([0])).toEqual([0, 1, 2]);
  });
});

// `toLocaleString` with options builds an Intl formatter per call; the dashboard formats dozens
// of figures in one render, so each locale and option set gets one formatter, made once.
describe('number and month formatting', () => {
  it('makes one formatter per locale and option set, and formats like toLocaleString', () => {
    const NumberFormat = Intl.NumberFormat;
    let made = 0;
    const counting = function (this: unknown, ...args: ConstructorParameters<typeof NumberFormat>) {
      made++;
      return new NumberFormat(...args);
    } as unknown as typeof Intl.NumberFormat;
    Intl.NumberFormat = counting;
    try {
      const texts: string[] = [];
      for (let i = 0; i < 100; i++) {
        texts.push(formatRating(i / 7, 'de-DE'), formatCount(i * 1234, 'de-DE'));
      }
      expect(made).toBe(2);
      expect(texts[2 * 99]).toBe('14,14');
      expect(texts[2 * 99 + 1]).toBe((99 * 1234).toLocaleString('de-DE'));
      expect(formatChange(-3.456, { digits: 1, percent: true, locale: 'de-DE' })).toBe('−3,5%');
      expect(made).toBe(3);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });
});
