import type { ReviewListQuery } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import type { filterReviews } from '../../domain/filter-reviews';
import { badRequest } from '../../http/errors';
import { halList } from '../../http/list';
import { serializeReviews, withReviewColumns } from './serialize-review';

const CAST = {
  published_at: 'timestamptz',
  created_at: 'timestamptz',
  rating: 'smallint',
} as const;

/**
 * Cursor paging for GET /reviews: `after=<id>` lists the reviews that follow
 * that review in the list order (the next page), `before=<id>` those that
 * precede it (the previous page). Keyset on (sort column, id), so a page costs
 * the same wherever it is. Links carry the cursors; `_total` counts all matches.
 */
export async function reviewCursorPage(
  db: Db,
  accountId: number,
  q: ReviewListQuery,
  filtered: ReturnType<typeof filterReviews>,
  requestUrl: string,
) {
  if (q.before !== undefined && q.after !== undefined)
    throw badRequest('Use either before or after, not both');
  const by = q.sort?.by ?? 'published_at';
  const order = q.sort?.order ?? 'desc';
  const cursorId = (q.after ?? q.before)!;
  const forward = q.after !== undefined;
  const cursor = await db
    .selectFrom('reviews as r')
    .select(['r.id', sql<string>`${sql.ref(`r.${by}`)}::text`.as('v')])
    .where('r.account_id', '=', accountId)
    .where('r.id', '=', cursorId)
    .executeTakeFirst();
  if (!cursor) throw badRequest(`${forward ? 'after' : 'before'} must be a review of this account`);
  // Walking forward in a descending list means smaller keys; backward, larger ones.
  const smaller = (order === 'desc') === forward;
  const key = sql`(${sql.ref(`r.${by}`)}, r.id)`;
  const at = sql`(CAST(${cursor.v} AS ${sql.raw(CAST[by])}), ${cursor.id})`;
  const walkOrder = forward ? order : order === 'desc' ? 'asc' : 'desc';
  const count = filtered.select((eb) => eb.fn.countAll<number>().as('total'));
  const rows = await withReviewColumns(
    filtered.where(smaller ? sql<boolean>`${key} < ${at}` : sql<boolean>`${key} > ${at}`),
  )
    .orderBy(`r.${by}`, walkOrder)
    .orderBy('r.id', walkOrder)
    .limit(q.per_page + 1)
    .execute();
  const more = rows.length > q.per_page;
  const page = rows.slice(0, q.per_page);
  if (!forward) page.reverse();
  const [{ total } = { total: 0 }] = await count.execute();
  const body = halList(
    requestUrl,
    'reviews',
    await serializeReviews(db, page),
    Number(total),
    1,
    q.per_page,
  );
  const link = (name: 'before' | 'after', id: number) => {
    const url = new URL(requestUrl);
    for (const k of ['page', 'before', 'after']) url.searchParams.delete(k);
    url.searchParams.set(name, String(id));
    return { href: `${url.pathname}${url.search}` };
  };
  const first = page[0];
  const last = page[page.length - 1];
  const hasNext = forward ? more : true;
  const hasPrev = forward ? true : more;
  body._links.next = hasNext && last ? link('after', last.id) : null;
  body._links.prev = hasPrev && first ? link('before', first.id) : null;
  return body;
}
