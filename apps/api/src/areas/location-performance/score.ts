/**
 * The location performance score (0-100) of spec 3 sections 3 and 9.
 *
 * Raw metrics of a period are turned into 0-100 parts, then weighted:
 * - Average rating: avg_rating / 5 (no rated review: 0).
 * - Review volume: reviews per 30 days against 10 reviews a month, capped at 1.
 * - Response rate: completed_rate (share of the period's reviews answered).
 * - Response time: 1 at a day or less, 0 at 7 days or more, linear between
 *   (no answered review: 0).
 * - Listings in sync: in-sync directories / available directories.
 * - Owner photos: owner photos against 10, capped at 1.
 * The legacy score uses the weights of section 9 (Photo Count 57%, Review
 * Volume 22%, Average Rating 10%, Response Time 7%, Response Rate 4%). The new
 * score has five subscores: AverageRating 30, ReviewVolume 25,
 * ResponseEfficiency 20 (half rate, half time), LLHealth 15, MediaPresence 10.
 * Target scores (custom_score) measure each metric against the account's
 * target instead of the benchmark (total_reviews: reviews in the period;
 * response_time: days, lower is better), with the account's weights.
 */

export type Metrics = {
  total_reviews: number;
  /** Days in the period (volume is normalised per 30 days). */
  period_days: number;
  /** null when no rated review. */
  avg_rating: number | null;
  /** 0-1 */
  completed_rate: number;
  /** Days; null when nothing was answered. */
  avg_response_time: number | null;
  /** 0-1; null when the location has no listings. */
  ll_sync_ratio: number | null;
  owner_media_count: number;
};

export const BENCHMARKS = {
  reviewsPerMonth: 10,
  bestResponseDays: 1,
  worstResponseDays: 7,
  ownerPhotos: 10,
};

export const LEGACY_WEIGHTS = {
  PhotoCount: 57,
  ReviewVolume: 22,
  AverageRating: 10,
  ResponseTime: 7,
  ResponseRate: 4,
} as const;

export const NEW_WEIGHTS = {
  AverageRating: 30,
  ReviewVolume: 25,
  ResponseEfficiency: 20,
  LLHealth: 15,
  MediaPresence: 10,
} as const;
export type Subscore = keyof typeof NEW_WEIGHTS;

export type Targets = {
  total_reviews: number | null;
  total_reviews_weight: number;
  avg_rating: number | null;
  avg_rating_weight: number;
  response_rate: number | null;
  response_rate_weight: number;
  response_time: number | null;
  response_time_weight: number;
  owner_photos_count: number | null;
  owner_photos_count_weight: number;
  ll_sync_ratio: number | null;
  ll_sync_ratio_weight: number;
};

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Each metric as a 0-1 part against the benchmarks. */
export function parts(m: Metrics) {
  const months = Math.max(m.period_days, 1) / 30;
  const rt = m.avg_response_time;
  return {
    rating: m.avg_rating === null ? 0 : clamp01(m.avg_rating / 5),
    volume: clamp01(m.total_reviews / (BENCHMARKS.reviewsPerMonth * months)),
    rate: clamp01(m.completed_rate),
    time:
      rt === null
        ? 0
        : clamp01(
            (BENCHMARKS.worstResponseDays - rt) /
              (BENCHMARKS.worstResponseDays - BENCHMARKS.bestResponseDays),
          ),
    sync: m.ll_sync_ratio === null ? 0 : clamp01(m.ll_sync_ratio),
    photos: clamp01(m.owner_media_count / BENCHMARKS.ownerPhotos),
  };
}

export function legacyScore(m: Metrics): number {
  const p = parts(m);
  const w = LEGACY_WEIGHTS;
  return round2(
    p.photos * w.PhotoCount +
      p.volume * w.ReviewVolume +
      p.rating * w.AverageRating +
      p.time * w.ResponseTime +
      p.rate * w.ResponseRate,
  );
}

export type ScoreDetail = {
  value: number;
  subscores: Record<Subscore, { value: number; weight: number }>;
};

export function newScore(m: Metrics): ScoreDetail {
  const p = parts(m);
  const values: Record<Subscore, number> = {
    AverageRating: p.rating * 100,
    ReviewVolume: p.volume * 100,
    ResponseEfficiency: ((p.rate + p.time) / 2) * 100,
    LLHealth: p.sync * 100,
    MediaPresence: p.photos * 100,
  };
  let total = 0;
  const subscores = {} as ScoreDetail['subscores'];
  for (const k of Object.keys(NEW_WEIGHTS) as Subscore[]) {
    subscores[k] = { value: round2(values[k]), weight: NEW_WEIGHTS[k] };
    total += (values[k] * NEW_WEIGHTS[k]) / 100;
  }
  return { value: round2(total), subscores };
}

/** newScore(m).value without the subscores (the lag score of every row of a report). */
export function newScoreValue(m: Metrics): number {
  const p = parts(m);
  const w = NEW_WEIGHTS;
  // The same operations in the same order as newScore (identical rounding).
  let total = 0;
  total += (p.rating * 100 * w.AverageRating) / 100;
  total += (p.volume * 100 * w.ReviewVolume) / 100;
  total += (((p.rate + p.time) / 2) * 100 * w.ResponseEfficiency) / 100;
  total += (p.sync * 100 * w.LLHealth) / 100;
  total += (p.photos * 100 * w.MediaPresence) / 100;
  return round2(total);
}

/** The score against the account's targets (null when no target has a weight). */
export function targetScore(m: Metrics, t: Targets | null): number | null {
  if (!t) return null;
  const items: [number | null, number, (target: number) => number][] = [
    [t.total_reviews, t.total_reviews_weight, (x) => m.total_reviews / x],
    [t.avg_rating, t.avg_rating_weight, (x) => (m.avg_rating ?? 0) / x],
    [t.response_rate, t.response_rate_weight, (x) => m.completed_rate / x],
    [
      t.response_time,
      t.response_time_weight,
      (x) =>
        m.avg_response_time === null ? 0 : m.avg_response_time <= x ? 1 : x / m.avg_response_time,
    ],
    [t.owner_photos_count, t.owner_photos_count_weight, (x) => m.owner_media_count / x],
    [t.ll_sync_ratio, t.ll_sync_ratio_weight, (x) => (m.ll_sync_ratio ?? 0) / x],
  ];
  let weight = 0;
  let sum = 0;
  for (const [target, w, part] of items) {
    if (target === null || target <= 0 || w <= 0) continue;
    weight += w;
    sum += clamp01(part(target)) * w;
  }
  return weight > 0 ? round2((sum / weight) * 100) : null;
}
