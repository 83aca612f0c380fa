import type {
  PartnerScorecardCompetitor,
  PartnerScorecardFigures,
  PartnerScorecardGrade,
  PartnerScorecardListing,
  PartnerScorecardSubscores,
} from '@plaudit/api-client/schemas';

const DAY = 86_400_000;

/** A review as the figures need it. */
export type ScoredReview = { rating: number; published_at: string; responded_at: string | null };

/** The measured figures of a prospect (before the score). */
export type ScorecardFigures = PartnerScorecardFigures;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * Rating, volume, recency and response rate from the place's reviews.
 * - rating: the rated reviews' average (2 decimals); when the site knows more reviews than it gives
 *   (Google's Place Details gives five), the site's own rating and total.
 * - days since the last review: whole days from the newest review to `now`.
 * - reviews in the last 30 / 90 days: published at or after now minus 30 / 90 days.
 * - response rate: reviews with an owner reply over all reviews; null when the site does not
 *   tell replies (`repliesKnown` false: the Places API has no owner replies) or has no reviews.
 */
export function reviewFigures(
  reviews: ScoredReview[],
  now: Date,
  site: { rating: number | null; count: number | null } | null,
  repliesKnown: boolean,
) {
  const t = now.getTime();
  const times = reviews.map((r) => new Date(r.published_at).getTime());
  const siteKnowsMore = !!site && site.rating !== null && (site.count ?? 0) > reviews.length;
  // A review without stars (rating 0: a recommendation) counts, but not in the average.
  const rated = reviews.filter((r) => r.rating > 0);
  const rating = siteKnowsMore
    ? site.rating
    : rated.length
      ? round(rated.reduce((s, r) => s + r.rating, 0) / rated.length, 2)
      : null;
  const newest = times.length ? Math.max(...times) : null;
  return {
    rating,
    review_count: siteKnowsMore ? (site.count as number) : reviews.length,
    days_since_last_review: newest === null ? null : Math.floor((t - newest) / DAY),
    reviews_last_30_days: times.filter((x) => x >= t - 30 * DAY).length,
    reviews_last_90_days: times.filter((x) => x >= t - 90 * DAY).length,
    response_rate:
      repliesKnown && reviews.length
        ? round(reviews.filter((r) => r.responded_at !== null).length / reviews.length, 4)
        : null,
  };
}

/** Matching fields (name, address, phone, hours) over 4 × directories; a missing listing matches none. */
export function listingAccuracy(listings: PartnerScorecardListing[]): number | null {
  if (!listings.length) return null;
  const matches = listings.reduce(
    (s, l) =>
      s +
      Number(l.found && l.name_matches) +
      Number(l.found && l.address_matches) +
      Number(l.found && l.phone_matches) +
      Number(l.found && l.hours_match),
    0,
  );
  return round(matches / (4 * listings.length), 4);
}

/** The competitors' average rating (2 decimals) and average review count (whole). */
export function competitorFigures(competitors: PartnerScorecardCompetitor[]) {
  const rated = competitors.filter((c) => c.rating !== null);
  const counted = competitors.filter((c) => c.review_count !== null);
  return {
    competitor_rating: rated.length
      ? round(rated.reduce((s, c) => s + (c.rating as number), 0) / rated.length, 2)
      : null,
    competitor_review_count: counted.length
      ? Math.round(counted.reduce((s, c) => s + (c.review_count as number), 0) / counted.length)
      : null,
  };
}

/** The weight of each part of the overall score (parts that are null are left out). */
export const SCORE_WEIGHTS: Record<keyof PartnerScorecardSubscores, number> = {
  rating: 30,
  volume: 15,
  recency: 15,
  response_rate: 15,
  listing_accuracy: 15,
  competition: 10,
};

/** Reviews at which the volume part is full. */
export const FULL_VOLUME = 200;
/** Reviews in 90 days at which that half of the recency part is full. */
export const FULL_RECENT_REVIEWS = 12;

/**
 * The parts, each 0..100 (rounded):
 * - rating: (rating − 1) / 4 × 100 (1 star 0, 5 stars 100);
 * - volume: review count / 200 × 100, at most 100;
 * - recency: 50 × (1 − max(0, days since last review − 7) / 45, at least 0)
 *   + 50 × min(1, reviews in the last 90 days / 12); no review at all: 0;
 * - response rate: the rate × 100;
 * - listing accuracy: the accuracy × 100;
 * - competition: 50 + 50 × (rating − competitors' rating), within 0..100 (a star better: 100).
 */
export function subscoresOf(f: ScorecardFigures): PartnerScorecardSubscores {
  const recency =
    f.days_since_last_review === null
      ? 0
      : 50 * clamp01(1 - Math.max(0, f.days_since_last_review - 7) / 45) +
        50 * Math.min(1, f.reviews_last_90_days / FULL_RECENT_REVIEWS);
  return {
    rating: f.rating === null ? null : Math.round(clamp01((f.rating - 1) / 4) * 100),
    volume: Math.round(Math.min(1, f.review_count / FULL_VOLUME) * 100),
    recency: Math.round(recency),
    response_rate: f.response_rate === null ? null : Math.round(f.response_rate * 100),
    listing_accuracy: f.listing_accuracy === null ? null : Math.round(f.listing_accuracy * 100),
    competition:
      f.rating === null || f.competitor_rating === null
        ? null
        : Math.round(clamp01((50 + 50 * (f.rating - f.competitor_rating)) / 100) * 100),
  };
}

/** The overall score: the weighted average of the known parts (rounded). */
export function scoreOf(parts: PartnerScorecardSubscores): number {
  let sum = 0;
  let weights = 0;
  for (const [key, weight] of Object.entries(SCORE_WEIGHTS)) {
    const part = parts[key as keyof PartnerScorecardSubscores];
    if (part === null) continue;
    sum += part * weight;
    weights += weight;
  }
  return weights ? Math.round(sum / weights) : 0;
}

/** A 85+, B 70+, C 55+, D 40+, F below. */
export function gradeOf(score: number): PartnerScorecardGrade {
  if (score >= 85) return 'A';
  if (score >= 70) return 'B';
  if (score >= 55) return 'C';
  if (score >= 40) return 'D';
  return 'F';
}
