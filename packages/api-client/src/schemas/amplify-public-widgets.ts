// The public payload: GET /api/public/widgets/{id} (no auth, any origin).
// Only what a visitor may see: no e-mails, account ids, statuses or notes.
import * as v from 'valibot';
import { widgetSettingsAnswer, widgetTypeAnswer } from './amplify-widgets';
import { openStatusAnswer } from './locations';
import { weekHoursAnswer } from './locations-sync';
import { answer, type Infer, type Schema } from './validate';
import { described } from './validation/described';

const publicWidgetSourceFields = answer(
  v.object({
    name: v.string(),
    code: described('Source code, e.g. google_maps, facebook, yelp_api.', v.string()),
    icon_url: described(
      'Absolute URL, or a path on the API origin (e.g. /icons/google_maps.svg).',
      v.nullable(v.string()),
    ),
  }),
);
export interface PublicWidgetSource extends Infer<typeof publicWidgetSourceFields> {}
export const publicWidgetSourceAnswer: Schema<PublicWidgetSource> = publicWidgetSourceFields;

const publicWidgetResponseFields = answer(
  v.object({ text: v.string(), published_at: v.nullable(v.string()) }),
);
export interface PublicWidgetResponse extends Infer<typeof publicWidgetResponseFields> {}
export const publicWidgetResponseAnswer: Schema<PublicWidgetResponse> = publicWidgetResponseFields;

const publicWidgetReviewFields = answer(
  v.object({
    id: v.number(),
    rating: described(
      '1-5; 0 when the source carries no rating (e.g. a recommendation).',
      v.number(),
    ),
    text: v.string(),
    reviewer_name: described(
      'Display name as published on the source (null when hidden or anonymous).',
      v.nullable(v.string()),
    ),
    published_at: described('ISO timestamp.', v.string()),
    source: publicWidgetSourceAnswer,
    response: described(
      "The business's published reply, if any.",
      v.nullable(publicWidgetResponseAnswer),
    ),
  }),
);
export interface PublicWidgetReview extends Infer<typeof publicWidgetReviewFields> {}
export const publicWidgetReviewAnswer: Schema<PublicWidgetReview> = publicWidgetReviewFields;

const ratingDistributionFields = answer(
  described(
    'Review counts per star rating.',
    v.object({ 1: v.number(), 2: v.number(), 3: v.number(), 4: v.number(), 5: v.number() }),
  ),
);
/** Review counts per star rating. */
export interface RatingDistribution extends Infer<typeof ratingDistributionFields> {}
export const ratingDistributionAnswer: Schema<RatingDistribution> = ratingDistributionFields;

const publicWidgetScopeFields = answer(
  described(
    "What a widget's figures cover, so a page (and the console) can say it: the summary counts\nevery rated review since the first one (all time, there is no period setting) of these\nlocations and sources. A dashboard filtered to a period or to other locations differs.",
    v.object({
      all_locations: described(
        'true when the widget names no location or group: every location of the business.',
        v.boolean(),
      ),
      locations: described('How many locations the figures cover.', v.number()),
      location_name: described(
        'The public name of the location when the figures cover exactly one, else null.',
        v.nullable(v.string()),
      ),
      sources: described(
        'Names of the review sources counted, by name; empty: every source.',
        v.array(v.string()),
      ),
    }),
  ),
);
/**
 * What a widget's figures cover, so a page (and the console) can say it: the summary counts
 * every rated review since the first one (all time, there is no period setting) of these
 * locations and sources. A dashboard filtered to a period or to other locations differs.
 */
export interface PublicWidgetScope extends Infer<typeof publicWidgetScopeFields> {}
export const publicWidgetScopeAnswer: Schema<PublicWidgetScope> = publicWidgetScopeFields;

const publicWidgetSummaryFields = answer(
  v.object({
    average: described(
      'Average of rated reviews, null when there are none.',
      v.nullable(v.number()),
    ),
    count: v.number(),
    distribution: ratingDistributionAnswer,
    scope: described(
      'Which locations and sources the figures cover (all time). Absent in older payloads.',
      v.optional(publicWidgetScopeAnswer),
    ),
  }),
);
export interface PublicWidgetSummary extends Infer<typeof publicWidgetSummaryFields> {}
export const publicWidgetSummaryAnswer: Schema<PublicWidgetSummary> = publicWidgetSummaryFields;

const publicHolidayHoursFields = answer(
  v.object({
    date: described("YYYY-MM-DD in the location's time zone.", v.string()),
    closed: v.boolean(),
    hours: described(
      'Opening ranges (HH:mm) when not closed; empty with closed false means open 24 hours.',
      v.array(v.object({ open_time: v.string(), close_time: v.string() })),
    ),
  }),
);
export interface PublicHolidayHours extends Infer<typeof publicHolidayHoursFields> {}
export const publicHolidayHoursAnswer: Schema<PublicHolidayHours> = publicHolidayHoursFields;

const publicWidgetLocationFields = answer(
  v.object({
    name: v.string(),
    address_lines: described(
      'Postal address, one line each, e.g. ["12 Fern St", "Suite 4", "Portland, OR 97205"].',
      v.array(v.string()),
    ),
    phone: v.nullable(v.string()),
    website: v.nullable(v.string()),
    hours: described(
      "Regular hours by weekday (same shape as a location's hours), null when unknown.",
      v.nullable(weekHoursAnswer),
    ),
    holiday_hours: described(
      'Upcoming special hours (today and later), sorted by date.',
      v.array(publicHolidayHoursAnswer),
    ),
    open_now: described(
      'Open at the time the response was made (the runtime recomputes it when it can).',
      v.nullable(v.boolean()),
    ),
    open_status: openStatusAnswer,
    timezone: described('IANA time zone of the location, e.g. America/Los_Angeles.', v.string()),
  }),
);
export interface PublicWidgetLocation extends Infer<typeof publicWidgetLocationFields> {}
export const publicWidgetLocationAnswer: Schema<PublicWidgetLocation> = publicWidgetLocationFields;

const publicWidgetDataFields = answer(
  v.object({
    business_name: v.string(),
    reviews: described(
      'Newest first, featured reviews first; at most settings.max_reviews.',
      v.array(publicWidgetReviewAnswer),
    ),
    summary: described(
      'Over every published review of the covered locations and sources (not only those shown).',
      publicWidgetSummaryAnswer,
    ),
    location: described(
      'location_info only; null for the other kinds.',
      v.nullable(publicWidgetLocationAnswer),
    ),
  }),
);
export interface PublicWidgetData extends Infer<typeof publicWidgetDataFields> {}
export const publicWidgetDataAnswer: Schema<PublicWidgetData> = publicWidgetDataFields;

export const publicWidgetAnswer = answer(
  v.object({
    id: v.string(),
    widget_type: widgetTypeAnswer,
    name: v.string(),
    settings: widgetSettingsAnswer,
    data: publicWidgetDataAnswer,
    html: described(
      'Only with `?html=1`: the widget rendered on the server, controls included (the inside of\nits shadow root: one `<style>` and `<div part="widget">`, every text escaped), which the\nloader paints while its code is on the way. Image paths in it are relative to the API.',
      v.optional(v.string()),
    ),
  }),
);
export interface PublicWidget extends Infer<typeof publicWidgetAnswer> {}
