import type { OpenStatus, WeekHours } from './locations';
import {
  array,
  boolean,
  type Infer,
  type Issue,
  id,
  literal,
  nullable,
  number,
  object,
  oneOf,
  optional,
  refine,
  safeParse,
  string,
} from './validate';

/**
 * Amplify widgets (spec 3 sections 2.4, 3, 4.5, 9). The spec fixes the four
 * kinds, `settings.auto_publish` and "up to 15 featured reviews"; the rest of
 * the settings is our design, written down in packages/amplify/README.md.
 */

export const WIDGET_TYPES = ['teaser', 'full_page', 'star_snapshot', 'location_info'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** The names the console shows for each kind (spec 3 section 2.4). */
export const WIDGET_TYPE_LABELS: Record<WidgetType, string> = {
  teaser: 'Testimonial Carousel',
  full_page: 'Location Review Feed',
  star_snapshot: 'Star Snapshot',
  location_info: 'Location Information',
};

/** Spec 3 section 9: the Testimonial Carousel highlights up to 15 featured reviews. */
export const MAX_FEATURED_REVIEWS = 15;
/** Languages the widget runtime has texts for. */
export const WIDGET_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];
export const WIDGET_SCHEMES = ['light', 'dark', 'auto'] as const;
export type WidgetScheme = (typeof WIDGET_SCHEMES)[number];
export const STAR_SNAPSHOT_SIZES = ['small', 'medium', 'large'] as const;
export type StarSnapshotSize = (typeof STAR_SNAPSHOT_SIZES)[number];

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const DEFAULT_ACCENT_COLOR = '#1a73e8';

const accentColor = () =>
  string({ pattern: HEX_COLOR_PATTERN, patternMessage: 'Enter a colour as #rrggbb' });
const httpUrl = () =>
  refine(string({ max: 2048 }), (v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'https:' || u.protocol === 'http:' ? null : 'Enter a valid link';
    } catch {
      return 'Enter a valid link';
    }
  });

export const widgetThemeSchema = object({
  scheme: optional(oneOf(WIDGET_SCHEMES), 'auto'),
  accent_color: optional(accentColor(), DEFAULT_ACCENT_COLOR),
  /** px, 0-24. */
  corner_radius: optional(number({ int: true, min: 0, max: 24 }), 8),
});
export type WidgetTheme = Infer<typeof widgetThemeSchema>;

/** Layout options; each kind reads the ones that concern it. */
export const widgetLayoutSchema = object({
  /** teaser: rotate slides automatically (never under reduced motion, focus or hover). */
  autoplay: optional(boolean(), true),
  /** teaser: seconds per slide. */
  interval_seconds: optional(number({ int: true, min: 3, max: 30 }), 7),
  /** full_page: reviews shown at first and added by each "Show more". */
  page_size: optional(number({ int: true, min: 1, max: 50 }), 5),
  /** full_page: show the rating distribution bars under the summary. */
  show_distribution: optional(boolean(), true),
  /** star_snapshot: overall size. */
  size: optional(oneOf(STAR_SNAPSHOT_SIZES), 'medium'),
  /** star_snapshot: one line (stars, average and count side by side). */
  compact: optional(boolean(), false),
});
export type WidgetLayout = Infer<typeof widgetLayoutSchema>;

/** Which parts of a review are shown. */
export const widgetShowSchema = object({
  dates: optional(boolean(), true),
  source: optional(boolean(), true),
  reviewer_name: optional(boolean(), true),
  responses: optional(boolean(), true),
});
export type WidgetShow = Infer<typeof widgetShowSchema>;

const DEFAULT_THEME: WidgetTheme = {
  scheme: 'auto',
  accent_color: DEFAULT_ACCENT_COLOR,
  corner_radius: 8,
};
const DEFAULT_LAYOUT: WidgetLayout = {
  autoplay: true,
  interval_seconds: 7,
  page_size: 5,
  show_distribution: true,
  size: 'medium',
  compact: false,
};
const DEFAULT_SHOW: WidgetShow = {
  dates: true,
  source: true,
  reviewer_name: true,
  responses: true,
};

/**
 * Settings of every kind. Unknown keys are dropped; missing keys take the
 * defaults below (`defaultWidgetSettings(type)` gives the per-kind defaults the
 * console starts a new widget with).
 */
export const widgetSettingsSchema = object({
  /** Locations covered (empty with empty group_ids: every location of the account). */
  location_ids: optional(array(id(), { max: 500 }), []),
  /** Groups covered; their locations are added to location_ids. */
  group_ids: optional(array(id(), { max: 100 }), []),
  /** Review sources shown (empty: all). */
  source_ids: optional(array(id(), { max: 100 }), []),
  /** Lowest star rating shown in review lists (1 = all). Never affects the summary. */
  min_rating: optional(number({ int: true, min: 1, max: 5 }), 1),
  /** Reviews pinned first, in this order; the teaser (Testimonial Carousel) shows at most 15. */
  featured_review_ids: optional(array(id(), { max: MAX_FEATURED_REVIEWS }), []),
  /** true: new reviews matching the filters appear by themselves; false: only featured reviews. */
  auto_publish: optional(boolean(), true),
  theme: optional(widgetThemeSchema, DEFAULT_THEME),
  layout: optional(widgetLayoutSchema, DEFAULT_LAYOUT),
  language: optional(oneOf(WIDGET_LANGUAGES), 'en'),
  show: optional(widgetShowSchema, DEFAULT_SHOW),
  /** location_info: the location shown. */
  location_id: optional(nullable(id()), null),
  /** Most reviews sent to the widget (the feed pages through them). */
  max_reviews: optional(number({ int: true, min: 1, max: 100 }), 50),
  /** star_snapshot: where "Read our reviews" leads (null: no link). */
  link_url: optional(nullable(httpUrl()), null),
});
export type WidgetSettings = Infer<typeof widgetSettingsSchema>;
export type WidgetSettingsInput = Partial<
  Omit<WidgetSettings, 'theme' | 'layout' | 'show'> & {
    theme: Partial<WidgetTheme>;
    layout: Partial<WidgetLayout>;
    show: Partial<WidgetShow>;
  }
>;

/**
 * The checks that depend on the kind; run them after `widgetSettingsSchema`
 * succeeded (`path` prefixes the issue paths, e.g. 'settings').
 */
export function widgetSettingsIssues(
  type: WidgetType,
  s: WidgetSettings,
  path = 'settings',
): Issue[] {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const issues: Issue[] = [];
  if (type === 'location_info' && s.location_id === null)
    issues.push({ path: at('location_id'), message: 'Choose a location' });
  if (type === 'teaser' && !s.auto_publish && s.featured_review_ids.length === 0)
    issues.push({
      path: at('featured_review_ids'),
      message: 'Choose at least one featured review, or turn on Auto-Update',
    });
  return issues;
}

/** The settings a new widget of a kind starts with. */
export function defaultWidgetSettings(type: WidgetType): WidgetSettings {
  const r = safeParse(widgetSettingsSchema, {});
  if (!r.ok) throw new Error('widget settings defaults are invalid');
  const s: WidgetSettings = {
    ...r.value,
    theme: { ...DEFAULT_THEME },
    layout: { ...DEFAULT_LAYOUT },
    show: { ...DEFAULT_SHOW },
  };
  switch (type) {
    case 'teaser':
      return { ...s, min_rating: 4, max_reviews: MAX_FEATURED_REVIEWS };
    case 'full_page':
      return { ...s, max_reviews: 50 };
    case 'star_snapshot':
      return { ...s, max_reviews: 1, show: { ...DEFAULT_SHOW, responses: false } };
    case 'location_info':
      return { ...s, max_reviews: 1 };
  }
}

// ---------------------------------------------------------------------------
// The public payload: GET /api/public/widgets/{id} (no auth, any origin).
// Only what a visitor may see: no e-mails, account ids, statuses or notes.

export type PublicWidgetSource = {
  name: string;
  /** Source code, e.g. google_maps, facebook, yelp_api. */
  code: string;
  /** Absolute URL, or a path on the API origin (e.g. /icons/google_maps.svg). */
  icon_url: string | null;
};

export type PublicWidgetResponse = { text: string; published_at: string | null };

export type PublicWidgetReview = {
  id: number;
  /** 1-5; 0 when the source carries no rating (e.g. a recommendation). */
  rating: number;
  text: string;
  /** Display name as published on the source (null when hidden or anonymous). */
  reviewer_name: string | null;
  /** ISO timestamp. */
  published_at: string;
  source: PublicWidgetSource;
  /** The business's published reply, if any. */
  response: PublicWidgetResponse | null;
};

/** Review counts per star rating. */
export type RatingDistribution = { 1: number; 2: number; 3: number; 4: number; 5: number };

/**
 * What a widget's figures cover, so a page (and the console) can say it: the summary counts
 * every rated review since the first one (all time, there is no period setting) of these
 * locations and sources. A dashboard filtered to a period or to other locations differs.
 */
export type PublicWidgetScope = {
  /** true when the widget names no location or group: every location of the business. */
  all_locations: boolean;
  /** How many locations the figures cover. */
  locations: number;
  /** The public name of the location when the figures cover exactly one, else null. */
  location_name: string | null;
  /** Names of the review sources counted, by name; empty: every source. */
  sources: string[];
};

export type PublicWidgetSummary = {
  /** Average of rated reviews, null when there are none. */
  average: number | null;
  count: number;
  distribution: RatingDistribution;
  /** Which locations and sources the figures cover (all time). Absent in older payloads. */
  scope?: PublicWidgetScope;
};

export type PublicHolidayHours = {
  /** YYYY-MM-DD in the location's time zone. */
  date: string;
  closed: boolean;
  /** Opening ranges (HH:mm) when not closed; empty with closed false means open 24 hours. */
  hours: { open_time: string; close_time: string }[];
};

export type PublicWidgetLocation = {
  name: string;
  /** Postal address, one line each, e.g. ["12 Fern St", "Suite 4", "Portland, OR 97205"]. */
  address_lines: string[];
  phone: string | null;
  website: string | null;
  /** Regular hours by weekday (same shape as a location's hours), null when unknown. */
  hours: WeekHours | null;
  /** Upcoming special hours (today and later), sorted by date. */
  holiday_hours: PublicHolidayHours[];
  /** Open at the time the response was made (the runtime recomputes it when it can). */
  open_now: boolean | null;
  open_status: OpenStatus;
  /** IANA time zone of the location, e.g. America/Los_Angeles. */
  timezone: string;
};

export type PublicWidgetData = {
  business_name: string;
  /** Newest first, featured reviews first; at most settings.max_reviews. */
  reviews: PublicWidgetReview[];
  /** Over every published review of the covered locations and sources (not only those shown). */
  summary: PublicWidgetSummary;
  /** location_info only; null for the other kinds. */
  location: PublicWidgetLocation | null;
};

export type PublicWidget = {
  id: string;
  widget_type: WidgetType;
  name: string;
  settings: WidgetSettings;
  data: PublicWidgetData;
  /**
   * Only with `?html=1`: the widget rendered on the server, controls included (the inside of
   * its shadow root: one `<style>` and `<div part="widget">`, every text escaped), which the
   * loader paints while its code is on the way. Image paths in it are relative to the API.
   */
  html?: string;
};

/** The query of GET /api/public/widgets/{id}: `html=1` adds the rendered widget. */
export const publicWidgetQuery = object({ html: optional(literal('1')) });
