/**
 * The schemas of the server's answers by the type name a route answers with
 * (`describeRoute({ returns: 'VisualReport' })`), and of the named types they refer to: the
 * server's OpenAPI document is generated from them (each name is a component), and each type
 * is `Infer<>`-ed from its schema, so the document and the types cannot disagree.
 */
import type * as v from 'valibot';
import {
  accountAnswer,
  accountLanguageAnswer,
  accountSettingAnswer,
  accountUsersOverviewAnswer,
  verticalAnswer,
  whitelabelAnswer,
} from './accounts';
import {
  setupProgressAnswer,
  setupStageAnswer,
  setupStepAnswer,
  setupStepStateAnswer,
} from './accounts-setup';
import {
  alertAnswer,
  alertChannelAnswer,
  alertFrequencyAnswer,
  alertUnsubscribeAnswer,
} from './alerts';
import { featureRequestResultAnswer, widgetAnswer, widgetListAnswer } from './amplify';
import {
  publicHolidayHoursAnswer,
  publicWidgetAnswer,
  publicWidgetDataAnswer,
  publicWidgetLocationAnswer,
  publicWidgetResponseAnswer,
  publicWidgetReviewAnswer,
  publicWidgetScopeAnswer,
  publicWidgetSourceAnswer,
  publicWidgetSummaryAnswer,
  ratingDistributionAnswer,
} from './amplify-public-widgets';
import { widgetTypeAnswer } from './amplify-widgets';
import {
  accountStatusAnswer,
  permissionSetAnswer,
  permissionSummaryAnswer,
  sessionAnswer,
  ssoTokenAnswer,
  userTypeAnswer,
} from './auth';
import { autoResponseRuleAnswer } from './auto-response-rules';
import { benchmarkAnswer, benchmarkCategoryAnswer, benchmarkSentimentAnswer } from './benchmark';
import {
  campaignOverviewReportAnswer,
  campaignReportRowAnswer,
  campaignResponseAnswer,
  responseChannelAnswer,
} from './campaigns-responses';
import { categoryAnswer, mediaCategoryAnswer } from './categories';
import { childReviewAnswer } from './child-reviews';
import { competitorSourceAnswer, competitorSourcesAnswer } from './competitors-intel';
import {
  customEmailPreviewAnswer,
  customEmailSenderAnswer,
  customEmailStatusAnswer,
} from './custom-email';
import {
  disputeAnswer,
  disputeOutcomeAnswer,
  disputeReasonAnswer,
  disputeStatusAnswer,
  reviewDisputeAnswer,
} from './disputes';
import { emailChangeCheckAnswer, emailChangeStatusAnswer } from './email-changes';
import { exportableResourceAnswer, exportFileAnswer, exportFileStatusAnswer } from './exports';
import { countryAnswer, stateAnswer } from './geo';
import { groupAnswer } from './groups';
import {
  categoryInsightAnswer,
  categoryInsightsAnswer,
  categoryRankAnswer,
  categoryRanksAnswer,
  keywordItemAnswer,
  mentionedKeywordsAnswer,
  reviewKeywordsAnswer,
} from './insights';
import { issueStatusAnswer, locationIssueAnswer } from './issues';
import {
  bulkActionAnswer,
  bulkActionsResultAnswer,
  directoryOverrideAnswer,
  directoryStatusAnswer,
  googlePostContentAnswer,
  integrationAnswer,
  integrationOverviewAnswer,
  integrationStatusAnswer,
  listingDirectoriesAnswer,
  listingDirectoryAnswer,
  listingDirectoryEntryAnswer,
  listingLocationAnswer,
  listingsOverviewAnswer,
  locationEligibilityAnswer,
  locationSyncStatusAnswer,
  oauthTokenAnswer,
  publishResultAnswer,
} from './local-listings-answers';
import { locationSourceOverrideAnswer } from './location-source-overrides';
import { locationAnswer, openStatusAnswer } from './locations';
import {
  bulkHoursResultAnswer,
  diffFieldAnswer,
  diffSpecialHoursAnswer,
  diffValuesAnswer,
  locationDiffAnswer,
  locationSyncResultAnswer,
} from './locations-sync';
import {
  imageProcessingAnswer,
  mediaCreateResultAnswer,
  mediaDeleteResultAnswer,
  mediaPhotoAnswer,
  publishedStatusAnswer,
  realtimeTicketAnswer,
  uploadResultAnswer,
} from './media';
import {
  metricsBreakdownRowAnswer,
  metricsChangeAnswer,
  metricsFiguresAnswer,
  metricsOverviewAnswer,
  metricsPeriodAnswer,
  metricsSourcesAnswer,
  monthlyMetricsAnswer,
  npsFiguresAnswer,
  npsScoreAnswer,
  sourceMetricsAnswer,
} from './metrics';
import { npiResultAnswer, npiResultsAnswer } from './npi';
import {
  oauthClientAnswer,
  oauthClientWithSecretAnswer,
  oauthConsentAnswer,
  oauthGrantAnswer,
  oauthRedirectAnswer,
  oauthScopeAnswer,
  oauthTokenAnswerAnswer,
} from './oauth';
import {
  partnerAccountReportAnswer,
  partnerAccountReportRowAnswer,
  partnerAccountReportTotalsAnswer,
  partnerAccountTrialAnswer,
} from './partner-account-reports';
import { partnerOriginAnswer } from './partner-origins';
import { passwordResetCheckAnswer, passwordStatusAnswer } from './passwords';
import { placeSearchResultAnswer, placeSearchResultsAnswer } from './places';
import {
  prescriptiveInsightAnswer,
  prescriptiveInsightCellAnswer,
  prescriptiveInsightRuleAnswer,
  prescriptiveInsightsAnswer,
} from './prescriptive-insights';
import {
  responseDraftAnswer,
  responseDraftAspectAnswer,
  responseVoiceAnswer,
  responseVoiceToneAnswer,
  responseWriterKindAnswer,
} from './response-drafts';
import { responseTemplateAnswer } from './response-templates';
import {
  reviewBulkUpdateResultAnswer,
  reviewEventAnswer,
  reviewEventTypeAnswer,
} from './responses';
import { reviewImportAnswer, reviewImportStatusAnswer } from './review-imports';
import { reviewNoteAnswer } from './review-notes';
import {
  responseAnswer,
  responseStatusAnswer,
  reviewAnswer,
  reviewStatusAnswer,
  reviewTypeAnswer,
} from './reviews';
import {
  dateRangeLegendAnswer,
  emailFrequencyAnswer,
  exportWeekdayAnswer,
  scheduledExportAnswer,
  scheduledExportTypeAnswer,
  scheduledExportUnsubscribeAnswer,
} from './scheduled-exports';
import { signupPricesAnswer, signupResultAnswer } from './signup';
import { directoryCodeAnswer, sourceAnswer } from './sources';
import {
  bulkSpecialHoursAnswer,
  specialHoursAnswer,
  specialHoursRangeAnswer,
} from './special-hours';
import { reviewTagAnswer, tagAnswer } from './tags';
import { triageEchoAnswer, triageMethodAnswer } from './triage';
import { preferenceTypeAnswer, userPreferenceAnswer } from './user-preferences';
import { signInAnswer, signInMethodAnswer, userAnswer } from './users';
import {
  visualReportAnswer,
  visualReportBlockKindAnswer,
  visualReportDataAnswer,
  visualReportDisplayAnswer,
  visualReportSharingAnswer,
} from './visual-reports';
import {
  webhookAnswer,
  webhookDeliveryAnswer,
  webhookDeliveryStatusAnswer,
  webhookWithSecretAnswer,
} from './webhooks';

/** Typed as plain schemas, so the declarations do not spell out each schema's type again. */
export const answerSchemas: Readonly<Record<string, v.GenericSchema>> = {
  Category: categoryAnswer,
  ReviewNote: reviewNoteAnswer,
  Source: sourceAnswer,
  Webhook: webhookAnswer,
  WebhookDelivery: webhookDeliveryAnswer,
  WebhookDeliveryStatus: webhookDeliveryStatusAnswer,
  WebhookWithSecret: webhookWithSecretAnswer,
  DirectoryCode: directoryCodeAnswer,
  Dispute: disputeAnswer,
  DisputeOutcome: disputeOutcomeAnswer,
  DisputeReason: disputeReasonAnswer,
  DisputeStatus: disputeStatusAnswer,
  Location: locationAnswer,
  OpenStatus: openStatusAnswer,
  Response: responseAnswer,
  ResponseStatus: responseStatusAnswer,
  Review: reviewAnswer,
  ReviewDispute: reviewDisputeAnswer,
  ReviewStatus: reviewStatusAnswer,
  ReviewTag: reviewTagAnswer,
  ReviewType: reviewTypeAnswer,
  Tag: tagAnswer,
  VisualReport: visualReportAnswer,
  VisualReportBlockKind: visualReportBlockKindAnswer,
  VisualReportData: visualReportDataAnswer,
  VisualReportDisplay: visualReportDisplayAnswer,
  VisualReportSharing: visualReportSharingAnswer,
  // media, oauth, accounts, auth, scheduled-exports, campaigns-responses, insights, metrics,
  // response-drafts, accounts-setup, alerts, locations-sync, custom-email, exports, amplify,
  // partner-account-reports, prescriptive-insights, responses, users, special-hours, geo,
  // email-changes, issues, amplify-widgets, review-imports, signup, triage, auto-response-rules,
  // benchmark, child-reviews, competitors-intel, groups, location-source-overrides, categories
  // (MediaCategory), npi, partner-origins, passwords, places, response-templates, user-preferences
  ImageProcessing: imageProcessingAnswer,
  MediaCreateResult: mediaCreateResultAnswer,
  MediaDeleteResult: mediaDeleteResultAnswer,
  MediaPhoto: mediaPhotoAnswer,
  PublishedStatus: publishedStatusAnswer,
  RealtimeTicket: realtimeTicketAnswer,
  UploadResult: uploadResultAnswer,
  OAuthClient: oauthClientAnswer,
  OAuthClientWithSecret: oauthClientWithSecretAnswer,
  OAuthConsent: oauthConsentAnswer,
  OAuthGrant: oauthGrantAnswer,
  OAuthRedirect: oauthRedirectAnswer,
  OAuthScope: oauthScopeAnswer,
  OAuthTokenAnswer: oauthTokenAnswerAnswer,
  Account: accountAnswer,
  AccountLanguage: accountLanguageAnswer,
  AccountSetting: accountSettingAnswer,
  AccountUsersOverview: accountUsersOverviewAnswer,
  Vertical: verticalAnswer,
  Whitelabel: whitelabelAnswer,
  AccountStatus: accountStatusAnswer,
  PermissionSet: permissionSetAnswer,
  PermissionSummary: permissionSummaryAnswer,
  Session: sessionAnswer,
  SsoToken: ssoTokenAnswer,
  UserType: userTypeAnswer,
  DateRangeLegend: dateRangeLegendAnswer,
  EmailFrequency: emailFrequencyAnswer,
  ExportWeekday: exportWeekdayAnswer,
  ScheduledExport: scheduledExportAnswer,
  ScheduledExportType: scheduledExportTypeAnswer,
  ScheduledExportUnsubscribe: scheduledExportUnsubscribeAnswer,
  CampaignOverviewReport: campaignOverviewReportAnswer,
  CampaignReportRow: campaignReportRowAnswer,
  CampaignResponse: campaignResponseAnswer,
  ResponseChannel: responseChannelAnswer,
  CategoryInsight: categoryInsightAnswer,
  CategoryInsights: categoryInsightsAnswer,
  CategoryRank: categoryRankAnswer,
  CategoryRanks: categoryRanksAnswer,
  KeywordItem: keywordItemAnswer,
  MentionedKeywords: mentionedKeywordsAnswer,
  ReviewKeywords: reviewKeywordsAnswer,
  MetricsBreakdownRow: metricsBreakdownRowAnswer,
  MetricsChange: metricsChangeAnswer,
  MetricsFigures: metricsFiguresAnswer,
  MetricsOverview: metricsOverviewAnswer,
  MetricsPeriod: metricsPeriodAnswer,
  MetricsSources: metricsSourcesAnswer,
  MonthlyMetrics: monthlyMetricsAnswer,
  NpsFigures: npsFiguresAnswer,
  NpsScore: npsScoreAnswer,
  SourceMetrics: sourceMetricsAnswer,
  ResponseDraft: responseDraftAnswer,
  ResponseDraftAspect: responseDraftAspectAnswer,
  ResponseVoice: responseVoiceAnswer,
  ResponseVoiceTone: responseVoiceToneAnswer,
  ResponseWriterKind: responseWriterKindAnswer,
  SetupProgress: setupProgressAnswer,
  SetupStage: setupStageAnswer,
  SetupStep: setupStepAnswer,
  SetupStepState: setupStepStateAnswer,
  Alert: alertAnswer,
  AlertChannel: alertChannelAnswer,
  AlertFrequency: alertFrequencyAnswer,
  AlertUnsubscribe: alertUnsubscribeAnswer,
  BulkHoursResult: bulkHoursResultAnswer,
  DiffField: diffFieldAnswer,
  DiffSpecialHours: diffSpecialHoursAnswer,
  DiffValues: diffValuesAnswer,
  LocationDiff: locationDiffAnswer,
  LocationSyncResult: locationSyncResultAnswer,
  CustomEmailPreview: customEmailPreviewAnswer,
  CustomEmailSender: customEmailSenderAnswer,
  CustomEmailStatus: customEmailStatusAnswer,
  ExportFile: exportFileAnswer,
  ExportFileStatus: exportFileStatusAnswer,
  ExportableResource: exportableResourceAnswer,
  PartnerAccountReport: partnerAccountReportAnswer,
  PartnerAccountReportRow: partnerAccountReportRowAnswer,
  PartnerAccountReportTotals: partnerAccountReportTotalsAnswer,
  PartnerAccountTrial: partnerAccountTrialAnswer,
  PrescriptiveInsight: prescriptiveInsightAnswer,
  PrescriptiveInsightCell: prescriptiveInsightCellAnswer,
  PrescriptiveInsightRule: prescriptiveInsightRuleAnswer,
  PrescriptiveInsights: prescriptiveInsightsAnswer,
  ReviewBulkUpdateResult: reviewBulkUpdateResultAnswer,
  ReviewEvent: reviewEventAnswer,
  ReviewEventType: reviewEventTypeAnswer,
  SignIn: signInAnswer,
  SignInMethod: signInMethodAnswer,
  User: userAnswer,
  SpecialHours: specialHoursAnswer,
  SpecialHoursRange: specialHoursRangeAnswer,
  Country: countryAnswer,
  State: stateAnswer,
  EmailChangeCheck: emailChangeCheckAnswer,
  EmailChangeStatus: emailChangeStatusAnswer,
  IssueStatus: issueStatusAnswer,
  LocationIssue: locationIssueAnswer,
  ReviewImport: reviewImportAnswer,
  ReviewImportStatus: reviewImportStatusAnswer,
  SignupPrices: signupPricesAnswer,
  SignupResult: signupResultAnswer,
  TriageEcho: triageEchoAnswer,
  TriageMethod: triageMethodAnswer,
  AutoResponseRule: autoResponseRuleAnswer,
  Benchmark: benchmarkAnswer,
  BenchmarkCategory: benchmarkCategoryAnswer,
  BenchmarkSentiment: benchmarkSentimentAnswer,
  ChildReview: childReviewAnswer,
  CompetitorSource: competitorSourceAnswer,
  CompetitorSources: competitorSourcesAnswer,
  Group: groupAnswer,
  LocationSourceOverride: locationSourceOverrideAnswer,
  MediaCategory: mediaCategoryAnswer,
  NpiResult: npiResultAnswer,
  NpiResults: npiResultsAnswer,
  PartnerOrigin: partnerOriginAnswer,
  PasswordResetCheck: passwordResetCheckAnswer,
  PasswordStatus: passwordStatusAnswer,
  PlaceSearchResult: placeSearchResultAnswer,
  PlaceSearchResults: placeSearchResultsAnswer,
  ResponseTemplate: responseTemplateAnswer,
  PreferenceType: preferenceTypeAnswer,
  UserPreference: userPreferenceAnswer,
  FeatureRequestResult: featureRequestResultAnswer,
  Widget: widgetAnswer,
  WidgetList: widgetListAnswer,
  WidgetType: widgetTypeAnswer,
  PublicHolidayHours: publicHolidayHoursAnswer,
  PublicWidget: publicWidgetAnswer,
  PublicWidgetData: publicWidgetDataAnswer,
  PublicWidgetLocation: publicWidgetLocationAnswer,
  PublicWidgetResponse: publicWidgetResponseAnswer,
  PublicWidgetReview: publicWidgetReviewAnswer,
  PublicWidgetScope: publicWidgetScopeAnswer,
  PublicWidgetSource: publicWidgetSourceAnswer,
  PublicWidgetSummary: publicWidgetSummaryAnswer,
  RatingDistribution: ratingDistributionAnswer,
  BulkSpecialHours: bulkSpecialHoursAnswer,
  // local-listings
  BulkAction: bulkActionAnswer,
  BulkActionsResult: bulkActionsResultAnswer,
  DirectoryOverride: directoryOverrideAnswer,
  DirectoryStatus: directoryStatusAnswer,
  GooglePostContent: googlePostContentAnswer,
  Integration: integrationAnswer,
  IntegrationOverview: integrationOverviewAnswer,
  IntegrationStatus: integrationStatusAnswer,
  ListingDirectories: listingDirectoriesAnswer,
  ListingDirectory: listingDirectoryAnswer,
  ListingDirectoryEntry: listingDirectoryEntryAnswer,
  ListingLocation: listingLocationAnswer,
  ListingsOverview: listingsOverviewAnswer,
  LocationEligibility: locationEligibilityAnswer,
  LocationSyncStatus: locationSyncStatusAnswer,
  OauthToken: oauthTokenAnswer,
  PublishResult: publishResultAnswer,
};
