import type { Db } from '../src/db/open-database';

const DAY = 86_400_000;
const CATEGORIES = ['FOOD_AND_DRINK', 'INTERIOR', 'EXTERIOR', 'PRODUCT', 'FOOD_AND_DRINK', 'MENU'];
const COLOURS = ['c05621', '2c7a7b', '6b46c1', 'b7791f', '2b6cb0', '9c4221', '276749', '97266d'];

/**
 * Customer photos: the photos customers added to Blue Fern's Google
 * listings. Most came with a review of the customer's (the photo's rating and
 * author are that review's); every fourth has no review (no rating, an author
 * only). Deterministic: the account's Google reviews with content, newest first,
 * three per location on at most eight locations.
 */
export async function seedCustomerPhotos(db: Db, blueFernId: number): Promise<number> {
  const google = await db
    .selectFrom('sources')
    .select('id')
    .where('directory_code', '=', 'google_maps')
    .executeTakeFirst();
  const cats = await db.selectFrom('media_categories').select(['id', 'code']).execute();
  const cat = (code: string) => cats.find((c) => c.code === code)?.id ?? null;
  const reviews = await db
    .selectFrom('reviews as r')
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .select(['r.id', 'r.location_id', 'r.author_name', 'r.published_at', 'r.rating', 'l.name'])
    .where('r.account_id', '=', blueFernId)
    .where('r.rating', '>', 0)
    .orderBy('r.location_id')
    .orderBy('r.published_at', 'desc')
    .orderBy('r.id')
    .execute();
  const perLocation = new Map<number, typeof reviews>();
  for (const r of reviews) {
    const list = perLocation.get(r.location_id) ?? [];
    if (list.length < 3) list.push(r);
    perLocation.set(r.location_id, list);
  }
  const picked = [...perLocation.values()].slice(0, 8).flat();
  const rows = picked.map((r, i) => {
    const withReview = i % 4 !== 3;
    const hex = COLOURS[i % COLOURS.length]!;
    const [w, h] = i % 3 === 0 ? [768, 1024] : [1024, 768];
    const slug = `customer-${r.location_id}-${i + 1}`;
    const when = new Date(new Date(r.published_at).getTime() + (withReview ? 0 : DAY));
    const lowW = Math.round((w / Math.min(w, h)) * 250);
    const lowH = Math.round((h / Math.min(w, h)) * 250);
    return {
      account_id: blueFernId,
      location_id: r.location_id,
      source_id: google?.id ?? null,
      category_id: cat(CATEGORIES[i % CATEGORIES.length]!),
      name: `${slug}.png`,
      storage_key: `demo/${slug}-${hex}-${w}x${h}.png`,
      low_res_storage_key: `demo/${slug}-${hex}-${lowW}x${lowH}.png`,
      mime_type: 'image/png',
      width: w,
      height: h,
      bytes: w * h,
      url_id: `demo-customer-${r.location_id}-${i + 1}`,
      media_type: 'customer' as const,
      author_name: withReview ? r.author_name : `${r.author_name.split(' ')[0]} (Google user)`,
      review_id: withReview ? r.id : null,
      published_status: 'published' as const,
      published_at: when,
      created_at: when,
      updated_at: when,
    };
  });
  if (rows.length) await db.insertInto('media').values(rows).execute();
  return rows.length;
}
