// Locations and where they are listed: locations, hours, groups, sources, media, listings, local search, competitors, benchmarks.
// Each call is a standalone function taking the client first (tree-shakeable); the types and
// constants of the same areas follow (runtime schemas live in '@plaudit/api-client/schemas').

export {
  type BenchmarkInput,
  getBenchmark,
} from '../resources/benchmark';
export {
  type CompetitorBrandListInput,
  type CompetitorListInput,
  type CompetitorLocationsInput,
  createCompetitor,
  createCompetitorBrand,
  deleteCompetitor,
  deleteCompetitorBrand,
  getCompetitor,
  getCompetitorBrandsReport,
  getCompetitorOverview,
  getCompetitorPreview,
  getCompetitorSuggestions,
  listCompetitorBrands,
  listCompetitorLocations,
  listCompetitors,
  updateCompetitor,
  updateCompetitorBrand,
} from '../resources/competitors';
export {
  COMPETITOR_CSV_PATHS,
  type CompetitorCsvInput,
  downloadCompetitorLocationsCsv,
  downloadCompetitorTagsOverviewCsv,
  downloadCompetitorTimeseriesCsv,
  listCompetitorSources,
} from '../resources/competitors-intel';
export {
  type CountryListInput,
  GEO_PAGE_SIZE,
  getCountry,
  getState,
  listCountries,
  listStates,
  type StateListInput,
} from '../resources/geo';
export {
  createGroup,
  deleteGroup,
  type GroupCreateInput,
  type GroupListInput,
  getGroup,
  listGroups,
  updateGroup,
} from '../resources/groups';
export {
  createBulkActions,
  createDirectoryOverride,
  createGooglePostContent,
  getIntegrationOverview,
  getListingsOverview,
  getLocationEligibility,
  listIntegrations,
  listListingLocations,
  listOauthTokens,
  publishListings,
  unpublishListings,
  updateDirectoryOverride,
} from '../resources/local-listings';
export {
  createLocalSearchKeyword,
  deleteLocalSearchKeyword,
  getLocalSearchGrid,
  getLocalSearchOverview,
  getLocalSearchReport,
  LOCAL_SEARCH_CSV_PATH,
  listLocalSearchLocations,
  saveLocalSearchGrid,
  scanLocalSearchKeyword,
  updateLocalSearchKeyword,
} from '../resources/local-search';
export {
  clearLocationCustomTargets,
  getLocationCustomTargets,
  getMetricTargets,
  getTargetScores,
  listAllLegacyPrint,
  listAllLocationPerformance,
  listGroupMetrics,
  listGroupScores,
  listLocationCustomTargets,
  listLocationMetrics,
  listLocationPerformance,
  listLocationScores,
  listMetricTargetsPerLocation,
  listReportLocations,
  PERFORMANCE_CSV_PATHS,
  PERFORMANCE_PRINT_PAGE_SIZE,
  saveLocationCustomTargets,
  saveMetricTargets,
} from '../resources/location-performance';
export {
  createSourceOverride,
  listSourceOverrides,
  type SourceOverrideListInput,
  updateSourceOverride,
} from '../resources/location-source-overrides';
export {
  bulkUpdateHours,
  createLocation,
  deleteLocation,
  getLocation,
  getLocationDiff,
  type LocationCreateInput,
  type LocationListInput,
  listLocations,
  saveLocation,
  syncLocationFromGoogle,
  updateLocation,
} from '../resources/locations';
export {
  createMedia,
  createRealtimeTicket,
  deleteMedia,
  imageChannelUrl,
  listMedia,
  type MediaListInput,
  processImage,
  realtimeUrl,
  uploadImage,
} from '../resources/media';
export {
  lookupNpi,
  searchNpi,
} from '../resources/npi';
export { searchPlaces } from '../resources/places';
export {
  getSource,
  listSources,
  type SourceListInput,
} from '../resources/sources';
export {
  createBulkSpecialHours,
  createSpecialHours,
  deleteSpecialHours,
  listSpecialHours,
  type SpecialHoursCreateInput,
  type SpecialHoursListInput,
  updateSpecialHours,
} from '../resources/special-hours';
export {
  BENCHMARK_MINIMUM_BUSINESSES,
  type Benchmark,
  type BenchmarkCategory,
  type BenchmarkQuery,
  type BenchmarkSentiment,
} from '../schemas/benchmark';
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
} from '../schemas/competitors';
export {
  COMPETITOR_SOURCES_ERROR,
  type CompetitorSource,
  type CompetitorSources,
} from '../schemas/competitors-intel';
export type { Country, CountryListQuery, State, StateListQuery } from '../schemas/geo';
export type { Group, GroupCreateBody, GroupListQuery, GroupUpdateBody } from '../schemas/groups';
export type {
  BulkActionsResult,
  Integration,
  IntegrationListQuery,
  IntegrationStatus,
  ListingDirectories,
  ListingDirectoryEntry,
  LocationEligibility,
} from '../schemas/local-listings';
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
} from '../schemas/local-search';
export {
  LOCAL_SEARCH_DEFAULT_GRID,
  LOCAL_SEARCH_GRID_SIZES,
  LOCAL_SEARCH_MAX_RANK,
  LOCAL_SEARCH_RADIUS_UNITS,
  LOCAL_SEARCH_UNRANKED,
} from '../schemas/local-search';
export type {
  LocationSourceOverride,
  SourceOverrideCreateBody,
  SourceOverrideListQuery,
  SourceOverridesSave,
  SourceOverrideUpdateBody,
} from '../schemas/location-source-overrides';
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
} from '../schemas/locations';
export type {
  BulkHoursBody,
  BulkHoursResult,
  DiffField,
  DiffSpecialHours,
  DiffValues,
  LocationDiff,
  LocationSaveBody,
  LocationSyncResult,
} from '../schemas/locations-sync';
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
} from '../schemas/media';
export type { NpiResult, NpiResults, NpiSearchQuery } from '../schemas/npi';
export type {
  PlaceSearchQuery,
  PlaceSearchResult,
  PlaceSearchResults,
} from '../schemas/places';
export type { DirectoryCode, Source, SourceListQuery } from '../schemas/sources';
export type {
  BulkSpecialHours,
  SpecialHours,
  SpecialHoursChanges,
  SpecialHoursCreateBody,
  SpecialHoursListQuery,
  SpecialHoursRange,
  SpecialHoursUpdateBody,
} from '../schemas/special-hours';
