/**
 * `@plaudit/api-client`: `createClient`, every call as a standalone function taking the client
 * first (`listReviews(client, query)`, `createResponse(client, reviewId, body)`, …) and in
 * `createPlauditApi`, the OAuth helpers (`startOAuthSignIn`, `handleOAuthCallback`), errors, and
 * every payload and entity type. The calls, types and constants of each part of the product
 * come from ./areas (one explicit list per part).
 *
 * @packageDocumentation
 */

export { hideEmails, publicReviewerName } from './amplify/public-review';
export { publicWidgetUrl } from './amplify/public-widget-url';
export * from './areas/locations';
export * from './areas/people';
export * from './areas/reports';
export * from './areas/reviews';
export * from './areas/toolkit';
export * from './areas/widgets';
export { CSV_OPTIONS, neutralizeFormula } from './csv/csv-policy';
export {
  ALL_TIME_FROM,
  DATE_DESCRIPTOR_LABELS,
  DATE_DESCRIPTORS,
  type DateDescriptor,
  type DateRange,
  formatIsoDate,
  ISO_DATE_FORMAT,
  isDateDescriptor,
  isIsoDate,
  normalizeDateDescriptor,
  type PresetDateDescriptor,
  resolveDateDescriptor,
  SCHEDULABLE_DATE_DESCRIPTORS,
  toLocalDate,
} from './dates/date-descriptors';
export { formatTime12, parseTime } from './dates/times';
export {
  accountLocale,
  DEFAULT_LOCALE,
  type DistanceUnit,
  distanceUnit,
  type FormatOptions,
  formatDate,
  formatDateTime,
  formatDistance,
  formatMonth,
  formatPeriod,
  formatRelative,
  type Period,
} from './format/format';
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
export { createPlauditApi, type PlauditApi } from './resources/create-plaudit-api';
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
