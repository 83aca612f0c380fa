import type { Page, Review } from '@plaudit/api-client';
import { parseFilters } from '@plaudit/hooks';
import { describe, expect, it } from 'vitest';
import {
  detailQuery,
  listHrefFromDetail,
  ratingText,
  responseLimit,
  responseStatusLabel,
  reviewCursors,
} from './review-helpers';

describe('review detail filters mapped back to the list', () => {
  it('maps published_after/before, group, location, source and review types; drops empty ones', () => {
    const href = listHrefFromDetail(
      '?published_after=2025-01-01&published_before=2025-01-31&group_id=3&location_id=&source_id=5&review_types=review,feedback',
    );
    const [path, query] = href.split('?');
    expect(path).toBe('/reviews');
    const p = new URLSearchParams(query);
    expect(Object.fromEntries(p)).toEqual({
      dateDescriptor: 'custom',
      from: '2025-01-01',
      to: '2025-01-31',
      groupId: '3',
      sourceId: '5',
      reviewTypes: 'review,feedback',
    });
  });

  it('opens the thirty-day list when the detail carries no dates', () => {
    const p = new URLSearchParams(listHrefFromDetail('').split('?')[1]);
    expect(p.get('dateDescriptor')).toBe('thirtyDays');
    expect(p.has('groupId')).toBe(false);
  });

  it('round-trips the list filters through the detail query', () => {
    const filters = parseFilters(
      'dateDescriptor=custom&from=2025-02-01&to=2025-02-10&locationId=7&reviewTypes=review&rating=5',
    );
    const q = detailQuery(filters);
    expect(Object.fromEntries(new URLSearchParams(q))).toEqual({
      published_after: '2025-02-01',
      published_before: '2025-02-10',
      location_id: '7',
      review_types: 'review',
    });
    const back = new URLSearchParams(listHrefFromDetail(q).split('?')[1]);
    expect(back.get('locationId')).toBe('7');
    expect(back.get('from')).toBe('2025-02-01');
  });
});

describe('review display helpers', () => {
  it('describes ratings, response states and limits', () => {
    expect(ratingText(4)).toBe('4 out of 5 stars');
    expect(ratingText(1)).toBe('1 out of 5 star');
    expect(ratingText(0)).toBe('No rating');
    expect(responseStatusLabel({ responses: [] })).toBe('No response');
    expect(
      responseStatusLabel({ responses: [{ status: 'error_published' }] } as unknown as Review),
    ).toBe('Publishing failed');
    expect(responseLimit('google')).toBe(4096);
    expect(responseLimit('healthgrades')).toBe(1000);
    expect(responseLimit('unknown')).toBe(4096);
  });

  it('gives cursors: none newer on the first page, older after the last review', () => {
    const page = (ids: number[], total: number, links: Partial<Page<Review>['paging']['links']>) =>
      ({
        items: ids.map((id) => ({ id })),
        paging: {
          page: 1,
          perPage: 2,
          total,
          totalPages: 1,
          links: { self: null, first: null, last: null, prev: null, next: null, ...links },
        },
      }) as unknown as Page<Review>;
    expect(reviewCursors(page([9, 8], 5, {}), false)).toEqual({ newer: null, older: '8' });
    expect(reviewCursors(page([9], 1, {}), false)).toEqual({ newer: null, older: null });
    expect(
      reviewCursors(
        page([7, 6], 5, { prev: '/api/reviews?before=7', next: '/api/reviews?after=6' }),
        true,
      ),
    ).toEqual({ newer: '7', older: '6' });
  });
});
