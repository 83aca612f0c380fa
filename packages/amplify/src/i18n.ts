/** Texts and locale-aware formatting shared by the kinds (languages en, es, fr, de). */

import type { PublicWidgetScope } from '@plaudit/api-client/schemas';

export type Lang = 'en' | 'es' | 'fr' | 'de';
export const LANGS: readonly Lang[] = ['en', 'es', 'fr', 'de'];
export type Dict<K extends string> = Record<Lang, Record<K, string>>;

export function pickLang(value: unknown): Lang {
  return LANGS.includes(value as Lang) ? (value as Lang) : 'en';
}

/** `t(dict, lang)('key', { n: 3 })`: the text with `{n}` replaced. */
export function texts<K extends string>(dict: Dict<K>, lang: Lang) {
  const d = dict[lang];
  return (key: K, vars?: Record<string, string | number>) =>
    d[key].replace(/\{(\w+)\}/g, (_, v: string) => String(vars?.[v] ?? ''));
}

const common: Dict<'rated' | 'review' | 'reviews' | 'none'> = {
  en: {
    rated: 'Rated {r} out of 5',
    review: '{n} review',
    reviews: '{n} reviews',
    none: 'No reviews yet',
  },
  es: {
    rated: 'Calificación de {r} sobre 5',
    review: '{n} reseña',
    reviews: '{n} reseñas',
    none: 'Aún no hay reseñas',
  },
  fr: {
    rated: 'Noté {r} sur 5',
    review: '{n} avis',
    reviews: '{n} avis',
    none: 'Pas encore d’avis',
  },
  de: {
    rated: 'Bewertet mit {r} von 5',
    review: '{n} Bewertung',
    reviews: '{n} Bewertungen',
    none: 'Noch keine Bewertungen',
  },
};

export const commonTexts = (lang: Lang) => texts(common, lang);

const scopeDict: Dict<'all' | 'some' | 'ever'> = {
  en: { all: 'All {n} locations', some: '{n} locations', ever: 'all time' },
  es: { all: 'Las {n} ubicaciones', some: '{n} ubicaciones', ever: 'desde el inicio' },
  fr: { all: 'Les {n} établissements', some: '{n} établissements', ever: 'depuis le début' },
  de: { all: 'Alle {n} Standorte', some: '{n} Standorte', ever: 'seit Beginn' },
};

/**
 * What a summary covers, e.g. "All 25 locations · all time", "Blue Fern Capitol Hill · Google,
 * Yelp · all time": the figures are every review ever received there, unlike a dashboard's period.
 */
export function scopeText(lang: Lang, scope: PublicWidgetScope | undefined): string {
  if (!scope) return '';
  const t = texts(scopeDict, lang);
  const place =
    scope.location_name ??
    (scope.locations > 1
      ? t(scope.all_locations ? 'all' : 'some', { n: formatNumber(lang, scope.locations) })
      : '');
  const sources = new Intl.ListFormat(lang, { type: 'unit' }).format(scope.sources);
  return [place, sources, t('ever')].filter(Boolean).join(' · ');
}

export function formatNumber(lang: Lang, n: number, digits?: number): string {
  return new Intl.NumberFormat(
    lang,
    digits === undefined
      ? undefined
      : { minimumFractionDigits: digits, maximumFractionDigits: digits },
  ).format(n);
}

/** "{n} reviews" with the count locale-formatted (spec 3 section 5: counts are locale-formatted). */
export function reviewCount(lang: Lang, n: number): string {
  const t = commonTexts(lang);
  return t(new Intl.PluralRules(lang).select(n) === 'one' ? 'review' : 'reviews', {
    n: formatNumber(lang, n),
  });
}

/** Average rating with 2 decimals (spec 3 section 5). */
export const formatAverage = (lang: Lang, avg: number) => formatNumber(lang, avg, 2);

/** Only http(s) links are rendered; bare hosts get https://; paths resolve against `base`. */
export function safeUrl(value: string | null | undefined, base?: string): URL | null {
  if (!value) return null;
  try {
    const u =
      value[0] === '/' && base
        ? new URL(value, base)
        : new URL(/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : null;
  } catch {
    return null;
  }
}
