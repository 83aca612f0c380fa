import { SPECIAL_HOURS_PAGE_SIZE } from '@plaudit/api-client/schemas';
import { usePlauditSWR } from './data/data-hooks';

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
