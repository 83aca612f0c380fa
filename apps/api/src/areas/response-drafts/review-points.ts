import type { ReviewPoint } from '../../providers/response-writer';
import { analyzeReview, type Category, splitSentences } from '../insights/analyze-text';

/**
 * The points a review makes, each worded so a reply can answer it: "the pasta came out cold",
 * "the wait was long". Built on the insights analysis (wink-nlp keywords and experience
 * categories with each sentence's sentiment): for every keyword of a sentence, the words the
 * reviewer said about it ("<keyword> was/came out/took <complement>", or "<adjective>
 * <keyword>"), else a wording of its category. Deterministic: same review, same points.
 */

const VERBS = new Map<string, string>([
  ['is', 'was'],
  ['are', 'were'],
  ['was', 'was'],
  ['were', 'were'],
  ['came out', 'came out'],
  ['came', 'came'],
  ['arrived', 'arrived'],
  ['tasted', 'tasted'],
  ['tastes', 'tasted'],
  ['looked', 'looked'],
  ['felt', 'felt'],
  ['seemed', 'seemed'],
  ['took', 'took'],
  ['takes', 'took'],
  ['had', 'had'],
  ['has been', 'was'],
  ['have been', 'were'],
  ['had been', 'had been'],
  ['got', 'got'],
]);
const VERB_RE = [...VERBS.keys()].sort((a, b) => b.length - a.length).join('|');

/** Words that end a complement ("bland and lukewarm | by the time…"). */
const STOP = new Set(
  'but so because which who that by until when while after before since for to on in at with from of as if like though although than then we i it they he she you our my their his her its this there here'.split(
    ' ',
  ),
);
/** After "and", a new clause starts with one of these; an adjective continues the complement. */
const CLAUSE_START = new Set(
  'the a an we i it they he she you our my their his her its this that there no nobody everyone someone'.split(
    ' ',
  ),
);
const NEGATIVE_ADJECTIVES = new Set(
  'cold lukewarm bland stale greasy soggy burnt burned overcooked undercooked raw salty dry tough rude slow long dirty filthy noisy loud cramped expensive overpriced pricey small tiny wrong late unfriendly dismissive rushed unhelpful unprofessional disorganized sticky smelly broken missing'.split(
    ' ',
  ),
);

/** How a reply words a complaint about a category when the review gives no words of its own. */
const CATEGORY_WORDING: Record<Category, (k: string) => string> = {
  Food: (k) => `the ${k} was not up to our standard`,
  Service: (k) => (k === 'service' ? 'the service fell short' : `the ${k} fell short`),
  Atmosphere: (k) => `the ${k} took away from your visit`,
  Value: (k) => `the ${k} did not feel fair for what you got`,
  Customer: () => 'you did not feel looked after',
  Patient: () => 'you did not feel looked after',
  Product: (k) => `the ${k} was not what you expected`,
  Location: (k) => (k === 'parking' ? 'parking was difficult' : `the ${k} was a problem`),
  'Care Quality': (k) => `your ${k} did not go as it should have`,
  'Bedside Manner': () => 'you did not feel listened to',
  Staff: (k) => `the ${k} let you down`,
  'Wait Time': (k) =>
    /wait|line|queue|delay/.test(k) ? 'the wait was so long' : 'you had to wait so long',
  Facilities: (k) => `the ${k} was not as it should be`,
};

const POSITIVE_WORDING = (k: string) => `the ${k}`;

/** What a reply cannot thank anyone for ("the visit", "the money"). */
const GENERIC = new Set(
  'visit money hour minute spot check place time room table day night child visit weekday'.split(
    ' ',
  ),
);

/** A category's usual noun, for a complaint the analysis found without a keyword of its own. */
const CATEGORY_NOUN: Record<Category, string> = {
  Food: 'food',
  Service: 'service',
  Atmosphere: 'atmosphere',
  Value: 'price',
  Customer: 'visit',
  Patient: 'visit',
  Product: 'product',
  Location: 'location',
  'Care Quality': 'visit',
  'Bedside Manner': 'manner',
  Staff: 'staff',
  'Wait Time': 'wait',
  Facilities: 'facility',
};
/** Categories in the order a complaint about them is most likely the sentence's point. */
const PRIORITY: Category[] = [
  'Wait Time',
  'Food',
  'Bedside Manner',
  'Care Quality',
  'Staff',
  'Service',
  'Value',
  'Facilities',
  'Product',
  'Location',
  'Atmosphere',
  'Customer',
  'Patient',
];
const rank = (c: Category | null) => (c ? PRIORITY.indexOf(c) : PRIORITY.length);
/** A sentence about waiting: "we waited 40 minutes", "on hold for an hour", "took three weeks". */
const WAITING =
  /\b(waited|waiting (for|over)|wait(ed)? (over|another|for)|on hold|took (\w+ ){0,2}(weeks?|hours?|minutes?)|\d+ minutes|an hour)\b/;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word that describes ("lukewarm", "greasy", "tasteless"), as far as its form tells. */
const describing = (w: string) =>
  NEGATIVE_ADJECTIVES.has(w) ||
  (/(y|ful|less|ous|ive|able|ible|ic|al|ish|ent|ant)$/.test(w) && !/ly$/.test(w));

/**
 * The complement after a verb: up to four words, "and" only joining another describing word
 * ("bland and lukewarm", not "rude and acted"). "Hard to justify" is no complement: null.
 */
function complementOf(rest: string): string | null {
  const words = rest.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length && out.length < 4; i++) {
    const raw = words[i]!;
    const w = raw.replace(/[^a-z'-]/g, '');
    if (w === 'of' && out.at(-1) === 'out') {
      out.push('of');
      continue;
    }
    if (w === 'to' && out.length > 0 && i === out.length) return null;
    if (!w || STOP.has(w)) break;
    if (w === 'and' || w === 'or') {
      const next = (words[i + 1] ?? '').replace(/[^a-z'-]/g, '');
      if (!next || CLAUSE_START.has(next) || STOP.has(next) || !describing(next)) break;
      out.push(w);
      continue;
    }
    out.push(w);
    if (/[,.;:!?)]$/.test(raw)) break;
  }
  while (out.length && ['and', 'or', 'out', 'of', 'not'].includes(out.at(-1)!)) out.pop();
  return out.length ? out.join(' ') : null;
}

/** The reviewer's own words about `keyword` in `sentence`, as a clause; null when none. */
export function clauseAbout(sentence: string, keyword: string): string | null {
  const lower = sentence.toLowerCase().replace(/[“”"]/g, '');
  const words = keyword.split(' ');
  const head = words.pop()!;
  // The noun as written (plurals: "pancakes", "fries"), with the keyword's other words.
  const noun = `${words.map(escapeRe).join('\\s+')}${words.length ? '\\s+' : ''}${escapeRe(head)}(?:e?s)?`;
  const clause = new RegExp(`\\b(${noun})\\s+(${VERB_RE})\\s+([^.;!?]+)`).exec(lower);
  if (clause) {
    const complement = complementOf(clause[3]!);
    if (complement) {
      // "is/are" become past tense; "was/were" keep the reviewer's agreement ("staff were").
      const verb = VERBS.get(clause[2]!)!;
      return `the ${clause[1]} ${verb} ${complement}`;
    }
  }
  const adjective = new RegExp(`\\b([a-z]+)\\s+(${noun})\\b`).exec(lower);
  if (adjective && NEGATIVE_ADJECTIVES.has(adjective[1]!)) {
    const plural = /s$/.test(adjective[2]!) && !/ss$/.test(adjective[2]!);
    return `the ${adjective[2]} ${plural ? 'were' : 'was'} ${adjective[1]}`;
  }
  return null;
}

/**
 * The review's points, in the order it makes them: complaints worded as clauses ("the wait
 * was long"), praise as what was liked ("the burrata"). One point per keyword, at most three per
 * sentence, at most six in all.
 */
export function reviewPoints(text: string, rating: number): ReviewPoint[] {
  const points: ReviewPoint[] = [];
  const seen = new Set<string>();
  for (const sentence of splitSentences(text)) {
    const { keywords } = analyzeReview(sentence, rating);
    const inSentence: ReviewPoint[] = [];
    for (const k of keywords) {
      const said = clauseAbout(sentence, k.short);
      // A describing word of a complaint ("bland", "cold") settles it whatever the sentence's
      // score says ("…by the time it reached our table" reads as neutral to the model).
      const complaint =
        said !== null &&
        (k.sentiment < 0 || said.split(' ').some((w) => NEGATIVE_ADJECTIVES.has(w)));
      if (complaint)
        inSentence.push({ point: said, keyword: k.short, category: k.category, sentiment: -1 });
    }
    const lower = sentence.toLowerCase();
    const sentenceSentiment =
      keywords.find((k) => k.sentiment !== 0)?.sentiment ?? (rating <= 2 ? -1 : 0);
    // Waiting is a complaint whichever noun the sentence hangs it on ("half our table…").
    if (
      WAITING.test(lower) &&
      sentenceSentiment <= 0 &&
      !inSentence.some((p) => p.category === 'Wait Time')
    )
      inSentence.unshift({
        point: 'you had to wait so long',
        keyword: 'wait',
        category: 'Wait Time',
        sentiment: -1,
      });
    // No words of the reviewer's own: the sentence's most telling keyword of a category.
    if (inSentence.length === 0) {
      const k = keywords
        .filter((x) => x.category && x.sentiment !== 0)
        // Praise only when the sentence is not turning it round ("used to be great, but…").
        .filter(
          (x) =>
            x.sentiment < 0 ||
            (!GENERIC.has(x.short.split(' ').pop()!) && !/\b(but|used to|however)\b/.test(lower)),
        )
        .sort((a, b) => rank(a.category) - rank(b.category))[0];
      if (k?.category)
        inSentence.push({
          point:
            k.sentiment < 0 ? CATEGORY_WORDING[k.category](k.short) : POSITIVE_WORDING(k.short),
          keyword: k.short,
          category: k.category,
          sentiment: k.sentiment,
        });
    }
    // Still nothing: a category the sentence names without a keyword ("Dr. Haddad seemed…").
    if (inSentence.length === 0 && sentenceSentiment < 0) {
      const c = analyzeReview(sentence, rating)
        .categories.filter((x) => x.sentiment < 0)
        .sort((a, b) => rank(a.category) - rank(b.category))[0];
      if (c)
        inSentence.push({
          point: CATEGORY_WORDING[c.category](CATEGORY_NOUN[c.category]),
          keyword: CATEGORY_NOUN[c.category],
          category: c.category,
          sentiment: -1,
        });
    }
    for (const p of inSentence.slice(0, 3)) {
      if (seen.has(p.keyword) || seen.has(`${p.sentiment}:${p.point}`)) continue;
      seen.add(p.keyword);
      seen.add(`${p.sentiment}:${p.point}`);
      points.push(p);
    }
    if (points.length >= 6) break;
  }
  return points;
}
