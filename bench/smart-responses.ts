/**
 * The local response writer on 50 seeded reviews: how many of each review's negative points
 * its draft answers, and how many guardrail violations the drafts carry (must be 0).
 *
 * The reviews are made by the demo seed's own generator (generateReviewText) with a fixed
 * seed, 25 for Blue Fern (restaurants) and 25 for Evergreen (clinics), rated 1 to 3: the
 * reviews that have complaints. A review's negative points are its sentences taken from the
 * seed's banks of negative sentences (and minor complaints): the truth of what the reviewer
 * complained about, known without the analysis the writer uses. A point is answered when the
 * draft names what the reviewer said in that sentence (a complaint the writer found in it,
 * worded in the draft). Reviews a person must handle are counted apart (they get a holding
 * reply, on purpose not answering point by point).
 */

import { BLUE_FERN, EVERGREEN, STAFF_FIRST_NAMES } from '../apps/api/seed/demo-data';
import { generateReviewText, type ReviewContext } from '../apps/api/seed/generate-review-text';
import { createRandom } from '../apps/api/seed/random';
import {
  HEALTH_SENTENCES,
  MINOR_COMPLAINTS,
  RESTAURANT_SENTENCES,
} from '../apps/api/seed/review-phrases';
import { splitSentences } from '../apps/api/src/areas/insights/analyze-text';
import { findViolations } from '../apps/api/src/areas/response-drafts/guardrails';
import { reviewPoints } from '../apps/api/src/areas/response-drafts/review-points';
import { needsPerson } from '../apps/api/src/domain/needs-person';
import type { DraftFacts } from '../apps/api/src/providers/response-writer';
import { composeReply } from '../apps/api/src/providers/response-writer-local';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A bank sentence as a pattern: each {placeholder} any text. */
const patternOf = (template: string) =>
  new RegExp(`^${escapeRe(template).replace(/\\\{[a-z0-9_]+\\\}/g, '.+?')}$`, 'i');

const NEGATIVE = [
  ...Object.values(RESTAURANT_SENTENCES).flatMap((b) => b.negative),
  ...Object.values(HEALTH_SENTENCES).flatMap((b) => b.negative),
  ...MINOR_COMPLAINTS.restaurant,
  ...MINOR_COMPLAINTS.health_care,
].map(patternOf);

export type ReviewResult = {
  rating: number;
  content: string;
  draft: string;
  negativePoints: number;
  answered: number;
  needsPerson: boolean;
  violations: string[];
};

function contextFor(vertical: 'restaurant' | 'health_care', i: number): ReviewContext {
  const rng = createRandom(`smart-responses-context-${vertical}-${i}`);
  const def = vertical === 'restaurant' ? BLUE_FERN : EVERGREEN;
  const staff = rng.sample(STAFF_FIRST_NAMES, 4);
  return {
    vertical,
    place: def.brand,
    city: 'Seattle',
    hood: 'Capitol Hill',
    staff,
    manager: rng.pick(STAFF_FIRST_NAMES.filter((n) => !staff.includes(n))),
    providers: 'providers' in def ? rng.sample(def.providers, 2) : [],
    dishes: 'dishes' in def ? def.dishes : [],
    drinks: 'drinks' in def ? (def as { drinks: readonly string[] }).drinks : [],
    email: 'hello@example.com',
    phone: '(512) 555-0100',
  };
}

export function measureLocalWriter(count = 50): ReviewResult[] {
  const results: ReviewResult[] = [];
  for (let i = 0; i < count; i++) {
    const vertical = i % 2 === 0 ? 'restaurant' : 'health_care';
    const rng = createRandom(`smart-responses-bench-${i}`);
    const rating = 1 + (i % 3);
    const ctx = contextFor(vertical, i);
    const review = generateReviewText(rng, ctx, rating);
    const author = `${rng.pick(STAFF_FIRST_NAMES)} Example`;
    const business = vertical === 'restaurant' ? BLUE_FERN.name : EVERGREEN.name;
    const location = `${ctx.place} ${ctx.hood}`;
    const facts: DraftFacts = {
      review: {
        title: review.title,
        content: review.content,
        rating,
        first_name: author.split(' ')[0]!,
        source_name: 'Google',
        language: 'en',
      },
      business_name: business,
      location_name: location,
      voice: {
        tone: 'warm',
        sign_off: `The ${ctx.place} team`,
        words_to_avoid: [],
        instructions: '',
      },
      points: reviewPoints(review.content, rating),
      template: null,
      max_length: 4096,
    };
    const held = needsPerson(`${review.title}. ${review.content}`) !== null;
    const draft = composeReply(facts);
    const lower = draft.toLowerCase();
    const negatives = splitSentences(review.content).filter((s) =>
      NEGATIVE.some((re) => re.test(s)),
    );
    const answered = negatives.filter((s) =>
      reviewPoints(s, rating).some((p) => p.sentiment < 0 && lower.includes(p.point.toLowerCase())),
    ).length;
    const violations = findViolations(draft, {
      review: { content: review.content, title: review.title, author_name: author },
      language: 'en',
      accountText: [business, location, 'Google', facts.voice.sign_off, facts.review.first_name],
      wordsToAvoid: [],
      maxLength: 4096,
    }).map((v) => `${v.rule}: ${v.text}`);
    results.push({
      rating,
      content: review.content,
      draft,
      negativePoints: negatives.length,
      answered,
      needsPerson: held,
      violations,
    });
  }
  return results;
}

export function summarise(results: ReviewResult[]) {
  const scored = results.filter((r) => !r.needsPerson);
  const points = scored.reduce((n, r) => n + r.negativePoints, 0);
  const answered = scored.reduce((n, r) => n + r.answered, 0);
  const withPoints = scored.filter((r) => r.negativePoints > 0);
  return {
    reviews: results.length,
    needs_person: results.length - scored.length,
    negative_points: points,
    answered_points: answered,
    answered_share: points ? Math.round((answered / points) * 1000) / 10 : 100,
    reviews_fully_answered: withPoints.filter((r) => r.answered === r.negativePoints).length,
    reviews_with_negative_points: withPoints.length,
    guardrail_violations: results.reduce((n, r) => n + r.violations.length, 0),
  };
}
