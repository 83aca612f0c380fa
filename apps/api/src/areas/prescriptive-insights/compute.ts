import {
  PRESCRIPTIVE_INSIGHT_RULES,
  type PrescriptiveInsight,
  type PrescriptiveInsights,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { ReportCache } from '../location-performance/cache';
import { RULES } from './rules';
import type { Scope } from './series';

/**
 * Recommendations are computed on request and kept for INSIGHTS_TTL_MS under a
 * key that includes the account's data version: the count and latest
 * updated_at of its reviews, responses and directory listings. A review that
 * arrives (or is edited, or answered) and a listing whose status changes
 * change the version, so the next request recomputes at once; the TTL only
 * bounds how long an unchanged answer is reused (its "now" moves on).
 */
export const INSIGHTS_TTL_MS = 60_000;

export function createInsightsCache(ttlMs = INSIGHTS_TTL_MS, now?: () => number) {
  return new ReportCache<PrescriptiveInsights>({ ttlMs, maxEntries: 200, now });
}

/** The account's data version: changes whenever a review, response or listing does. */
export async function dataVersion(db: Db, accountId: number): Promise<string> {
  const { rows } = await sql<{ v: string }>`
    select concat_ws('|',
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from reviews where account_id = ${accountId}),
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from responses where account_id = ${accountId}),
      (select count(*) || ':' || coalesce(max(updated_at)::text, '') from location_directories where account_id = ${accountId})
    ) as v`.execute(db);
  return rows[0]?.v ?? '';
}

/** Every rule over the scope, highest impact first; rules that find nothing are listed in `checked`. */
export async function computeInsights(
  db: Db,
  scope: Scope,
  now: Date,
): Promise<PrescriptiveInsights> {
  const found: PrescriptiveInsight[] = [];
  for (const rule of RULES) found.push(...(await rule({ db, scope, now })));
  found.sort((a, b) => b.impact - a.impact || a.id.localeCompare(b.id));
  const rules = new Set(found.map((i) => i.rule));
  return {
    insights: found,
    computed_at: now.toISOString(),
    checked: PRESCRIPTIVE_INSIGHT_RULES.filter((r) => !rules.has(r)),
  };
}

export async function cachedInsights(
  cache: ReportCache<PrescriptiveInsights>,
  db: Db,
  scope: Scope,
  now: () => Date = () => new Date(),
): Promise<PrescriptiveInsights> {
  const version = await dataVersion(db, scope.accountId);
  const key = JSON.stringify([scope.accountId, scope.locationIds, version]);
  return cache.get(key, String(scope.accountId), () => computeInsights(db, scope, now()));
}
