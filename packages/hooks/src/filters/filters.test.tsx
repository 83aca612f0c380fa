import { act, renderHook } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyFilterPatch,
  DEFAULT_DATE_DESCRIPTORS,
  filterHref,
  parseFilters,
  parseSort,
  reviewDetailParams,
  reviewDetailToFilters,
  reviewFiltersToQuery,
} from './filters';
import { type SearchParamsAdapter, useFilters } from './use-filters';

const TODAY = '2026-05-20'; // a Wednesday

describe('parseFilters', () => {
  it('reads every key of spec 1', () => {
    const f = parseFilters(
      '?dateDescriptor=thirtyDays&groupId=3&locationId=4&sourceId=5&rating=0&sentiment=-1&category=Service' +
        '&savedFilterId=9&search_terms=slow&before=b1&after=a1&page=3&flyout_edit=true&export_id=12' +
        '&status=new,flagged&reviewTypes=review&reviewTypes=feedback&disputeStatus=flagged,removed&assigned=me&view=groups&sort=rating:asc',
      { today: TODAY },
    );
    expect(f).toEqual({
      from: '2026-04-20',
      to: '2026-05-20',
      dateDescriptor: 'thirtyDays',
      groupId: '3',
      locationId: '4',
      sourceId: '5',
      rating: '0',
      sentiment: '-1',
      category: 'Service',
      savedFilterId: '9',
      search_terms: 'slow',
      before: 'b1',
      after: 'a1',
      page: 3,
      flyout_edit: true,
      export_id: '12',
      status: ['new', 'flagged'],
      reviewTypes: ['review', 'feedback'],
      disputeStatus: ['flagged', 'removed'],
      assigned: 'me',
      view: 'groups',
      sort: 'rating:asc',
    });
  });

  it('an invalid descriptor falls back to the screen default', () => {
    expect(parseFilters('dateDescriptor=lastDecade', { today: TODAY }).dateDescriptor).toBe(
      'sevenDays',
    );
    const reviews = parseFilters('dateDescriptor=nope', {
      today: TODAY,
      defaultDateDescriptor: DEFAULT_DATE_DESCRIPTORS.reviews,
    });
    expect(reviews).toMatchObject({ dateDescriptor: 'thirtyDays', from: '2026-04-20' });
    expect(parseFilters('', { today: TODAY, defaultDateDescriptor: 'sixMonths' }).from).toBe(
      '2025-11-20',
    );
  });

  it('custom ranges come from the URL; a broken one falls back', () => {
    expect(
      parseFilters('dateDescriptor=custom&from=2026-01-02&to=2026-01-09', { today: TODAY }),
    ).toMatchObject({
      dateDescriptor: 'custom',
      from: '2026-01-02',
      to: '2026-01-09',
    });
    expect(parseFilters('from=2026-01-02&to=2026-01-09').dateDescriptor).toBe('custom');
    expect(
      parseFilters('dateDescriptor=custom&from=garbage&to=2026-01-09', { today: TODAY }),
    ).toMatchObject({
      dateDescriptor: 'sevenDays',
      from: '2026-05-13',
    });
  });

  it('ignores a non-numeric rating, an unknown sentiment and a bad page', () => {
    const f = parseFilters('rating=five&sentiment=meh&page=-2&view=map');
    expect(f.rating).toBeNull();
    expect(f.sentiment).toBeNull();
    expect(f.page).toBe(1);
    expect(f.view).toBeNull();
    expect(parseFilters('rating=7').rating).toBeNull();
  });
});

describe('applyFilterPatch', () => {
  const base = 'groupId=3&page=4&before=x&after=y&fromPage=dashboard';

  it('any filter change clears the paging cursors; other parameters stay', () => {
    const next = new URLSearchParams(applyFilterPatch(base, { locationId: '8' }, { today: TODAY }));
    expect(next.get('locationId')).toBe('8');
    expect(next.get('groupId')).toBe('3');
    expect(next.has('page') || next.has('before') || next.has('after')).toBe(false);
    expect(next.get('fromPage')).toBe('dashboard');
  });

  it('paging itself, an unchanged value or the export flyout keep the cursors', () => {
    expect(new URLSearchParams(applyFilterPatch(base, { page: 5 })).get('page')).toBe('5');
    expect(new URLSearchParams(applyFilterPatch(base, { groupId: '3' })).get('page')).toBe('4');
    expect(new URLSearchParams(applyFilterPatch(base, { flyout_edit: true })).get('page')).toBe(
      '4',
    );
  });

  it('a preset writes its dates; from/to alone make a custom range; empty values are removed', () => {
    const preset = new URLSearchParams(
      applyFilterPatch('', { dateDescriptor: 'mtd' }, { today: TODAY }),
    );
    expect(Object.fromEntries(preset)).toEqual({
      dateDescriptor: 'mtd',
      from: '2026-05-01',
      to: '2026-05-20',
    });
    const custom = new URLSearchParams(
      applyFilterPatch('', { from: '2026-01-01', to: '2026-01-05' }),
    );
    expect(custom.get('dateDescriptor')).toBe('custom');
    const cleared = new URLSearchParams(
      applyFilterPatch('groupId=3&status=new', { groupId: null, status: [] }),
    );
    expect(cleared.has('groupId') || cleared.has('status')).toBe(false);
    expect(applyFilterPatch('', { rating: 'x' as string })).toBe('');
  });

  it('builds navigation links with the screen defaults', () => {
    expect(
      filterHref(
        '/reviews',
        { dateDescriptor: DEFAULT_DATE_DESCRIPTORS.reviews },
        { today: TODAY },
      ),
    ).toBe('/reviews?dateDescriptor=thirtyDays&from=2026-04-20&to=2026-05-20');
  });
});

describe('API mapping', () => {
  it('maps review filters and leaves empty ones out', () => {
    const q = reviewFiltersToQuery(
      parseFilters('dateDescriptor=today&locationId=all&sentiment=negative', { today: TODAY }),
    );
    expect(q).toEqual({
      published_after: '2026-05-20',
      published_before: '2026-05-20',
      sentiment: '-1',
      sort: { by: 'published_at', order: 'desc' },
    });
    const q2 = reviewFiltersToQuery(parseFilters('sort=-rating&page=2&sourceId=4&status=bogus'), {
      per_page: 50,
    });
    expect(q2).toMatchObject({
      sort: { by: 'rating', order: 'desc' },
      page: 2,
      per_page: 50,
      source_id: 4,
    });
    expect(q2.status).toBeUndefined();
    // The reviews whose latest dispute has one of the statuses; unknown ones are dropped.
    expect(
      reviewFiltersToQuery(parseFilters('disputeStatus=submitted,bogus,removed')).dispute_status,
    ).toEqual(['submitted', 'removed']);
    expect(
      reviewFiltersToQuery(parseFilters('disputeStatus=bogus')).dispute_status,
    ).toBeUndefined();
    // "Assigned to me" needs the signed-in user; "unassigned" does not.
    const mine = parseFilters('assigned=me', { today: TODAY });
    expect(reviewFiltersToQuery(mine, { userId: 7 }).assigned_user_id).toBe(7);
    expect(reviewFiltersToQuery(mine).assigned_user_id).toBeUndefined();
    expect(reviewFiltersToQuery(parseFilters('assigned=none')).unassigned).toBe(true);
    expect(parseFilters('assigned=everyone').assigned).toBeNull();
    expect(parseSort('name')).toEqual({ by: 'name', order: 'asc' });
  });

  it('maps the review detail parameters back to list filters, dropping empty ones', () => {
    const patch = reviewDetailToFilters(
      '?published_after=2026-01-01&published_before=2026-02-01&group_id=&location_id=4&source_id=2&review_types=review,feedback',
    );
    expect(patch).toEqual({
      dateDescriptor: 'custom',
      from: '2026-01-01',
      to: '2026-02-01',
      locationId: '4',
      sourceId: '2',
      reviewTypes: ['review', 'feedback'],
    });
    expect(reviewDetailToFilters({ group_id: 3, review_types: [], location_id: null })).toEqual({
      groupId: '3',
    });
    const filters = parseFilters(
      'dateDescriptor=custom&from=2026-01-01&to=2026-02-01&locationId=4&reviewTypes=review',
    );
    expect(reviewDetailToFilters(new URLSearchParams(reviewDetailParams(filters)))).toEqual({
      dateDescriptor: 'custom',
      from: '2026-01-01',
      to: '2026-02-01',
      locationId: '4',
      reviewTypes: ['review'],
    });
  });
});

describe('useFilters', () => {
  beforeEach(() => window.history.replaceState(null, '', '/reviews'));

  it('reads and writes location.search through history; filter changes clear paging', () => {
    window.history.replaceState(null, '', '/reviews?groupId=3&page=2&after=c9');
    const { result } = renderHook(() =>
      useFilters({ defaultDateDescriptor: 'thirtyDays', today: TODAY }),
    );
    expect(result.current.filters).toMatchObject({
      groupId: '3',
      page: 2,
      after: 'c9',
      dateDescriptor: 'thirtyDays',
    });

    act(() => result.current.setPage(3));
    expect(window.location.search).toBe('?groupId=3&page=3&after=c9');
    expect(result.current.filters.page).toBe(3);

    act(() => result.current.setFilters({ rating: '4' }));
    expect(window.location.pathname).toBe('/reviews');
    expect(new URLSearchParams(window.location.search).toString()).toBe('groupId=3&rating=4');
    expect(result.current.filters).toMatchObject({ rating: '4', page: 1, after: null });

    const length = window.history.length;
    act(() => result.current.setFilters({ sentiment: '1' }, { replace: true }));
    expect(window.history.length).toBe(length);
    expect(result.current.hrefFor('/reviews/7')).toBe('/reviews/7?groupId=3&rating=4&sentiment=1');
  });

  it('follows back/forward navigation (popstate)', () => {
    const { result } = renderHook(() => useFilters());
    act(() => {
      window.history.pushState(null, '', '/reviews?locationId=11');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.filters.locationId).toBe('11');
    act(() => result.current.resetFilters());
    expect(result.current.filters.locationId).toBeNull();
  });

  it('works with an injected adapter (as react-router’s useSearchParams gives)', () => {
    const { result } = renderHook(() => {
      const [search, setSearch] = useState('sourceId=2&before=k');
      const adapter = useMemo<SearchParamsAdapter>(
        () => ({
          getSearch: () => search,
          setSearch: (s) => setSearch(s),
          subscribe: () => () => {},
        }),
        [search],
      );
      return { routerSearch: search, ...useFilters({ adapter }) };
    });
    expect(result.current.filters.sourceId).toBe('2');
    act(() => result.current.setFilters({ sourceId: '5' }));
    expect(result.current.routerSearch).toBe('sourceId=5');
    expect(result.current.filters.sourceId).toBe('5');
    expect(window.location.search).toBe('');
  });
});
