// Figures and reports: metrics, insights, location performance, visual reports, exports, partner reports and scorecards.
// Each call is a standalone function taking the client first (tree-shakeable); the types and
// constants of the same areas follow (runtime schemas live in '@plaudit/api-client/schemas').

export {
  createExportFile,
  downloadReviewsCsv,
  type ExportFileCreateInput,
  getExportFile,
} from '../resources/exports';
export {
  type CategoryInsightsInput,
  getCategoryInsights,
  getCategoryRank,
  getMentionedKeywords,
  getReviewKeywords,
  type MentionedKeywordsInput,
} from '../resources/insights';
export {
  getMetricsOverview,
  getMetricsSources,
  getNpsScore,
  listMetricsBreakdown,
  type MetricsBreakdownInput,
  type MetricsNpsInput,
  type MetricsOverviewInput,
  type MetricsSourcesInput,
} from '../resources/metrics';
export { getPartnerAccountReport } from '../resources/partner-account-reports';
export {
  createPartnerScorecard,
  deletePartnerScorecard,
  getPartnerScorecard,
  getPartnerScorecardOverview,
  getPublicPartnerScorecard,
  listPartnerScorecardLeads,
  listPartnerScorecards,
  listSharedPartnerScorecards,
  type PartnerScorecardListInput,
  rerunPartnerScorecard,
  searchPartnerScorecardPlaces,
  sendPartnerScorecardLead,
} from '../resources/partner-scorecards';
export { listPrescriptiveInsights } from '../resources/prescriptive-insights';
export {
  createScheduledExport,
  deleteScheduledExport,
  getScheduledExport,
  listScheduledExports,
  type ScheduledExportListInput,
  unsubscribeScheduledExport,
  updateScheduledExport,
} from '../resources/scheduled-exports';
export {
  createVisualReport,
  deleteVisualReport,
  duplicateVisualReport,
  getVisualReport,
  getVisualReportData,
  listVisualReports,
  updateVisualReport,
  type VisualReportCreateInput,
  type VisualReportListInput,
} from '../resources/visual-reports';
export type {
  ExportableResource,
  ExportFile,
  ExportFileCreateBody,
  ExportFileStatus,
} from '../schemas/exports';
export type {
  MetricsBreakdownQuery,
  MetricsBreakdownRow,
  MetricsBreakdownView,
  MetricsChange,
  MetricsFigures,
  MetricsNpsQuery,
  MetricsOverview,
  MetricsOverviewQuery,
  MetricsPeriod,
  MetricsSources,
  MetricsSourcesQuery,
  MonthlyMetrics,
  NpsFigures,
  NpsScore,
  SourceMetrics,
} from '../schemas/metrics';
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
} from '../schemas/partner-account-reports';
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
} from '../schemas/partner-scorecards';
export { PARTNER_SCORECARD_GRADES } from '../schemas/partner-scorecards';
export type {
  PrescriptiveInsight,
  PrescriptiveInsightCell,
  PrescriptiveInsightRule,
  PrescriptiveInsights,
  PrescriptiveInsightsQuery,
} from '../schemas/prescriptive-insights';
export { PRESCRIPTIVE_INSIGHT_RULES } from '../schemas/prescriptive-insights';
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
} from '../schemas/scheduled-exports';
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
} from '../schemas/visual-reports';
export {
  VISUAL_REPORT_BLOCK_KINDS,
  VISUAL_REPORT_DATE_PRESETS,
  VISUAL_REPORT_DISPLAYS,
  VISUAL_REPORT_FILE_TYPES,
  VISUAL_REPORT_MAX_BLOCKS,
  VISUAL_REPORT_SHARING,
} from '../schemas/visual-reports';
