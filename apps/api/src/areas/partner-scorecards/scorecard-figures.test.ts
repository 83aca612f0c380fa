import { describe, expect, it } from 'vitest';
import {
  competitorFigures,
  gradeOf,
  listingAccuracy,
  reviewFigures,
  scoreOf,
  subscoresOf,
} from './scorecard-figures';

const NOW = new Date('2026-06-30T12:00:00Z');
const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString();

describe('scorecard figures, counted by hand', () => {
  it('rating, volume, recency and response rate from the reviews', () => {
    const reviews = [
      { rating: 5, published_at: at(3.5), responded_at: at(3) },
      { rating: 4, published_at: at(20), responded_at: null },
      { rating: 2, published_at: at(60), responded_at: at(59) },
      { rating: 5, published_at: at(200), responded_at: null },
    ];
    expect(reviewFigures(reviews, NOW, null, true)).toEqual({
      rating: 4, // (5 + 4 + 2 + 5) / 4
      review_count: 4,
      days_since_last_review: 3,
      reviews_last_30_days: 2,
      reviews_last_90_days: 3,
      response_rate: 0.5,
    });
    // The site knows more reviews than it gives (Google: five): its own rating and total.
    expect(reviewFigures(reviews, NOW, { rating: 4.3, count: 812 }, false)).toMatchObject({
      rating: 4.3,
      review_count: 812,
      response_rate: null,
    });
    expect(reviewFigures([], NOW, null, true)).toMatchObject({
      rating: null,
      days_since_last_review: null,
      response_rate: null,
    });
  });

  it('listing accuracy: matching fields over four per directory', () => {
    const yes = {
      found: true,
      name_matches: true,
      address_matches: true,
      phone_matches: true,
      hours_match: true,
    };
    const listings = [
      { directory: 'google', directory_name: 'Google', ...yes },
      { directory: 'yelp', directory_name: 'Yelp', ...yes, phone_matches: false },
      { directory: 'bing', directory_name: 'Bing', ...yes, found: false },
    ];
    expect(listingAccuracy(listings)).toBe(0.5833); // 7 of 12
  });

  it('competitors: average rating and volume', () => {
    expect(
      competitorFigures([
        { name: 'a', address: null, distance_km: 1, rating: 4.5, review_count: 100 },
        { name: 'b', address: null, distance_km: 2, rating: 3.8, review_count: 51 },
        { name: 'c', address: null, distance_km: 3, rating: null, review_count: null },
      ]),
    ).toEqual({ competitor_rating: 4.15, competitor_review_count: 76 });
  });

  it('the parts, the weighted score and the grade', () => {
    const parts = subscoresOf({
      rating: 4.2,
      review_count: 150,
      days_since_last_review: 16,
      reviews_last_30_days: 2,
      reviews_last_90_days: 6,
      response_rate: 0.35,
      listing_accuracy: 0.75,
      competitor_rating: 4.5,
      competitor_review_count: 200,
    });
    // rating (4.2-1)/4 = 80; volume 150/200 = 75; recency 50*(1-9/45) + 50*(6/12) = 40 + 25 = 65;
    // response 35; listings 75; competition 50 + 50*(4.2-4.5) = 35.
    expect(parts).toEqual({
      rating: 80,
      volume: 75,
      recency: 65,
      response_rate: 35,
      listing_accuracy: 75,
      competition: 35,
    });
    // (80*30 + 75*15 + 65*15 + 35*15 + 75*15 + 35*10) / 100
    //   = (2400 + 1125 + 975 + 525 + 1125 + 350) / 100 = 6500 / 100 = 65: C.
    expect(scoreOf(parts)).toBe(65);
    expect(gradeOf(65)).toBe('C');
    // Unknown parts are left out: (2400 + 1125 + 975 + 1125) / 75 = 5625 / 75 = 75: B.
    expect(scoreOf({ ...parts, response_rate: null, competition: null })).toBe(75);
    expect([85, 84, 70, 69, 55, 54, 40, 39].map(gradeOf)).toEqual([
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
      'F',
    ]);
  });
});
