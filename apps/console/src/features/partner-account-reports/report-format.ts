import type { PartnerAccountReportRow, PartnerAccountReportTotals } from '@plaudit/api-client';

/** The period the report opens with (the other reports' default). */
export const PARTNER_REPORT_DEFAULT_DATE = 'sixMonths' as const;
export const PARTNER_REPORT_PAGE_SIZE = 25;

const EMPTY = '--';

export const formatCount = (n: number | null | undefined) =>
  n == null ? EMPTY : n.toLocaleString();

export const formatRating = (n: number | null | undefined) =>
  n == null
    ? EMPTY
    : n.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A share 0-1 as a whole percentage ('--' when there is nothing to share). */
export const formatPercent = (n: number | null | undefined) =>
  n == null ? EMPTY : `${Math.round(n * 100)}%`;

/** Hours as '45 min', '3.5 h' or '2.1 days'. */
export function formatHours(h: number | null | undefined): string {
  if (h == null) return EMPTY;
  if (h < 1) return `${Math.max(1, Math.round(h * 60))} min`;
  if (h < 48) return `${Math.round(h * 10) / 10} h`;
  return `${Math.round((h / 24) * 10) / 10} days`;
}

/**
 * What the Accounts figure is made of, in parts that add up to it: '3 active, 1 of them in
 * trial' and, when some cannot use Plaudit now, '· 1 inactive' (ended trials, expired, suspended).
 */
export function accountsDetail(
  t: Pick<PartnerAccountReportTotals, 'accounts' | 'active_accounts' | 'active_trials'>,
): string {
  const active = `${formatCount(t.active_accounts)} active`;
  const trials = t.active_trials > 0 ? `, ${formatCount(t.active_trials)} of them in trial` : '';
  const inactive = t.accounts - t.active_accounts;
  return `${active}${trials}${inactive > 0 ? ` · ${formatCount(inactive)} inactive` : ''}`;
}

/** The trial column: 'Trial · 4 days left', 'Trial ended', 'Active' or 'Inactive'. */
export function trialText(r: Pick<PartnerAccountReportRow, 'trial'>): string {
  const { in_trial, days_left, active } = r.trial;
  if (in_trial) {
    if (!active) return 'Trial ended';
    if (days_left === 0) return 'Trial · ends today';
    if (days_left > 0) return `Trial · ${days_left} ${days_left === 1 ? 'day' : 'days'} left`;
    return 'Trial';
  }
  return active ? 'Active' : 'Inactive';
}

/** Where the integrations link of a row leads: the problem first (expired, broken), else connected. */
export function integrationsHref(
  r: Pick<
    PartnerAccountReportRow,
    'integrations_expired' | 'integrations_broken' | 'integrations_pending'
  >,
): string {
  const status =
    r.integrations_expired > 0
      ? 'expired'
      : r.integrations_broken > 0
        ? 'inactive'
        : r.integrations_pending > 0
          ? 'access_requested'
          : 'active';
  return `/accounts/integrations?integration_status=${status}`;
}
