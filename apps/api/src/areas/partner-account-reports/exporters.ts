import {
  type PartnerAccountExportFilters,
  partnerAccountExportFilters,
} from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import type { CsvValue } from '../../http/csv';
import { forbidden } from '../../http/errors';
import { registerExporter } from '../exports/registry';
import { childIntegrations, integrationHealth, partnerAccountReport, reportPeriod } from './report';

/** The console's names (`from`, `to`) and a scheduled send's range become the period. */
function normalize(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const pick = (...keys: string[]) => keys.map((k) => raw[k]).find((v) => v != null && v !== '');
  const start = pick('start_date', 'from', 'published_after');
  const end = pick('end_date', 'to', 'published_before');
  if (start !== undefined) out.start_date = start;
  if (end !== undefined) out.end_date = end;
  return out;
}

async function partnerOnly(db: Db, accountId: number) {
  const row = await db
    .selectFrom('accounts')
    .select('is_parent')
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!row?.is_parent) throw forbidden('Only partner accounts have child accounts.');
}

const pct = (rate: number | null) => (rate === null ? '' : Math.round(rate * 1000) / 10);
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');

export const MTA_ACCOUNTS_HEADER = [
  'Account ID',
  'Account',
  'Status',
  'Reviews',
  'Average Rating',
  'Response Rate (%)',
  'Response Time (hours)',
  'Locations In Sync',
  'Locations With Listings',
  'Listings In Sync (%)',
  'Integrations Connected',
  'Integrations Broken',
  'Integrations Expired',
  'Integrations Pending',
  'Trial',
  'Trial Days Left',
  'Active',
  'Period Start',
  'Period End',
] as const;

/** mta_accounts: the partner account report, one row per child account, then the totals. */
registerExporter<PartnerAccountExportFilters>('mta_accounts', {
  permission: 'account',
  normalize,
  filters: partnerAccountExportFilters,
  check: partnerOnly,
  header: MTA_ACCOUNTS_HEADER,
  async *rows({ db, accountId, filters }) {
    const period = reportPeriod(filters.start_date, filters.end_date);
    const { rows, totals } = await partnerAccountReport(db, accountId, period);
    if (rows.length === 0) return;
    const figures = (r: (typeof rows)[number] | typeof totals): CsvValue[] => [
      r.reviews,
      r.average_rating ?? '',
      pct(r.response_rate),
      r.response_time_hours ?? '',
      r.listings_in_sync,
      r.listings_total,
      pct(r.listings_in_sync_rate),
      r.integrations_connected,
      r.integrations_broken,
      r.integrations_expired,
      r.integrations_pending,
    ];
    yield [
      ...rows.map((r): CsvValue[] => [
        r.account_id,
        r.account_name,
        r.status,
        ...figures(r),
        r.trial.in_trial ? 'yes' : 'no',
        r.trial.in_trial && r.trial.days_left >= 0 ? r.trial.days_left : '',
        r.trial.active ? 'yes' : 'no',
        period.start_date,
        period.end_date,
      ]),
      [
        '',
        `Total (${totals.accounts} accounts)`,
        '',
        ...figures(totals),
        totals.trials,
        '',
        totals.active_accounts,
        period.start_date,
        period.end_date,
      ],
    ];
  },
});

export const MTA_INTEGRATIONS_HEADER = [
  'Integration ID',
  'Account ID',
  'Account',
  'Integration',
  'Source Code',
  'Status',
  'Health',
  'Token Expires At',
  'Last Synced At',
  'Last Sync Error',
  'Connected At',
] as const;

/** mta_integrations: every integration of every child account with its status and health. */
registerExporter<PartnerAccountExportFilters>('mta_integrations', {
  permission: 'child_integration',
  normalize: () => ({}),
  filters: partnerAccountExportFilters,
  check: partnerOnly,
  header: MTA_INTEGRATIONS_HEADER,
  async *rows({ db, accountId }) {
    const now = new Date();
    const rows = await childIntegrations(db, accountId);
    if (rows.length === 0) return;
    yield rows.map((i): CsvValue[] => [
      i.id,
      i.account_id,
      i.account_name,
      i.source_name,
      i.source_code,
      i.status,
      integrationHealth(i, now),
      iso(i.expires_at),
      iso(i.last_synced_at),
      i.last_sync_error ?? '',
      iso(i.created_at),
    ]);
  },
});
