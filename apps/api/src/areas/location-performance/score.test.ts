import { describe, expect, it } from 'vitest';
import { legacyScore, type Metrics, newScore, scoreBreakdown, targetScore } from './score';

describe('score arithmetic (spec 3 section 9)', () => {
  const perfect: Metrics = {
    total_reviews: 60,
    period_days: 180,
    avg_rating: 5,
    completed_rate: 1,
    avg_response_time: 0.5,
    ll_sync_ratio: 1,
    owner_media_count: 10,
  };
  it('a location meeting every benchmark scores 100 on both scores', () => {
    expect(legacyScore(perfect)).toBe(100);
    expect(newScore(perfect).value).toBe(100);
  });
  it('legacy weights: photos 57, volume 22, rating 10, time 7, rate 4', () => {
    const none: Metrics = {
      ...perfect,
      total_reviews: 0,
      avg_rating: null,
      completed_rate: 0,
      avg_response_time: null,
      owner_media_count: 0,
    };
    expect(legacyScore(none)).toBe(0);
    expect(legacyScore({ ...none, owner_media_count: 10 })).toBe(57);
    expect(legacyScore({ ...none, total_reviews: 30 })).toBe(11);
    expect(legacyScore({ ...none, avg_rating: 4 })).toBe(8);
    expect(legacyScore({ ...none, avg_response_time: 4 })).toBe(3.5);
    expect(legacyScore({ ...none, completed_rate: 0.5 })).toBe(2);
  });
  it('new subscores carry their weights and sum to the score', () => {
    const s = newScore({ ...perfect, avg_rating: 4, ll_sync_ratio: 0.5 });
    expect(s.subscores.AverageRating).toEqual({ value: 80, weight: 30 });
    expect(s.subscores.LLHealth).toEqual({ value: 50, weight: 15 });
    expect(s.value).toBe(100 - 6 - 7.5);
  });
  it('target score measures against the targets with their weights', () => {
    const targets = {
      total_reviews: 120,
      total_reviews_weight: 50,
      avg_rating: 4,
      avg_rating_weight: 50,
      response_rate: null,
      response_rate_weight: 0,
      response_time: null,
      response_time_weight: 0,
      owner_photos_count: null,
      owner_photos_count_weight: 0,
      ll_sync_ratio: null,
      ll_sync_ratio_weight: 0,
    };
    expect(targetScore(perfect, targets)).toBe(75);
    expect(targetScore(perfect, null)).toBeNull();
  });

  it('breaks the new score down: values from newScore, targets from the metrics at their targets', () => {
    // 30 days: 5 reviews, average 4, half answered in 4 days, 8 of 10 listings in sync, 3 photos.
    const m: Metrics = {
      total_reviews: 5,
      period_days: 30,
      avg_rating: 4,
      completed_rate: 0.5,
      avg_response_time: 4,
      ll_sync_ratio: 0.8,
      owner_media_count: 3,
    };
    const t = {
      total_reviews: 20,
      total_reviews_weight: 25,
      avg_rating: 4.5,
      avg_rating_weight: 25,
      response_rate: 1,
      response_rate_weight: 25,
      response_time: null,
      response_time_weight: 0,
      owner_photos_count: null,
      owner_photos_count_weight: 0,
      ll_sync_ratio: 1,
      ll_sync_ratio_weight: 25,
    };
    const b = scoreBreakdown(m, t);
    // By hand: rating 4/5 = 80; volume 5/10 = 50; rate 50 and time (7-4)/6 = 50 → 50; sync 80; photos 30.
    expect(b.subscores.AverageRating).toMatchObject({ value: 80, target: 90, weight: 30 });
    expect(b.subscores.ReviewVolume).toMatchObject({ value: 50, target: 100, weight: 25 });
    // Target: rate 100 at its target, time stays 50 (no target) → 75.
    expect(b.subscores.ResponseEfficiency).toMatchObject({ value: 50, target: 75 });
    expect(b.subscores.LLHealth).toMatchObject({ value: 80, target: 100 });
    expect(b.subscores.MediaPresence).toMatchObject({ value: 30, target: null });
    expect(b.subscores.ResponseEfficiency.measures).toEqual([
      { field: 'response_rate', actual: 0.5, target: 1, target_weight: 25 },
      { field: 'response_time', actual: 4, target: null, target_weight: 0 },
    ]);
    expect(b.subscores.ReviewVolume.formula).toContain('10 reviews a month');
    // The same numbers as newScore and targetScore.
    const n = newScore(m);
    for (const k of Object.keys(n.subscores) as (keyof typeof n.subscores)[])
      expect(b.subscores[k].value).toBe(n.subscores[k].value);
    // (5/20 + 4/4.5 + 0.5/1 + 0.8/1) / 4 × 100 = 61.0
    expect(b.target_score).toBe(targetScore(m, t));
    expect(b.target_score).toBeCloseTo(((0.25 + 4 / 4.5 + 0.5 + 0.8) / 4) * 100, 1);
    expect(scoreBreakdown(m, null).subscores.AverageRating.target).toBeNull();
  });
});
