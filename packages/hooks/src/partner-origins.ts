import type { PartnerOrigin, PartnerOriginListInput } from '@plaudit/api-client';
import { listHook } from './data/data-hooks';

/** GET /partner_origins: the origins allowed to call the API (partner administrators). */
export const usePartnerOrigins = listHook<PartnerOrigin, PartnerOriginListInput>(
  'partnerOrigins',
  (api, q) => api.partnerOrigins.list(q),
);
