import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/open-database';
import type { Scope } from './series';

export const DAY = 86_400_000;

/** Rating drop: the last 90 days against the 90 before (a rolling quarter; see the README). */
export const QUARTER_DAYS = 90;
/** A location counts when its average fell by at least this much... */
export const MIN_DROP = 0.2;
/** ...with at least this many rated reviews in each quarter. */
export const MIN_QUARTER_REVIEWS = 3;
/** Unanswered negative reviews: older than this. */
export const WAIT_DAYS = 7;
/** Keywords, response time and review volume compare the last 30 days with the 30 before. */
export const MONTH_DAYS = 30;
export const MIN_KEYWORD_RISE = 2;
export const MIN_KEYWORD_MENTIONS = 3;
/** Response time counts as rising when at least 25% and 2 hours slower. */
export const RESPONSE_RISE_RATIO = 1.25;
export const RESPONSE_RISE_HOURS = 2;
export const MIN_RESPONSES = 3;
/** Few recent reviews: under this many in 30 days while the median location got at least twice as many. */
export const FEW_REVIEWS = 3;

export const EVIDENCE_ROWS = 10;

export type RuleContext = { db: Db; scope: Scope; now: Date };

export const inScope = (s: Scope, col: RawBuilder<unknown>) =>
  s.locationIds
    ? sql`${col} in (${sql.join(s.locationIds.length ? s.locationIds : [0])})`
    : sql`true`;

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const qs = (params: Record<string, string | number | (string | number)[] | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined) for (const x of Array.isArray(v) ? v : [v]) p.append(k, String(x));
  return p.toString();
};
