import type { MediaPhoto } from '@plaudit/api-client';
import { parseFilters } from '@plaudit/hooks';
import { describe, expect, it } from 'vitest';
import { galleryQuery, photoAlt, readGalleryParams } from './photos-logic';

const filtersOf = (search: string) => parseFilters(search, { defaultDateDescriptor: 'sixMonths' });

describe('the gallery query', () => {
  it('lists every type of every location by default', () => {
    expect(galleryQuery(filtersOf(''), readGalleryParams(new URLSearchParams('')))).toEqual({
      type: 'all',
    });
  });

  it('carries the shared filters and the page’s own', () => {
    const search =
      'groupId=3&locationId=7&sourceId=2&rating=5&page=2&type=customer&photoCategory=COVER';
    expect(galleryQuery(filtersOf(search), readGalleryParams(new URLSearchParams(search)))).toEqual(
      {
        type: 'customer',
        group_id: 3,
        location_id: 7,
        source_id: 2,
        rating: ['5'],
        category: 'COVER',
        page: 2,
      },
    );
  });

  it('ignores a hand-edited type or category it does not know', () => {
    expect(readGalleryParams(new URLSearchParams('type=everyone&photoCategory=<x>'))).toEqual({
      type: null,
      category: null,
    });
  });
});

describe('alt text', () => {
  const photo = {
    category: 'INTERIOR',
    category_name: 'Interior',
    location_name: 'Blue Fern Bistro - Austin Domain',
    type: 'customer',
    author_name: 'Kim P',
  } as MediaPhoto;
  it('says what, where and who', () => {
    expect(photoAlt(photo)).toBe('Interior photo of Blue Fern Bistro - Austin Domain by Kim P');
    expect(photoAlt({ ...photo, type: 'owner', category: 'EMPTY', category_name: null })).toBe(
      'Uncategorized photo of Blue Fern Bistro - Austin Domain',
    );
  });
});
