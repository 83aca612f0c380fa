import { randomBytes } from 'node:crypto';
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
import type { AppDeps } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import {
  type CompetitorPlace,
  competitorPlacesOf,
  PlacesUnavailableError,
} from '../../providers/competitor-places';
import { listingScanOf } from '../../providers/listing-scan';
import {
  competitorFigures,
  gradeOf,
  listingAccuracy,
  reviewFigures,
  type ScorecardFigures,
  scoreOf,
  subscoresOf,
} from './scorecard-figures';

export const PLACES_UNAVAILABLE =
  'Place search is not available right now. Please try again later.';
/** Places near the prospect compared with it. */
export const SCORECARD_COMPETITORS = 5;
export const COMPETITOR_RADIUS_KM = 5;

/** The provider's answer, or 503 with a message when the place search is down. */
export async function placesCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PlacesUnavailableError) throw new HttpError(503, PLACES_UNAVAILABLE);
    throw err;
  }
}

/** A new share token: 128 random bits, base64url (22 characters). */
export const newShareToken = () => randomBytes(16).toString('base64url');

export type MeasuredScorecard = ScorecardFigures & {
  provider: string;
  score: number;
  grade: PartnerScorecardSnapshot['grade'];
  subscores: PartnerScorecardSubscores;
  listings: PartnerScorecardListing[];
  competitors: PartnerScorecardCompetitor[];
};

/** Measures a place now: its reviews, listings and competitors, then the score. */
export async function measurePlace(
  deps: Pick<AppDeps, 'providers'>,
  place: CompetitorPlace,
  now = new Date(),
): Promise<MeasuredScorecard> {
  const provider = competitorPlacesOf(deps);
  const center =
    place.latitude !== null && place.longitude !== null
      ? { latitude: place.latitude, longitude: place.longitude }
      : null;
  const [allReviews, found, nearby, listings] = await placesCall(() =>
    Promise.all([
      provider.reviews(place, null),
      provider.searchPlaces(place.name, center),
      center
        ? provider.nearbyPlaces(center, {
            category: place.category,
            radiusKm: COMPETITOR_RADIUS_KM,
            limit: SCORECARD_COMPETITORS + 1,
          })
        : Promise.resolve([]),
      listingScanOf(deps).scan(place),
    ]),
  );
  // Only what was published by `now` (a provider may know later reviews when `now` is past).
  const reviews = allReviews.filter((r) => Date.parse(r.published_at) <= now.getTime());
  const self = found.find((p) => p.google_place_id === place.google_place_id) ?? null;
  const competitors: PartnerScorecardCompetitor[] = nearby
    .filter((p) => p.google_place_id !== place.google_place_id)
    .slice(0, SCORECARD_COMPETITORS)
    .map((p) => ({
      name: p.name,
      address: p.address,
      distance_km: p.distance_km,
      rating: p.rating,
      review_count: p.rating_count,
    }));
  const figures: ScorecardFigures = {
    ...reviewFigures(
      reviews,
      now,
      self ? { rating: self.rating, count: self.rating_count } : null,
      provider.name !== 'google',
    ),
    listing_accuracy: listingAccuracy(listings),
    ...competitorFigures(competitors),
  };
  const subscores = subscoresOf(figures);
  const score = scoreOf(subscores);
  return {
    ...figures,
    provider: provider.name,
    score,
    grade: gradeOf(score),
    subscores,
    listings,
    competitors,
  };
}

/** Stores a run of the scorecard (a new snapshot; the earlier ones stay). */
export async function insertSnapshot(
  db: Db,
  accountId: number,
  scorecardId: number,
  m: MeasuredScorecard,
  at?: Date,
) {
  await db
    .insertInto('partner_scorecard_snapshots')
    .values({
      account_id: accountId,
      scorecard_id: scorecardId,
      provider: m.provider,
      score: m.score,
      grade: m.grade,
      rating: m.rating,
      review_count: m.review_count,
      days_since_last_review: m.days_since_last_review,
      reviews_last_30_days: m.reviews_last_30_days,
      reviews_last_90_days: m.reviews_last_90_days,
      response_rate: m.response_rate,
      listing_accuracy: m.listing_accuracy,
      competitor_rating: m.competitor_rating,
      competitor_review_count: m.competitor_review_count,
      details: JSON.stringify({
        subscores: m.subscores,
        listings: m.listings,
        competitors: m.competitors,
      }),
      ...(at ? { created_at: at } : {}),
    })
    .execute();
}

/** Looks the place up and prepares its scorecard (400 when the site does not know the place). */
export async function createScorecard(
  deps: Pick<AppDeps, 'providers' | 'db'>,
  accountId: number,
  placeId: string,
  userId: number | null,
): Promise<number> {
  const provider = competitorPlacesOf(deps);
  const place = await placesCall(() => provider.place(placeId));
  if (!place) throw badRequest('google_place_id: no place has that id');
  const measured = await measurePlace(deps, place);
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('partner_scorecards')
      .values({
        account_id: accountId,
        google_place_id: place.google_place_id,
        business_name: place.name.slice(0, 300) || 'Unnamed place',
        address: place.address,
        latitude: place.latitude,
        longitude: place.longitude,
        category: place.category,
        share_token: newShareToken(),
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertSnapshot(trx, accountId, row.id, measured);
    return row.id;
  });
}

/** Runs a stored scorecard again. */
export async function rerunScorecard(
  deps: Pick<AppDeps, 'providers' | 'db'>,
  accountId: number,
  id: number,
): Promise<void> {
  const card = await deps.db
    .selectFrom('partner_scorecards')
    .select(['google_place_id', 'business_name', 'address', 'latitude', 'longitude', 'category'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!card) throw notFound('Scorecard');
  const measured = await measurePlace(deps, {
    google_place_id: card.google_place_id,
    name: card.business_name,
    address: card.address,
    latitude: card.latitude,
    longitude: card.longitude,
    category: card.category,
  });
  await insertSnapshot(deps.db, accountId, id, measured);
}

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
