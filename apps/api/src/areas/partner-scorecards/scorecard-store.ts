import { randomBytes } from 'node:crypto';
import type {
  PartnerScorecardCompetitor,
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
  type ScoredReview,
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

/** The snapshot's `provider` when its review figures are a Plaudit location's own reviews. */
export const PLAUDIT_FIGURES = 'plaudit';

/**
 * The reviews in Plaudit of a location at this place, when the partner or one of its child
 * accounts has one: a scorecard of a client's own location tells the figures the client sees,
 * not what a place search samples. Null when no location of theirs is at the place.
 */
export async function ownLocationReviews(
  db: Db,
  accountId: number,
  placeId: string,
  now: Date,
): Promise<ScoredReview[] | null> {
  const location = await db
    .selectFrom('locations as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select(['l.id', 'l.account_id'])
    .where('l.google_place_id', '=', placeId)
    .where((eb) => eb.or([eb('a.id', '=', accountId), eb('a.parent_id', '=', accountId)]))
    .orderBy('l.id')
    .executeTakeFirst();
  if (!location) return null;
  const { rows } = await sql<{ rating: number; published_at: Date; responded_at: Date | null }>`
    SELECT r.rating, r.published_at,
      (SELECT min(p.published_at) FROM responses p
        WHERE p.review_id = r.id AND p.account_id = r.account_id
          AND p.status = 'published' AND p.published_at IS NOT NULL) AS responded_at
    FROM reviews r
    WHERE r.account_id = ${location.account_id} AND r.location_id = ${location.id}
      AND r.published_at <= ${now}`.execute(db);
  return rows.map((r) => ({
    rating: r.rating,
    published_at: new Date(r.published_at).toISOString(),
    responded_at: r.responded_at ? new Date(r.responded_at).toISOString() : null,
  }));
}

/**
 * Measures a place now: its reviews, listings and competitors, then the score. The review
 * figures are the place's reviews in Plaudit when it is a location of the partner or one of its
 * clients (`provider` then says 'plaudit'), else what the place search gives.
 */
export async function measurePlace(
  deps: Pick<AppDeps, 'providers' | 'db'>,
  accountId: number,
  place: CompetitorPlace,
  now = new Date(),
): Promise<MeasuredScorecard> {
  const provider = competitorPlacesOf(deps);
  const own = await ownLocationReviews(deps.db, accountId, place.google_place_id, now);
  const center =
    place.latitude !== null && place.longitude !== null
      ? { latitude: place.latitude, longitude: place.longitude }
      : null;
  const [allReviews, found, nearby, listings] = await placesCall(() =>
    Promise.all([
      own ? Promise.resolve([]) : provider.reviews(place, null),
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
    ...(own
      ? reviewFigures(own, now, null, true)
      : reviewFigures(
          reviews,
          now,
          self ? { rating: self.rating, count: self.rating_count } : null,
          provider.name !== 'google',
        )),
    listing_accuracy: listingAccuracy(listings),
    ...competitorFigures(competitors),
  };
  const subscores = subscoresOf(figures);
  const score = scoreOf(subscores);
  return {
    ...figures,
    provider: own ? PLAUDIT_FIGURES : provider.name,
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
  const measured = await measurePlace(deps, accountId, place);
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
  const measured = await measurePlace(deps, accountId, {
    google_place_id: card.google_place_id,
    name: card.business_name,
    address: card.address,
    latitude: card.latitude,
    longitude: card.longitude,
    category: card.category,
  });
  await insertSnapshot(deps.db, accountId, id, measured);
}
