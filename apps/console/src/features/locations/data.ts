import {
  CATEGORY_PAGE_SIZE,
  PHOTO_LIMITS,
  SPECIAL_HOURS_PAGE_SIZE,
} from '@plaudit/api-client/schemas';
import { usePlauditSWR, useSources } from '@plaudit/hooks';
import { useMemo } from 'react';

/** Holiday hours of a location from `from` (today), by date, 250 a page. */
export function useSpecialHours(locationId: number | null, from: string) {
  return usePlauditSWR('specialHours', locationId ? [locationId, from] : null, (api, accountId) =>
    api.specialHours.list({
      account_id: accountId,
      location_id: locationId as number,
      start_date: from,
      sort: { by: 'start_date', order: 'asc' },
      per_page: SPECIAL_HOURS_PAGE_SIZE,
    }),
  );
}

export function useSourceOverrides(locationId: number | null) {
  return usePlauditSWR('sourceOverrides', locationId ? [locationId] : null, (api) =>
    api.locationSourceOverrides.list({
      location_id: locationId as number,
      sort: { by: 'source_id', order: 'asc' },
    }),
  );
}

export function useLocationIssues(locationId: number | null, enabled: boolean) {
  return usePlauditSWR('issues', enabled && locationId ? [locationId] : null, (api, accountId) =>
    api.issues.list({ account_id: accountId, location_id: locationId as number }),
  );
}

export function useEligibility(locationId: number | null, enabled: boolean) {
  return usePlauditSWR(
    'eligibility',
    enabled && locationId ? [locationId] : null,
    (api, accountId) =>
      api.localListings.eligibility(locationId as number, { account_id: accountId }),
  );
}

export function useLocationPreview(enabled: boolean) {
  return usePlauditSWR('locationPreview', enabled ? [1] : null, (api, accountId) =>
    api.billing.locationPreview(accountId, { num_added_locations: 1 }),
  );
}

export function useCategorySearch(term: string) {
  return usePlauditSWR('categories', [term], (api) =>
    api.categories.list({
      keywords: term || undefined,
      search_type: 'typeahead',
      per_page: CATEGORY_PAGE_SIZE,
    }),
  );
}

export function useMedia(locationId: number | null, page: number) {
  return usePlauditSWR('media', locationId ? [locationId, page] : null, (api, accountId) =>
    api.media.list({
      account_id: accountId,
      location_id: locationId as number,
      type: 'owner',
      page,
      per_page: PHOTO_LIMITS.pageSize,
      sort: { by: 'category_rank', order: 'desc' },
    }),
  );
}

/** Logo and Cover first, then the other photo categories. */
export function useMediaCategories(enabled: boolean) {
  return usePlauditSWR('mediaCategories', enabled ? [] : null, (api) =>
    api.mediaCategories.list({ per_page: 100, sort: { by: 'rank', order: 'desc' } }),
  );
}

/** The directories (sources with listings), by ordinal. */
export function useDirectories() {
  const { data, error, isLoading } = useSources({ per_page: 100 });
  const directories = useMemo(() => (data?.items ?? []).filter((s) => s.is_directory), [data]);
  return { directories, error, isLoading };
}

/**
 * The account's owner photos (all locations), newest first, for the photo wizard
 * without upload; 100 a page.
 */
export function useAccountMedia(enabled: boolean, page: number) {
  return usePlauditSWR('media', enabled ? ['account', page] : null, (api, accountId) =>
    api.media.list({
      account_id: accountId,
      type: 'owner',
      page,
      per_page: 100,
      sort: { by: 'created_at', order: 'desc' },
    }),
  );
}
