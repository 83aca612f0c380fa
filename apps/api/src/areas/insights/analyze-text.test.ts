import { describe, expect, it } from 'vitest';
import { analyzeReview } from './analyze-text';

describe('keyword analysis (wink-nlp)', () => {
  it('finds noun phrases and categories with sentence sentiment', () => {
    const a = analyzeReview(
      'The burrata salad was delicious. The wait time was terrible and the host was rude.',
      3,
    );
    const kw = Object.fromEntries(a.keywords.map((k) => [k.short, k.sentiment]));
    expect(kw['burrata salad']).toBe(1);
    expect(kw['wait time']).toBe(-1);
    const cats = Object.fromEntries(a.categories.map((c) => [c.category, c.sentiment]));
    expect(cats.Food).toBe(1);
    expect(cats['Wait Time']).toBe(-1);
  });
});
