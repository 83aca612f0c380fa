import type { PartnerAccountReport, PlauditApi } from '@plaudit/api-client';
import { clean, usePlauditSWR } from './data/data-hooks';

type ReportQuery = NonNullable<Parameters<PlauditApi['partnerAccountReports']['get']>[0]>;

/** GET /partner_account_reports: the child accounts' figures and totals; null skips. */
export function usePartnerAccountReport(query: ReportQuery | null) {
  const q = query ? clean(query) : null;
  return usePlauditSWR<PartnerAccountReport>('partnerAccountReport', q ? [q] : null, (api) =>
    api.partnerAccountReports.get(q as ReportQuery),
  );
}
