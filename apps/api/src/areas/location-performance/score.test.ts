import { describe, expect, it } from 'vitest';
import { legacyScore, type Metrics, newScore, targetScore } from './score';

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
});
