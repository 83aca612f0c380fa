import type { ReviewListQuery } from '@plaudit/api-client/schemas';
import type { Db } from '../db/open-database';
import { badRequest } from '../http/errors';
import { likeContains } from '../http/list';

/** The account's reviews, without joins (filters, counts and the review's columns build on this). */
export function reviewsOf(db: Db, accountId: number) {
  return db.selectFrom('reviews as r').where('r.account_id', '=', accountId);
}

export const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

/** Applies the review filters of spec 1 (dates are whole UTC days, both ends included). */
export function filterReviews(db: Db, accountId: number, q: ReviewListQuery) {
  let base = reviewsOf(db, accountId);
  if (q.published_after && q.published_before && q.published_after > q.published_before)
    throw badRequest('published_after must not be after published_before');
  if (q.published_after)
    base = base.where('r.published_at', '>=', new Date(`${q.published_after}T00:00:00Z`));
  if (q.published_before) base = base.where('r.published_at', '<', nextDay(q.published_before));
  const groupIds = [...(q.group_ids ?? []), ...(q.group_id ? [q.group_id] : [])];
  if (groupIds.length)
    base = base.where('r.location_id', 'in', (eb) =>
      eb
        .selectFrom('group_locations')
        .select('location_id')
        .where('group_id', 'in', groupIds)
        .where('account_id', '=', accountId),
    );
  const locationIds = [...(q.location_ids ?? []), ...(q.location_id ? [q.location_id] : [])];
  if (locationIds.length) base = base.where('r.location_id', 'in', locationIds);
  const sourceIds =
    q.source_id === undefined ? [] : Array.isArray(q.source_id) ? q.source_id : [q.source_id];
  if (sourceIds.length) base = base.where('r.source_id', 'in', sourceIds);
  if (q.rating?.length) base = base.where('r.rating', 'in', q.rating.map(Number));
  if (q.min_rating !== undefined) base = base.where('r.rating', '>=', q.min_rating);
  if (q.sentiment)
    base = base.where(
      'r.sentiment',
      '=',
      q.sentiment === '1' || q.sentiment === 'positive' ? 1 : -1,
    );
  if (q.status?.length) base = base.where('r.status', 'in', q.status);
  if (q.assigned_user_id !== undefined)
    base = base.where('r.assigned_user_id', '=', q.assigned_user_id);
  if (q.unassigned === true) base = base.where('r.assigned_user_id', 'is', null);
  if (q.unassigned === false) base = base.where('r.assigned_user_id', 'is not', null);
  if (q.dispute_status?.length) {
    const statuses = q.dispute_status;
    // The review's latest dispute (a withdrawn one followed by a new flag is flagged).
    base = base.where((eb) =>
      eb(
        eb
          .selectFrom('disputes as d')
          .select('d.status')
          .whereRef('d.review_id', '=', 'r.id')
          .orderBy('d.id', 'desc')
          .limit(1),
        'in',
        statuses,
      ),
    );
  }
  if (q.review_types?.length) base = base.where('r.review_type', 'in', q.review_types);
  const text = q.search_terms ?? q.keywords;
  if (text) {
    const k = likeContains(text);
    base = base.where((eb) =>
      eb.or([
        eb('r.content', 'ilike', k),
        eb('r.title', 'ilike', k),
        eb('r.author_name', 'ilike', k),
      ]),
    );
  }
  return base;
}
