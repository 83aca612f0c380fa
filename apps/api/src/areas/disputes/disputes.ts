import {
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_REPORT_PAGES,
  DISPUTE_STATUSES,
  type Dispute,
  type DisputeCounts,
  type DisputeListQuery,
  type DisputeStatus,
  disputeOutcomeOf,
} from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { nextDay } from '../../domain/filter-reviews';
import type { AuthContext } from '../../http/context';
import { forbidden } from '../../http/errors';

/** 403 unless the account has review disputes (the dispute_reviews setting). */
export function requireDisputes(auth: AuthContext) {
  if (auth.settings.dispute_reviews !== true)
    throw forbidden(
      'Review disputes are not enabled for this account (the dispute_reviews setting is off).',
    );
}

/**
 * The site's reporting page for a review of this source. Only http(s) addresses are handed out,
 * whatever the table says.
 */
export function reportUrlOf(sourceCode: string): string | null {
  const url = DISPUTE_REPORT_PAGES[sourceCode];
  return url && /^https?:\/\//.test(url) ? url : null;
}

/** A short excerpt of a text for lists and the review's history. */
export const excerpt = (text: string, max = 120) =>
  text.length > max ? `${text.slice(0, max - 3)}…` : text;

/** The account's disputes, with the review, location and source they concern. */
export function disputesOf(db: Db, accountId: number) {
  return db
    .selectFrom('disputes as d')
    .innerJoin('reviews as r', 'r.id', 'd.review_id')
    .where('d.account_id', '=', accountId);
}
type DisputesQuery = ReturnType<typeof disputesOf>;

export function withDisputeColumns(q: DisputesQuery) {
  return q
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .innerJoin('sources as s', 's.id', 'r.source_id')
    .leftJoin('users as u', 'u.id', 'd.flagged_by_user_id')
    .select([
      'd.id',
      'd.review_id',
      'r.location_id',
      'l.name as location_name',
      'r.source_id',
      's.name as source_name',
      's.code as source_code',
      'r.rating as review_rating',
      'r.author_name as review_author_name',
      'r.content as review_content',
      'd.reason',
      'd.note',
      'd.status',
      'd.flagged_by_user_id',
      'u.name as flagged_by_user_name',
      'd.submitted_at',
      'd.resolved_at',
      'd.created_at',
      'd.updated_at',
    ]);
}
type DisputeRow = Awaited<
  ReturnType<ReturnType<typeof withDisputeColumns>['executeTakeFirstOrThrow']>
>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function serializeDispute(row: DisputeRow): Dispute {
  const { review_content, ...d } = row;
  return {
    ...d,
    review_excerpt: excerpt(review_content, 200),
    outcome: disputeOutcomeOf(d.status),
    report_url: reportUrlOf(d.source_code),
    submitted_at: iso(d.submitted_at),
    resolved_at: iso(d.resolved_at),
    created_at: iso(d.created_at)!,
    updated_at: iso(d.updated_at)!,
  };
}

/** Applies the filters of GET /disputes (days are whole UTC days, both ends included). */
export function filterDisputes(q: DisputesQuery, f: DisputeListQuery): DisputesQuery {
  let base = q;
  if (f.status?.length) base = base.where('d.status', 'in', f.status);
  if (f.reason?.length) base = base.where('d.reason', 'in', f.reason);
  if (f.review_id !== undefined) base = base.where('d.review_id', '=', f.review_id);
  if (f.location_id !== undefined) base = base.where('r.location_id', '=', f.location_id);
  if (f.source_id !== undefined) base = base.where('r.source_id', '=', f.source_id);
  if (f.flagged_after)
    base = base.where('d.created_at', '>=', new Date(`${f.flagged_after}T00:00:00Z`));
  if (f.flagged_before) base = base.where('d.created_at', '<', nextDay(f.flagged_before));
  return base;
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Counts by status, outcome and reason of the disputes `q` selects. */
export async function countDisputes(q: DisputesQuery): Promise<DisputeCounts> {
  const rows = await q
    .select((eb) => ['d.status', 'd.reason', eb.fn.countAll<string>().as('n')])
    .groupBy(['d.status', 'd.reason'])
    .execute();
  const counts: DisputeCounts = {
    total: 0,
    by_status: zeros(DISPUTE_STATUSES),
    by_outcome: zeros(DISPUTE_OUTCOMES),
    by_reason: zeros(DISPUTE_REASONS),
  };
  for (const r of rows) {
    const n = Number(r.n);
    counts.total += n;
    counts.by_status[r.status as DisputeStatus] += n;
    counts.by_outcome[disputeOutcomeOf(r.status as DisputeStatus)] += n;
    counts.by_reason[r.reason] += n;
  }
  return counts;
}
