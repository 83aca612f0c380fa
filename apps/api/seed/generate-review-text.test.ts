import { describe, expect, it } from 'vitest';
import { buildNpi } from './build-location-details';
import {
  generateAuthorName,
  generateResponseText,
  generateReviewText,
  type ReviewContext,
} from './generate-review-text';
import { createRandom } from './random';

const restaurant: ReviewContext = {
  vertical: 'restaurant',
  place: 'Blue Fern',
  city: 'Austin',
  hood: 'South Congress',
  staff: ['Jasmine', 'Marco'],
  manager: 'Tessa',
  providers: [],
  dishes: ['short rib', 'fish tacos', 'burrata salad'],
  drinks: ['cold brew'],
  email: 'soco@bluefern.example.com',
  phone: '(512) 555-0101',
};
const clinic: ReviewContext = {
  ...restaurant,
  vertical: 'health_care',
  place: 'Evergreen',
  providers: ['Dr. Patel'],
  dishes: [],
  drinks: [],
};

/** Splits after . ! ? except in titles such as "Dr. Patel". */
const sentences = (text: string) => text.split(/(?<=(?<!\bDr)[.!?])\s+/).filter(Boolean);

describe('generateReviewText', () => {
  it('is deterministic for a seed', () => {
    const a = generateReviewText(createRandom(7), restaurant, 5);
    const b = generateReviewText(createRandom(7), restaurant, 5);
    expect(a).toEqual(b);
  });

  it('writes 1 to 6 whole sentences with every placeholder filled', () => {
    const rng = createRandom('text');
    for (let i = 0; i < 2_000; i++) {
      const ctx = i % 2 ? restaurant : clinic;
      const rating = i % 6;
      const review = generateReviewText(
        rng,
        ctx,
        rating,
        rating === 0 ? { recommends: i % 4 === 0 } : {},
      );
      const count = sentences(review.content).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(6);
      expect(review.content).not.toMatch(/[{}]|undefined|the the/i);
      expect(review.content).toMatch(/[.!?]$/);
      expect(review.title.length).toBeGreaterThan(0);
    }
  });

  it('varies its text', () => {
    const rng = createRandom('variety');
    const seen = new Set(
      Array.from({ length: 1_000 }, () => generateReviewText(rng, restaurant, 5).content),
    );
    expect(seen.size).toBeGreaterThan(900);
  });

  it('replies in the tone of the review and refers to what it mentions', () => {
    const rng = createRandom('reply');
    const happy = generateResponseText(rng, restaurant, {
      authorName: 'Maria G.',
      rating: 5,
      mentions: { staff: 'Jasmine' },
      aspects: ['staff'],
    });
    expect(happy).toMatch(/Maria/);
    const unhappy = generateResponseText(rng, clinic, {
      authorName: 'Sam',
      rating: 1,
      mentions: {},
      aspects: ['wait_time'],
    });
    expect(unhappy).toMatch(/privacy/);
  });

  it('names authors in the style of each source', () => {
    const rng = createRandom('names');
    expect(generateAuthorName(rng, 'yelp')).toMatch(/^\S+ \S\.$/);
  });
});

describe('buildNpi', () => {
  it('makes 10-digit numbers with a valid Luhn check digit', () => {
    const rng = createRandom('npi');
    for (let i = 0; i < 100; i++) {
      const npi = buildNpi(rng);
      expect(npi).toMatch(/^[12]\d{9}$/);
      const digits = `80840${npi}`;
      let sum = 0;
      for (let j = digits.length - 1, double = false; j >= 0; j--, double = !double) {
        let d = Number(digits[j]);
        if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
        sum += d;
      }
      expect(sum % 10).toBe(0);
    }
  });
});
