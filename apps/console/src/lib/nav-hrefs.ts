import { filterHref } from '@plaudit/hooks';

// Apart from lib/paths.ts: these links carry filters (and the filter code with them), which the
// public pages (/login, /signup, ...) that use lib/paths.ts do not need.

/** Navigation links: six months; reviews and keywords: thirty days (spec 1 section 2). */
export const navHref = {
  dashboard: () => filterHref('/dashboard', { dateDescriptor: 'sixMonths' }),
  locationPerformance: () => filterHref('/dashboard/locations', { dateDescriptor: 'sixMonths' }),
  reviews: () => filterHref('/reviews', { dateDescriptor: 'thirtyDays' }),
  keywords: () => filterHref('/dashboard/keywords', { dateDescriptor: 'thirtyDays' }),
};
