import type { ReviewUrl } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';

/** Yelp's rules forbid asking customers for reviews: it is never offered on request pages. */
const FEEDBACK_FORBIDDEN = ['yelp'];

/**
 * A location's review sites: each directory listing with a URL. Google's link opens its
 * "write a review" form for the listing's place id.
 */
export function reviewUrlsQuery(db: Db, accountId: number, locationId: number) {
  return db
    .selectFrom('location_directories as d')
    .innerJoin('sources as s', 's.id', 'd.source_id')
    .select([
      'd.id',
      'd.location_id',
      'd.source_id',
      's.name as source_name',
      's.code as source_code',
      sql<string>`case when s.directory_code = 'google_maps' and d.reference_id is not null
        then 'https://search.google.com/local/writereview?placeid=' || d.reference_id
        else d.listing_url end`.as('link'),
    ])
    .where('d.account_id', '=', accountId)
    .where('d.location_id', '=', locationId)
    .where('d.listing_url', 'is not', null);
}

export const toReviewUrl = (r: Omit<ReviewUrl, 'source_feedback_forbidden'>): ReviewUrl => ({
  ...r,
  source_feedback_forbidden: FEEDBACK_FORBIDDEN.includes(r.source_code),
});

/** The review sites a request page offers: the chosen ones (or all), never a forbidden one. */
export async function requestReviewUrls(
  db: Db,
  accountId: number,
  locationId: number,
  chosen: number[] | null,
): Promise<ReviewUrl[]> {
  let q = reviewUrlsQuery(db, accountId, locationId).where('s.code', 'not in', FEEDBACK_FORBIDDEN);
  if (chosen?.length) q = q.where('d.id', 'in', chosen);
  const rows = await q.orderBy('s.ordinal').orderBy('s.name').execute();
  return rows.map(toReviewUrl);
}
