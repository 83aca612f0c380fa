// Transport

export { hideEmails, publicReviewerName } from './amplify/public-review';
export { publicWidgetUrl } from './amplify/public-widget-url';
export { CSV_OPTIONS, neutralizeFormula } from './csv/csv-policy';
// Date descriptors of the shared filter bar (every export of the module is public)
export * from './dates/date-descriptors';
export { formatTime12, parseTime } from './dates/times';
export {
  DIRECTORY_STATUS_LABELS,
  LOCATION_STATUS_LABELS,
  locationStatus,
  statusGroup,
} from './local-listings/sync-status';
export {
  type HandleOAuthCallbackOptions,
  handleOAuthCallback,
  OAUTH_PENDING_KEY,
  OAuthCallbackError,
  type OAuthTokens,
  oauthTokensFrom,
  type StartOAuthSignInOptions,
  startOAuthSignIn,
} from './oauth/callback';
export {
  type AuthorizeUrlOptions,
  base64Url,
  buildAuthorizeUrl,
  codeChallengeS256,
  createPkcePair,
  exchangeAuthorizationCode,
  randomUrlSafe,
  refreshAccessToken,
} from './oauth/pkce';
// Resources
export {
  ACCOUNT_SETTINGS_PAGE_SIZE,
  type AccountSettingsListInput,
  type AccountSettingsMap,
} from './resources/account-settings';
export type { AccountListInput } from './resources/accounts';
export type { AlertCreateInput, AlertListInput } from './resources/alerts';
export type { WidgetListInput } from './resources/amplify';
export type {
  AutoResponseRuleCreateInput,
  AutoResponseRuleListInput,
} from './resources/auto-response-rules';
export type { BenchmarkInput } from './resources/benchmark';
export type {
  CampaignCreateInput,
  CampaignListInput,
  CampaignRecipientListInput,
  CampaignReportListInput,
  CampaignResponseListInput,
  CampaignTemplateCreateInput,
  CampaignTemplateListInput,
  ReviewUrlListInput,
} from './resources/campaigns';
export type { CategoryListInput, MediaCategoryListInput } from './resources/categories';
export type { ChildReviewListInput } from './resources/child-reviews';
export type {
  CompetitorBrandListInput,
  CompetitorListInput,
  CompetitorLocationsInput,
} from './resources/competitors';
export {
  COMPETITOR_CSV_PATHS,
  type CompetitorCsvInput,
} from './resources/competitors-intel';
export { createPlauditApi, type PlauditApi } from './resources/create-plaudit-api';
export type { ExportFileCreateInput } from './resources/exports';
export { type CountryListInput, GEO_PAGE_SIZE, type StateListInput } from './resources/geo';
export type { GroupCreateInput, GroupListInput } from './resources/groups';
export type { CategoryInsightsInput, MentionedKeywordsInput } from './resources/insights';
export type { IntegrationListInput } from './resources/integrations';
export type { IssueListInput } from './resources/issues';
export { LOCAL_SEARCH_CSV_PATH } from './resources/local-search';
export {
  PERFORMANCE_CSV_PATHS,
  PERFORMANCE_PRINT_PAGE_SIZE,
} from './resources/location-performance';
export type { SourceOverrideListInput } from './resources/location-source-overrides';
export type { LocationCreateInput, LocationListInput } from './resources/locations';
export type { MediaListInput } from './resources/media';
export type {
  MetricsBreakdownInput,
  MetricsOverviewInput,
  MetricsSourcesInput,
} from './resources/metrics';
export type {
  OAuthClientCreateInput,
  OAuthClientListInput,
  OAuthGrantListInput,
} from './resources/oauth';
export type { PartnerOriginListInput } from './resources/partner-origins';
export type { PartnerScorecardListInput } from './resources/partner-scorecards';
export type { PasswordStatus } from './resources/passwords';
export {
  type Bound,
  bindClient,
  type ClientFunctions,
  type GetOptions,
  type Id,
  type ListInput,
  type Resource,
  resource,
  type WithOptional,
} from './resources/resource';
export type {
  ResponseTemplateCreateInput,
  ResponseTemplateListInput,
} from './resources/response-templates';
export type { ReviewImportListInput } from './resources/review-imports';
export type { ReviewCreateInput, ReviewListInput } from './resources/reviews';
export type { ScheduledExportListInput } from './resources/scheduled-exports';
export type { SourceListInput } from './resources/sources';
export type { SpecialHoursCreateInput, SpecialHoursListInput } from './resources/special-hours';
export type { ReviewTagListInput, TagListInput } from './resources/tags';
export type {
  UserPreferenceCreateInput,
  UserPreferenceListInput,
} from './resources/user-preferences';
export type { SignInListInput, UserListInput } from './resources/users';
export type {
  VisualReportCreateInput,
  VisualReportListInput,
} from './resources/visual-reports';
export type {
  WebhookCreateInput,
  WebhookDeliveryListInput,
  WebhookListInput,
} from './resources/webhooks';
// Payload and entity types (runtime schemas live in '@plaudit/api-client/schemas')
export type {
  Account,
  AccountLanguage,
  AccountListQuery,
  AccountOwnerBody,
  AccountSetting,
  AccountUpdateBody,
  AccountUsersOverview,
  Vertical,
  Whitelabel,
  WhitelabelListQuery,
} from './schemas/accounts';
export {
  SETUP_STEP_STATES,
  SETUP_STEPS,
  type SetupProgress,
  type SetupStage,
  type SetupStep,
  type SetupStepBody,
  type SetupStepState,
} from './schemas/accounts-setup';
export {
  type Alert,
  type AlertChannel,
  type AlertFrequency,
  type AlertUnsubscribe,
  alertMatches,
} from './schemas/alerts';
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
} from './schemas/amplify';
export type {
  PublicHolidayHours,
  PublicWidget,
  PublicWidgetData,
  PublicWidgetLocation,
  PublicWidgetResponse,
  PublicWidgetReview,
  PublicWidgetSource,
  PublicWidgetSummary,
  RatingDistribution,
  StarSnapshotSize,
  WidgetLanguage,
  WidgetLayout,
  WidgetScheme,
  WidgetSettings,
  WidgetSettingsInput,
  WidgetShow,
  WidgetTheme,
  WidgetType,
} from './schemas/amplify-widgets';
export type {
  AccountStatus,
  LoginBody,
  PermissionAction,
  PermissionResource,
  PermissionSet,
  PermissionSummary,
  Session,
  ShadowTokenBody,
  SsoLoginBody,
  SsoToken,
  SsoTokenBody,
  UserType,
} from './schemas/auth';
export type {
  AutoResponseRule,
  AutoResponseRuleCreateBody,
  AutoResponseRuleListQuery,
  AutoResponseRuleUpdateBody,
} from './schemas/auto-response-rules';
export {
  BENCHMARK_MINIMUM_BUSINESSES,
  type Benchmark,
  type BenchmarkCategory,
  type BenchmarkQuery,
  type BenchmarkSentiment,
} from './schemas/benchmark';
export type {
  AccountExperiment,
  BillingCard,
  BillingDisplaySettings,
  BillingInvoices,
  BillingOverview,
  BillingPlan,
  BillingPlanCode,
  BillingPlans,
  BillingSubscription,
  CardInput,
  LegacyInvoice,
  LocationPreview,
  LocationPreviewQuery,
  PaymentCardBody,
  PricingPreview,
  PricingPreviewBody,
  ProviderInvoice,
  SmsCreditPreview,
  SmsCreditPurchase,
  SmsCreditsBody,
  SmsPack,
  SmsPackCode,
  SubscriptionBody,
} from './schemas/billing';
export {
  CAMPAIGN_ERRORS,
  CAMPAIGN_LAYOUTS,
  CAMPAIGN_STATUSES,
  type Campaign,
  type CampaignCreateBody,
  type CampaignErrorCode,
  type CampaignLayout,
  type CampaignListQuery,
  type CampaignProgress,
  type CampaignRecipient,
  type CampaignRecipientListQuery,
  type CampaignSendBody,
  type CampaignStatus,
  type CampaignTemplate,
  type CampaignTemplateCreateBody,
  type CampaignTemplateListQuery,
  type CampaignTemplateUpdateBody,
  type CampaignUpdateBody,
  DEFAULT_REQUEST_CONTENT,
  type FailedUploadRecipientsQuery,
  FEEDBACK_QUESTIONS,
  FEEDBACK_SCALES,
  FEEDBACK_TYPES,
  type FeedbackType,
  fillPlaceholders,
  RECIPIENT_COLUMNS,
  RECIPIENT_UPLOAD_LIMITS,
  REQUEST_PLACEHOLDERS,
  REQUEST_TYPES,
  type RecipientUpload,
  type RequestType,
  type RequestUnsubscribe,
  type ReviewUrl,
  type ReviewUrlListQuery,
  scoreMark,
  swapFeedbackQuestion,
} from './schemas/campaigns';
export {
  type CampaignOverviewReport,
  type CampaignReportListQuery,
  type CampaignReportQuery,
  type CampaignReportRow,
  type CampaignResponse,
  type CampaignResponseListQuery,
  type CampaignSummary,
  type MicrosurveyAttributesQuery,
  type MicrosurveyResponsesExportFilters,
  npsOf,
  RESPONSE_CHANNELS,
  type ResponseChannel,
  type ScoreDistribution,
} from './schemas/campaigns-responses';
export type {
  Category,
  CategoryListQuery,
  MediaCategory,
  MediaCategoryListQuery,
} from './schemas/categories';
export {
  CHILD_REVIEW_PAGE_SIZE,
  type ChildReview,
  type ChildReviewListQuery,
} from './schemas/child-reviews';
export type { ErrorBody, HalLink, HalList, IdParam } from './schemas/common';
export type {
  Competitor,
  CompetitorBrand,
  CompetitorBrandBody,
  CompetitorBrandListQuery,
  CompetitorBrandsReport,
  CompetitorCategoryFigures,
  CompetitorCreateBody,
  CompetitorListQuery,
  CompetitorLocationRow,
  CompetitorLocationsQuery,
  CompetitorOverview,
  CompetitorPoint,
  CompetitorPreview,
  CompetitorPreviewPlace,
  CompetitorReportQuery,
  CompetitorStats,
  CompetitorSuggestion,
  CompetitorSuggestions,
  CompetitorSuggestionsQuery,
  CompetitorUpdateBody,
} from './schemas/competitors';
export {
  COMPETITOR_SOURCES_ERROR,
  type CompetitorSource,
  type CompetitorSources,
} from './schemas/competitors-intel';
export type {
  EmailChangeBody,
  EmailChangeCheck,
  EmailChangeConfirmBody,
  EmailChangeQuery,
  EmailChangeStatus,
} from './schemas/email-changes';
export type {
  ExportableResource,
  ExportFile,
  ExportFileCreateBody,
  ExportFileStatus,
} from './schemas/exports';
export type { Country, CountryListQuery, State, StateListQuery } from './schemas/geo';
export type { Group, GroupCreateBody, GroupListQuery, GroupUpdateBody } from './schemas/groups';
export {
  CONNECTED_ACCOUNT_RULES,
  EXPIRY_NOTICE_DAYS,
  facebookExpiryText,
  INTEGRATION_CATALOGUE,
  type IntegrationCard,
  type IntegrationExpiryNotice,
  type IntegrationState,
  type IntegrationsBanner,
  OAUTH_PROVIDERS,
  type OauthProvider,
} from './schemas/integrations';
export type { IssueListQuery, IssueStatus, IssueUpdateBody, LocationIssue } from './schemas/issues';
export type {
  BulkActionsResult,
  Integration,
  IntegrationListQuery,
  IntegrationStatus,
  ListingDirectories,
  ListingDirectoryEntry,
  LocationEligibility,
} from './schemas/local-listings';
export type {
  LocalSearchAccountQuery,
  LocalSearchCompetitor,
  LocalSearchGrid,
  LocalSearchGridBody,
  LocalSearchGridSize,
  LocalSearchKeyword,
  LocalSearchKeywordCreateBody,
  LocalSearchKeywordUpdateBody,
  LocalSearchLocation,
  LocalSearchOverview,
  LocalSearchPoint,
  LocalSearchRadiusUnit,
  LocalSearchRankedPlace,
  LocalSearchReport,
  LocalSearchScan,
  LocalSearchScanStatus,
} from './schemas/local-search';
export {
  LOCAL_SEARCH_DEFAULT_GRID,
  LOCAL_SEARCH_GRID_SIZES,
  LOCAL_SEARCH_MAX_RANK,
  LOCAL_SEARCH_RADIUS_UNITS,
  LOCAL_SEARCH_UNRANKED,
} from './schemas/local-search';
export type {
  LocationSourceOverride,
  SourceOverrideCreateBody,
  SourceOverrideListQuery,
  SourceOverridesSave,
  SourceOverrideUpdateBody,
} from './schemas/location-source-overrides';
export type {
  DayHours,
  Location,
  LocationCreateBody,
  LocationDirectory,
  LocationListQuery,
  LocationUpdateBody,
  OpenStatus,
  Weekday,
  WeekHours,
} from './schemas/locations';
export type {
  BulkHoursBody,
  BulkHoursResult,
  DiffField,
  DiffSpecialHours,
  DiffValues,
  LocationDiff,
  LocationSaveBody,
  LocationSyncResult,
} from './schemas/locations-sync';
export type {
  ImageDetails,
  ImageProcessing,
  ImageWebhookBody,
  MediaCreateBody,
  MediaCreateResult,
  MediaDeleteBody,
  MediaDeleteResult,
  MediaListQuery,
  MediaPhoto,
  PublishedStatus,
  RealtimeMessage,
  RealtimeTicket,
  UploadResult,
} from './schemas/media';
export type {
  MetricsBreakdownQuery,
  MetricsBreakdownRow,
  MetricsBreakdownView,
  MetricsChange,
  MetricsFigures,
  MetricsOverview,
  MetricsOverviewQuery,
  MetricsPeriod,
  MetricsSources,
  MetricsSourcesQuery,
  MonthlyMetrics,
  SourceMetrics,
} from './schemas/metrics';
export type { NpiResult, NpiResults, NpiSearchQuery } from './schemas/npi';
export {
  narrowPermissions,
  OAUTH_ACCESS_TOKEN_SECONDS,
  OAUTH_ERRORS,
  OAUTH_SCOPE_NAMES,
  OAUTH_SCOPES,
  type OAuthAuthorizeQuery,
  type OAuthClient,
  type OAuthClientCreateBody,
  type OAuthClientListQuery,
  type OAuthClientWithSecret,
  type OAuthConsent,
  type OAuthDecisionBody,
  type OAuthGrant,
  type OAuthGrantListQuery,
  type OAuthRedirect,
  type OAuthScope,
  type OAuthTokenAnswer,
  type OAuthTokenBody,
  type OAuthTokenError,
  parseScopes,
} from './schemas/oauth';
export {
  INTEGRATION_HEALTHS,
  type IntegrationHealth,
  PARTNER_ACCOUNT_REPORT_SORTS,
  type PartnerAccountExportFilters,
  type PartnerAccountFigures,
  type PartnerAccountReport,
  type PartnerAccountReportQuery,
  type PartnerAccountReportRow,
  type PartnerAccountReportSort,
  type PartnerAccountReportTotals,
  type PartnerAccountTrial,
} from './schemas/partner-account-reports';
export {
  type PartnerOrigin,
  type PartnerOriginCreateBody,
  type PartnerOriginListQuery,
  parseOrigin,
} from './schemas/partner-origins';
export type {
  PartnerScorecard,
  PartnerScorecardCompetitor,
  PartnerScorecardCreateBody,
  PartnerScorecardDetail,
  PartnerScorecardFigures,
  PartnerScorecardGrade,
  PartnerScorecardLead,
  PartnerScorecardLeadBody,
  PartnerScorecardListing,
  PartnerScorecardListQuery,
  PartnerScorecardOverview,
  PartnerScorecardPlace,
  PartnerScorecardSnapshot,
  PartnerScorecardSubscores,
  PublicPartnerScorecard,
} from './schemas/partner-scorecards';
export { PARTNER_SCORECARD_GRADES } from './schemas/partner-scorecards';
export type {
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetCheck,
  PasswordResetQuery,
  PasswordResetRequestBody,
} from './schemas/passwords';
export type {
  PlaceSearchQuery,
  PlaceSearchResult,
  PlaceSearchResults,
} from './schemas/places';
export type {
  PrescriptiveInsight,
  PrescriptiveInsightCell,
  PrescriptiveInsightRule,
  PrescriptiveInsights,
  PrescriptiveInsightsQuery,
} from './schemas/prescriptive-insights';
export { PRESCRIPTIVE_INSIGHT_RULES } from './schemas/prescriptive-insights';
export type { QueryParams, QueryValue } from './schemas/query';
export type {
  ResponseTemplate,
  ResponseTemplateContext,
  ResponseTemplateCreateBody,
  ResponseTemplateListQuery,
  ResponseTemplatePlaceholder,
  ResponseTemplateUpdateBody,
} from './schemas/response-templates';
export type {
  ResponseCreateBody,
  ResponseUpdateBody,
  ReviewBulkUpdateBody,
  ReviewBulkUpdateResult,
  ReviewEvent,
  ReviewEventType,
  ReviewHistoryQuery,
  ReviewStatusChange,
  ReviewUpdateBody,
} from './schemas/responses';
export {
  REVIEW_IMPORT_COLUMNS,
  REVIEW_IMPORT_LIMITS,
  type ReviewImport,
  type ReviewImportStatus,
} from './schemas/review-imports';
export type { ReviewNote, ReviewNoteCreateBody, ReviewNoteListQuery } from './schemas/review-notes';
export type {
  Response,
  Response as ReviewResponse,
  ResponseStatus,
  Review,
  ReviewCreateBody,
  ReviewListQuery,
  ReviewStatus,
  ReviewType,
} from './schemas/reviews';
export type {
  DateRangeLegend,
  EmailFrequency,
  ExportWeekday,
  ScheduledExport,
  ScheduledExportCreateBody,
  ScheduledExportListQuery,
  ScheduledExportType,
  ScheduledExportUnsubscribe,
  ScheduledExportUpdateBody,
} from './schemas/scheduled-exports';
export {
  CONFIRMATION_HOURS,
  type ConfirmResendBody,
  SIGNUP_MESSAGES,
  type SignupResult,
  type SignupUserBody,
  TRIAL_DAYS,
} from './schemas/signup';
export type { DirectoryCode, Source, SourceListQuery } from './schemas/sources';
export type {
  BulkSpecialHours,
  SpecialHours,
  SpecialHoursChanges,
  SpecialHoursCreateBody,
  SpecialHoursListQuery,
  SpecialHoursRange,
  SpecialHoursUpdateBody,
} from './schemas/special-hours';
export type {
  ReviewTag,
  ReviewTagCreateBody,
  ReviewTagDeleteQuery,
  ReviewTagListQuery,
  Tag,
  TagCreateBody,
  TagListQuery,
} from './schemas/tags';
export type { TriageEcho, TriageMethod } from './schemas/triage';
export type {
  PreferenceType,
  SavedFilterConfig,
  UserPreference,
  UserPreferenceCreateBody,
  UserPreferenceListQuery,
  UserPreferenceUpdateBody,
} from './schemas/user-preferences';
export type {
  SignIn,
  SignInListQuery,
  SignInMethod,
  User,
  UserCreateBody,
  UserListQuery,
  UserUpdateBody,
} from './schemas/users';
export type {
  Infer,
  Issue,
  NumberOptions,
  ObjectSchema,
  Result,
  Schema,
  StringOptions,
  ValidationError,
} from './schemas/validate';
export type {
  VisualReport,
  VisualReportBlock,
  VisualReportBlockData,
  VisualReportBlockKind,
  VisualReportBucket,
  VisualReportCreateBody,
  VisualReportData,
  VisualReportDataQuery,
  VisualReportDisplay,
  VisualReportFileType,
  VisualReportPoint,
  VisualReportRow,
  VisualReportSharing,
  VisualReportUpdateBody,
} from './schemas/visual-reports';
export {
  VISUAL_REPORT_BLOCK_KINDS,
  VISUAL_REPORT_DATE_PRESETS,
  VISUAL_REPORT_DISPLAYS,
  VISUAL_REPORT_FILE_TYPES,
  VISUAL_REPORT_MAX_BLOCKS,
  VISUAL_REPORT_SHARING,
} from './schemas/visual-reports';
export {
  signWebhookBody,
  verifyWebhookSignature,
  WEBHOOK_EVENTS,
  WEBHOOK_SIGNATURE_HEADER,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookPayload,
  type WebhookWithSecret,
} from './schemas/webhooks';
export { TOAST_DEFAULT_DURATION, type ToastAction, type ToastLevel } from './toasts/toast-levels';
export { ApiError, type ApiErrorInit, errorMessage, isApiError } from './transport/api-error';
export {
  ACCEPT_HEADER,
  authorizationHeader,
  bearerCredentials,
  type CallOptions,
  type Client,
  type ClientOptions,
  type Credentials,
  createClient,
  crossOriginFailureMessage,
  DEFAULT_CLIENT_NAME,
  type FetchLike,
  type HttpMethod,
  PARTNER_ORIGINS_CONSOLE_PATH,
  type RequestOptions,
} from './transport/create-client';
export { encodeBase64, encodeBasicAuth } from './transport/encode-basic-auth';
export { DEFAULT_ERROR_MESSAGE, readServerMessage } from './transport/error-message';
export {
  type FollowOptions,
  type FollowProgress,
  followPages,
  linkPath,
} from './transport/follow-pages';
export {
  normalizeList,
  type Page,
  type PageLinks,
  type Paging,
} from './transport/normalize-list';
export type { ResponseType } from './transport/read-body';
export { formatVisualReportFigure } from './visual-reports/format-figure';
export {
  DAY_BUCKETS_UP_TO_DAYS,
  daysInRange,
  formatVisualReportBucket,
  VISUAL_REPORT_PARTIAL_NOTE,
  VISUAL_REPORT_PARTIAL_SHORT,
  visualReportBucketOf,
  visualReportBuckets,
  WEEK_BUCKETS_UP_TO_DAYS,
} from './visual-reports/series-buckets';
