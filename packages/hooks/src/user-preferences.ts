import type { Page, UserPreference, UserPreferenceListInput } from '@plaudit/api-client';
import { clean, type DataOptions, type DataResponse, usePlauditSWR } from './data/data-hooks';

/** GET /user_preferences?preference_type=saved_filters: the signed-in user's saved filters. */
export function useSavedFilters(
  query: UserPreferenceListInput | null = {},
  options?: DataOptions<Page<UserPreference>>,
): DataResponse<Page<UserPreference>> {
  const q = query && clean<UserPreferenceListInput>({ preference_type: 'saved_filters', ...query });
  return usePlauditSWR(
    'savedFilters',
    q ? [q] : null,
    (api) => api.userPreferences.list(q ?? {}),
    options,
  );
}
