import { describe, expect, it } from 'vitest';
import {
  formatVisualReportBucket,
  visualReportBucketOf,
  visualReportBuckets,
} from './series-buckets';

describe('visualReportBucketOf', () => {
  it('draws up to 31 days per day, up to six months per week, longer per month', () => {
    expect(visualReportBucketOf('2026-10-29', '2026-11-27')).toBe('day'); // 30 days
    expect(visualReportBucketOf('2026-10-28', '2026-11-27')).toBe('day'); // 31 days
    expect(visualReportBucketOf('2026-10-27', '2026-11-27')).toBe('week'); // 32 days
    expect(visualReportBucketOf('2026-06-01', '2026-11-30')).toBe('week'); // 183 days
    expect(visualReportBucketOf('2026-01-01', '2026-12-31')).toBe('month');
  });
});

describe('visualReportBuckets', () => {
  it('marks the buckets the range cuts as partial', () => {
    const weeks = visualReportBuckets('2026-11-04', '2026-11-27', 'week');
    // Sunday to Saturday, as the date filter's calendar weeks.
    expect(weeks[0]).toEqual({ start: '2026-11-01', end: '2026-11-07', partial: true });
    expect(weeks.at(-1)).toEqual({ start: '2026-11-22', end: '2026-11-28', partial: true });
    expect(visualReportBuckets('2026-11-01', '2026-11-28', 'week').some((w) => w.partial)).toBe(
      false,
    );
    expect(weeks.slice(1, -1).every((w) => !w.partial)).toBe(true);
    const months = visualReportBuckets('2026-01-01', '2026-11-27', 'month');
    expect(months).toHaveLength(11);
    expect(months[0]).toEqual({ start: '2026-01-01', end: '2026-01-31', partial: false });
    expect(months.at(-1)).toEqual({ start: '2026-11-01', end: '2026-11-30', partial: true });
    const days = visualReportBuckets('2026-10-29', '2026-11-27', 'day');
    expect(days).toHaveLength(30);
    expect(days.some((d) => d.partial)).toBe(false);
  });
});

describe('formatVisualReportBucket', () => {
  it('reads a month as a month with its whole year, a day as a day', () => {
    expect(formatVisualReportBucket('2026-10-01', 'month')).toBe('Oct 2026');
    expect(formatVisualReportBucket('2026-11-20', 'day')).toBe('Nov 20');
    expect(formatVisualReportBucket('2026-11-15', 'week', 'long')).toBe('Week of Nov 15, 2026');
  });
});
