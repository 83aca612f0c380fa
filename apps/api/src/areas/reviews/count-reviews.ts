import type { ReviewListQuery } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';

/** The list filters review_daily_counts can answer (dates are whole UTC days, as in filterReviews). */
const DAY_COUNT_KEYS = new Set([
  'page',
  'per_page',
  'sort',
  'account_id',
  'published_after',
  'published_before',
  'rating',
  'min_rating',
]);

/**
 * The total of GET /reviews counted from review_daily_counts (migration 0197: reviews per
 * account, rating and UTC day, kept exact by triggers) when the list is filtered by dates and
 * ratings only: a few hundred rows per rating instead of every matching review. Null for any
 * other filter; the caller then counts the reviews themselves.
 */
export function countFromDailyCounts(db: Db, accountId: number, q: ReviewListQuery) {
  const onlyDaysAndRatings = Object.entries(q).every(
    ([key, value]) =>
      value === undefined ||
      DAY_COUNT_KEYS.has(key) ||
      (Array.isArray(value) && value.length === 0),
  );
  if (!onlyDaysAndRatings) return null;
  let query = db
    .selectFrom('review_daily_counts as d')
    .select(sql<number>`coalesce(sum(d.reviews), 0)`.as('total'))
    .where('d.account_id', '=', accountId);
  if (q.published_after) query = query.where('d.day', '>=', q.published_after);
  if (q.published_before) query = query.where('d.day', '<=', q.published_before);
  if (q.rating?.length) query = query.where('d.rating', 'in', q.rating.map(Number));
  if (q.min_rating !== undefined) query = query.where('d.rating', '>=', q.min_rating);
  return query;
}
