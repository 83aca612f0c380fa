import { lazyPage } from './lazy-page';

/** Every screen is its own chunk, loaded when its route first renders. */
const accounts = () => import('../features/accounts/screens');
const accountSettings = () => import('../features/accounts/AccountSettingsPage');
const amplify = () => import('../features/amplify/screens');
const auth = () => import('../features/auth/screens');
// /login alone, the console's front door: the other auth screens are not downloaded with it.
const login = () => import('../features/auth/LoginPage');
const alerts = () => import('../features/alerts/screens');
const autoResponseRules = () => import('../features/auto-response-rules/screens');
const billing = () => import('../features/billing/screens');
const competitors = () => import('../features/competitors/screens');
const dashboard = () => import('../features/dashboard/screens');
const customEmail = () => import('../features/custom-email/screens');
const disputes = () => import('../features/disputes/screens');
const emailChanges = () => import('../features/email-changes/screens');
const errors = () => import('../features/errors/ErrorPage');
const fileDownloads = () => import('../features/file-downloads/screens');
const groups = () => import('../features/groups/screens');
const prescriptiveInsights = () => import('../features/prescriptive-insights/screens');
const integrations = () => import('../features/integrations/screens');
const insights = () => import('../features/insights/screens');
const localListings = () => import('../features/local-listings/screens');
const localSearch = () => import('../features/local-search/screens');
const locationPerformance = () => import('../features/location-performance/screens');
const locations = () => import('../features/locations/screens');
const oauth = () => import('../features/oauth/screens');
const partnerTools = () => import('../features/partner-tools/screens');
const media = () => import('../features/media/screens');
const partnerAccountReports = () => import('../features/partner-account-reports/screens');
const childReviews = () => import('../features/child-reviews/screens');
const visualReports = () => import('../features/visual-reports/screens');
const campaigns = () => import('../features/campaigns/screens');
const responseTemplates = () => import('../features/response-templates/screens');
const responseDrafts = () => import('../features/response-drafts/screens');
const webhooks = () => import('../features/webhooks/screens');
const reviewImports = () => import('../features/review-imports/screens');
const reviews = () => import('../features/reviews/screens');
const scheduledExports = () => import('../features/scheduled-exports/screens');
const settings = () => import('../features/settings/screens');
const signup = () => import('../features/signup/screens');
const triage = () => import('../features/triage/TriagePage');
const unsubscribe = () => import('../features/scheduled-exports/UnsubscribePage');
const requestUnsubscribe = () => import('../features/campaigns/RequestUnsubscribe');
const users = () => import('../features/users/UsersPage');

export const Screens = {
  // public
  LoginPage: lazyPage(login, 'LoginPage'),
  ForgotPasswordPage: lazyPage(auth, 'ForgotPasswordPage'),
  ResetPasswordPage: lazyPage(auth, 'ResetPasswordPage'),
  ExpiredPasswordPage: lazyPage(auth, 'ExpiredPasswordPage'),
  PasswordResetCompletePage: lazyPage(auth, 'PasswordResetCompletePage'),
  ConfirmEmailPage: lazyPage(emailChanges, 'ConfirmEmailPage'),
  ConfirmSenderPage: lazyPage(customEmail, 'ConfirmSenderPage'),
  CustomEmailPage: lazyPage(customEmail, 'CustomEmailPage'),
  SsoLoginPage: lazyPage(auth, 'SsoLoginPage'),
  SwitchAccountPage: lazyPage(auth, 'SwitchAccountPage'),
  SignupPage: lazyPage(signup, 'SignupPage'),
  SignupLocationPage: lazyPage(signup, 'SignupLocationPage'),
  ConfirmSignupPage: lazyPage(signup, 'ConfirmSignupPage'),
  ScorecardRequestPage: lazyPage(partnerTools, 'ScorecardRequestPage'),
  PartnerIntegrationsSetupPage: lazyPage(integrations, 'PartnerIntegrationsSetupPage'),
  PartnerIntegrationsErrorPage: lazyPage(integrations, 'PartnerIntegrationsErrorPage'),
  UnsubscribePage: lazyPage(unsubscribe, 'UnsubscribePage'),
  RequestUnsubscribePage: lazyPage(requestUnsubscribe, 'RequestUnsubscribePage'),
  ErrorPage: lazyPage(errors, 'ErrorPage'),
  TriagePage: lazyPage(triage, 'TriagePage'),
  // child accounts
  DashboardPage: lazyPage(dashboard, 'DashboardPage'),
  LocationPerformancePage: lazyPage(locationPerformance, 'LocationPerformancePage'),
  LocalListingsPage: lazyPage(localListings, 'LocalListingsPage'),
  KeywordsPage: lazyPage(insights, 'KeywordsPage'),
  KeywordDetailPage: lazyPage(insights, 'KeywordDetailPage'),
  KeywordCategoriesPage: lazyPage(insights, 'KeywordCategoriesPage'),
  ReviewsPage: lazyPage(reviews, 'ReviewsPage'),
  ReviewDetailPage: lazyPage(reviews, 'ReviewDetailPage'),
  ResponseTemplatesPage: lazyPage(responseTemplates, 'ResponseTemplatesPage'),
  ResponseVoicePage: lazyPage(responseDrafts, 'ResponseVoicePage'),
  AlertsPage: lazyPage(alerts, 'AlertsPage'),
  WebhooksPage: lazyPage(webhooks, 'WebhooksPage'),
  ReviewImportPage: lazyPage(reviewImports, 'ReviewImportPage'),
  AutoResponseRulesPage: lazyPage(autoResponseRules, 'AutoResponseRulesPage'),
  ReviewHistoryPage: lazyPage(reviews, 'ReviewHistoryPage'),
  AskToolPage: lazyPage(campaigns, 'AskToolPage'),
  NewCampaignPage: lazyPage(campaigns, 'NewCampaignPage'),
  CampaignEditorPage: lazyPage(campaigns, 'CampaignEditorPage'),
  CampaignOverviewPage: lazyPage(campaigns, 'CampaignOverviewPage'),
  MicrosurveySummaryPage: lazyPage(campaigns, 'MicrosurveySummaryPage'),
  TemplatesPage: lazyPage(campaigns, 'TemplatesPage'),
  TemplateEditorPage: lazyPage(campaigns, 'TemplateEditorPage'),
  AmplifyPage: lazyPage(amplify, 'AmplifyPage'),
  CompetitorsPage: lazyPage(competitors, 'CompetitorsPage'),
  CompetitorLocationsPage: lazyPage(competitors, 'CompetitorLocationsPage'),
  CompetitorBrandsPage: lazyPage(competitors, 'CompetitorBrandsPage'),
  CompetitorPreviewPage: lazyPage(competitors, 'CompetitorPreviewPage'),
  LocalSearchPage: lazyPage(localSearch, 'LocalSearchPage'),
  PhotosPage: lazyPage(media, 'PhotosPage'),
  PrescriptiveInsightsPage: lazyPage(prescriptiveInsights, 'PrescriptiveInsightsPage'),
  DisputesPage: lazyPage(disputes, 'DisputesPage'),
  VisualReportsPage: lazyPage(visualReports, 'VisualReportsPage'),
  VisualReportEditPage: lazyPage(visualReports, 'VisualReportEditPage'),
  VisualReportViewPage: lazyPage(visualReports, 'VisualReportViewPage'),
  PartnerToolsPage: lazyPage(partnerTools, 'PartnerToolsPage'),
  ScorecardsPage: lazyPage(partnerTools, 'ScorecardsPage'),
  ScorecardDetailPage: lazyPage(partnerTools, 'ScorecardDetailPage'),
  OAuthAuthorizePage: lazyPage(oauth, 'OAuthAuthorizePage'),
  PartnerAppsPage: lazyPage(oauth, 'PartnerAppsPage'),
  AuthorizedAppsPage: lazyPage(oauth, 'AuthorizedAppsPage'),
  FileDownloadPage: lazyPage(fileDownloads, 'FileDownloadPage'),
  // settings
  SettingsPage: lazyPage(settings, 'SettingsPage'),
  ProfilePage: lazyPage(settings, 'ProfilePage'),
  AccountSettingsPage: lazyPage(accountSettings, 'AccountSettingsPage'),
  UsersPage: lazyPage(users, 'UsersPage'),
  LocationsSettingsPage: lazyPage(locations, 'LocationsSettingsPage'),
  NewLocationPage: lazyPage(locations, 'NewLocationPage'),
  NewLocationGroupsPage: lazyPage(locations, 'NewLocationGroupsPage'),
  LocationDetailsPage: lazyPage(locations, 'LocationDetailsPage'),
  NewGroupPage: lazyPage(groups, 'NewGroupPage'),
  EditGroupPage: lazyPage(groups, 'EditGroupPage'),
  IntegrationsSettingsPage: lazyPage(integrations, 'IntegrationsSettingsPage'),
  OauthCallbackPage: lazyPage(integrations, 'OauthCallbackPage'),
  TargetScorePage: lazyPage(locationPerformance, 'TargetScorePage'),
  BillingPage: lazyPage(billing, 'BillingPage'),
  BillingEditPage: lazyPage(billing, 'BillingEditPage'),
  ManagePlansPage: lazyPage(billing, 'ManagePlansPage'),
  ScheduledExportsPage: lazyPage(scheduledExports, 'ScheduledExportsPage'),
  // parent accounts
  AccountsPage: lazyPage(accounts, 'AccountsPage'),
  TrialsPage: lazyPage(accounts, 'TrialsPage'),
  ChildIntegrationsPage: lazyPage(integrations, 'ChildIntegrationsPage'),
  ChildReviewsPage: lazyPage(childReviews, 'ChildReviewsPage'),
  PartnerAccountReportsPage: lazyPage(partnerAccountReports, 'PartnerAccountReportsPage'),
};
