import { sql } from 'kysely';
import type { Db } from '../../db/open-database';

/** What a recommendation covers: the account, and its locations when filtered (group or location). */
export type Scope = { accountId: number; locationIds: number[] | null };

/** Sparklines cover this many weeks, oldest first. */
export const TREND_WEEKS = 12;
const WEEK = 7 * 86_400_000;

/**
 * A weekly figure over the last TREND_WEEKS weeks ending at `now`: the average
 * rating, the negative mentions of a keyword, or the average hours from a
 * review to its first published response. Weeks without data are null (0 for
 * mentions).
 */
export async function weeklySeries(
  db: Db,
  accountId: number,
  locationIds: number[] | null,
  now: Date,
  kind: 'rating' | 'keyword' | 'response_hours',
  keywordId?: number,
): Promise<{ week: string; value: number | null }[]> {
  const start = new Date(now.getTime() - TREND_WEEKS * WEEK);
  const locs = locationIds
    ? sql`and location_id in (${sql.join(locationIds.length ? locationIds : [0])})`
    : sql``;
  const bucket = sql`floor(extract(epoch from (published_at - ${start}::timestamptz)) / ${WEEK / 1000})::int`;
  const query =
    kind === 'rating'
      ? sql<{ w: number; v: number }>`select ${bucket} as w, avg(rating)::float as v from reviews
          where account_id = ${accountId} ${locs} and rating > 0
            and published_at >= ${start} and published_at < ${now} group by 1`
      : kind === 'keyword'
        ? sql<{
            w: number;
            v: number;
          }>`select ${bucket} as w, count(*)::float as v from review_keywords
            where account_id = ${accountId} ${locs} and keyword_id = ${keywordId ?? 0} and sentiment < 0
              and published_at >= ${start} and published_at < ${now} group by 1`
        : sql<{ w: number; v: number }>`select w, avg(hours)::float as v from (
            select ${bucket} as w, extract(epoch from (
              (select min(s.published_at) from responses s where s.review_id = reviews.id
                and s.status = 'published') - published_at)) / 3600 as hours
            from reviews where account_id = ${accountId} ${locs}
              and published_at >= ${start} and published_at < ${now}) t
            where hours is not null group by 1`;
  const { rows } = await query.execute(db);
  const byWeek = new Map(rows.map((r) => [Number(r.w), Number(r.v)]));
  return Array.from({ length: TREND_WEEKS }, (_, i) => {
    const v = byWeek.get(i);
    return {
      week: new Date(start.getTime() + i * WEEK).toISOString().slice(0, 10),
      value: v === undefined ? (kind === 'keyword' ? 0 : null) : Math.round(v * 10) / 10,
    };
  });
}
