import { detectLanguage, LANGUAGE_NAMES } from './language';

/**
 * Guardrails applied to every writer's draft, the local writer's as much as a model's:
 * - no promise of a refund, discount, free item, voucher or any compensation;
 * - no fact that is not in the review or the account's data: phone numbers, e-mail and web
 *   addresses, street addresses, names (of staff, say) that neither the review nor the account
 *   gives;
 * - nothing of the reviewer's beyond their first name (their last name, their e-mail);
 * - none of the voice's words to avoid;
 * - the site's length limit;
 * - the review's language.
 * A sentence that breaks one of the first four is dropped; a draft too long is cut at a
 * sentence; a draft in another language cannot be mended (the caller falls back).
 */
export type GuardrailContext = {
  review: {
    content: string;
    title: string | null;
    author_name: string;
    author_email?: string | null;
  };
  language: string;
  /** Text the account gave: its name, the location's public name, sign-off, template… */
  accountText: string[];
  wordsToAvoid: readonly string[];
  maxLength: number;
};

export type Violation = { rule: GuardrailRule; text: string };
export type GuardrailRule =
  | 'compensation'
  | 'contact_details'
  | 'unknown_name'
  | 'reviewer_data'
  | 'word_to_avoid'
  | 'length'
  | 'language';

const COMPENSATION =
  /\b(refund\w*|discount\w*|compensat\w*|reimburs\w*|vouchers?|coupons?|gift cards?|gift certificates?|money back|on the house|complimentary|free (meal|dessert|drink|dinner|lunch|breakfast|appetizer|entree|visit|round|night|service|item|of charge)s?|\d+ ?% off|credit (to|on) your|make it up to you with)\b/i;
const PHONE = /\+?\(?\d[\d\s().-]{6,}\d/g;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;
const URL = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
const STREET =
  /\b\d{1,5}\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Highway|Hwy)\b\.?/g;

/** Capitalised words any reply may use. */
const COMMON = new Set(
  `I I'm I'll I've I'd We We're We'll We've Our Us You You're Your Thank Thanks Hi Hello Dear Sorry Please Kind Best Warm Warmest Regards Sincerely Cheers The A An It It's This That These Those What When Where Who Why How If As At In On For With From To Of And But Or So Not No Yes All Every Each Our Team Manager Management Owner Mr Mrs Ms Dr Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Google Yelp Facebook Tripadvisor TripAdvisor Plaudit English Spanish French German We'd Again Glad Happy Apologies Looking See Hope Until`.split(
    ' ',
  ),
);

/** Splits into sentences, keeping each line's breaks so the draft's layout survives. */
export function sentencesOf(text: string): string[][] {
  return text.split('\n').map((line) =>
    line
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

const join = (lines: string[][]) =>
  lines
    .map((l) => l.join(' '))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

function vocabulary(ctx: GuardrailContext): Set<string> {
  const words = new Set<string>();
  for (const t of [ctx.review.content, ctx.review.title ?? '', ...ctx.accountText])
    for (const w of t.split(/[^\p{L}'’-]+/u)) if (w) words.add(w.toLowerCase());
  return words;
}

/** What is wrong with one sentence (none: an empty list). */
function sentenceViolations(
  sentence: string,
  ctx: GuardrailContext,
  known: Set<string>,
  lineStart: boolean,
): Violation[] {
  const found: Violation[] = [];
  const given = [ctx.review.content, ctx.review.title ?? '', ...ctx.accountText].join('\n');
  const c = COMPENSATION.exec(sentence);
  if (c) found.push({ rule: 'compensation', text: c[0] });
  for (const re of [PHONE, EMAIL, URL, STREET])
    for (const m of sentence.matchAll(re))
      if (!given.includes(m[0]) && !(re === PHONE && m[0].replace(/\D/g, '').length < 7))
        found.push({ rule: 'contact_details', text: m[0] });
  // The reviewer's other names and e-mail.
  const [, ...others] = ctx.review.author_name.trim().split(/\s+/);
  for (const other of others) {
    const name = other.replace(/[^\p{L}'-]/gu, '');
    if (name.length >= 2 && new RegExp(`(^|[^\\p{L}])${name}($|[^\\p{L}])`, 'iu').test(sentence))
      found.push({ rule: 'reviewer_data', text: name });
  }
  if (
    ctx.review.author_email &&
    sentence.toLowerCase().includes(ctx.review.author_email.toLowerCase())
  )
    found.push({ rule: 'reviewer_data', text: ctx.review.author_email });
  // Capitalised words that neither the review nor the account gives: a name made up.
  const tokens = sentence.split(/\s+/);
  tokens.forEach((raw, i) => {
    const w = raw.replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, '').replace(/['’]s$/, '');
    if (!w || !/^\p{Lu}\p{Ll}+/u.test(w)) return;
    if (i === 0 && lineStart) return;
    const prev = tokens[i - 1] ?? '';
    if (i === 0 || /[.!?:]$/.test(prev)) return;
    if (COMMON.has(w) || known.has(w.toLowerCase())) return;
    found.push({ rule: 'unknown_name', text: w });
  });
  const lower = sentence.toLowerCase();
  for (const word of ctx.wordsToAvoid) {
    const wl = word.trim().toLowerCase();
    if (
      wl &&
      new RegExp(
        `(^|[^\\p{L}])${wl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
        'u',
      ).test(lower)
    )
      found.push({ rule: 'word_to_avoid', text: word });
  }
  return found;
}

/** Every violation in a draft (for tests and the measurement: a clean draft has none). */
export function findViolations(draft: string, ctx: GuardrailContext): Violation[] {
  const known = vocabulary(ctx);
  const found = sentencesOf(draft).flatMap((line) =>
    line.flatMap((s, i) => sentenceViolations(s, ctx, known, i === 0)),
  );
  if (draft.length > ctx.maxLength)
    found.push({ rule: 'length', text: `${draft.length} > ${ctx.maxLength}` });
  const lang = detectLanguage(draft);
  if (draft.trim() && lang !== ctx.language)
    found.push({ rule: 'language', text: LANGUAGE_NAMES[lang] ?? lang });
  return found;
}

export type GuardedDraft = {
  content: string;
  /** What was taken out. */
  removed: Violation[];
  /** The draft is in another language than the review: it cannot be used. */
  wrongLanguage: boolean;
};

/** The draft with every offending sentence dropped and cut to the site's length. */
export function applyGuardrails(draft: string, ctx: GuardrailContext): GuardedDraft {
  const known = vocabulary(ctx);
  const removed: Violation[] = [];
  const lines = sentencesOf(draft.replace(/\r/g, '')).map((line) =>
    line.filter((s, i) => {
      const v = sentenceViolations(s, ctx, known, i === 0);
      removed.push(...v);
      return v.length === 0;
    }),
  );
  let content = join(lines);
  if (content.length > ctx.maxLength) {
    removed.push({ rule: 'length', text: `${content.length} > ${ctx.maxLength}` });
    // Whole sentences from the start, as many as fit.
    const kept: string[][] = [];
    let length = 0;
    outer: for (const line of lines) {
      const keptLine: string[] = [];
      kept.push(keptLine);
      for (const s of line) {
        if (length + s.length + 1 > ctx.maxLength) break outer;
        keptLine.push(s);
        length += s.length + 1;
      }
    }
    content = join(kept);
  }
  const wrongLanguage = content.trim() !== '' && detectLanguage(content) !== ctx.language;
  return { content, removed, wrongLanguage };
}
