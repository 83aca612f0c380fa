import { childReviewListQuery, safeParse } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import type { useChildReviews } from './child-reviews';
import { parseFilters, reviewFiltersToQuery } from './filters/filters';

describe('useChildReviews', () => {
  it('takes the query reviewFiltersToQuery writes: the type and the server schema agree', () => {
    const query = reviewFiltersToQuery(parseFilters('sourceId=1&rating=5&sentiment=negative'));
    // Compiles only when the child reviews query accepts the reviews list query.
    const forHook: Parameters<typeof useChildReviews>[0] = {
      ...query,
      source_id: [1, 2],
      sort: { by: 'rating', order: 'asc' },
    };
    const parsed = safeParse(childReviewListQuery, { ...forHook, page: 1, per_page: 10 });
    expect(parsed.ok).toBe(true);
  });
});
