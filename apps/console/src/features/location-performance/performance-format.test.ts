import { describe, expect, it } from 'vitest';
import {
  dashboardHref,
  formatCount,
  formatDays,
  formatDelta,
  formatRating,
  formatScore,
  formatTarget,
  medalOf,
} from './performance-format';

describe('performance display rules', () => {
  it('formats values', () => {
    expect(formatRating(4.5)).toBe('4.50');
    expect(formatRating(null)).toBe('--');
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(formatScore(72.4)).toBe('72/100');
    expect(formatDays(1.234)).toBe('1.23 days');
    expect(formatDelta(0.4)).toBe('<1%');
    expect(formatDelta(-0.9)).toBe('<1%');
    expect(formatDelta(12.6)).toBe('+13%');
    expect(formatDelta(-3)).toBe('-3%');
    expect(formatTarget('response_rate', 0.9)).toBe('90%');
    expect(formatTarget('response_time', 2)).toBe('2 days');
    expect(formatTarget('total_reviews', null)).toBe('--');
  });
  it('gives medals to ranks 1-3', () => {
    expect(medalOf(1)?.kind).toBe('gold');
    expect(medalOf(2)?.kind).toBe('silver');
    expect(medalOf(3)?.label).toBe('Bronze medal, rank 3');
    expect(medalOf(4)).toBeNull();
  });
  it('links rows to the dashboard keeping the dates', () => {
    const d = { from: '2025-01-01', to: '2025-06-30', dateDescriptor: 'sixMonths' };
    expect(dashboardHref(d, { locationId: 7 })).toBe(
      '/dashboard?from=2025-01-01&to=2025-06-30&dateDescriptor=sixMonths&locationId=7',
    );
    expect(dashboardHref(d, { groupId: 2 })).toBe(
      '/dashboard?from=2025-01-01&to=2025-06-30&dateDescriptor=sixMonths&groupId=2',
    );
  });
});
