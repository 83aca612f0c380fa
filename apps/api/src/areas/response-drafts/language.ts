/**
 * The language of a review, from its most common short words: enough to tell the languages
 * Plaudit's accounts write in (English, Spanish, French, German, Italian, Portuguese) apart.
 * Short or unclear texts count as English.
 */
const WORDS: Record<string, string[]> = {
  en: 'the and was were is are it this that with for not very our we my food they you but good great'.split(
    ' ',
  ),
  es: 'el la los las y es muy que de con por para pero no fue comida servicio nos una un lo bien'.split(
    ' ',
  ),
  fr: 'le la les et est très que de avec pour pas mais nous une un du des était service bien'.split(
    ' ',
  ),
  de: 'der die das und ist sehr nicht mit für war wir ein eine zu auch aber essen gut den'.split(
    ' ',
  ),
  it: 'il la e è molto che di con per non ma siamo una un del era servizio cibo buono'.split(' '),
  pt: 'o a os as e é muito que de com para não mas foi uma um comida atendimento bom'.split(' '),
};

export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
};

export function detectLanguage(text: string): string {
  const tokens = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  if (tokens.length < 3) return 'en';
  let best = 'en';
  let bestScore = 0;
  for (const [lang, words] of Object.entries(WORDS)) {
    const set = new Set(words);
    const score = tokens.filter((t) => set.has(t)).length;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  // One or two shared words ("a", "no") are not enough to leave English.
  return bestScore >= 2 ? best : 'en';
}
