import type { Widget } from '@plaudit/api-client';
import { defaultWidgetSettings } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import {
  enabledWidgetTypes,
  gridSpacerCount,
  nearPageBottom,
  showCreatedWidgets,
  showsAmplifyTeaser,
  widgetTypeLabel,
} from './widget-list';

const widget = (over: Partial<Widget>): Pick<Widget, 'widget_type' | 'settings'> => ({
  widget_type: 'teaser',
  settings: defaultWidgetSettings('teaser'),
  ...over,
});

describe('amplify widget list', () => {
  it('pads the last row to three cards with spacers', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => gridSpacerCount(n))).toEqual([
      0, 2, 1, 0, 2, 1, 0, 2,
    ]);
  });

  it("prefixes the type label with 'Auto-Update ' when auto_publish is on", () => {
    const on = widget({});
    const off = widget({ settings: { ...defaultWidgetSettings('teaser'), auto_publish: false } });
    expect(widgetTypeLabel(on)).toBe('Auto-Update Testimonial Carousel');
    expect(widgetTypeLabel(off)).toBe('Testimonial Carousel');
    expect(
      widgetTypeLabel(
        widget({ widget_type: 'location_info', settings: defaultWidgetSettings('location_info') }),
      ),
    ).toBe('Auto-Update Location Information');
  });

  it('hides the created widgets when there are none and no search is active', () => {
    const base = { count: 0, keywords: '', error: false, loading: false };
    expect(showCreatedWidgets(base)).toBe(false);
    expect(showCreatedWidgets({ ...base, loading: true })).toBe(false);
    expect(showCreatedWidgets({ ...base, keywords: 'home' })).toBe(true);
    expect(showCreatedWidgets({ ...base, keywords: '   ' })).toBe(false);
    expect(showCreatedWidgets({ ...base, count: 2 })).toBe(true);
    expect(showCreatedWidgets({ ...base, error: true })).toBe(true);
  });

  it('gates the create cards by the four account settings', () => {
    expect(
      enabledWidgetTypes({
        amplify_testimonial_widgets: true,
        amplify_review_feed_widgets: false,
        amplify_star_snapshot_widgets: 'true',
      }),
    ).toEqual(['teaser', 'star_snapshot']);
    expect(enabledWidgetTypes(null)).toEqual([]);
  });

  it('shows the teaser for preview-only users or accounts without any kind', () => {
    expect(showsAmplifyTeaser(true, ['teaser'])).toBe(false);
    expect(showsAmplifyTeaser(false, ['teaser'])).toBe(true);
    expect(showsAmplifyTeaser(true, [])).toBe(true);
  });

  it('loads the next page within 20 px of the page bottom', () => {
    expect(nearPageBottom(1000, 800, 1820)).toBe(true);
    expect(nearPageBottom(1000, 800, 1821)).toBe(false);
  });
});
