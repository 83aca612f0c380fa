import type {
  PartnerScorecard,
  PartnerScorecardCompetitor,
  PartnerScorecardDetail,
  PartnerScorecardLead,
  PartnerScorecardListing,
  PartnerScorecardSnapshot,
  PartnerScorecardSubscores,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { notFound } from '../../http/errors';
import type { ScorecardFigures } from './scorecard-figures';

type SnapshotRow = ScorecardFigures & {
  id: number;
  scorecard_id: number;
  created_at: Date | string;
  provider: string;
  score: number;
  grade: string;
  details: unknown;
};

const SNAPSHOT_COLUMNS = [
  's.id',
  's.scorecard_id',
  's.created_at',
  's.provider',
  's.score',
  's.grade',
  's.rating',
  's.review_count',
  's.days_since_last_review',
  's.reviews_last_30_days',
  's.reviews_last_90_days',
  's.response_rate',
  's.listing_accuracy',
  's.competitor_rating',
  's.competitor_review_count',
  's.details',
] as const;

const num = (v: number | string | null) => (v === null ? null : Number(v));

export function serializeSnapshot(r: SnapshotRow): PartnerScorecardSnapshot {
  const details = (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as {
    subscores: PartnerScorecardSubscores;
    listings: PartnerScorecardListing[];
    competitors: PartnerScorecardCompetitor[];
  };
  return {
    id: r.id,
    created_at: new Date(r.created_at).toISOString(),
    provider: r.provider,
    score: r.score,
    grade: r.grade as PartnerScorecardSnapshot['grade'],
    rating: num(r.rating),
    review_count: r.review_count,
    days_since_last_review: r.days_since_last_review,
    reviews_last_30_days: r.reviews_last_30_days,
    reviews_last_90_days: r.reviews_last_90_days,
    response_rate: num(r.response_rate),
    listing_accuracy: num(r.listing_accuracy),
    competitor_rating: num(r.competitor_rating),
    competitor_review_count: r.competitor_review_count,
    subscores: details.subscores,
    listings: details.listings ?? [],
    competitors: details.competitors ?? [],
  };
}

/** Snapshots of the scorecards, newest first (`latestOnly`: one per scorecard). */
export async function snapshotsOf(
  db: Db,
  accountId: number,
  ids: number[],
  latestOnly: boolean,
): Promise<PartnerScorecardSnapshot[]> {
  if (!ids.length) return [];
  let q = db
    .selectFrom('partner_scorecard_snapshots as s')
    .select(SNAPSHOT_COLUMNS)
    .where('s.account_id', '=', accountId)
    .where('s.scorecard_id', 'in', ids);
  if (latestOnly) q = q.distinctOn('s.scorecard_id').orderBy('s.scorecard_id');
  const rows = await q.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').execute();
  return rows.map((r) => ({
    ...serializeSnapshot(r as SnapshotRow),
    scorecard_id: r.scorecard_id,
  })) as (PartnerScorecardSnapshot & { scorecard_id: number })[];
}

/** The scorecards of an account, with their author and leads counted. */
export function scorecardsQuery(db: Db, accountId: number) {
  return db
    .selectFrom('partner_scorecards as c')
    .leftJoin('users as u', 'u.id', 'c.created_by')
    .where('c.account_id', '=', accountId);
}

export const SCORECARD_COLUMNS = [
  'c.id',
  'c.google_place_id',
  'c.business_name',
  'c.address',
  'c.category',
  'c.share_token',
  'c.created_at',
  'u.name as created_by_name',
  sql<number>`(select count(*)::int from partner_scorecard_leads l where l.scorecard_id = c.id)`.as(
    'leads_count',
  ),
] as const;

type ScorecardRow = {
  id: number;
  google_place_id: string;
  business_name: string;
  address: string | null;
  category: string | null;
  share_token: string;
  created_at: Date | string;
  created_by_name: string | null;
  leads_count: number;
};

/** Rows with their newest snapshot. */
export async function withLatest(
  db: Db,
  accountId: number,
  rows: ScorecardRow[],
): Promise<PartnerScorecard[]> {
  const latest = await snapshotsOf(
    db,
    accountId,
    rows.map((r) => r.id),
    true,
  );
  const byCard = new Map(
    latest.map((s) => [(s as PartnerScorecardSnapshot & { scorecard_id: number }).scorecard_id, s]),
  );
  return rows.map((r) => {
    const snap = byCard.get(r.id);
    if (snap) delete (snap as Partial<{ scorecard_id: number }>).scorecard_id;
    return {
      id: r.id,
      google_place_id: r.google_place_id,
      business_name: r.business_name,
      address: r.address,
      category: r.category,
      share_token: r.share_token,
      created_at: new Date(r.created_at).toISOString(),
      created_by_name: r.created_by_name,
      leads_count: Number(r.leads_count),
      latest: snap ?? null,
    };
  });
}

/** One scorecard with its history (404 when it is not the account's). */
export async function findScorecard(
  db: Db,
  accountId: number,
  id: number,
): Promise<PartnerScorecardDetail> {
  const row = await scorecardsQuery(db, accountId)
    .select(SCORECARD_COLUMNS)
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Scorecard');
  const [card] = await withLatest(db, accountId, [row as ScorecardRow]);
  const history = (await snapshotsOf(db, accountId, [id], false)).map((s) => {
    delete (s as Partial<{ scorecard_id: number }>).scorecard_id;
    return s;
  });
  return { ...(card as PartnerScorecard), history };
}

export type LeadRow = {
  id: number;
  scorecard_id: number;
  business_name: string;
  name: string;
  email: string;
  phone: string | null;
  business: string | null;
  message: string | null;
  consent: boolean;
  created_at: Date | string;
};

export function leadsQuery(db: Db, accountId: number) {
  return db
    .selectFrom('partner_scorecard_leads as l')
    .innerJoin('partner_scorecards as c', 'c.id', 'l.scorecard_id')
    .select([
      'l.id',
      'l.scorecard_id',
      'c.business_name',
      'l.name',
      'l.email',
      'l.phone',
      'l.business',
      'l.message',
      'l.consent',
      'l.created_at',
    ])
    .where('l.account_id', '=', accountId);
}

export const serializeLead = (r: LeadRow): PartnerScorecardLead => ({
  ...r,
  created_at: new Date(r.created_at).toISOString(),
});

export type { ScorecardRow };
