import { sql } from 'kysely';
import * as v from 'valibot';
import type { Db } from '../../db/open-database';
import type { AppDeps } from '../../http/context';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { ensureRecurringJob } from '../../jobs/queue';
import {
  type CompetitorPlacesProvider,
  type CompetitorSiteReview,
  competitorPlacesOf,
} from '../../providers/competitor-places';
import { analyzeReview } from '../insights/analyze-text';

export const COMPETITOR_SYNC_JOB = 'competitors.sync_reviews';
/** A competitor's reviews are read again daily (while periodic review syncs are on). */
export const COMPETITOR_SYNC_EVERY_MS = 24 * 3_600_000;
/** A re-sync looks this far behind its high-water mark, for owner replies that came late. */
const REPLY_WINDOW_MS = 14 * 86_400_000;

export type CompetitorSyncDeps = Pick<AppDeps, 'db' | 'providers' | 'reviewSyncEveryMs'>;

/** 1 positive (4-5 stars), 0 neutral (3), -1 negative (1-2): as for own reviews. */
export const sentimentOfRating = (rating: number) => (rating >= 4 ? 1 : rating <= 2 ? -1 : 0);

type StoredReview = {
  account_id: number;
  competitor_id: number;
  location_id: number;
  source_id: number;
};

/**
 * Stores reviews of one competitor: an upsert on (competitor_id, source_id, external_id), so
 * two workers storing the same reviews leave one row each. A review is written again only
 * when the site changed it (rating, text, reply); its experience categories are found by the
 * same analysis as own reviews and stored with it (replaced when its text changed).
 * Returns how many rows were created and updated.
 */
export async function storeCompetitorReviews(
  db: Db,
  target: StoredReview,
  reviews: CompetitorSiteReview[],
): Promise<{ created: number; updated: number }> {
  let created = 0;
  let updated = 0;
  const CHUNK = 500;
  for (let i = 0; i < reviews.length; i += CHUNK) {
    const chunk = reviews.slice(i, i + CHUNK);
    await db.transaction().execute(async (tx) => {
      const rows = await tx
        .insertInto('competitor_reviews')
        .values(
          chunk.map((r) => ({
            ...target,
            external_id: r.external_id,
            rating: r.rating,
            content: r.content,
            author_name: r.author_name,
            published_at: new Date(r.published_at),
            responded_at: r.responded_at ? new Date(r.responded_at) : null,
            sentiment: sentimentOfRating(r.rating),
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['competitor_id', 'source_id', 'external_id'])
            .doUpdateSet((eb) => ({
              rating: eb.ref('excluded.rating'),
              content: eb.ref('excluded.content'),
              author_name: eb.ref('excluded.author_name'),
              responded_at: eb.ref('excluded.responded_at'),
              sentiment: eb.ref('excluded.sentiment'),
            }))
            .where(
              sql<boolean>`(competitor_reviews.rating, competitor_reviews.content, competitor_reviews.responded_at)
                IS DISTINCT FROM (excluded.rating, excluded.content, excluded.responded_at)`,
            ),
        )
        .returning([
          'id',
          'rating',
          'content',
          'published_at',
          sql<boolean>`(xmax = 0)`.as('inserted'),
        ])
        .execute();
      if (!rows.length) return;
      const changed = rows.filter((r) => !r.inserted).map((r) => r.id);
      created += rows.length - changed.length;
      updated += changed.length;
      if (changed.length)
        await tx
          .deleteFrom('competitor_review_categories')
          .where('competitor_review_id', 'in', changed)
          .execute();
      const categories = rows.flatMap((r) =>
        analyzeReview(r.content, r.rating).categories.map((c) => ({
          competitor_review_id: r.id,
          account_id: target.account_id,
          competitor_id: target.competitor_id,
          published_at: r.published_at,
          category: c.category,
          sentiment: c.sentiment,
        })),
      );
      for (let j = 0; j < categories.length; j += 2000)
        await tx
          .insertInto('competitor_review_categories')
          .values(categories.slice(j, j + 2000))
          .onConflict((oc) => oc.columns(['competitor_review_id', 'category']).doNothing())
          .execute();
    });
  }
  return { created, updated };
}

export async function competitorSourceId(db: Db, code: string): Promise<number> {
  const row = await db
    .selectFrom('sources')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

export type CompetitorSyncResult =
  | { status: 'gone' }
  | { status: 'synced'; created: number; updated: number };

/**
 * Reads a competitor's reviews since its high-water mark (less a window for late owner
 * replies; everything the site gives on the first sync) and stores them.
 */
export async function syncCompetitorReviews(
  db: Db,
  provider: CompetitorPlacesProvider,
  competitorId: number,
): Promise<CompetitorSyncResult> {
  const c = await db
    .selectFrom('competitors')
    .select([
      'id',
      'account_id',
      'location_id',
      'google_place_id',
      'name',
      'address',
      'latitude',
      'longitude',
      'category',
      'synced_at',
    ])
    .where('id', '=', competitorId)
    .executeTakeFirst();
  if (!c) return { status: 'gone' };
  const since = c.synced_at ? new Date(new Date(c.synced_at).getTime() - REPLY_WINDOW_MS) : null;
  const reviews = await provider.reviews(c, since);
  const sourceId = await competitorSourceId(db, provider.sourceCode);
  const result = await storeCompetitorReviews(
    db,
    {
      account_id: c.account_id,
      competitor_id: c.id,
      location_id: c.location_id,
      source_id: sourceId,
    },
    reviews,
  );
  const newest = reviews.reduce(
    (max, r) => Math.max(max, Date.parse(r.published_at)),
    c.synced_at ? new Date(c.synced_at).getTime() : 0,
  );
  await db
    .updateTable('competitors')
    .set({ synced_at: new Date(newest || Date.now()) })
    .where('id', '=', c.id)
    .execute();
  return { status: 'synced', ...result };
}

/**
 * Queues a competitor's review sync now: one job per competitor (dedupe key
 * `competitor-sync:{id}`), brought back to life when it had ended.
 */
export async function scheduleCompetitorSync(
  db: Db,
  competitor: { id: number; account_id: number },
): Promise<void> {
  await ensureRecurringJob(db, competitorSyncJob, `competitor-sync:${competitor.id}`, {
    payload: { competitor_id: competitor.id },
    accountId: competitor.account_id,
  });
}

/** At start-up (periodic syncs on): every competitor's sync is queued (revived if it had ended). */
export async function scheduleCompetitorSyncs(db: Db): Promise<void> {
  const rows = await db.selectFrom('competitors').select(['id', 'account_id']).execute();
  for (const c of rows) await scheduleCompetitorSync(db, c);
}

/**
 * One job per competitor reads its reviews; with periodic review syncs on (REVIEW_SYNC) it
 * runs again daily. A deleted competitor's job ends. The upsert makes a retried or doubled
 * run store each review once.
 */
export const competitorSyncJob = defineJob({
  kind: COMPETITOR_SYNC_JOB,
  payload: v.object({ competitor_id: v.number() }),
  async handler(payload, { deps }: JobRunContext<CompetitorSyncDeps>) {
    const result = await syncCompetitorReviews(
      deps.db,
      competitorPlacesOf(deps),
      payload.competitor_id,
    );
    if (result.status === 'gone' || !deps.reviewSyncEveryMs) return;
    return { runAgainAt: new Date(Date.now() + COMPETITOR_SYNC_EVERY_MS) };
  },
});
