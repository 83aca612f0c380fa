/**
 * Realistic sample payloads of GET /api/public/widgets/{id}, one per kind: what
 * an editor previews before a widget has reviews of its own (the console's
 * live preview uses them), and what tests and the loader's check page render.
 */
import type {
  PublicWidget,
  PublicWidgetData,
  PublicWidgetReview,
  WidgetSettings,
  WidgetType,
} from '@plaudit/api-client/schemas';

/** Source icons are served by the Plaudit origin; a path is resolved against the API origin. */
const ICON = '/icons';
const google = { name: 'Google', code: 'google_maps', icon_url: `${ICON}/google_maps.svg` };
const facebook = { name: 'Facebook', code: 'facebook', icon_url: `${ICON}/facebook.svg` };
const tripadvisor = {
  name: 'Tripadvisor',
  code: 'trip_advisor',
  icon_url: `${ICON}/trip_advisor.svg`,
};
const yelp = { name: 'Yelp', code: 'yelp_api', icon_url: `${ICON}/yelp_api.svg` };

export const sampleReviews: PublicWidgetReview[] = [
  {
    id: 9101,
    rating: 5,
    text: 'The mushroom risotto was the best I have had outside of Italy. Our server, Priya, remembered our anniversary and brought out a little dessert with a candle. We will be back!',
    reviewer_name: 'Dana K.',
    published_at: '2025-03-02T19:24:00Z',
    source: google,
    response: {
      text: 'Thank you, Dana! Happy anniversary from all of us at Blue Fern. Priya was thrilled to read this.',
      published_at: '2025-03-03T15:02:00Z',
    },
  },
  {
    id: 9102,
    rating: 5,
    text: 'Cozy, quiet and the staff actually know the wine list. Try the fern-smoked trout.',
    reviewer_name: 'Marcus Oyelaran',
    published_at: '2025-02-26T12:10:00Z',
    source: tripadvisor,
    response: null,
  },
  {
    id: 9103,
    rating: 4,
    text: 'Great brunch, slightly long wait on a Sunday (about 25 minutes) but they text you when the table is ready.\nThe lemon ricotta pancakes are worth it.',
    reviewer_name: 'Sofia R.',
    published_at: '2025-02-20T10:45:00Z',
    source: facebook,
    response: {
      text: 'Thanks Sofia! We are adding two tables on the patio this spring to shorten Sunday waits.',
      published_at: '2025-02-21T09:00:00Z',
    },
  },
  {
    id: 9104,
    rating: 5,
    text: 'Gluten-free options are clearly marked and the kitchen takes allergies seriously. <b>Five stars</b> & then some.',
    reviewer_name: null,
    published_at: '2025-02-11T20:31:00Z',
    source: google,
    response: null,
  },
  {
    id: 9105,
    rating: 4,
    text: 'Lovely spot for a business lunch. Fast service, good coffee.',
    reviewer_name: 'J. Whitaker',
    published_at: '2025-01-30T13:05:00Z',
    source: yelp,
    response: null,
  },
  {
    id: 9106,
    rating: 3,
    text: 'Food was good but the music was a bit loud for conversation on Friday night.',
    reviewer_name: 'Helen Park',
    published_at: '2025-01-18T21:40:00Z',
    source: google,
    response: {
      text: 'Thank you for the feedback, Helen. We have turned the Friday playlist down a notch.',
      published_at: '2025-01-19T10:12:00Z',
    },
  },
  {
    id: 9107,
    rating: 5,
    text: 'Took my parents here for my dad’s 70th. Everyone loved the tasting menu.',
    reviewer_name: 'Tomás G.',
    published_at: '2025-01-05T18:00:00Z',
    source: facebook,
    response: null,
  },
  {
    id: 9108,
    rating: 5,
    text: 'Best chai latte in Portland, hands down.',
    reviewer_name: 'Aiko',
    published_at: '2024-12-22T08:15:00Z',
    source: google,
    response: null,
  },
];

const summary = {
  average: 4.63,
  count: 1284,
  distribution: { 5: 982, 4: 201, 3: 58, 2: 19, 1: 24 },
  scope: { all_locations: true, locations: 12, location_name: null, sources: [] },
};

const baseSettings: WidgetSettings = {
  location_ids: [101],
  group_ids: [],
  source_ids: [],
  min_rating: 1,
  featured_review_ids: [],
  auto_publish: true,
  theme: { scheme: 'auto', accent_color: '#1f7a5a', corner_radius: 12 },
  layout: {
    autoplay: true,
    interval_seconds: 7,
    page_size: 3,
    show_distribution: true,
    size: 'medium',
    compact: false,
  },
  language: 'en',
  show: { dates: true, source: true, reviewer_name: true, responses: true },
  location_id: null,
  max_reviews: 50,
  link_url: null,
};

const data = (over: Partial<PublicWidgetData>): PublicWidgetData => ({
  business_name: 'Blue Fern Bistro',
  reviews: [],
  summary,
  location: null,
  ...over,
});

export const sampleTeaser: PublicWidget = {
  id: 'wgt_7Qm2c9XbTe4pLs1a',
  widget_type: 'teaser',
  name: 'Homepage testimonials',
  settings: {
    ...baseSettings,
    min_rating: 4,
    max_reviews: 15,
    featured_review_ids: [9101, 9102, 9104],
  },
  data: data({ reviews: sampleReviews.filter((r) => r.rating >= 4) }),
};

export const sampleFullPage: PublicWidget = {
  id: 'wgt_K3vP8nZq0RfYt6Hd',
  widget_type: 'full_page',
  name: 'Reviews page',
  settings: baseSettings,
  data: data({ reviews: sampleReviews }),
};

export const sampleStarSnapshot: PublicWidget = {
  id: 'wgt_b5Lw1XcJ9uGm2Rke',
  widget_type: 'star_snapshot',
  name: 'Footer rating',
  settings: { ...baseSettings, max_reviews: 1, link_url: 'https://bluefernbistro.example/reviews' },
  data: data({}),
};

export const sampleLocationInfo: PublicWidget = {
  id: 'wgt_Vt4Hs7Ne2Dq8Pz3y',
  widget_type: 'location_info',
  name: 'Pearl District location',
  settings: { ...baseSettings, location_id: 101, max_reviews: 1 },
  data: data({
    location: {
      name: 'Blue Fern Bistro, Pearl District',
      address_lines: ['1120 NW Couch St', 'Suite 200', 'Portland, OR 97209'],
      phone: '(503) 555-0142',
      website: 'https://www.bluefernbistro.example',
      hours: {
        monday: { open: false, is_24_hours: false, hours: [] },
        tuesday: {
          open: true,
          is_24_hours: false,
          hours: [{ open_time: '11:00', close_time: '21:00' }],
        },
        wednesday: {
          open: true,
          is_24_hours: false,
          hours: [{ open_time: '11:00', close_time: '21:00' }],
        },
        thursday: {
          open: true,
          is_24_hours: false,
          hours: [{ open_time: '11:00', close_time: '21:00' }],
        },
        friday: {
          open: true,
          is_24_hours: false,
          hours: [
            { open_time: '11:00', close_time: '14:30' },
            { open_time: '17:00', close_time: '23:30' },
          ],
        },
        saturday: {
          open: true,
          is_24_hours: false,
          hours: [{ open_time: '09:00', close_time: '23:30' }],
        },
        sunday: {
          open: true,
          is_24_hours: false,
          hours: [{ open_time: '09:00', close_time: '15:00' }],
        },
      },
      holiday_hours: [
        { date: '2099-11-26', closed: true, hours: [] },
        { date: '2099-12-24', closed: false, hours: [{ open_time: '09:00', close_time: '15:00' }] },
      ],
      open_now: true,
      open_status: 'active',
      timezone: 'America/Los_Angeles',
    },
  }),
};

export const sampleWidgets: Record<WidgetType, PublicWidget> = {
  teaser: sampleTeaser,
  full_page: sampleFullPage,
  star_snapshot: sampleStarSnapshot,
  location_info: sampleLocationInfo,
};
