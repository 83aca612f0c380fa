import { LOCATION_SYNC_STATUSES, type LocationSyncStatus } from '@plaudit/api-client/schemas';
import { filterId, useFilters } from '@plaudit/hooks';
import { useSearchParams } from 'react-router';

const listParam = (p: URLSearchParams, key: string) =>
  p
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The Local Listings table's query from the URL: the shared filter bar's group and
 * location, and the page's own status, source, page and sort parameters, with
 * `update` to change them (everything but paging goes back to page 1).
 */
export function useListingsQuery(perPage: number) {
  const [params, setParams] = useSearchParams();
  const { filters } = useFilters({ defaultDateDescriptor: 'sixMonths' });
  const statuses = listParam(params, 'status');
  // Only the statuses the API knows reach it (a hand-edited URL filters nothing rather than failing).
  const syncStatuses = statuses.filter((s): s is LocationSyncStatus =>
    (LOCATION_SYNC_STATUSES as readonly string[]).includes(s),
  );
  const directories = listParam(params, 'directory');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortBy = params.get('sort[by]');
  const sortOrder: 'asc' | 'desc' = params.get('sort[order]') === 'desc' ? 'desc' : 'asc';
  const groupId = filterId(filters.groupId);
  const locationId = filterId(filters.locationId);

  /** Writes listing parameters; everything but paging resets the page to 1. */
  const update = (patch: Record<string, string | null>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };

  const query = {
    group_id: groupId,
    location_id: locationId,
    statuses: syncStatuses.length ? syncStatuses : undefined,
    directories: directories.map(Number).filter((n) => n > 0),
    page,
    per_page: perPage,
    sort: sortBy ? { by: sortBy as 'name', order: sortOrder as 'asc' } : undefined,
  };
  return { statuses, directories, page, sortBy, sortOrder, groupId, locationId, update, query };
}
