import * as v from 'valibot';
import { ACCOUNT_STATUSES } from './auth';
import { listQuery } from './common';
import { answer, date, type Infer, id, object, optional, refine, type Schema } from './validate';
import { described } from './validation/described';

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

const partnerAccountTrialFields = answer(
  v.object({
    in_trial: described('The account is in its trial (status trial).', v.boolean()),
    days_left: described(
      'Whole days left in the trial (0 on its last day), -1 without a trial end.',
      v.number(),
    ),
    active: described(
      'The account may use the product (not ended, expired or suspended).',
      v.boolean(),
    ),
  }),
);
export interface PartnerAccountTrial extends Infer<typeof partnerAccountTrialFields> {}
export const partnerAccountTrialAnswer: Schema<PartnerAccountTrial> = partnerAccountTrialFields;

const figuresEntries = {
  reviews: described('Reviews published in the period.', v.number()),
  average_rating: described(
    'Average of the rated reviews of the period (2 decimals), null without any.',
    v.nullable(v.number()),
  ),
  response_rate: described(
    "Share (0-1, 4 decimals) of the period's reviews with a published response.",
    v.nullable(v.number()),
  ),
  response_time_hours: described(
    'Mean hours (1 decimal) from a review to its published response, over those answered.',
    v.nullable(v.number()),
  ),
  listings_in_sync: described('Locations whose listings are all in sync, now.', v.number()),
  listings_total: described(
    'Locations with listings (any directory status but not available).',
    v.number(),
  ),
  listings_in_sync_rate: described(
    'listings_in_sync / listings_total (0-1, 4 decimals), null without listings.',
    v.nullable(v.number()),
  ),
  integrations_connected: v.number(),
  integrations_broken: v.number(),
  integrations_expired: v.number(),
  integrations_pending: v.number(),
  integrations_total: v.number(),
};
const partnerAccountFiguresFields = answer(v.object(figuresEntries));
export interface PartnerAccountFigures extends Infer<typeof partnerAccountFiguresFields> {}

const partnerAccountReportRowFields = answer(
  v.object({
    ...figuresEntries,
    account_id: v.number(),
    account_name: v.string(),
    status: v.picklist(ACCOUNT_STATUSES),
    trial: partnerAccountTrialAnswer,
  }),
);
export interface PartnerAccountReportRow extends Infer<typeof partnerAccountReportRowFields> {}
export const partnerAccountReportRowAnswer: Schema<PartnerAccountReportRow> =
  partnerAccountReportRowFields;

const partnerAccountReportTotalsFields = answer(
  v.object({
    ...figuresEntries,
    accounts: v.number(),
    trials: described('Child accounts whose status is trial, ended trials included.', v.number()),
    active_accounts: described(
      'Child accounts that can use Plaudit now (subscribed, or in a trial that has not ended).',
      v.number(),
    ),
    active_trials: described(
      'Of the active accounts, those in a trial that has not ended.',
      v.number(),
    ),
  }),
);
export interface PartnerAccountReportTotals
  extends Infer<typeof partnerAccountReportTotalsFields> {}
export const partnerAccountReportTotalsAnswer: Schema<PartnerAccountReportTotals> =
  partnerAccountReportTotalsFields;

export const partnerAccountReportAnswer = answer(
  described(
    'GET /partner_account_reports',
    v.object({
      period: v.object({ start_date: v.string(), end_date: v.string() }),
      totals: partnerAccountReportTotalsAnswer,
      accounts: v.array(partnerAccountReportRowAnswer),
      paging: v.object({
        page: v.number(),
        per_page: v.number(),
        total: v.number(),
        total_pages: v.number(),
      }),
    }),
  ),
);
/** GET /partner_account_reports */
export interface PartnerAccountReport extends Infer<typeof partnerAccountReportAnswer> {}
