/**
 * The schemas of the server's answers by the type name a route answers with
 * (`describeRoute({ returns: 'VisualReport' })`), and of the named types they refer to: the
 * server's OpenAPI document is generated from them (each name is a component), and each type
 * is `Infer<>`-ed from its schema, so the document and the types cannot disagree.
 */
import type * as v from 'valibot';
import * as accounts from './accounts';
import * as accountsSetup from './accounts-setup';
import * as alerts from './alerts';
import * as amplify from './amplify';
import * as amplifyPublicWidgets from './amplify-public-widgets';
import * as amplifyWidgets from './amplify-widgets';
import * as auth from './auth';
import * as autoResponseRules from './auto-response-rules';
import * as benchmark from './benchmark';
import * as campaignsResponses from './campaigns-responses';
import * as categories from './categories';
import * as childReviews from './child-reviews';
import * as competitorsIntel from './competitors-intel';
import * as customEmail from './custom-email';
import * as disputes from './disputes';
import * as emailChanges from './email-changes';
import * as exports from './exports';
import * as geo from './geo';
import * as groups from './groups';
import * as insights from './insights';
import * as issues from './issues';
import * as localListingsAnswers from './local-listings-answers';
import * as locationSourceOverrides from './location-source-overrides';
import * as locations from './locations';
import * as locationsSync from './locations-sync';
import * as media from './media';
import * as metrics from './metrics';
import * as npi from './npi';
import * as oauth from './oauth';
import * as partnerAccountReports from './partner-account-reports';
import * as partnerOrigins from './partner-origins';
import * as passwords from './passwords';
import * as places from './places';
import * as prescriptiveInsights from './prescriptive-insights';
import * as responseDrafts from './response-drafts';
import * as responseTemplates from './response-templates';
import * as responses from './responses';
import * as reviewImports from './review-imports';
import * as reviewNotes from './review-notes';
import * as reviews from './reviews';
import * as scheduledExports from './scheduled-exports';
import * as signup from './signup';
import * as sources from './sources';
import * as specialHours from './special-hours';
import * as tags from './tags';
import * as triage from './triage';
import * as userPreferences from './user-preferences';
import * as users from './users';
import * as visualReports from './visual-reports';
import * as webhooks from './webhooks';

/** Typed as plain schemas, so the declarations do not spell out each schema's type again. */
export const answerSchemas: Readonly<Record<string, v.GenericSchema>> = {
  Category: categories.categoryAnswer,
  ReviewNote: reviewNotes.reviewNoteAnswer,
  Source: sources.sourceAnswer,
  Webhook: webhooks.webhookAnswer,
  WebhookDelivery: webhooks.webhookDeliveryAnswer,
  WebhookDeliveryStatus: webhooks.webhookDeliveryStatusAnswer,
  WebhookWithSecret: webhooks.webhookWithSecretAnswer,
  DirectoryCode: sources.directoryCodeAnswer,
  Dispute: disputes.disputeAnswer,
  DisputeOutcome: disputes.disputeOutcomeAnswer,
  DisputeReason: disputes.disputeReasonAnswer,
  DisputeStatus: disputes.disputeStatusAnswer,
  Location: locations.locationAnswer,
  OpenStatus: locations.openStatusAnswer,
  Response: reviews.responseAnswer,
  ResponseStatus: reviews.responseStatusAnswer,
  Review: reviews.reviewAnswer,
  ReviewDispute: disputes.reviewDisputeAnswer,
  ReviewStatus: reviews.reviewStatusAnswer,
  ReviewTag: tags.reviewTagAnswer,
  ReviewType: reviews.reviewTypeAnswer,
  Tag: tags.tagAnswer,
  VisualReport: visualReports.visualReportAnswer,
  VisualReportBlockKind: visualReports.visualReportBlockKindAnswer,
  VisualReportData: visualReports.visualReportDataAnswer,
  VisualReportDisplay: visualReports.visualReportDisplayAnswer,
  VisualReportSharing: visualReports.visualReportSharingAnswer,
  // media, oauth, accounts, auth, scheduled-exports, campaigns-responses, insights, metrics,
  // response-drafts, accounts-setup, alerts, locations-sync, custom-email, exports, amplify,
  // partner-account-reports, prescriptive-insights, responses, users, special-hours, geo,
  // email-changes, issues, amplify-widgets, review-imports, signup, triage, auto-response-rules,
  // benchmark, child-reviews, competitors-intel, groups, location-source-overrides, categories
  // (MediaCategory), npi, partner-origins, passwords, places, response-templates, user-preferences
  ImageProcessing: media.imageProcessingAnswer,
  MediaCreateResult: media.mediaCreateResultAnswer,
  MediaDeleteResult: media.mediaDeleteResultAnswer,
  MediaPhoto: media.mediaPhotoAnswer,
  PublishedStatus: media.publishedStatusAnswer,
  RealtimeTicket: media.realtimeTicketAnswer,
  UploadResult: media.uploadResultAnswer,
  OAuthClient: oauth.oauthClientAnswer,
  OAuthClientWithSecret: oauth.oauthClientWithSecretAnswer,
  OAuthConsent: oauth.oauthConsentAnswer,
  OAuthGrant: oauth.oauthGrantAnswer,
  OAuthRedirect: oauth.oauthRedirectAnswer,
  OAuthScope: oauth.oauthScopeAnswer,
  OAuthTokenAnswer: oauth.oauthTokenAnswerAnswer,
  Account: accounts.accountAnswer,
  AccountLanguage: accounts.accountLanguageAnswer,
  AccountSetting: accounts.accountSettingAnswer,
  AccountUsersOverview: accounts.accountUsersOverviewAnswer,
  Vertical: accounts.verticalAnswer,
  Whitelabel: accounts.whitelabelAnswer,
  AccountStatus: auth.accountStatusAnswer,
  PermissionSet: auth.permissionSetAnswer,
  PermissionSummary: auth.permissionSummaryAnswer,
  Session: auth.sessionAnswer,
  SsoToken: auth.ssoTokenAnswer,
  UserType: auth.userTypeAnswer,
  DateRangeLegend: scheduledExports.dateRangeLegendAnswer,
  EmailFrequency: scheduledExports.emailFrequencyAnswer,
  ExportWeekday: scheduledExports.exportWeekdayAnswer,
  ScheduledExport: scheduledExports.scheduledExportAnswer,
  ScheduledExportType: scheduledExports.scheduledExportTypeAnswer,
  ScheduledExportUnsubscribe: scheduledExports.scheduledExportUnsubscribeAnswer,
  CampaignOverviewReport: campaignsResponses.campaignOverviewReportAnswer,
  CampaignReportRow: campaignsResponses.campaignReportRowAnswer,
  CampaignResponse: campaignsResponses.campaignResponseAnswer,
  ResponseChannel: campaignsResponses.responseChannelAnswer,
  CategoryInsight: insights.categoryInsightAnswer,
  CategoryInsights: insights.categoryInsightsAnswer,
  CategoryRank: insights.categoryRankAnswer,
  CategoryRanks: insights.categoryRanksAnswer,
  KeywordItem: insights.keywordItemAnswer,
  MentionedKeywords: insights.mentionedKeywordsAnswer,
  ReviewKeywords: insights.reviewKeywordsAnswer,
  MetricsBreakdownRow: metrics.metricsBreakdownRowAnswer,
  MetricsChange: metrics.metricsChangeAnswer,
  MetricsFigures: metrics.metricsFiguresAnswer,
  MetricsOverview: metrics.metricsOverviewAnswer,
  MetricsPeriod: metrics.metricsPeriodAnswer,
  MetricsSources: metrics.metricsSourcesAnswer,
  MonthlyMetrics: metrics.monthlyMetricsAnswer,
  NpsFigures: metrics.npsFiguresAnswer,
  NpsScore: metrics.npsScoreAnswer,
  SourceMetrics: metrics.sourceMetricsAnswer,
  ResponseDraft: responseDrafts.responseDraftAnswer,
  ResponseDraftAspect: responseDrafts.responseDraftAspectAnswer,
  ResponseVoice: responseDrafts.responseVoiceAnswer,
  ResponseVoiceTone: responseDrafts.responseVoiceToneAnswer,
  ResponseWriterKind: responseDrafts.responseWriterKindAnswer,
  SetupProgress: accountsSetup.setupProgressAnswer,
  SetupStage: accountsSetup.setupStageAnswer,
  SetupStep: accountsSetup.setupStepAnswer,
  SetupStepState: accountsSetup.setupStepStateAnswer,
  Alert: alerts.alertAnswer,
  AlertChannel: alerts.alertChannelAnswer,
  AlertFrequency: alerts.alertFrequencyAnswer,
  AlertUnsubscribe: alerts.alertUnsubscribeAnswer,
  BulkHoursResult: locationsSync.bulkHoursResultAnswer,
  DiffField: locationsSync.diffFieldAnswer,
  DiffSpecialHours: locationsSync.diffSpecialHoursAnswer,
  DiffValues: locationsSync.diffValuesAnswer,
  LocationDiff: locationsSync.locationDiffAnswer,
  LocationSyncResult: locationsSync.locationSyncResultAnswer,
  CustomEmailPreview: customEmail.customEmailPreviewAnswer,
  CustomEmailSender: customEmail.customEmailSenderAnswer,
  CustomEmailStatus: customEmail.customEmailStatusAnswer,
  ExportFile: exports.exportFileAnswer,
  ExportFileStatus: exports.exportFileStatusAnswer,
  ExportableResource: exports.exportableResourceAnswer,
  PartnerAccountReport: partnerAccountReports.partnerAccountReportAnswer,
  PartnerAccountReportRow: partnerAccountReports.partnerAccountReportRowAnswer,
  PartnerAccountReportTotals: partnerAccountReports.partnerAccountReportTotalsAnswer,
  PartnerAccountTrial: partnerAccountReports.partnerAccountTrialAnswer,
  PrescriptiveInsight: prescriptiveInsights.prescriptiveInsightAnswer,
  PrescriptiveInsightCell: prescriptiveInsights.prescriptiveInsightCellAnswer,
  PrescriptiveInsightRule: prescriptiveInsights.prescriptiveInsightRuleAnswer,
  PrescriptiveInsights: prescriptiveInsights.prescriptiveInsightsAnswer,
  ReviewBulkUpdateResult: responses.reviewBulkUpdateResultAnswer,
  ReviewEvent: responses.reviewEventAnswer,
  ReviewEventType: responses.reviewEventTypeAnswer,
  SignIn: users.signInAnswer,
  SignInMethod: users.signInMethodAnswer,
  User: users.userAnswer,
  SpecialHours: specialHours.specialHoursAnswer,
  SpecialHoursRange: specialHours.specialHoursRangeAnswer,
  Country: geo.countryAnswer,
  State: geo.stateAnswer,
  EmailChangeCheck: emailChanges.emailChangeCheckAnswer,
  EmailChangeStatus: emailChanges.emailChangeStatusAnswer,
  IssueStatus: issues.issueStatusAnswer,
  LocationIssue: issues.locationIssueAnswer,
  ReviewImport: reviewImports.reviewImportAnswer,
  ReviewImportStatus: reviewImports.reviewImportStatusAnswer,
  SignupPrices: signup.signupPricesAnswer,
  SignupResult: signup.signupResultAnswer,
  TriageEcho: triage.triageEchoAnswer,
  TriageMethod: triage.triageMethodAnswer,
  AutoResponseRule: autoResponseRules.autoResponseRuleAnswer,
  Benchmark: benchmark.benchmarkAnswer,
  BenchmarkCategory: benchmark.benchmarkCategoryAnswer,
  BenchmarkSentiment: benchmark.benchmarkSentimentAnswer,
  ChildReview: childReviews.childReviewAnswer,
  CompetitorSource: competitorsIntel.competitorSourceAnswer,
  CompetitorSources: competitorsIntel.competitorSourcesAnswer,
  Group: groups.groupAnswer,
  LocationSourceOverride: locationSourceOverrides.locationSourceOverrideAnswer,
  MediaCategory: categories.mediaCategoryAnswer,
  NpiResult: npi.npiResultAnswer,
  NpiResults: npi.npiResultsAnswer,
  PartnerOrigin: partnerOrigins.partnerOriginAnswer,
  PasswordResetCheck: passwords.passwordResetCheckAnswer,
  PasswordStatus: passwords.passwordStatusAnswer,
  PlaceSearchResult: places.placeSearchResultAnswer,
  PlaceSearchResults: places.placeSearchResultsAnswer,
  ResponseTemplate: responseTemplates.responseTemplateAnswer,
  PreferenceType: userPreferences.preferenceTypeAnswer,
  UserPreference: userPreferences.userPreferenceAnswer,
  FeatureRequestResult: amplify.featureRequestResultAnswer,
  Widget: amplify.widgetAnswer,
  WidgetList: amplify.widgetListAnswer,
  WidgetType: amplifyWidgets.widgetTypeAnswer,
  PublicHolidayHours: amplifyPublicWidgets.publicHolidayHoursAnswer,
  PublicWidget: amplifyPublicWidgets.publicWidgetAnswer,
  PublicWidgetData: amplifyPublicWidgets.publicWidgetDataAnswer,
  PublicWidgetLocation: amplifyPublicWidgets.publicWidgetLocationAnswer,
  PublicWidgetResponse: amplifyPublicWidgets.publicWidgetResponseAnswer,
  PublicWidgetReview: amplifyPublicWidgets.publicWidgetReviewAnswer,
  PublicWidgetScope: amplifyPublicWidgets.publicWidgetScopeAnswer,
  PublicWidgetSource: amplifyPublicWidgets.publicWidgetSourceAnswer,
  PublicWidgetSummary: amplifyPublicWidgets.publicWidgetSummaryAnswer,
  RatingDistribution: amplifyPublicWidgets.ratingDistributionAnswer,
  BulkSpecialHours: specialHours.bulkSpecialHoursAnswer,
  // local-listings
  BulkAction: localListingsAnswers.bulkActionAnswer,
  BulkActionsResult: localListingsAnswers.bulkActionsResultAnswer,
  DirectoryOverride: localListingsAnswers.directoryOverrideAnswer,
  DirectoryStatus: localListingsAnswers.directoryStatusAnswer,
  GooglePostContent: localListingsAnswers.googlePostContentAnswer,
  Integration: localListingsAnswers.integrationAnswer,
  IntegrationOverview: localListingsAnswers.integrationOverviewAnswer,
  IntegrationStatus: localListingsAnswers.integrationStatusAnswer,
  ListingDirectories: localListingsAnswers.listingDirectoriesAnswer,
  ListingDirectory: localListingsAnswers.listingDirectoryAnswer,
  ListingDirectoryEntry: localListingsAnswers.listingDirectoryEntryAnswer,
  ListingLocation: localListingsAnswers.listingLocationAnswer,
  ListingsOverview: localListingsAnswers.listingsOverviewAnswer,
  LocationEligibility: localListingsAnswers.locationEligibilityAnswer,
  LocationSyncStatus: localListingsAnswers.locationSyncStatusAnswer,
  OauthToken: localListingsAnswers.oauthTokenAnswer,
  PublishResult: localListingsAnswers.publishResultAnswer,
};
