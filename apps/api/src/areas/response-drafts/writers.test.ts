import { describe, expect, it } from 'vitest';
import { needsPerson } from '../../domain/needs-person';
import type { DraftFacts } from '../../providers/response-writer';
import { composeReply } from '../../providers/response-writer-local';
import { applyGuardrails, findViolations, type GuardrailContext } from './guardrails';
import { detectLanguage } from './language';
import { reviewPoints } from './review-points';

const COLD = 'The pasta came out cold and the wait was long. Our server was nice though.';

const factsFor = (content: string, rating: number, over: Partial<DraftFacts> = {}): DraftFacts => ({
  review: {
    title: null,
    content,
    rating,
    first_name: 'Sam',
    source_name: 'Google',
    language: 'en',
  },
  business_name: 'Blue Fern',
  location_name: 'Blue Fern Capitol Hill',
  voice: { tone: 'warm', sign_off: '', words_to_avoid: [], instructions: '' },
  points: reviewPoints(content, rating),
  template: null,
  max_length: 4096,
  ...over,
});
const guard = (content: string, over: Partial<GuardrailContext> = {}): GuardrailContext => ({
  review: { content, title: null, author_name: 'Sam Ortega', author_email: 'sam@example.com' },
  language: 'en',
  accountText: ['Blue Fern', 'Blue Fern Capitol Hill', 'Google', 'Sam'],
  wordsToAvoid: [],
  maxLength: 4096,
  ...over,
});

describe('the review’s points', () => {
  it('words each complaint as the reviewer put it', () => {
    expect(reviewPoints(COLD, 1)).toEqual([
      { point: 'the pasta came out cold', keyword: 'pasta', category: 'Food', sentiment: -1 },
      { point: 'the wait was long', keyword: 'wait', category: 'Wait Time', sentiment: -1 },
      { point: 'the server', keyword: 'server', category: 'Service', sentiment: 1 },
    ]);
    expect(
      reviewPoints('Cold pasta, rude waiter, and a long wait.', 1).map((p) => p.point),
    ).toEqual(['the pasta was cold', 'the waiter was rude', 'the wait was long']);
  });
});

describe('the local writer', () => {
  it('answers the review’s own complaints, in the voice, deterministically', () => {
    const facts = factsFor(COLD, 1, {
      voice: { tone: 'warm', sign_off: 'The Blue Fern team', words_to_avoid: [], instructions: '' },
    });
    const reply = composeReply(facts);
    expect(reply).toContain("We're so sorry the pasta came out cold and the wait was long.");
    expect(reply).toMatch(/^Hi Sam,\n\n/);
    expect(reply).toContain('kind words about the server');
    expect(reply).toContain('Blue Fern Capitol Hill');
    expect(reply.endsWith('\n\nThe Blue Fern team')).toBe(true);
    expect(composeReply(facts)).toBe(reply);
    expect(findViolations(reply, guard(COLD))).toEqual([]);
  });

  it('sounds formal or brief when the voice says so', () => {
    const formal = composeReply(
      factsFor(COLD, 1, {
        voice: { tone: 'formal', sign_off: '', words_to_avoid: [], instructions: '' },
      }),
    );
    expect(formal).toMatch(/^Dear Sam,/);
    expect(formal).toContain('We apologise that the pasta came out cold and the wait was long.');
    const brief = composeReply(
      factsFor(COLD, 1, {
        voice: { tone: 'brief', sign_off: '', words_to_avoid: [], instructions: '' },
      }),
    );
    expect(brief).toContain('Sorry the pasta came out cold and the wait was long.');
    expect(brief.length).toBeLessThan(formal.length);
  });

  it('thanks a happy reviewer for what they liked', () => {
    const reply = composeReply(factsFor('Loved the burrata salad!', 5));
    expect(reply).toContain("We're so glad you enjoyed the burrata salad!");
    expect(reply).not.toMatch(/sorry/i);
  });
});

describe('guardrails', () => {
  it('drop promises of compensation, made-up contacts and names, the reviewer’s last name', () => {
    const draft = [
      'Hi Sam,',
      '',
      'We are sorry the pasta came out cold. We will refund your meal. Call us on 555-010-2030 or write to help@bluefern.example. Ask for Jessica next time. Thank you, Sam Ortega. We hope to see you again.',
    ].join('\n');
    const ctx = guard(COLD);
    const rules = findViolations(draft, ctx).map((v) => v.rule);
    expect(rules).toEqual(
      expect.arrayContaining(['compensation', 'contact_details', 'unknown_name', 'reviewer_data']),
    );
    const { content, removed } = applyGuardrails(draft, ctx);
    expect(content).toBe(
      'Hi Sam,\n\nWe are sorry the pasta came out cold. We hope to see you again.',
    );
    expect(removed.length).toBeGreaterThanOrEqual(4);
    expect(findViolations(content, ctx)).toEqual([]);
  });

  it('keep words to avoid out, cut to the site’s length, and notice another language', () => {
    const ctx = guard(COLD, { wordsToAvoid: ['Unfortunately'], maxLength: 60 });
    const { content } = applyGuardrails(
      'Unfortunately it was busy. We are sorry the wait was long. We hope to welcome you back soon.',
      ctx,
    );
    expect(content).toBe('We are sorry the wait was long.');
    expect(
      applyGuardrails(
        'Lo sentimos mucho, la comida fue muy mala y no es lo que queremos.',
        guard(COLD),
      ).wrongLanguage,
    ).toBe(true);
    expect(detectLanguage('La comida estaba fría y el servicio fue muy lento.')).toBe('es');
    expect(detectLanguage(COLD)).toBe('en');
  });
});

describe('reviews that need a person', () => {
  it('are health, safety, discrimination, legal threats and crises, not everyday complaints', () => {
    expect(needsPerson('I got food poisoning after the chicken.')).toMatch(/health problem/);
    expect(needsPerson('My daughter slipped on the wet floor and was injured.')).toMatch(/safety/);
    expect(needsPerson('The host was openly racist to us.')).toMatch(/discrimination/);
    expect(needsPerson('You will hear from my lawyer.')).toMatch(/legal threat/);
    expect(needsPerson('I was sick of waiting for the check.')).toBeNull();
    expect(needsPerson(COLD)).toBeNull();
    expect(needsPerson('Dr. Patel explained my diagnosis clearly.')).toBeNull();
  });
});
