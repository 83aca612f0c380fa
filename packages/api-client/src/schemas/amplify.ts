import {
  WIDGET_TYPES,
  type WidgetSettings,
  type WidgetType,
  widgetLayoutSchema,
  widgetSettingsSchema,
  widgetShowSchema,
  widgetThemeSchema,
} from './amplify-widgets';
import { listQuery } from './common';
import {
  type Infer,
  literal,
  number,
  object,
  oneOf,
  optional,
  partial,
  type Schema,
  string,
} from './validate';

/**
 * Requests of the Amplify area (spec 3 sections 2.2, 2.4, 3, 7):
 * /api/amplify/widgets and /api/feature_requests. The widget settings and the
 * public payload are in ./widgets.ts.
 */

/** The account setting that switches each widget kind on (spec 3 section 2.4). */
export const WIDGET_TYPE_SETTINGS: Record<WidgetType, string> = {
  teaser: 'amplify_testimonial_widgets',
  full_page: 'amplify_review_feed_widgets',
  star_snapshot: 'amplify_star_snapshot_widgets',
  location_info: 'amplify_location_information_widgets',
};

/** Widgets per page: a multiple of three, so the console's grid rows are full. */
export const WIDGET_PAGE_SIZE = 24;

/** A widget as the console sees it. */
export type Widget = {
  /** Opaque: 'wgt_' + 22 base62 characters. */
  id: string;
  account_id: number;
  name: string;
  widget_type: WidgetType;
  settings: WidgetSettings;
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  _links: { self: { href: string }; public: { href: string } };
};

/** GET /amplify/widgets: `widgets[]` and `paging` (spec 3 sections 3 and 7). */
export type WidgetList = {
  widgets: Widget[];
  paging: { page: number; per_page: number; total: number; total_pages: number };
  _links: {
    self: { href: string };
    first: { href: string };
    prev: { href: string } | null;
    next: { href: string } | null;
    last: { href: string };
  };
};

export const widgetListQuery = object({
  ...listQuery(['name', 'created_at', 'updated_at'] as const, 100),
  per_page: optional(number({ int: true, coerce: true, min: 1, max: 100 }), WIDGET_PAGE_SIZE),
  widget_type: optional(oneOf(WIDGET_TYPES)),
});
export type WidgetListQuery = Infer<typeof widgetListQuery>;

/**
 * Settings as sent by the console: any subset of WidgetSettings, and any
 * subset of theme, layout and show. On create it is laid over the kind's
 * defaults (`defaultWidgetSettings(type)`), on update over the stored settings;
 * the result is then checked whole by `widgetSettingsSchema` and
 * `widgetSettingsIssues`.
 */
const flatSettings = (({ theme: _theme, layout: _layout, show: _show, ...flat }) => flat)(
  widgetSettingsSchema.entries,
);
export const widgetSettingsPatch = partial(
  object({
    ...flatSettings,
    theme: partial(widgetThemeSchema),
    layout: partial(widgetLayoutSchema),
    show: partial(widgetShowSchema),
  }),
);
export type WidgetSettingsPatch = Infer<typeof widgetSettingsPatch>;

/** A widget name schema: 1 to 120 characters. */
export const widgetName = () => string({ min: 1, max: 120 });

export const widgetCreateBody = object({
  name: widgetName(),
  widget_type: oneOf(WIDGET_TYPES),
  settings: optional(widgetSettingsPatch as Schema<WidgetSettingsPatch>),
});
export type WidgetCreateBody = Infer<typeof widgetCreateBody>;

/** PATCH: the name and/or settings (the kind of a widget does not change). */
export const widgetUpdateBody = partial(
  object({
    name: widgetName(),
    settings: widgetSettingsPatch as Schema<WidgetSettingsPatch>,
  }),
);
export type WidgetUpdateBody = Infer<typeof widgetUpdateBody>;

/** Features a teaser page asks access to (spec 3 sections 2.2 and 3). */
export const FEATURE_REQUEST_FEATURES = [
  'Amplify',
  'Local Listing',
  'Competitors',
  'Local Search',
] as const;
export type FeatureRequestFeature = (typeof FEATURE_REQUEST_FEATURES)[number];

/** POST /feature_requests. */
export const featureRequestBody = object({
  type: literal('feature_request'),
  feature: oneOf(FEATURE_REQUEST_FEATURES),
});
export type FeatureRequestBody = Infer<typeof featureRequestBody>;
export type FeatureRequestResult = { id: number; status: 'received' };
