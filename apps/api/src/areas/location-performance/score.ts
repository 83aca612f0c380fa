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

/** The names of the new score's subscores as spec 3 section 9 gives them. */
export const SUBSCORE_LABELS: Record<Subscore, string> = {
  AverageRating: 'Average Rating',
  ReviewVolume: 'Number of Reviews',
  ResponseEfficiency: 'Response Rate and Time',
  LLHealth: 'Listings in Sync',
  MediaPresence: 'Owner Photos',
};

/** How each subscore is computed (0-100), in words: the operations of parts() and newScore(). */
export const SUBSCORE_FORMULAS: Record<Subscore, string> = {
  AverageRating:
    "Average star rating of the period's rated reviews ÷ 5 × 100 (no rated review: 0).",
  ReviewVolume: `Reviews in the period ÷ (${BENCHMARKS.reviewsPerMonth} reviews a month × months in the period) × 100, at most 100.`,
  ResponseEfficiency: `Half response rate (share of the period's reviews answered) plus half response time (100 at ${BENCHMARKS.bestResponseDays} day or less, 0 at ${BENCHMARKS.worstResponseDays} days or more, linear between).`,
  LLHealth: 'Listings in sync ÷ listings × 100 (no listing: 0).',
  MediaPresence: `Owner photos ÷ ${BENCHMARKS.ownerPhotos} × 100, at most 100.`,
};

export type TargetField =
  | 'total_reviews'
  | 'avg_rating'
  | 'response_rate'
  | 'response_time'
  | 'owner_photos_count'
  | 'll_sync_ratio';

/** The target settings each subscore is measured against. */
export const SUBSCORE_MEASURES: Record<Subscore, TargetField[]> = {
  AverageRating: ['avg_rating'],
  ReviewVolume: ['total_reviews'],
  ResponseEfficiency: ['response_rate', 'response_time'],
  LLHealth: ['ll_sync_ratio'],
  MediaPresence: ['owner_photos_count'],
};

/** A metric's value in the units of its target setting. */
export function measureOf(m: Metrics, field: TargetField): number | null {
  switch (field) {
    case 'total_reviews':
      return m.total_reviews;
    case 'avg_rating':
      return m.avg_rating;
    case 'response_rate':
      return m.completed_rate;
    case 'response_time':
      return m.avg_response_time;
    case 'owner_photos_count':
      return m.owner_media_count;
    case 'll_sync_ratio':
      return m.ll_sync_ratio;
  }
}

/** The metrics with every target that is set in place of the actual value. */
export function metricsAtTargets(m: Metrics, t: Targets): Metrics {
  const pick = (target: number | null, actual: number | null) => target ?? actual;
  return {
    ...m,
    total_reviews: t.total_reviews ?? m.total_reviews,
    avg_rating: pick(t.avg_rating, m.avg_rating),
    completed_rate: t.response_rate ?? m.completed_rate,
    avg_response_time: pick(t.response_time, m.avg_response_time),
    owner_media_count: t.owner_photos_count ?? m.owner_media_count,
    ll_sync_ratio: pick(t.ll_sync_ratio, m.ll_sync_ratio),
  };
}

export type SubscoreBreakdown = {
  label: string;
  /** The subscore (0-100) and its weight in the score (percent). */
  value: number;
  weight: number;
  /** The subscore the metrics would give at their targets (null: none of its targets is set). */
  target: number | null;
  formula: string;
  measures: {
    field: TargetField;
    actual: number | null;
    target: number | null;
    target_weight: number;
  }[];
};

/**
 * Each subscore with its target and how it is computed. The values are the
 * ones newScore() gives; the target is newScore() of the metrics at their
 * targets (the same code, no second formula).
 */
export function scoreBreakdown(
  m: Metrics,
  t: Targets | null,
  /** The subscores of the report's row (so the values match the overview to the digit). */
  exact?: ScoreDetail['subscores'],
): { subscores: Record<Subscore, SubscoreBreakdown>; target_score: number | null } {
  const actual = exact ? { subscores: exact } : newScore(m);
  const atTargets = t ? newScore(metricsAtTargets(m, t)) : null;
  const subscores = {} as Record<Subscore, SubscoreBreakdown>;
  for (const k of Object.keys(NEW_WEIGHTS) as Subscore[]) {
    const measures = SUBSCORE_MEASURES[k].map((field) => {
      const v = measureOf(m, field);
      return {
        field,
        actual: v === null ? null : Math.round(v * 10000) / 10000,
        target: t?.[field] ?? null,
        target_weight: t?.[`${field}_weight`] ?? 0,
      };
    });
    const hasTarget = measures.some((x) => x.target !== null);
    subscores[k] = {
      label: SUBSCORE_LABELS[k],
      value: actual.subscores[k].value,
      weight: actual.subscores[k].weight,
      target: hasTarget && atTargets ? atTargets.subscores[k].value : null,
      formula: SUBSCORE_FORMULAS[k],
      measures,
    };
  }
  return { subscores, target_score: targetScore(m, t) };
}
