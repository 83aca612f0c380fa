import type { Review, ReviewCreateBody } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../http/errors';
import { scheduleReviewAlerts } from '../alerts/schedule-review-alerts';
import { scheduleAutoResponse } from '../auto-response-rules/schedule-auto-response';
import { recordReviewInsights } from '../insights/record-insights';
import { announceReview } from './announce-review';
import { loadReview } from './serialize-review';

/** The sentiment a rating implies (4-5 positive, 1-2 negative, 3 neutral). */
const sentimentOf = (rating: number) => (rating >= 4 ? 1 : rating <= 2 ? -1 : 0);

export type ReviewArrival = Omit<ReviewCreateBody, 'account_id'>;

/**
 * One review arriving (the API, connectors, CSV import, the demo source): stored once per
 * (source, external id) — the same again updates it — with its alerts and automatic response
 * queued in the same transaction, its keywords and experience categories found, and then
 * announced to webhooks and open lists. 404 when the location is not the account's.
 */
export async function ingestReview(
  deps: Pick<AppDeps, 'db' | 'providers'>,
  accountId: number,
  body: ReviewArrival,
): Promise<{ review: Review; created: boolean }> {
  const { db } = deps;
  const [location, source] = await Promise.all([
    db
      .selectFrom('locations')
      .select('id')
      .where('id', '=', body.location_id)
      .where('account_id', '=', accountId)
      .executeTakeFirst(),
    db.selectFrom('sources').select('id').where('id', '=', body.source_id).executeTakeFirst(),
  ]);
  if (!location) throw notFound('Location');
  if (!source) throw notFound('Source');
  const fields = {
    location_id: body.location_id,
    rating: body.rating,
    content: body.content,
    title: body.title ?? null,
    author_name: body.author_name,
    published_at: new Date(body.published_at),
    sentiment: sentimentOf(body.rating),
    url: body.url ?? null,
  };
  const { id, created } = await db.transaction().execute(async (tx) => {
    // One statement decides new or known, so two deliveries of one review make one row.
    const row = await tx
      .insertInto('reviews')
      .values({
        ...fields,
        account_id: accountId,
        source_id: body.source_id,
        external_id: body.external_id,
      })
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'source_id', 'external_id'])
          .where('external_id', 'is not', null)
          .doUpdateSet({ ...fields, updated_at: new Date() }),
      )
      .returning(['id', sql<boolean>`(xmax = 0)`.as('inserted')])
      .executeTakeFirstOrThrow();
    const isNew = row.inserted;
    // A known review's text may have changed: its keywords are found again below.
    if (!isNew)
      for (const table of ['review_keywords', 'review_categories'] as const)
        await tx
          .deleteFrom(table)
          .where('review_id', '=', row.id)
          .where('account_id', '=', accountId)
          .execute();
    if (isNew)
      await scheduleReviewAlerts(tx, {
        id: row.id,
        account_id: accountId,
        location_id: body.location_id,
        source_id: body.source_id,
        rating: body.rating,
        content: body.content,
        title: body.title ?? null,
      });
    if (isNew)
      await scheduleAutoResponse(tx, {
        id: row.id,
        account_id: accountId,
        rating: body.rating,
        source_id: body.source_id,
        content: body.content,
      });
    return { id: row.id, created: isNew };
  });
  // Keywords and experience categories on arrival, as the seeds have them for older reviews.
  await recordReviewInsights(db, { accountId, reviewIds: [id] });
  const review: Review = await loadReview(db, accountId, id);
  await announceReview(deps, review, created);
  return { review, created };
}
