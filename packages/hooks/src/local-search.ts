import type {
  LocalSearchLocation,
  LocalSearchOverview,
  LocalSearchReport,
} from '@plaudit/api-client';
import { type DataOptions, itemHook, usePlauditSWR } from './data/data-hooks';

/** GET /local_search/locations: the account's locations with their grid and tracked keywords. */
export function useLocalSearchLocations(options?: DataOptions<LocalSearchLocation[]>) {
  return usePlauditSWR('localSearchLocations', [], (api) => api.localSearch.locations(), options);
}

/** GET /local_search/overview: figures over the latest scans (read or preview). Pass false to skip. */
export function useLocalSearchOverview(enabled = true) {
  return usePlauditSWR<LocalSearchOverview>('localSearchOverview', enabled ? [] : null, (api) =>
    api.localSearch.overview(),
  );
}

/** GET /local_search/keywords/{id}/report: the latest scan per point, trend and competitors. */
export const useLocalSearchReport = itemHook<LocalSearchReport>('localSearchReport', (api, id) =>
  api.localSearch.report(id),
);
