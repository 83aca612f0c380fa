import type { Db } from '../src/db/open-database';

/**
 * The demo's target score settings (location performance): account targets
 * for "Blue Fern Bistro", set by its admin, and custom targets for two of its
 * locations (the first two by name) so the score breakdown shows a location's
 * own targets next to the account's. Returns the rows written.
 */
export async function seedPerformanceTargets(
  db: Db,
  accountId: number,
  adminUserId: number,
): Promise<{ metric_targets: number; location_custom_targets: number }> {
  await db
    .insertInto('metric_targets')
    .values({
      account_id: accountId,
      total_reviews: 40,
      total_reviews_weight: 20,
      avg_rating: 4.5,
      avg_rating_weight: 30,
      response_rate: 0.9,
      response_rate_weight: 20,
      response_time: 2,
      response_time_weight: 10,
      owner_photos_count: 10,
      owner_photos_count_weight: 10,
      ll_sync_ratio: 0.95,
      ll_sync_ratio_weight: 10,
      created_by_user_id: adminUserId,
    })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  const locations = await db
    .selectFrom('locations')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('name')
    .orderBy('id')
    .limit(2)
    .execute();
  const custom = [
    // A busy flagship: more reviews and faster answers expected.
    {
      total_reviews: 80,
      total_reviews_weight: 30,
      avg_rating: 4.7,
      avg_rating_weight: 30,
      response_rate: 1,
      response_rate_weight: 20,
      response_time: 1,
      response_time_weight: 20,
    },
    // A small site: fewer reviews, rating first.
    {
      total_reviews: 15,
      total_reviews_weight: 20,
      avg_rating: 4.3,
      avg_rating_weight: 50,
      response_rate: 0.8,
      response_rate_weight: 30,
    },
  ];
  const rows = locations.map((l, i) => ({
    account_id: accountId,
    location_id: l.id,
    ...custom[i]!,
    created_by_user_id: adminUserId,
  }));
  if (rows.length)
    await db
      .insertInto('location_custom_targets')
      .values(rows)
      .onConflict((oc) => oc.column('location_id').doNothing())
      .execute();
  return { metric_targets: 1, location_custom_targets: rows.length };
}
