import { listQuery } from './common';
import { date, type Infer, id, object, optional, refine } from './validate';

/**
 * Partner account reports: one row per child account of the partner with its
 * reviews, rating, response rate and time over the period, the health of its listings and
 * integrations now, and its trial status; with the totals. Decisions in
 * apps/console/src/features/partner-account-reports/README.md.
 */

export const PARTNER_ACCOUNT_REPORT_SORTS = [
  'account_name',
  'reviews',
  'average_rating',
  'response_rate',
  'response_time',
  'listings_in_sync',
  'integrations_broken',
  'trial_days_left',
] as const;
export type PartnerAccountReportSort = (typeof PARTNER_ACCOUNT_REPORT_SORTS)[number];

const period = {
  /** First day of the period (YYYY-MM-DD, UTC; default six months before today). */
  start_date: optional(date()),
  /** Last day of the period, included (default today). */
  end_date: optional(date()),
};
const periodInOrder = (q: { start_date?: string; end_date?: string }) =>
  q.start_date && q.end_date && q.start_date > q.end_date
    ? 'start_date must be on or before end_date'
    : null;

/** GET /partner_account_reports: the page of rows and the totals. */
export const partnerAccountReportQuery = refine(
  object({
    ...listQuery(PARTNER_ACCOUNT_REPORT_SORTS, 100),
    account_id: optional(id()),
    ...period,
  }),
  periodInOrder,
);
export type PartnerAccountReportQuery = Infer<typeof partnerAccountReportQuery>;

/** Filters of the `mta_accounts` and `mta_integrations` exports. */
export const partnerAccountExportFilters = refine(object(period), periodInOrder);
export type PartnerAccountExportFilters = Infer<typeof partnerAccountExportFilters>;

/** An integration's health as the report counts it. */
export const INTEGRATION_HEALTHS = ['connected', 'broken', 'expired', 'pending'] as const;
export type IntegrationHealth = (typeof INTEGRATION_HEALTHS)[number];

export type PartnerAccountTrial = {
  /** The account is in its trial (status trial). */
  in_trial: boolean;
  /** Whole days left in the trial (0 on its last day), -1 without a trial end. */
  days_left: number;
  /** The account may use the product (not ended, expired or suspended). */
  active: boolean;
};

export type PartnerAccountFigures = {
  /** Reviews published in the period. */
  reviews: number;
  /** Average of the rated reviews of the period (2 decimals), null without any. */
  average_rating: number | null;
  /** Share (0-1, 4 decimals) of the period's reviews with a published response. */
  response_rate: number | null;
  /** Mean hours (1 decimal) from a review to its published response, over those answered. */
  response_time_hours: number | null;
  /** Locations whose listings are all in sync, now. */
  listings_in_sync: number;
  /** Locations with listings (any directory status but not available). */
  listings_total: number;
  /** listings_in_sync / listings_total (0-1, 4 decimals), null without listings. */
  listings_in_sync_rate: number | null;
  integrations_connected: number;
  integrations_broken: number;
  integrations_expired: number;
  integrations_pending: number;
  integrations_total: number;
};

export type PartnerAccountReportRow = PartnerAccountFigures & {
  account_id: number;
  account_name: string;
  status: 'active' | 'trial' | 'pending' | 'expired' | 'suspended';
  trial: PartnerAccountTrial;
};

export type PartnerAccountReportTotals = PartnerAccountFigures & {
  accounts: number;
  /** Child accounts whose status is trial, ended trials included. */
  trials: number;
  /** Child accounts that can use Plaudit now (subscribed, or in a trial that has not ended). */
  active_accounts: number;
  /** Of the active accounts, those in a trial that has not ended. */
  active_trials: number;
};

/** GET /partner_account_reports */
export type PartnerAccountReport = {
  period: { start_date: string; end_date: string };
  totals: PartnerAccountReportTotals;
  accounts: PartnerAccountReportRow[];
  paging: { page: number; per_page: number; total: number; total_pages: number };
};
