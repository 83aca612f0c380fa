import { describe, expect, it } from 'vitest';
import {
  dashboardHref,
  formatCompact,
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

  it('abbreviates values over six digits with K, M and G', () => {
    expect(formatCompact(999_999, 'en-US')).toBe('999,999');
    expect(formatCompact(1_000_000, 'en-US')).toBe('1M');
    expect(formatCompact(1_234_567, 'en-US')).toBe('1.2M');
    expect(formatCompact(12_960_000, 'en-US')).toBe('13M');
    expect(formatCompact(999_950_000, 'en-US')).toBe('1G');
    expect(formatCompact(2_500_000_000, 'en-US')).toBe('2.5G');
    expect(formatCompact(-1_500_000, 'en-US')).toBe('-1.5M');
    expect(formatCompact(12_345, 'en-US', 1000)).toBe('12.3K');
    expect(formatCompact(4.567, 'en-US')).toBe('4.57');
    expect(formatCompact(null)).toBe('--');
    expect(formatCount(3_400_000, 'en-US')).toBe('3.4M');
    expect(formatCount(120, 'en-US')).toBe('120');
  });
});
