import { isPlauditKey } from '@plaudit/hooks';
import { useSWRConfig } from 'swr';

/** Refreshes every scorecard list, overview and page after a change (create, run, delete). */
export function useRefreshScorecards() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        isPlauditKey(key) && /^(partnerScorecard|sharedPartnerScorecard)/.test(String(key[3])),
      undefined,
      { revalidate: true },
    );
}
