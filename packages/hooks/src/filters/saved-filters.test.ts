import { describe, expect, it } from 'vitest';
import { sentimentFor } from './filter-values';
import { applyFilterPatch, parseFilters } from './filters';
import { filtersToSavedConfig, metricsFiltersToQuery, savedConfigToPatch } from './saved-filters';

const today = new Date('2026-05-15T12:00:00Z');

describe('saved filter configs', () => {
  it('maps sentiment: reviews positive → 1 and negative → -1, reversed for keywords', () => {
    expect(sentimentFor('positive', 'reviews')).toBe('1');
    expect(sentimentFor('negative', 'reviews')).toBe('-1');
    expect(sentimentFor('1', 'keywords')).toBe('positive');
    expect(sentimentFor('-1', 'keywords')).toBe('negative');
    expect(sentimentFor('sideways', 'reviews')).toBeUndefined();
  });

  it('stores the range and the set filters, and applies them back replacing the others', () => {
    const filters = parseFilters(
      'dateDescriptor=thirtyDays&locationId=4&sentiment=-1&rating=5&page=3',
      { today },
    );
    const config = filtersToSavedConfig(filters, 'reviews');
    expect(config).toEqual({
      dateDescriptor: 'thirtyDays',
      from: '2026-04-15',
      to: '2026-05-15',
      locationId: '4',
      sentiment: '-1',
      rating: '5',
    });
    const next = applyFilterPatch(
      'groupId=9&sourceId=2&page=3&fromPage=x',
      savedConfigToPatch(config, 12),
      {
        today,
      },
    );
    const applied = parseFilters(next, { today });
    expect(applied).toMatchObject({
      dateDescriptor: 'thirtyDays',
      locationId: '4',
      groupId: null,
      sourceId: null,
      sentiment: '-1',
      rating: '5',
      savedFilterId: '12',
      page: 1,
    });
    expect(next).toContain('fromPage=x');
  });

  it('maps the bar to a metrics query', () => {
    const f = parseFilters(
      'dateDescriptor=custom&from=2026-01-01&to=2026-01-31&groupId=3&locationId=all',
      {
        today,
      },
    );
    expect(metricsFiltersToQuery(f)).toEqual({
      published_after: '2026-01-01',
      published_before: '2026-01-31',
      group_id: 3,
    });
  });
});
