import type { PublicWidgetData } from '@plaudit/api-client';
import { defaultWidgetSettings } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { coverageText, figuresText, previewScope } from './widget-scope';

const base = (scope?: PublicWidgetData['summary']['scope']): PublicWidgetData => ({
  business_name: 'Blue Fern Bistro',
  reviews: [],
  summary: { average: 4.3, count: 790, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 790 }, scope },
  location: null,
});

describe('widget scope', () => {
  const star = defaultWidgetSettings('star_snapshot');

  it('says the coverage of the settings in words, all time', () => {
    expect(
      coverageText('star_snapshot', { ...star, location_id: 4 }, 'Blue Fern Capitol Hill'),
    ).toBe(
      'every review ever received (all time) at Blue Fern Capitol Hill, from every review source',
    );
    expect(
      coverageText(
        'full_page',
        { ...star, location_ids: [1, 2], group_ids: [3], source_ids: [9] },
        null,
      ),
    ).toBe(
      'every review ever received (all time) at 2 chosen locations and the locations of 1 group, from 1 review source',
    );
    expect(coverageText('full_page', star, null)).toContain('at every location');
  });

  it('figures: "4.30 from 790 reviews", none without reviews', () => {
    expect(figuresText(base())).toBe('4.30 from 790 reviews');
    expect(
      figuresText({ ...base(), summary: { ...base().summary, average: null, count: 0 } }),
    ).toBeNull();
  });

  it('the preview keeps the published scope while the coverage is the saved one', () => {
    const published = { all_locations: false, locations: 1, location_name: 'A', sources: [] };
    const saved = { ...star, location_id: 4 };
    expect(
      previewScope({
        type: 'star_snapshot',
        settings: saved,
        base: base(published),
        baseSettings: saved,
        location: null,
      }),
    ).toEqual(published);
    // Another set of locations: counted from the form; with groups it is not known here.
    expect(
      previewScope({
        type: 'full_page',
        settings: { ...star, location_ids: [1, 2, 3] },
        base: base(published),
        baseSettings: saved,
        location: null,
      }),
    ).toEqual({ all_locations: false, locations: 3, location_name: null, sources: [] });
    expect(
      previewScope({
        type: 'full_page',
        settings: { ...star, group_ids: [1] },
        base: base(published),
        baseSettings: null,
        location: null,
      }),
    ).toBeUndefined();
  });
});
