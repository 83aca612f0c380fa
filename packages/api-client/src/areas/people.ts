// Accounts and the people in them: sign-in, users, settings, billing, sign-up, passwords, integrations, OAuth apps, partner origins.
// Each call is a standalone function taking the client first (tree-shakeable); the types and
// constants of the same areas follow (runtime schemas live in '@plaudit/api-client/schemas').

export {
  ACCOUNT_SETTINGS_PAGE_SIZE,
  type AccountSettingsListInput,
  type AccountSettingsMap,
  getAccountSettings,
  getWhitelabel,
  getWhitelabelForDomain,
  listAccountSettings,
} from '../resources/account-settings';
export {
  type AccountListInput,
  getAccount,
  getAccountUsersOverview,
  listAccounts,
  transferAccountOwner,
  updateAccount,
} from '../resources/accounts';
export {
  getSetupProgress,
  updateSetupStep,
} from '../resources/accounts-setup';
export {
  createShadowToken,
  createSsoToken,
  getSession,
  login,
  logout,
  ssoLogin,
} from '../resources/auth';
export {
  getBilling,
  getBillingDisplaySettings,
  getInvoices,
  getLocationPreview,
  getPlans,
  listAccountExperiments,
  previewPricing,
  previewSmsCredits,
  purchaseSmsCredits,
  updatePaymentCard,
  updateSubscription,
} from '../resources/billing';
export {
  confirmCustomEmail,
  deleteCustomEmail,
  getCustomEmail,
  previewCustomEmail,
  updateCustomEmail,
} from '../resources/custom-email';
export {
  checkEmailChange,
  confirmEmailChange,
  requestEmailChange,
} from '../resources/email-changes';
export {
  completeOauth,
  disconnectIntegration,
  dismissIntegrationsBanner,
  getIntegrationExpiryNotice,
  getIntegrationsBanner,
  type IntegrationListInput,
  listIntegrationCatalogue,
  requestIntegration,
  startOauth,
} from '../resources/integrations';
export {
  createOAuthClient,
  decideOAuthRequest,
  deleteOAuthClient,
  deleteOAuthGrant,
  getOAuthConsent,
  listOAuthClients,
  listOAuthGrants,
  type OAuthClientCreateInput,
  type OAuthClientListInput,
  type OAuthGrantListInput,
} from '../resources/oauth';
export {
  createPartnerOrigin,
  deletePartnerOrigin,
  listPartnerOrigins,
  type PartnerOriginListInput,
} from '../resources/partner-origins';
export {
  changePassword,
  checkPasswordReset,
  type PasswordStatus,
  requestPasswordReset,
  resetPassword,
} from '../resources/passwords';
export {
  confirmSignup,
  createSignupUser,
  getSignupPrices,
  resendConfirmation,
} from '../resources/signup';
export {
  createUserPreference,
  deleteUserPreference,
  listUserPreferences,
  type UserPreferenceCreateInput,
  type UserPreferenceListInput,
  updateUserPreference,
} from '../resources/user-preferences';
export {
  createUser,
  deleteUser,
  getUser,
  listUserSignIns,
  listUsers,
  type SignInListInput,
  type UserListInput,
  updateUser,
} from '../resources/users';
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
} from '../schemas/accounts';
export {
  SETUP_STEP_STATES,
  SETUP_STEPS,
  type SetupProgress,
  type SetupStage,
  type SetupStep,
  type SetupStepBody,
  type SetupStepState,
} from '../schemas/accounts-setup';
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
} from '../schemas/auth';
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
} from '../schemas/billing';
export type {
  CustomEmailBody,
  CustomEmailPreview,
  CustomEmailPreviewBody,
  CustomEmailSender,
  CustomEmailStatus,
} from '../schemas/custom-email';
export type {
  EmailChangeBody,
  EmailChangeCheck,
  EmailChangeConfirmBody,
  EmailChangeQuery,
  EmailChangeStatus,
} from '../schemas/email-changes';
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
} from '../schemas/integrations';
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
} from '../schemas/oauth';
export {
  type PartnerOrigin,
  type PartnerOriginCreateBody,
  type PartnerOriginListQuery,
  parseOrigin,
} from '../schemas/partner-origins';
export type {
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetCheck,
  PasswordResetQuery,
  PasswordResetRequestBody,
} from '../schemas/passwords';
export {
  CONFIRMATION_HOURS,
  type ConfirmResendBody,
  SIGNUP_MESSAGES,
  type SignupPrices,
  type SignupResult,
  type SignupUserBody,
  TRIAL_DAYS,
} from '../schemas/signup';
export type {
  PreferenceType,
  SavedFilterConfig,
  UserPreference,
  UserPreferenceCreateBody,
  UserPreferenceListQuery,
  UserPreferenceUpdateBody,
} from '../schemas/user-preferences';
export type {
  SignIn,
  SignInListQuery,
  SignInMethod,
  User,
  UserCreateBody,
  UserListQuery,
  UserUpdateBody,
} from '../schemas/users';
