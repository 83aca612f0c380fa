import { sampleWidgets } from '@plaudit/amplify';
import type { Location, Review } from '@plaudit/api-client';
import { describe, expect, it } from 'vitest';
import { backHref } from './back-href';
import { previewPayload } from './preview-payload';
import { embedSnippet, newWidgetValues, validateWidgetForm } from './widget-form';

describe('amplify widget form', () => {
  it('starts a new widget with the kind defaults and its label as the name', () => {
    const v = newWidgetValues('teaser');
    expect(v.name).toBe('Testimonial Carousel');
    expect(v.settings.min_rating).toBe(4);
    expect(validateWidgetForm('teaser', v)).toEqual({});
    expect(newWidgetValues('location_info', { locationId: 7 }).settings.location_id).toBe(7);
    expect(newWidgetValues('full_page', { locationId: 7 }).settings.location_id).toBeNull();
  });

  it('reports the fields the server would refuse', () => {
    const v = newWidgetValues('location_info');
    v.name = '  ';
    v.settings.theme.accent_color = 'blue';
    v.settings.theme.corner_radius = 40;
    const errors = validateWidgetForm('location_info', v);
    expect(errors.name).toBe('Enter a name for the widget');
    expect(errors['theme.accent_color']).toBe('Enter a colour as #rrggbb');
    expect(errors['theme.corner_radius']).toBeDefined();
    // location_info needs a location (checked once the settings themselves are valid).
    v.name = 'Pearl';
    v.settings.theme.accent_color = '#112233';
    v.settings.theme.corner_radius = 8;
    expect(validateWidgetForm('location_info', v)).toEqual({ location_id: 'Choose a location' });
  });

  it('needs featured reviews for a teaser without Auto-Update, at most 15', () => {
    const v = newWidgetValues('teaser');
    v.settings.auto_publish = false;
    expect(validateWidgetForm('teaser', v).featured_review_ids).toBe(
      'Choose at least one featured review, or turn on Auto-Update',
    );
    v.settings.featured_review_ids = Array.from({ length: 16 }, (_, i) => i + 1);
    expect(validateWidgetForm('teaser', v).featured_review_ids).toBe(
      'Choose at most 15 featured reviews',
    );
  });

  it('writes the embed snippet', () => {
    expect(embedSnippet('wgt_abc', 'teaser', 'https://app.example')).toBe(
      '<div data-plaudit-widget="wgt_abc" data-plaudit-kind="teaser"></div>\n<script async src="https://app.example/embed/loader.js"></script>',
    );
  });

  it('builds the live preview payload from the form over the base data', () => {
    const v = newWidgetValues('full_page');
    v.settings.min_rating = 5;
    v.settings.theme.scheme = 'dark';
    const p = previewPayload({
      id: 'preview',
      type: 'full_page',
      values: v,
      base: sampleWidgets.full_page.data,
      featured: [],
      location: null,
    });
    expect(p.settings.theme.scheme).toBe('dark');
    expect(p.data.reviews.length).toBeGreaterThan(0);
    expect(p.data.reviews.every((r) => r.rating === 0 || r.rating === 5)).toBe(true);

    const review = {
      id: 1,
      rating: 5,
      content: 'Lovely',
      author_name: 'Dana Kowalski',
      published_at: '2025-01-01T00:00:00Z',
      source_name: 'Google',
      source_code: 'google_maps',
      responses: [],
    } as unknown as Review;
    const teaser = previewPayload({
      id: 'preview',
      type: 'teaser',
      values: newWidgetValues('teaser'),
      base: sampleWidgets.teaser.data,
      featured: [review],
      location: null,
    });
    expect(teaser.data.reviews.map((r) => [r.id, r.reviewer_name])).toEqual([[1, 'Dana K.']]);

    // The preview hides what the public endpoint hides: e-mail addresses in the text.
    const mailed = previewPayload({
      id: 'preview',
      type: 'teaser',
      values: newWidgetValues('teaser'),
      base: sampleWidgets.teaser.data,
      featured: [
        {
          ...review,
          content: 'Write to dana@example.com',
          author_name: 'dana@example.com',
          responses: [
            {
              status: 'published',
              content: 'Reach us at care@clinic.example',
              published_at: '2025-01-02T00:00:00Z',
            },
          ],
        } as unknown as Review,
      ],
      location: null,
    });
    expect(mailed.data.reviews[0]).toMatchObject({
      text: 'Write to [email hidden]',
      reviewer_name: null,
      response: { text: 'Reach us at [email hidden]' },
    });

    const location = {
      name: 'Pearl',
      public_name: 'Blue Fern Pearl',
      address: '1 Main St',
      address_2: null,
      city: 'Portland',
      state_code: 'OR',
      state: 'Oregon',
      zipcode: '97209',
      country: 'US',
      phone: null,
      website: null,
      hours: null,
      open_status: 'active',
      timezone: 'America/Los_Angeles',
    } as unknown as Location;
    const info = previewPayload({
      id: 'preview',
      type: 'location_info',
      values: newWidgetValues('location_info', { locationId: 3 }),
      base: sampleWidgets.location_info.data,
      featured: [],
      location,
    });
    expect(info.data.location?.address_lines).toEqual(['1 Main St', 'Portland, OR 97209']);
  });

  it('goes back to the page the user came from with its query', () => {
    const p = new URLSearchParams('fromPage=/settings/locations/4/details&location_id=4&tab=x');
    expect(backHref(p, '')).toBe('/settings/locations/4/details?tab=x');
    expect(backHref(new URLSearchParams(''), '/as/3')).toBe('/as/3/amplify/widgets');
    expect(backHref(new URLSearchParams('fromPage=https://evil.example'), '')).toBe(
      '/amplify/widgets',
    );
  });
});
