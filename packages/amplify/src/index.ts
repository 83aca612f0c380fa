/**
 * `@plaudit/amplify`: the Plaudit review widgets (Testimonial Carousel, Location
 * Review Feed, Star Snapshot, Location Information) rendered with Preact into
 * an open shadow root.
 *
 * Importing this module touches no DOM (safe on a server); only mount() does.
 *
 * @packageDocumentation
 */

/** Where the loader and partners read a widget's public payload (from @plaudit/api-client). */
export { publicWidgetUrl } from '@plaudit/api-client';
export type {
  PublicWidget,
  PublicWidgetData,
  PublicWidgetLocation,
  PublicWidgetReview,
  PublicWidgetScope,
  PublicWidgetSummary,
  WidgetSettings,
  WidgetType,
} from '@plaudit/api-client/schemas';
export {
  destroy,
  fetchWidget,
  type KindModule,
  type MountOptions,
  mount,
  type WidgetHandle,
} from './mount';
export {
  sampleFullPage,
  sampleLocationInfo,
  sampleReviews,
  sampleStarSnapshot,
  sampleTeaser,
  sampleWidgets,
} from './sample-widgets';
export { RESERVED_HEIGHT } from './settings';
