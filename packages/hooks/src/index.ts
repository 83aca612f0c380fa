// The date descriptors of the shared filter bar, from @plaudit/api-client (one implementation,
// shared with ui-kit's date range picker so both show the same dates).
export {
  ALL_TIME_FROM,
  DATE_DESCRIPTORS,
  type DateDescriptor,
  type DateRange,
  formatIsoDate,
  isDateDescriptor,
  isIsoDate,
  resolveDateDescriptor,
} from '@plaudit/api-client';
export { useAccountSettings, useWhitelabel } from './account-settings';
export { useAccount, useAccounts, useAccountUsersOverview } from './accounts';
export { useSetupProgress } from './accounts-setup';
export { useAlerts } from './alerts';
export { useWidget, useWidgets, type WidgetPagesResponse } from './amplify';
export {
  type ApiContextValue,
  ApiProvider,
  type ApiProviderProps,
  createPlauditClient,
  type PlauditClientOptions,
  shouldRetryOnError,
  useApi,
  useSession,
  useSessionStore,
} from './api/api-provider';
export { useAutoResponseRules } from './auto-response-rules';
export { useBenchmark } from './benchmark';
export {
  useAccountExperiments,
  useBilling,
  useBillingDisplaySettings,
  useBillingPlans,
  useInvoices,
  useLocationPreview,
} from './billing';
export {
  useCampaign,
  useCampaignOverviewReport,
  useCampaignRecipients,
  useCampaignReports,
  useCampaignResponses,
  useCampaignSummary,
  useCampaigns,
  useCampaignTemplate,
  useCampaignTemplates,
  useReviewUrls,
} from './campaigns';
export { useCategorySearch, useMediaCategories } from './categories';
export { useChildReviews } from './child-reviews';
export {
  useCompetitor,
  useCompetitorBrands,
  useCompetitorBrandsReport,
  useCompetitorLocations,
  useCompetitorOverview,
  useCompetitorPreview,
  useCompetitorSuggestions,
  useCompetitors,
} from './competitors';
export { useCompetitorSources } from './competitors-intel';
export { useCustomEmail } from './custom-email';
export {
  type DataOptions,
  type DataResponse,
  isPlauditKey,
  KEY_PREFIX,
  type PlauditKey,
  usePlauditSWR,
} from './data/data-hooks';
export {
  type ListResource,
  type ListResourceOptions,
  useListResource,
} from './data/list-resource';
export { useDisputes } from './disputes';
export {
  filterId,
  type SavedFilterKind,
  sentimentFor,
  /** @deprecated The same as `sentimentFor`. */
  sentimentFor as savedFilterSentiment,
} from './filters/filter-values';
export {
  applyFilterPatch,
  DEFAULT_DATE_DESCRIPTORS,
  DEFAULT_REVIEW_SORT,
  FILTER_KEYS,
  type FilterKey,
  type FilterOptions,
  type FilterPatch,
  type Filters,
  filterHref,
  formatSort,
  PAGING_KEYS,
  parseFilters,
  parseSort,
  reviewDetailParams,
  reviewDetailToFilters,
  reviewFiltersToQuery,
  type Sort,
} from './filters/filters';
export {
  filtersToSavedConfig,
  metricsFiltersToQuery,
  savedConfigToPatch,
} from './filters/saved-filters';
export {
  browserSearchAdapter,
  LOCATION_CHANGE_EVENT,
  SearchAdapterContext,
  type SearchParamsAdapter,
  type UseFiltersOptions,
  type UseFiltersResult,
  useFilters,
  useSearch,
  useSearchAdapter,
} from './filters/use-filters';
export { useCountries, useStates } from './geo';
export { useGroup, useGroups } from './groups';
export { useCategoryInsights, useCategoryRank, useMentionedKeywords } from './insights';
export {
  useIntegrationCatalogue,
  useIntegrationExpiryNotice,
  useIntegrations,
  useIntegrationsBanner,
} from './integrations';
export {
  COOKIE_MAX_AGE_DAYS,
  deleteCookie,
  readCookie,
  type StorageLike,
  writeCookie,
} from './internal/browser';
export { useLocationIssues } from './issues';
export {
  useIntegrationOverview,
  useListingLocations,
  useListingsOverview,
  useLocationEligibility,
} from './local-listings';
export {
  useLocalSearchLocations,
  useLocalSearchOverview,
  useLocalSearchReport,
} from './local-search';
export {
  useLocationCustomTargets,
  useLocationPerformance,
  useLocationScores,
  useMetricTargets,
  useTargetScores,
} from './location-performance';
export { useSourceOverrides } from './location-source-overrides';
export { useLocation, useLocations } from './locations';
export { useAccountMedia, useMedia, useMediaGallery } from './media';
export { useMetricsBreakdown, useMetricsOverview, useMetricsSources, useNpsScore } from './metrics';
export {
  createNavigationStore,
  EXPANDED_NAV_STORAGE_KEY,
  getNavigationStore,
  NAVIGATION_STORAGE_KEY,
  type NavigationState,
  type NavigationStore,
  useNavigation,
} from './navigation/navigation-store';
export { useOAuthClients, useOAuthConsent, useOAuthGrants } from './oauth';
export { usePartnerAccountReport } from './partner-account-reports';
export { usePartnerOrigins } from './partner-origins';
export {
  usePartnerScorecard,
  usePartnerScorecardLeads,
  usePartnerScorecardOverview,
  usePartnerScorecardPlaces,
  usePartnerScorecards,
  useSharedPartnerScorecards,
} from './partner-scorecards';
export {
  applyFeatureParams,
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAGS_COOKIE,
  FEATURE_PARAM_PREFIX,
  featureDefault,
  flagsOn,
  type KnownFeatureFlag,
  readFeatureFlags,
  syncFeatureFlagsFromUrl,
  useFeatureFlags,
  withExperiments,
} from './permissions/feature-flags';
export {
  can,
  canCheck,
  checkRequirement,
  Gate,
  type GateProps,
  type PermissionApi,
  type PermissionCheck,
  type PermissionFacts,
  type Requirement,
  settingOn,
  useCan,
  usePermission,
} from './permissions/permissions';
export { usePrescriptiveInsights } from './prescriptive-insights';
export {
  type ResponseDraftOptions,
  type ResponseDraftState,
  useResponseDraft,
  useResponseVoice,
} from './response-drafts';
export { useResponseTemplate, useResponseTemplates } from './response-templates';
export { useReviewHistory } from './responses';
export { useReviewImport, useReviewImports } from './review-imports';
export { useReviewNotes } from './review-notes';
export { useReview, useReviewArrivals, useReviews } from './reviews';
export { useScheduledExport, useScheduledExports } from './scheduled-exports';
export {
  type AuthState,
  authFromSession,
  credentialsOf,
  EMPTY_AUTH,
  SESSION_STORAGE_KEY,
  sessionUserKey,
} from './session/auth-state';
export { createSessionStore, getDefaultSessionStore } from './session/session-store';
export type {
  PersistedSession,
  SessionState,
  SessionStore,
  SessionStoreOptions,
} from './session/session-types';
export { useSignupPrices } from './signup';
export { useDirectories, useSource, useSources } from './sources';
export { useSpecialHours } from './special-hours';
export { useTags } from './tags';
export {
  createToastStore,
  TOAST_DEFAULT_DURATION,
  TOAST_DURATION_COOKIE,
  type Toast,
  type ToastAction,
  type ToastInput,
  type ToastLevel,
  type ToastState,
  type ToastStore,
  type ToastStoreOptions,
  toast,
  toastDefaultDuration,
  toastError,
  toastStore,
  useToasts,
} from './toasts/toast-store';
export { useSavedFilters } from './user-preferences';
export { useUser, useUserSignIns, useUsers } from './users';
export { useVisualReport, useVisualReportData, useVisualReports } from './visual-reports';
export { useSendWebhookTestEvent, useWebhookDeliveries, useWebhooks } from './webhooks';
