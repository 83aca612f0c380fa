/**
 * The figures of the partner account reports, in one place (the screen and the
 * `mta_accounts` / `mta_integrations` exports build on these).
 *
 * Rules (see README.md beside this file):
 * - The period is [start_date, end_date] in whole UTC days by `published_at` (six months to
 *   today by default), as the other reports.
 * - The average rating counts rated reviews only (rating 0: none).
 * - A review is answered when it has a published response; the response rate is answered /
 *   reviews of the period, the response time the mean hours from the review to its response's
 *   publication over the answered reviews (a response dated before its review counts 0).
 * - Listings and integrations are their health now (not in the period): a location's listings
 *   are in sync when its status over its directories is in_sync (the local listings
 *   dashboard's rule); locations with no directory data are not counted.
 * - An integration is expired (status expired, or its newest token's expiry has passed),
 *   pending (access requested), broken (inactive, or its last sync failed) or connected.
 */
import type {
  IntegrationHealth,
  PartnerAccountFigures,
  PartnerAccountReportRow,
  PartnerAccountReportSort,
  PartnerAccountReportTotals,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { isAccountActive } from '../../http/authenticate';
import { daysLeftInTrial } from '../accounts/serialize-account';
import { loadListingLocations } from '../local-listings/listings';
import { periodOf } from '../location-performance/stats';

const DAY = 86_400_000;

export type ReportPeriod = { from: Date; to: Date; start_date: string; end_date: string };

/** [start_date, end_date] as whole UTC days; six months to today by default. */
export function reportPeriod(startDate?: string, endDate?: string, now = new Date()): ReportPeriod {
  const { from, to } = periodOf(startDate, endDate, now);
  return {
    from,
    to,
    start_date: from.toISOString().slice(0, 10),
    end_date: new Date(to.getTime() - DAY).toISOString().slice(0, 10),
  };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const ratio = (part: number, whole: number, digits = 4) =>
  whole > 0 ? round(part / whole, digits) : null;

type ReviewRaw = {
  reviews: number;
  rating_sum: number;
  rated: number;
  responded: number;
  response_seconds: number;
};
const emptyReviews = (): ReviewRaw => ({
  reviews: 0,
  rating_sum: 0,
  rated: 0,
  responded: 0,
  response_seconds: 0,
});

export type ChildIntegrationRow = {
  id: number;
  account_id: number;
  account_name: string;
  source_code: string;
  source_name: string;
  status: 'active' | 'inactive' | 'expired' | 'access_requested';
  last_sync_error: string | null;
  last_synced_at: Date | null;
  expires_at: Date | null;
  created_at: Date;
};

/** How the report counts an integration (see the rules above). */
export function integrationHealth(
  i: Pick<ChildIntegrationRow, 'status' | 'last_sync_error' | 'expires_at'>,
  now = new Date(),
): IntegrationHealth {
  if (i.status === 'expired' || (i.expires_at && new Date(i.expires_at).getTime() <= now.getTime()))
    return 'expired';
  if (i.status === 'access_requested') return 'pending';
  if (i.status === 'inactive' || i.last_sync_error) return 'broken';
  return 'connected';
}

/** The partner's child accounts (id, name, status, trial). */
export function childAccounts(db: Db, parentId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'name', 'status', 'active', 'trial_ended_at'])
    .where('parent_id', '=', parentId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Every integration of the partner's child accounts, by account name then integration name. */
export async function childIntegrations(db: Db, parentId: number): Promise<ChildIntegrationRow[]> {
  const { rows } = await sql<ChildIntegrationRow>`
    SELECT i.id, i.account_id, a.name AS account_name, i.source_code,
      coalesce(s.name, i.source_code) AS source_name, i.status, i.last_sync_error,
      i.last_synced_at, i.created_at,
      (SELECT max(t.expires_at) FROM oauth_tokens t
        WHERE t.integration_id = i.id AND t.account_id = i.account_id) AS expires_at
    FROM integrations i
    JOIN accounts a ON a.id = i.account_id
    LEFT JOIN sources s ON s.code = i.source_code
    WHERE a.parent_id = ${parentId}
    ORDER BY lower(a.name), a.id, lower(coalesce(s.name, i.source_code)), i.id`.execute(db);
  return rows;
}

async function reviewFigures(
  db: Db,
  accountIds: number[],
  period: ReportPeriod,
): Promise<Map<number, ReviewRaw>> {
  if (accountIds.length === 0) return new Map();
  const { rows } = await sql<ReviewRaw & { account_id: number }>`
    SELECT r.account_id,
      count(*)::int AS reviews,
      coalesce(sum(r.rating) FILTER (WHERE r.rating > 0), 0)::int AS rating_sum,
      (count(*) FILTER (WHERE r.rating > 0))::int AS rated,
      count(p.id)::int AS responded,
      coalesce(sum(greatest(0, extract(epoch FROM (p.published_at - r.published_at)))), 0)::float8
        AS response_seconds
    FROM reviews r
    LEFT JOIN responses p ON p.review_id = r.id AND p.account_id = r.account_id
      AND p.status = 'published' AND p.published_at IS NOT NULL
    WHERE r.account_id = any(${sql.val(accountIds)}::int[])
      AND r.published_at >= ${period.from} AND r.published_at < ${period.to}
    GROUP BY r.account_id`.execute(db);
  return new Map(rows.map(({ account_id, ...raw }) => [account_id, raw]));
}

async function listingFigures(db: Db, accountId: number) {
  const { locations } = await loadListingLocations(db, accountId, {});
  const listed = locations.filter((l) => l.status !== 'not_available');
  return { in_sync: listed.filter((l) => l.status === 'in_sync').length, total: listed.length };
}

type Raw = ReviewRaw & {
  listings_in_sync: number;
  listings_total: number;
  integrations: Record<IntegrationHealth, number>;
};

function figuresOf(r: Raw): PartnerAccountFigures {
  const integrations_total = Object.values(r.integrations).reduce((a, b) => a + b, 0);
  return {
    reviews: r.reviews,
    average_rating: ratio(r.rating_sum, r.rated, 2),
    response_rate: ratio(r.responded, r.reviews),
    response_time_hours: r.responded ? round(r.response_seconds / 3600 / r.responded, 1) : null,
    listings_in_sync: r.listings_in_sync,
    listings_total: r.listings_total,
    listings_in_sync_rate: ratio(r.listings_in_sync, r.listings_total),
    integrations_connected: r.integrations.connected,
    integrations_broken: r.integrations.broken,
    integrations_expired: r.integrations.expired,
    integrations_pending: r.integrations.pending,
    integrations_total,
  };
}

const noIntegrations = (): Record<IntegrationHealth, number> => ({
  connected: 0,
  broken: 0,
  expired: 0,
  pending: 0,
});

/** Every child account's row (in name order) and the totals over all of them. */
export async function partnerAccountReport(
  db: Db,
  parentId: number,
  period: ReportPeriod,
  now = new Date(),
): Promise<{ rows: PartnerAccountReportRow[]; totals: PartnerAccountReportTotals }> {
  const accounts = await childAccounts(db, parentId);
  const reviews = await reviewFigures(
    db,
    accounts.map((a) => a.id),
    period,
  );
  const integrations = new Map<number, Record<IntegrationHealth, number>>();
  for (const i of await childIntegrations(db, parentId)) {
    const counts = integrations.get(i.account_id) ?? noIntegrations();
    counts[integrationHealth(i, now)]++;
    integrations.set(i.account_id, counts);
  }
  const sum: Raw = {
    ...emptyReviews(),
    listings_in_sync: 0,
    listings_total: 0,
    integrations: noIntegrations(),
  };
  const rows: PartnerAccountReportRow[] = [];
  let trials = 0;
  let active = 0;
  let activeTrials = 0;
  for (const a of accounts) {
    const listings = await listingFigures(db, a.id);
    const raw: Raw = {
      ...(reviews.get(a.id) ?? emptyReviews()),
      listings_in_sync: listings.in_sync,
      listings_total: listings.total,
      integrations: integrations.get(a.id) ?? noIntegrations(),
    };
    for (const k of ['reviews', 'rating_sum', 'rated', 'responded', 'response_seconds'] as const)
      sum[k] += raw[k];
    sum.listings_in_sync += raw.listings_in_sync;
    sum.listings_total += raw.listings_total;
    for (const h of Object.keys(sum.integrations) as IntegrationHealth[])
      sum.integrations[h] += raw.integrations[h];
    const isActive = isAccountActive(a, now);
    const inTrial = a.status === 'trial';
    if (inTrial) trials++;
    if (isActive) active++;
    if (inTrial && isActive) activeTrials++;
    rows.push({
      account_id: a.id,
      account_name: a.name,
      status: a.status,
      trial: {
        in_trial: inTrial,
        days_left: inTrial ? daysLeftInTrial(a.trial_ended_at, now) : -1,
        active: isActive,
      },
      ...figuresOf(raw),
    });
  }
  return {
    rows,
    totals: {
      accounts: accounts.length,
      trials,
      active_accounts: active,
      active_trials: activeTrials,
      ...figuresOf(sum),
    },
  };
}

const SORT_KEY: Record<
  PartnerAccountReportSort,
  (r: PartnerAccountReportRow) => number | string | null
> = {
  account_name: (r) => r.account_name.toLowerCase(),
  reviews: (r) => r.reviews,
  average_rating: (r) => r.average_rating,
  response_rate: (r) => r.response_rate,
  response_time: (r) => r.response_time_hours,
  listings_in_sync: (r) => r.listings_in_sync_rate,
  integrations_broken: (r) => r.integrations_broken + r.integrations_expired,
  trial_days_left: (r) => (r.trial.in_trial ? r.trial.days_left : null),
};

/** Sorted by `by` (empty figures last in either order), then by name. */
export function sortRows(
  rows: PartnerAccountReportRow[],
  by: PartnerAccountReportSort,
  order: 'asc' | 'desc',
): PartnerAccountReportRow[] {
  const key = SORT_KEY[by];
  const dir = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * dir;
    }
    return a.account_name.localeCompare(b.account_name) || a.account_id - b.account_id;
  });
}
