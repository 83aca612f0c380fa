import {
  DISPUTE_REPORT_PAGES,
  type DisputeReason,
  type DisputeStatus,
  type Response,
  type Review,
  type ReviewDispute,
} from '@plaudit/api-client/schemas';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { waitingAutoResponses } from '../../domain/auto-response-wait';
import { reviewsOf } from '../../domain/filter-reviews';
import { notFound } from '../../http/errors';

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
      'l.public_name as location_public_name',
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
export type ReviewRow = Awaited<
  ReturnType<ReturnType<typeof withReviewColumns>['executeTakeFirstOrThrow']>
>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A response as read for a review (dates as Dates, or as text when built as JSON). */
type ResponseRead = Omit<Response, 'published_at' | 'created_at' | 'updated_at'> & {
  published_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The response's keys as the API sends them, and the columns they come from. */
const RESPONSE_FIELDS = [
  ['id', '"p"."id"'],
  ['review_id', '"p"."review_id"'],
  ['content', '"p"."content"'],
  ['status', '"p"."status"'],
  ['status_description', '"p"."status_description"'],
  ['published_at', '"p"."published_at"'],
  ['read_only', '"p"."read_only"'],
  ['source_id', '"p"."source_id"'],
  ['author_name', '"u"."name"'],
  ['created_at', '"p"."created_at"'],
  ['updated_at', '"p"."updated_at"'],
]
  .map(([key, column]) => `'${key}', ${column}`)
  .join(', ');

/** A review's latest dispute as read with it (the report page comes from its source). */
export type DisputeRead = { id: number; reason: DisputeReason; status: DisputeStatus };

const reviewDispute = (d: DisputeRead | null, sourceCode: string): ReviewDispute | null => {
  if (!d) return null;
  const url = DISPUTE_REPORT_PAGES[sourceCode];
  return { ...d, report_url: url && /^https?:\/\//.test(url) ? url : null };
};

/**
 * A review's responses, tags and waiting automatic response as three columns of the query that
 * reads it (`ref` is the review's id column), so a page of reviews is one round trip, not two
 * (serializeReviews' batched queries). auto_response_at: the queued or running job
 * `auto-response:<id>` (domain/auto-response-wait.ts; dedupe_key is unique).
 */
export function reviewRelations(ref: RawBuilder<unknown>) {
  return [
    sql<ResponseRead[]>`coalesce((select json_agg(json_build_object(${sql.raw(
      RESPONSE_FIELDS,
    )}) order by "p"."created_at") from "responses" as "p" left join "users" as "u" on "u"."id" = "p"."author_user_id" where "p"."review_id" = ${ref}), '[]'::json)`.as(
      'responses',
    ),
    sql<
      string[]
    >`array(select "t"."name" from "review_tags" as "rt" inner join "tags" as "t" on "t"."id" = "rt"."tag_id" where "rt"."review_id" = ${ref} order by "t"."name")`.as(
      'tags',
    ),
    sql<Date | null>`(select "j"."run_at" from "jobs" as "j" where "j"."dedupe_key" = 'auto-response:' || ${ref} and "j"."status" in ('queued', 'running'))`.as(
      'auto_response_at',
    ),
    sql<DisputeRead | null>`(select json_build_object('id', "d"."id", 'reason', "d"."reason", 'status', "d"."status") from "disputes" as "d" where "d"."review_id" = ${ref} order by "d"."id" desc limit 1)`.as(
      'dispute',
    ),
  ];
}

/**
 * One review as the API sends it, from its row (withReviewColumns' columns), its responses,
 * tags and waiting automatic response. The bare baseline of bench/api.bench.ts calls this too.
 */
export function toReview(
  r: ReviewRow,
  responses: readonly ResponseRead[],
  tags: string[],
  autoResponseAt: Date | string | null,
  dispute: DisputeRead | null = null,
): Review {
  return {
    id: r.id,
    account_id: r.account_id,
    location_id: r.location_id,
    location_name: r.location_name,
    location_public_name: r.location_public_name,
    source_id: r.source_id,
    source_name: r.source_name,
    source_code: r.source_code,
    rating: r.rating,
    author_name: r.author_name,
    title: r.title,
    content: r.content,
    published_at: iso(r.published_at)!,
    status: r.status,
    assigned_user_id: r.assigned_user_id,
    assigned_user_name: r.assigned_user_name,
    review_type: r.review_type,
    sentiment: r.sentiment as Review['sentiment'],
    url: r.url,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    responses: responses.map(
      (p): Response => ({
        ...p,
        published_at: iso(p.published_at),
        created_at: iso(p.created_at)!,
        updated_at: iso(p.updated_at)!,
      }),
    ),
    tags,
    auto_response_at: iso(autoResponseAt),
    dispute: reviewDispute(dispute, r.source_code),
  };
}

const latestDispute = (
  rows: readonly (DisputeRead & { review_id: number })[],
  reviewId: number,
): DisputeRead | null => {
  const d = rows.find((x) => x.review_id === reviewId);
  return d ? { id: d.id, reason: d.reason, status: d.status } : null;
};

/** Reviews with their responses and tags, in batched queries (the list reads them as columns). */
export async function serializeReviews(db: Db, rows: ReviewRow[]): Promise<Review[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [responses, tags, autoResponses, disputes] = await Promise.all([
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
    db
      .selectFrom('disputes as d')
      .select(['d.id', 'd.review_id', 'd.reason', 'd.status'])
      .where('d.review_id', 'in', ids)
      .orderBy('d.id', 'desc')
      .execute(),
  ]);
  return rows.map((r) =>
    toReview(
      r,
      responses.filter((p) => p.review_id === r.id),
      tags.filter((t) => t.review_id === r.id).map((t) => t.name),
      autoResponses.get(r.id) ?? null,
      latestDispute(disputes, r.id),
    ),
  );
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
