import type { Response, Review } from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { notFound } from '../../http/errors';
import { waitingAutoResponses } from '../auto-response-rules/schedule-auto-response';

/** The account's reviews, without joins (filters and counts build on this). */
export function reviewsOf(db: Db, accountId: number) {
  return db.selectFrom('reviews as r').where('r.account_id', '=', accountId);
}
type ReviewsQuery = ReturnType<typeof reviewsOf>;

/** Adds the columns a review is sent with (location and source names). */
export function withReviewColumns(q: ReviewsQuery) {
  return q
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .innerJoin('sources as s', 's.id', 'r.source_id')
    .leftJoin('users as au', 'au.id', 'r.assigned_user_id')
    .select([
      'r.id',
      'r.account_id',
      'r.location_id',
      'l.name as location_name',
      'r.source_id',
      's.name as source_name',
      's.code as source_code',
      'r.rating',
      'r.author_name',
      'r.title',
      'r.content',
      'r.published_at',
      'r.status',
      'r.assigned_user_id',
      'au.name as assigned_user_name',
      'r.review_type',
      'r.sentiment',
      'r.url',
      'r.created_at',
      'r.updated_at',
    ]);
}
type ReviewRow = Awaited<
  ReturnType<ReturnType<typeof withReviewColumns>['executeTakeFirstOrThrow']>
>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A page of reviews with their responses and tags, in two batched queries. */
export async function serializeReviews(db: Db, rows: ReviewRow[]): Promise<Review[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [responses, tags, autoResponses] = await Promise.all([
    db
      .selectFrom('responses as p')
      .leftJoin('users as u', 'u.id', 'p.author_user_id')
      .select([
        'p.id',
        'p.review_id',
        'p.content',
        'p.status',
        'p.status_description',
        'p.published_at',
        'p.read_only',
        'p.source_id',
        'u.name as author_name',
        'p.created_at',
        'p.updated_at',
      ])
      .where('p.review_id', 'in', ids)
      .orderBy('p.created_at')
      .execute(),
    db
      .selectFrom('review_tags as rt')
      .innerJoin('tags as t', 't.id', 'rt.tag_id')
      .select(['rt.review_id', 't.name'])
      .where('rt.review_id', 'in', ids)
      .orderBy('t.name')
      .execute(),
    waitingAutoResponses(db, ids),
  ]);
  return rows.map((r) => ({
    ...r,
    sentiment: r.sentiment as Review['sentiment'],
    published_at: iso(r.published_at)!,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    responses: responses
      .filter((p) => p.review_id === r.id)
      .map(
        (p): Response => ({
          ...p,
          published_at: iso(p.published_at),
          created_at: iso(p.created_at)!,
          updated_at: iso(p.updated_at)!,
        }),
      ),
    tags: tags.filter((t) => t.review_id === r.id).map((t) => t.name),
    auto_response_at: iso(autoResponses.get(r.id) ?? null),
  }));
}

/** One review as GET /reviews/{id} answers it (404 when it is not the account's). */
export async function loadReview(db: Db, accountId: number, id: number): Promise<Review> {
  const row = await withReviewColumns(
    reviewsOf(db, accountId).where('r.id', '=', id),
  ).executeTakeFirst();
  if (!row) throw notFound('Review');
  const [review] = await serializeReviews(db, [row]);
  return review!;
}
