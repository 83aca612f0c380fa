import type { ExperienceCategory } from '@plaudit/api-client/schemas';
import { LRUCache } from 'lru-cache';
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/**
 * Keywords (noun phrases) and experience categories with sentiment, from
 * review text, with wink-nlp and its English lite model (POS tagging, lemmas,
 * sentence sentiment).
 *
 * - A keyword is a run of up to three nouns ("wait time", "burrata salad"),
 *   lower-cased, its last noun lemmatised ("pancakes" → "pancake"). Generic
 *   nouns ("thing", "lot") are skipped.
 * - Each keyword and category mention takes the sentiment of its sentence
 *   (wink's score above +0.05 positive, below -0.05 negative); a neutral
 *   sentence falls back to the review's rating (4-5 positive, 1-2 negative).
 * - A category is found when a sentence holds a word of its lexicon (nouns and
 *   a few telling adjectives); a review's category sentiment is the sign of the
 *   sum of its sentences' signs.
 * Sentences are analysed once each and cached, so re-used sentences (common
 * in generated data) cost nothing the second time.
 */

/** The experience categories of the API (one list, in @plaudit/api-client). */
export type Category = ExperienceCategory;

const LEXICON: Record<Category, string> = {
  Food: 'food dish meal taste flavor flavour menu breakfast lunch dinner brunch dessert appetizer entree salad burger sandwich pasta pizza soup steak chicken fish taco fry toast pancake egg coffee drink cocktail wine beer latte espresso tea bread sauce portion plate kitchen chef delicious tasty bland overcooked undercooked fresh stale greasy',
  Service:
    'service server waiter waitress bartender host hostess order reservation check bill attentive rude slow',
  Atmosphere:
    'atmosphere ambiance ambience vibe decor music noise dining room patio booth table seating lighting cozy loud noisy crowded',
  Value:
    'value price cost prices money deal bill charge insurance copay billing expensive cheap overpriced affordable worth pricey',
  Customer: 'customer guest diner family kid child husband wife friend',
  Patient: 'patient',
  Product: 'product item selection quality merchandise brand',
  Location:
    'location neighborhood neighbourhood area street downtown entrance address parking lot spot garage building access',
  'Care Quality':
    'care treatment diagnosis exam checkup prescription test result visit procedure medication therapy',
  'Bedside Manner':
    'manner bedside compassion empathy doctor physician nurse provider practitioner listener dr compassionate caring patient',
  Staff:
    'staff team employee manager management crew receptionist desk front personnel friendly helpful knowledgeable professional',
  'Wait Time': 'wait waiting time minute hour line queue delay appointment',
  Facilities:
    'facility office clinic restroom bathroom lobby waiting clean cleanliness dirty room equipment floor',
};
// 'patient' is both a customer word and a bedside-manner adjective; as a noun it means Patient.
const CATEGORY_OF = new Map<string, Category[]>();
for (const [category, words] of Object.entries(LEXICON) as [Category, string][])
  for (const w of words.split(' ')) CATEGORY_OF.set(w, [...(CATEGORY_OF.get(w) ?? []), category]);
/** Phrases that name a category by themselves. */
const PHRASES: [RegExp, Category][] = [
  [/\bwait(ing)? times?\b/, 'Wait Time'],
  [/\bbedside manner\b/, 'Bedside Manner'],
  [/\bfront desk\b/, 'Staff'],
  [/\bwaiting room\b/, 'Facilities'],
];

const STOP_NOUNS = new Set(
  'thing things lot lots bit way half look call kind sort part one nothing everything something anything everyone someone anyone day days year years week weeks night time times today tonight yesterday tomorrow place star stars review reviews experience reason fact point end side couple deal job issue issues problem problems sure use word words last thanks thank'.split(
    ' ',
  ),
);

export type Sentiment = -1 | 0 | 1;
export type Analysis = {
  keywords: { short: string; category: Category | null; sentiment: Sentiment }[];
  categories: { category: Category; sentiment: Sentiment }[];
};

type SentenceAnalysis = { score: number; keywords: string[]; categories: Category[] };

let nlp: ReturnType<typeof winkNLP> | undefined;
function engine() {
  nlp ??= winkNLP(model, ['sbd', 'pos', 'sentiment']);
  return nlp;
}

/** Sentences analysed before, most recently used kept (generated data repeats sentences). */
const cache = new LRUCache<string, SentenceAnalysis>({ max: 200_000 });

function analyzeSentence(text: string): SentenceAnalysis {
  const hit = cache.get(text);
  if (hit) return hit;
  const n = engine();
  const its = n.its;
  const doc = n.readDoc(text);
  const score = doc.out(its.sentiment) as number;
  const pos = doc.tokens().out(its.pos) as string[];
  const lemma = doc.tokens().out(its.lemma as never) as unknown as string[];
  const normal = doc.tokens().out(its.normal) as string[];
  const keywords = new Set<string>();
  const categories = new Set<Category>();
  let run: number[] = [];
  const flush = () => {
    // Keep at most the last three nouns of a run; drop generic ones at the ends.
    let nouns = run.slice(-3);
    while (nouns.length && STOP_NOUNS.has(normal[nouns[0]!]!)) nouns = nouns.slice(1);
    if (nouns.length) {
      const last = nouns[nouns.length - 1]!;
      const words = nouns.slice(0, -1).map((i) => normal[i]!);
      const head = lemma[last]!.toLowerCase();
      if ((nouns.length > 1 || !STOP_NOUNS.has(head)) && /^[a-z][a-z'-]+$/.test(head)) {
        words.push(head);
        const short = words.join(' ');
        if (short.length <= 60 && words.every((w) => /^[a-z][a-z'-]*$/.test(w)))
          keywords.add(short);
      }
    }
    run = [];
  };
  for (let i = 0; i < pos.length; i++) {
    const p = pos[i];
    const word = lemma[i]!.toLowerCase();
    if (p === 'NOUN') run.push(i);
    else flush();
    if (p === 'NOUN' || p === 'ADJ' || p === 'PROPN') {
      const cats = CATEGORY_OF.get(word) ?? CATEGORY_OF.get(normal[i]!);
      if (cats) {
        if (word === 'patient') categories.add(p === 'ADJ' ? 'Bedside Manner' : 'Patient');
        else for (const c of cats) categories.add(c);
      }
    }
  }
  flush();
  const lower = text.toLowerCase();
  for (const [re, c] of PHRASES) if (re.test(lower)) categories.add(c);
  const result = { score, keywords: [...keywords], categories: [...categories] };
  cache.set(text, result);
  return result;
}

const sign = (n: number): Sentiment => (n > 0 ? 1 : n < 0 ? -1 : 0);

/** Splits text into sentences (on . ! ? followed by space, and on line breaks). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The keywords and categories of one review, each with its sentiment. */
export function analyzeReview(text: string, rating: number): Analysis {
  const fallback: Sentiment = rating >= 4 ? 1 : rating >= 1 && rating <= 2 ? -1 : 0;
  const keywordScore = new Map<string, number>();
  const categoryScore = new Map<Category, number>();
  for (const sentence of splitSentences(text)) {
    const a = analyzeSentence(sentence);
    const s: Sentiment = a.score > 0.05 ? 1 : a.score < -0.05 ? -1 : fallback;
    for (const k of a.keywords) keywordScore.set(k, (keywordScore.get(k) ?? 0) + s);
    for (const c of a.categories) categoryScore.set(c, (categoryScore.get(c) ?? 0) + s);
  }
  return {
    keywords: [...keywordScore].map(([short, score]) => ({
      short,
      category: categoryOfKeyword(short),
      sentiment: sign(score),
    })),
    categories: [...categoryScore].map(([category, score]) => ({
      category,
      sentiment: sign(score),
    })),
  };
}

/** The category of a keyword's head noun (its last word), or of the whole phrase. */
export function categoryOfKeyword(short: string): Category | null {
  for (const [re, c] of PHRASES) if (re.test(short)) return c;
  const head = short.split(' ').pop()!;
  const cats = CATEGORY_OF.get(head);
  return cats?.[0] ?? null;
}
