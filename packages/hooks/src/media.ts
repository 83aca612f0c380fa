import type { MediaListInput } from '@plaudit/api-client';
import { PHOTO_LIMITS } from '@plaudit/api-client/schemas';
import { usePlauditSWR } from './data/data-hooks';

/** A location's owner photos, Logo and Cover first, a page at a time. */
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

/**
 * The account's photo gallery (/photos): owner and customer photos of every
 * location, filtered, 8 a page, by category_rank then published_at, descending.
 */
export function useMediaGallery(query: Omit<MediaListInput, 'account_id'>) {
  return usePlauditSWR('mediaGallery', [JSON.stringify(query)], (api, accountId) =>
    api.media.list({
      account_id: accountId,
      per_page: PHOTO_LIMITS.pageSize,
      sort: { by: 'category_rank', order: 'desc' },
      ...query,
    }),
  );
}
