import * as v from 'valibot';
import {
  WIDGET_TYPES,
  type WidgetType,
  widgetLayoutSchema,
  widgetSettingsAnswer,
  widgetSettingsSchema,
  widgetShowSchema,
  widgetThemeSchema,
  widgetTypeAnswer,
} from './amplify-widgets';
import { listQuery } from './common';
import {
  answer,
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
import { described } from './validation/described';

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

const href = v.object({ href: v.string() });

const widgetFields = answer(
  described(
    'A widget as the console sees it.',
    v.object({
      id: described("Opaque: 'wgt_' + 22 base62 characters.", v.string()),
      account_id: v.number(),
      name: v.string(),
      widget_type: widgetTypeAnswer,
      settings: widgetSettingsAnswer,
      published: v.boolean(),
      published_at: v.nullable(v.string()),
      created_at: v.string(),
      updated_at: v.string(),
      _links: v.object({ self: href, public: href }),
    }),
  ),
);
/** A widget as the console sees it. */
export interface Widget extends Infer<typeof widgetFields> {}
export const widgetAnswer: Schema<Widget> = widgetFields;

export const widgetListAnswer = answer(
  described(
    'GET /amplify/widgets: `widgets[]` and `paging` (spec 3 sections 3 and 7).',
    v.object({
      widgets: v.array(widgetAnswer),
      paging: v.object({
        page: v.number(),
        per_page: v.number(),
        total: v.number(),
        total_pages: v.number(),
      }),
      _links: v.object({
        self: href,
        first: href,
        prev: v.nullable(href),
        next: v.nullable(href),
        last: href,
      }),
    }),
  ),
);
/** GET /amplify/widgets: `widgets[]` and `paging` (spec 3 sections 3 and 7). */
export interface WidgetList extends Infer<typeof widgetListAnswer> {}

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
export const featureRequestResultAnswer = answer(
  v.object({ id: v.number(), status: v.literal('received') }),
);
export interface FeatureRequestResult extends Infer<typeof featureRequestResultAnswer> {}
