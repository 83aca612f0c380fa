import { createHash } from 'node:crypto';
import {
  defaultWidgetSettings,
  WIDGET_TYPES,
  type WidgetSettings,
  type WidgetType,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Row } from '../src/db/database';
import type { Db } from '../src/db/open-database';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The demo widgets' ids: stable from one seed to the next (so the example
 * customer page and the docs can name them), in the same 'wgt_' + 22 base62
 * shape as real ids, which are random (see areas/amplify/widget-id.ts).
 */
export function demoWidgetId(accountId: number, type: WidgetType): string {
  const digest = createHash('sha256').update(`plaudit-demo-widget:${accountId}:${type}`).digest();
  let out = 'wgt_';
  for (let i = 0; out.length < 26; i++) out += BASE62[digest[i]! % 62];
  return out;
}

const NAMES: Record<WidgetType, string> = {
  teaser: 'Homepage testimonials',
  full_page: 'Reviews page',
  star_snapshot: 'Footer rating',
  location_info: 'Visit us',
};

/**
 * Publishes one widget of each kind in an account (the demo seed calls it for
 * "Blue Fern Bistro"): a Testimonial Carousel of eight featured five-star
 * reviews, a Location Review Feed over every location, and a Star Snapshot and
 * Location Information for its first open location. Runs again harmlessly
 * (existing demo widgets are kept). Returns the four widgets.
 */
export async function seedDemoWidgets(db: Db, accountId: number): Promise<Row<'widgets'>[]> {
  const location = await db
    .selectFrom('locations')
    .select(['id', 'website'])
    .where('account_id', '=', accountId)
    .where('open_status', '=', 'active')
    .orderBy('id')
    .executeTakeFirst();
  if (!location) throw new Error(`seedDemoWidgets: account ${accountId} has no open location`);
  const featured = await db
    .selectFrom('reviews')
    .select('id')
    .where('account_id', '=', accountId)
    .where('rating', '=', 5)
    .where('review_type', '=', 'review')
    .where(sql`length(content)`, '>=', 80)
    .where(sql`length(content)`, '<=', 400)
    .where('content', 'not like', '%@%')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(8)
    .execute();
  const published = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.max('created_at').as('latest'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  // Published just after the newest review, so the figures do not depend on the clock.
  const publishedAt = new Date(
    published?.latest ? new Date(published.latest).getTime() + 60_000 : Date.now(),
  );

  const settingsOf = (type: WidgetType): WidgetSettings => {
    const s = defaultWidgetSettings(type);
    switch (type) {
      case 'teaser':
        return {
          ...s,
          featured_review_ids: featured.map((r) => r.id),
          theme: { ...s.theme, scheme: 'light', accent_color: '#2f7d5b' },
        };
      case 'full_page':
        return { ...s, layout: { ...s.layout, page_size: 5 }, max_reviews: 50 };
      case 'star_snapshot':
        return { ...s, location_id: location.id, link_url: location.website };
      case 'location_info':
        return { ...s, location_id: location.id };
    }
  };

  const rows = WIDGET_TYPES.map((type, i) => ({
    id: demoWidgetId(accountId, type),
    account_id: accountId,
    name: NAMES[type],
    widget_type: type,
    settings: JSON.stringify(settingsOf(type)),
    published: true,
    published_at: publishedAt,
    created_at: new Date(publishedAt.getTime() - (WIDGET_TYPES.length - i) * 3_600_000),
    updated_at: publishedAt,
  }));
  await db
    .insertInto('widgets')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return db
    .selectFrom('widgets')
    .selectAll()
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('created_at')
    .execute();
}
