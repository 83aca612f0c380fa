// Reviews and what answers them: responses, templates and rules, notes, tags, issues, alerts, webhooks, campaigns, imports.
// Each call is a standalone function taking the client first (tree-shakeable); the types and
// constants of the same areas follow (runtime schemas live in '@plaudit/api-client/schemas').

export {
  type AlertCreateInput,
  type AlertListInput,
  createAlert,
  deleteAlert,
  listAlerts,
  unsubscribeAlert,
  updateAlert,
} from '../resources/alerts';
export {
  type AutoResponseRuleCreateInput,
  type AutoResponseRuleListInput,
  createAutoResponseRule,
  deleteAutoResponseRule,
  listAutoResponseRules,
  updateAutoResponseRule,
} from '../resources/auto-response-rules';
export {
  type CampaignCreateInput,
  type CampaignListInput,
  type CampaignRecipientListInput,
  type CampaignReportListInput,
  type CampaignResponseListInput,
  type CampaignTemplateCreateInput,
  type CampaignTemplateListInput,
  createCampaign,
  createCampaignTemplate,
  deleteCampaign,
  deleteCampaignTemplate,
  downloadCampaignsCsv,
  downloadDoNotContact,
  downloadFailedUploadRecipients,
  downloadMicrosurveyAttributes,
  downloadRecipientTemplate,
  getCampaign,
  getCampaignOverviewReport,
  getCampaignSummary,
  getCampaignTemplate,
  getRequestUnsubscribe,
  listCampaignRecipients,
  listCampaignReports,
  listCampaignResponses,
  listCampaigns,
  listCampaignTemplates,
  listReviewUrls,
  type ReviewUrlListInput,
  sendCampaign,
  unscheduleCampaign,
  unsubscribeRequest,
  updateCampaign,
  updateCampaignTemplate,
  uploadCampaignRecipients,
} from '../resources/campaigns';
export {
  type CategoryListInput,
  getCategory,
  listCategories,
  listMediaCategories,
  type MediaCategoryListInput,
} from '../resources/categories';
export {
  type ChildReviewListInput,
  listChildReviews,
  respondToChildReview,
} from '../resources/child-reviews';
export {
  createDispute,
  type DisputePage,
  getDispute,
  listDisputes,
  updateDispute,
} from '../resources/disputes';
export {
  type IssueListInput,
  listIssues,
  updateIssue,
} from '../resources/issues';
export {
  createChildReviewResponseDraft,
  createResponseDraft,
  getResponseVoice,
  type ResponseDraftStreamOptions,
  streamChildReviewResponseDraft,
  streamResponseDraft,
  updateResponseVoice,
} from '../resources/response-drafts';
export {
  createResponseTemplate,
  deleteResponseTemplate,
  getResponseTemplate,
  listResponseTemplates,
  type ResponseTemplateCreateInput,
  type ResponseTemplateListInput,
  updateResponseTemplate,
} from '../resources/response-templates';
export {
  createResponse,
  deleteResponse,
  listReviewHistory,
  publishResponse,
  updateResponse,
  updateReviewStatus,
} from '../resources/responses';
export {
  createReviewImport,
  downloadReviewImportFailedRows,
  downloadReviewImportTemplate,
  getReviewImport,
  listReviewImports,
  type ReviewImportListInput,
} from '../resources/review-imports';
export {
  createReviewNote,
  deleteReviewNote,
  listReviewNotes,
} from '../resources/review-notes';
export {
  bulkUpdateReviews,
  cancelAutoResponse,
  createReview,
  getReview,
  listReviews,
  type ReviewCreateInput,
  type ReviewListInput,
  reviewsLiveUrl,
  updateReview,
} from '../resources/reviews';
export {
  addReviewTag,
  createTag,
  deleteTag,
  listReviewTags,
  listTags,
  type ReviewTagListInput,
  removeReviewTag,
  type TagListInput,
} from '../resources/tags';
export {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  sendWebhookTestEvent,
  updateWebhook,
  type WebhookCreateInput,
  type WebhookDeliveryListInput,
  type WebhookListInput,
} from '../resources/webhooks';
export {
  type Alert,
  type AlertChannel,
  type AlertFrequency,
  type AlertUnsubscribe,
  alertMatches,
} from '../schemas/alerts';
export type {
  AutoResponseRule,
  AutoResponseRuleCreateBody,
  AutoResponseRuleListQuery,
  AutoResponseRuleUpdateBody,
} from '../schemas/auto-response-rules';
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
} from '../schemas/campaigns';
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
} from '../schemas/campaigns-responses';
export type {
  Category,
  CategoryListQuery,
  MediaCategory,
  MediaCategoryListQuery,
} from '../schemas/categories';
export {
  CHILD_REVIEW_PAGE_SIZE,
  type ChildReview,
  type ChildReviewListQuery,
} from '../schemas/child-reviews';
export {
  DISPUTE_NEXT_STATUSES,
  DISPUTE_NOTE_MAX_LENGTH,
  DISPUTE_OUTCOMES,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  DISPUTE_REPORT_PAGES,
  DISPUTE_STATUS_LABELS,
  DISPUTE_STATUSES,
  type Dispute,
  type DisputeCounts,
  type DisputeCreateBody,
  type DisputeListQuery,
  type DisputeOutcome,
  type DisputeReason,
  type DisputeStatus,
  type DisputeUpdateBody,
  disputeOutcomeOf,
  OPEN_DISPUTE_STATUSES,
  type ReviewDispute,
} from '../schemas/disputes';
export type {
  IssueListQuery,
  IssueStatus,
  IssueUpdateBody,
  LocationIssue,
} from '../schemas/issues';
export {
  RESPONSE_DRAFT_MESSAGES,
  RESPONSE_VOICE_DEFAULTS,
  RESPONSE_VOICE_TONES,
  type ResponseDraft,
  type ResponseDraftAspect,
  type ResponseVoice,
  type ResponseVoiceBody,
  type ResponseVoiceQuery,
  type ResponseVoiceTone,
  type ResponseWriterKind,
} from '../schemas/response-drafts';
export type {
  ResponseTemplate,
  ResponseTemplateContext,
  ResponseTemplateCreateBody,
  ResponseTemplateListQuery,
  ResponseTemplatePlaceholder,
  ResponseTemplateUpdateBody,
} from '../schemas/response-templates';
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
} from '../schemas/responses';
export {
  REVIEW_IMPORT_COLUMNS,
  REVIEW_IMPORT_LIMITS,
  type ReviewImport,
  type ReviewImportStatus,
} from '../schemas/review-imports';
export type {
  ReviewNote,
  ReviewNoteCreateBody,
  ReviewNoteListQuery,
} from '../schemas/review-notes';
export type {
  Response,
  Response as ReviewResponse,
  ResponseStatus,
  Review,
  ReviewCreateBody,
  ReviewListQuery,
  ReviewStatus,
  ReviewType,
} from '../schemas/reviews';
export type {
  ReviewTag,
  ReviewTagCreateBody,
  ReviewTagDeleteQuery,
  ReviewTagListQuery,
  Tag,
  TagCreateBody,
  TagListQuery,
} from '../schemas/tags';
export type { TriageEcho, TriageMethod } from '../schemas/triage';
export {
  signWebhookBody,
  verifyWebhookSignature,
  WEBHOOK_EVENTS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookPayload,
  type WebhookTestEventData,
  type WebhookTestEventName,
  type WebhookWithSecret,
} from '../schemas/webhooks';
