// Amplify: review widgets and feature requests.
// Each call is a standalone function taking the client first (tree-shakeable); the types and
// constants of the same areas follow (runtime schemas live in '@plaudit/api-client/schemas').

export {
  createFeatureRequest,
  createWidget,
  deleteWidget,
  getWidget,
  listWidgets,
  publishWidget,
  unpublishWidget,
  updateWidget,
  type WidgetListInput,
} from '../resources/amplify';
export type {
  FeatureRequestBody,
  FeatureRequestFeature,
  FeatureRequestResult,
  Widget,
  WidgetCreateBody,
  WidgetList,
  WidgetListQuery,
  WidgetSettingsPatch,
  WidgetUpdateBody,
} from '../schemas/amplify';
export type {
  PublicHolidayHours,
  PublicWidget,
  PublicWidgetData,
  PublicWidgetLocation,
  PublicWidgetResponse,
  PublicWidgetReview,
  PublicWidgetScope,
  PublicWidgetSource,
  PublicWidgetSummary,
  RatingDistribution,
} from '../schemas/amplify-public-widgets';
export type {
  StarSnapshotSize,
  WidgetLanguage,
  WidgetLayout,
  WidgetScheme,
  WidgetSettings,
  WidgetSettingsInput,
  WidgetShow,
  WidgetTheme,
  WidgetType,
} from '../schemas/amplify-widgets';
