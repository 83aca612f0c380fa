import type { Filters } from '@plaudit/hooks';
import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  exportFilters,
  formatShare,
  ordinal,
  positiveShare,
  reportQuery,
} from './competitors-format';

const filters = {
  from: '2026-05-01',
  to: '2026-10-31',
  dateDescriptor: 'sixMonths',
  groupId: '4',
  locationId: 'all',
  sourceId: '2',
} as unknown as Filters;

describe('competitor display rules', () => {
  it('writes ranks, shares and categories', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
    expect(formatShare(0.814)).toBe('81%');
    expect(formatShare(null)).toBe('--');
    expect(positiveShare({ positive: 3, neutral: 1, negative: 0 })).toBe(0.75);
    expect(positiveShare({ positive: 0, neutral: 0, negative: 0 })).toBeNull();
    expect(categoryLabel('wait_time')).toBe('Wait time');
  });

  it('reads the shared filters with the API names; a schedule keeps no dates', () => {
    expect(reportQuery(filters)).toEqual({
      start_date: '2026-05-01',
      end_date: '2026-10-31',
      group_id: 4,
      location_id: undefined,
      source_id: [2],
    });
    expect(exportFilters(filters, true)).toEqual({
      start_date: '2026-05-01',
      end_date: '2026-10-31',
      group_id: 4,
      source_id: [2],
    });
    expect(exportFilters(filters, false)).toEqual({ group_id: 4, source_id: [2] });
  });
});
