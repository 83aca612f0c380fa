import type {
  PartnerAccountReport,
  PartnerAccountReportQuery,
} from '../schemas/partner-account-reports';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { ListInput } from './resource';

/** GET /partner_account_reports: the child accounts' figures (a page of rows) and the totals. */
export function getPartnerAccountReport(
  client: Client,
  query?: ListInput<PartnerAccountReportQuery>,
  options?: CallOptions,
): Promise<PartnerAccountReport> {
  return client.request<PartnerAccountReport>('GET', '/partner_account_reports', {
    ...options,
    query: query as QueryParams,
  });
}

export const partnerAccountReports = {
  get: getPartnerAccountReport,
};
