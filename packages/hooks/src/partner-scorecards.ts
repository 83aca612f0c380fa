import type {
  Id,
  Page,
  PartnerScorecard,
  PartnerScorecardDetail,
  PartnerScorecardLead,
  PartnerScorecardListInput,
  PartnerScorecardOverview,
  PartnerScorecardPlace,
} from '@plaudit/api-client';
import {
  type DataOptions,
  type DataResponse,
  itemHook,
  listHook,
  skip,
  usePlauditSWR,
} from './data/data-hooks';

/** GET /partner_scorecards: the partner's scorecards with their newest snapshot. */
export const usePartnerScorecards = listHook<PartnerScorecard, PartnerScorecardListInput>(
  'partnerScorecards',
  (api, q) => api.partnerScorecards.list(q),
);

/** GET /partner_scorecards/{id}: with every snapshot, newest first. */
export const usePartnerScorecard = itemHook<PartnerScorecardDetail>('partnerScorecard', (api, id) =>
  api.partnerScorecards.get(id),
);

/** GET /partner_scorecards/overview (pass false to skip: no permission). */
export function usePartnerScorecardOverview(
  enabled = true,
): DataResponse<PartnerScorecardOverview> {
  return usePlauditSWR('partnerScorecardOverview', enabled ? [] : null, (api) =>
    api.partnerScorecards.overview(),
  );
}

/** GET /partner_scorecards/shared: a child account's scorecards its partner prepared. */
export function useSharedPartnerScorecards(enabled = true): DataResponse<PartnerScorecard[]> {
  return usePlauditSWR('sharedPartnerScorecards', enabled ? [] : null, (api) =>
    api.partnerScorecards.shared(),
  );
}

/** GET /partner_scorecards/places?keywords= (fewer than two characters: no search). */
export function usePartnerScorecardPlaces(
  keywords: string,
  options?: DataOptions<PartnerScorecardPlace[]>,
): DataResponse<PartnerScorecardPlace[]> {
  const k = keywords.trim();
  return usePlauditSWR(
    'partnerScorecardPlaces',
    k.length >= 2 ? [k] : null,
    (api) => api.partnerScorecards.searchPlaces({ keywords: k }),
    options,
  );
}

/** GET /partner_scorecards/{id}/leads, newest first. */
export function usePartnerScorecardLeads(
  id: Id | null | undefined,
  page = 1,
  options?: DataOptions<Page<PartnerScorecardLead>>,
): DataResponse<Page<PartnerScorecardLead>> {
  return usePlauditSWR(
    'partnerScorecardLeads',
    skip(id) ? null : [String(id), page],
    (api) => api.partnerScorecards.leads(id as Id, { page, per_page: 25 }),
    options,
  );
}
