import type { GroupPerformanceRow, LocationPerformanceRow } from '@plaudit/api-client/schemas';

/** One collator for every comparison (String#localeCompare builds one per call). */
export const collator = new Intl.Collator();

export function rank<T extends { rank: number; ranking: number }>(
  rows: T[],
  score: (r: T) => number,
  name: (r: T) => string,
) {
  rows.sort((a, b) => score(b) - score(a) || collator.compare(name(a), name(b)));
  rows.forEach((r, i) => {
    r.rank = i + 1;
    r.ranking = i + 1;
  });
}

export type Row = LocationPerformanceRow | GroupPerformanceRow;

export const SORT_KEY: Record<string, (r: Row) => number | string | null | undefined> = {
  ranking: (r) => r.rank,
  location_score: (r) => ('location_score' in r ? r.location_score : r.group_score),
  group_score: (r) => ('group_score' in r ? r.group_score : r.location_score),
  location_name: (r) => ('location_name' in r ? r.location_name : r.name).toLowerCase(),
  name: (r) => ('location_name' in r ? r.location_name : r.name).toLowerCase(),
  avg_rating: (r) => r.avg_rating,
  total_reviews: (r) => r.total_reviews,
  completed_rate: (r) => r.completed_rate,
  overall_avg_response_time: (r) => r.overall_avg_response_time,
  owner_media_count: (r) => r.owner_media_count,
  ll_sync_ratio: (r) => r.ll_sync_ratio,
  target_score: (r) => r.target_score,
  industry_score: (r) => r.industry_score,
  industry_score_delta: (r) => r.industry_score_delta,
};

/** Sorts rows (nulls last); the default is the ranking (best score first). */
export function sortRows<T>(rows: T[], by = 'ranking', order?: 'asc' | 'desc'): T[] {
  const key = SORT_KEY[by] ?? SORT_KEY.ranking!;
  const dir =
    (order ?? (by === 'ranking' || by.endsWith('name') ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  // Keys computed once per row, not once per comparison.
  const keyed = rows.map((r) => {
    const k = key(r as Row);
    return { r, k: k === undefined ? null : k, rank: (r as Row).rank };
  });
  keyed.sort((a, b) => {
    const x = a.k;
    const y = b.k;
    if (x === y) return a.rank - b.rank;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * dir;
  });
  return keyed.map((e) => e.r);
}
