/**
 * Competitors of the demo: for Blue Fern (setting `competitor` on) and Evergreen
 * (setting off: its users see the preview), two to four of each location's nearby places
 * from the local competitor provider, the places sharing a name grouped into brands, and
 * each place's review history as the local provider tells it (so a sync after the seed
 * finds the same reviews and stores nothing twice). Set-based inserts. The worker queues
 * their periodic re-sync at start-up (scheduleCompetitorSyncs) when review syncs are on.
 */
import { sentimentOfRating } from '../src/areas/competitors/competitors-sync';
import { analyzeReview } from '../src/areas/insights/analyze-text';
import type { Db } from '../src/db/open-database';
import { type CompetitorPlace, localCompetitorPlaces } from '../src/providers/competitor-places';
import { hashOf } from '../src/providers/places';
import { insertRows, resetIdentity } from './insert-rows';

const DAY = 86_400_000;

/** How many brands an account's competitors are grouped into (by shared first name). */
const BRANDS = 3;

export async function seedDemoCompetitors(
  db: Db,
  accountIds: { blueFern: number; evergreen: number },
  anchor: Date,
): Promise<Record<string, number>> {
  const provider = localCompetitorPlaces(() => anchor);
  const google = await db
    .selectFrom('sources')
    .select('id')
    .where('code', '=', 'google')
    .executeTakeFirstOrThrow();
  const counts = {
    competitors: 0,
    competitor_brands: 0,
    competitor_reviews: 0,
    competitor_review_categories: 0,
  };
  let nextReviewId =
    Number(
      (
        await db
          .selectFrom('competitor_reviews')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0,
    ) + 1;
  const reviewRows: Record<string, unknown>[] = [];
  const categoryRows: Record<string, unknown>[] = [];

  for (const accountId of [accountIds.blueFern, accountIds.evergreen]) {
    const locations = await db
      .selectFrom('locations as l')
      .leftJoin('categories as k', 'k.id', 'l.category_id')
      .select([
        'l.id',
        'l.latitude',
        'l.longitude',
        'l.google_place_id',
        'k.google_category_id as category',
      ])
      .where('l.account_id', '=', accountId)
      .orderBy('l.id')
      .execute();
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('account_id', '=', accountId)
      .where('user_type', '=', 'administrator')
      .orderBy('id')
      .executeTakeFirst();
    const chosen: (CompetitorPlace & { location_id: number })[] = [];
    for (const l of locations) {
      if (l.latitude === null || l.longitude === null) continue;
      const nearby = await provider.nearbyPlaces(
        { latitude: l.latitude, longitude: l.longitude },
        { category: l.category, limit: 4 },
      );
      const n = 2 + (hashOf(`competitors:${l.id}`) % 3);
      for (const p of nearby.filter((x) => x.google_place_id !== l.google_place_id).slice(0, n))
        chosen.push({ ...p, location_id: l.id });
    }
    if (!chosen.length) continue;

    // Brands: the first names most shared among the chosen places ("Juniper Kitchen", "Juniper Cafe").
    const firstWord = (name: string) => name.split(' ')[0] as string;
    const freq = new Map<string, number>();
    for (const c of chosen) freq.set(firstWord(c.name), (freq.get(firstWord(c.name)) ?? 0) + 1);
    const brandNames = [...freq]
      .filter(([, n]) => n >= 2)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, BRANDS)
      .map(([w]) => w);
    const brands = brandNames.length
      ? await db
          .insertInto('competitor_brands')
          .values(
            brandNames.map((name) => ({
              account_id: accountId,
              name,
              created_at: new Date(anchor.getTime() - 60 * DAY),
            })),
          )
          .returning(['id', 'name'])
          .execute()
      : [];
    counts.competitor_brands += brands.length;
    const brandId = new Map(brands.map((b) => [b.name, b.id]));

    const competitors = await db
      .insertInto('competitors')
      .values(
        chosen.map((c) => ({
          account_id: accountId,
          location_id: c.location_id,
          brand_id: brandId.get(firstWord(c.name)) ?? null,
          google_place_id: c.google_place_id,
          name: c.name,
          address: c.address,
          latitude: c.latitude,
          longitude: c.longitude,
          category: c.category,
          synced_at: anchor,
          created_by: admin?.id ?? null,
          created_at: new Date(anchor.getTime() - 60 * DAY),
        })),
      )
      .returning(['id', 'location_id', 'google_place_id'])
      .execute();
    counts.competitors += competitors.length;

    for (const row of competitors) {
      const place = chosen.find(
        (c) => c.location_id === row.location_id && c.google_place_id === row.google_place_id,
      )!;
      for (const r of await provider.reviews(place, null)) {
        const id = nextReviewId++;
        reviewRows.push({
          id,
          account_id: accountId,
          competitor_id: row.id,
          location_id: row.location_id,
          source_id: google.id,
          external_id: r.external_id,
          rating: r.rating,
          content: r.content,
          author_name: r.author_name,
          published_at: r.published_at,
          responded_at: r.responded_at,
          sentiment: sentimentOfRating(r.rating),
          created_at: r.published_at,
        });
        for (const cat of analyzeReview(r.content, r.rating).categories)
          categoryRows.push({
            competitor_review_id: id,
            account_id: accountId,
            competitor_id: row.id,
            published_at: r.published_at,
            category: cat.category,
            sentiment: cat.sentiment,
          });
      }
    }
  }
  counts.competitor_reviews = await insertRows(db, 'competitor_reviews', reviewRows);
  counts.competitor_review_categories = await insertRows(
    db,
    'competitor_review_categories',
    categoryRows,
  );
  await resetIdentity(db, 'competitor_reviews');
  return counts;
}
