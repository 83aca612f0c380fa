import type {
  Id,
  VisualReport,
  VisualReportData,
  VisualReportDataQuery,
  VisualReportListInput,
} from '@plaudit/api-client';
import {
  clean,
  type DataOptions,
  itemHook,
  listHook,
  skip,
  usePlauditSWR,
} from './data/data-hooks';

/** GET /visual_reports: the reports the user may see (own, shared with them or everyone). */
export const useVisualReports = listHook<VisualReport, VisualReportListInput>(
  'visualReports',
  (api, q) => api.visualReports.list(q),
);

/** GET /visual_reports/{id}. */
export const useVisualReport = itemHook<VisualReport>('visualReport', (api, id) =>
  api.visualReports.get(id),
);

/** GET /visual_reports/{id}/data: every block's figures (`from` / `to` override the preset). */
export function useVisualReportData(
  id: Id | null | undefined,
  query?: VisualReportDataQuery,
  options?: DataOptions<VisualReportData>,
) {
  const q = clean(query);
  return usePlauditSWR(
    'visualReportData',
    skip(id) ? null : [String(id), q],
    (api) => api.visualReports.data(id as Id, q),
    options,
  );
}
