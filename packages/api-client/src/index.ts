// Transport

// Resources
export {
  ACCOUNT_SETTINGS_PAGE_SIZE,
  type AccountSettingsListInput,
  type AccountSettingsMap,
  accountSettings,
  getAccountSettings,
  listAccountSettings,
} from './resources/account-settings';
export {
  type AccountListInput,
  accounts,
  getAccount,
  listAccounts,
  updateAccount,
} from './resources/accounts';
export { auth, createShadowToken, getSession, login, logout } from './resources/auth';
export { createPlauditApi, type PlauditApi } from './resources/create-plaudit-api';
export {
  type CountryListInput,
  countries,
  GEO_PAGE_SIZE,
  getCountry,
  getState,
  listCountries,
  listStates,
  type StateListInput,
  states,
} from './resources/geo';
export {
  createGroup,
  deleteGroup,
  type GroupCreateInput,
  type GroupListInput,
  getGroup,
  groups,
  listGroups,
  updateGroup,
} from './resources/groups';
export {
  createLocation,
  deleteLocation,
  getLocation,
  type LocationCreateInput,
  type LocationListInput,
  listLocations,
  locations,
  updateLocation,
} from './resources/locations';
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
export { getReview, listReviews, type ReviewListInput, reviews } from './resources/reviews';
export { getSource, listSources, type SourceListInput, sources } from './resources/sources';
export {
  createUserPreference,
  deleteUserPreference,
  listUserPreferences,
  type UserPreferenceCreateInput,
  type UserPreferenceListInput,
  updateUserPreference,
  userPreferences,
} from './resources/user-preferences';
export {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  type UserListInput,
  updateUser,
  users,
} from './resources/users';
export { getWhitelabel, whitelabel } from './resources/whitelabel';
// Payload and entity types (runtime schemas live in '@plaudit/api-client/schemas')
export type {
  Account,
  AccountListQuery,
  AccountSetting,
  AccountUpdateBody,
  Whitelabel,
} from './schemas/accounts';
export type {
  AccountStatus,
  LoginBody,
  PermissionAction,
  PermissionResource,
  PermissionSet,
  PermissionSummary,
  Session,
  ShadowTokenBody,
  UserType,
} from './schemas/auth';
export type { ErrorBody, HalLink, HalList, IdParam } from './schemas/common';
export type { Country, CountryListQuery, State, StateListQuery } from './schemas/geo';
export type { Group, GroupCreateBody, GroupListQuery, GroupUpdateBody } from './schemas/groups';
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
export type { ParsedQuery, QueryParams, QueryValue } from './schemas/query';
export type {
  Response,
  Response as ReviewResponse,
  ResponseStatus,
  Review,
  ReviewListQuery,
  ReviewStatus,
  ReviewType,
} from './schemas/reviews';
export type { DirectoryCode, Source, SourceListQuery } from './schemas/sources';
export type {
  PreferenceType,
  SavedFilterConfig,
  UserPreference,
  UserPreferenceCreateBody,
  UserPreferenceListQuery,
  UserPreferenceUpdateBody,
} from './schemas/user-preferences';
export type { User, UserCreateBody, UserListQuery, UserUpdateBody } from './schemas/users';
export type {
  Infer,
  Issue,
  NumberOptions,
  ObjectOf,
  ObjectSchema,
  Result,
  Schema,
  StringOptions,
  ValidationError,
} from './schemas/validate';
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
} from './schemas/widgets';
export { ApiError, type ApiErrorInit, errorMessage, isApiError } from './transport/api-error';
export {
  ACCEPT_HEADER,
  type CallOptions,
  type Client,
  type ClientOptions,
  type Credentials,
  createClient,
  DEFAULT_CLIENT_NAME,
  type FetchLike,
  type HttpMethod,
  type RequestOptions,
} from './transport/create-client';
export { encodeBase64, encodeBasicAuth } from './transport/encode-basic-auth';
export { DEFAULT_ERROR_MESSAGE, readServerMessage } from './transport/error-message';
export {
  normalizeList,
  type Page,
  type PageLinks,
  type Paging,
} from './transport/normalize-list';
export type { ResponseType } from './transport/read-body';
