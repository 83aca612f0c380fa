import * as v from 'valibot';
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
  type Schema,
  safeParse,
  string,
} from './validate';
import { described } from './validation/described';

/**
 * Amplify widgets (spec 3 sections 2.4, 3, 4.5, 9). The spec fixes the four
 * kinds, `settings.auto_publish` and "up to 15 featured reviews"; the rest of
 * the settings is our design, written down in packages/amplify/README.md.
 */

export const WIDGET_TYPES = ['teaser', 'full_page', 'star_snapshot', 'location_info'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];
export const widgetTypeAnswer: Schema<WidgetType> = v.picklist(WIDGET_TYPES);

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

/** The settings as answers carry them (every key present). */
export const widgetSettingsAnswer: Schema<WidgetSettings> = v.object({
  location_ids: described(
    'Locations covered (empty with empty group_ids: every location of the account).',
    v.array(v.number()),
  ),
  group_ids: described(
    'Groups covered; their locations are added to location_ids.',
    v.array(v.number()),
  ),
  source_ids: described('Review sources shown (empty: all).', v.array(v.number())),
  min_rating: described(
    'Lowest star rating shown in review lists (1 = all). Never affects the summary.',
    v.number(),
  ),
  featured_review_ids: described(
    'Reviews pinned first, in this order; the teaser (Testimonial Carousel) shows at most 15.',
    v.array(v.number()),
  ),
  auto_publish: described(
    'true: new reviews matching the filters appear by themselves; false: only featured reviews.',
    v.boolean(),
  ),
  theme: v.object({
    scheme: v.picklist(WIDGET_SCHEMES),
    accent_color: v.string(),
    corner_radius: described('px, 0-24.', v.number()),
  }),
  layout: v.object({
    autoplay: described(
      'teaser: rotate slides automatically (never under reduced motion, focus or hover).',
      v.boolean(),
    ),
    interval_seconds: described('teaser: seconds per slide.', v.number()),
    page_size: described(
      'full_page: reviews shown at first and added by each "Show more".',
      v.number(),
    ),
    show_distribution: described(
      'full_page: show the rating distribution bars under the summary.',
      v.boolean(),
    ),
    size: described('star_snapshot: overall size.', v.picklist(STAR_SNAPSHOT_SIZES)),
    compact: described(
      'star_snapshot: one line (stars, average and count side by side).',
      v.boolean(),
    ),
  }),
  language: v.picklist(WIDGET_LANGUAGES),
  show: v.object({
    dates: v.boolean(),
    source: v.boolean(),
    reviewer_name: v.boolean(),
    responses: v.boolean(),
  }),
  location_id: described('location_info: the location shown.', v.nullable(v.number())),
  max_reviews: described(
    'Most reviews sent to the widget (the feed pages through them).',
    v.number(),
  ),
  link_url: described(
    'star_snapshot: where "Read our reviews" leads (null: no link).',
    v.nullable(v.string()),
  ),
});

/** The query of GET /api/public/widgets/{id}: `html=1` adds the rendered widget. */
export const publicWidgetQuery = object({ html: optional(literal('1')) });
