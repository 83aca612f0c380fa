/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  commonTexts,
  type Dict,
  formatAverage,
  reviewCount,
  safeUrl,
  scopeText,
  texts,
} from '../i18n';
import { Stars, starsCss } from '../parts';
import type { ViewProps } from '../settings';

const dict: Dict<'read' | 'label'> = {
  en: { read: 'Read our reviews', label: 'Customer rating' },
  es: { read: 'Lea nuestras reseñas', label: 'Calificación de clientes' },
  fr: { read: 'Lire nos avis', label: 'Note des clients' },
  de: { read: 'Unsere Bewertungen lesen', label: 'Kundenbewertung' },
};

export const css =
  starsCss +
  `.snap{display:inline-flex;flex-direction:column;align-items:flex-start;gap:4px;padding:12px 16px}
.snap.compact{flex-direction:row;flex-wrap:wrap;align-items:center;gap:4px 10px;padding:6px 12px}
.snap .avg{font-size:2em;font-weight:700;line-height:1.1}
.snap.compact .avg{font-size:1.1em}
.snap .stars{font-size:1.4em}
.snap.compact .stars{font-size:1em}
.snap.small{font-size:.85em}
.snap.large{font-size:1.25em}
.scope{font-size:.8em}`;

/** Star Snapshot: average rating, stars, review count and an optional link. */
export function View({ w, r }: ViewProps) {
  const t = texts(dict, r.lang);
  const { average, count, scope } = w.data.summary ?? { average: null, count: 0 };
  const covers = scopeText(r.lang, scope);
  const link = safeUrl(r.linkUrl);
  const compact = r.layout.compact;
  return (
    <section
      class={`root box snap ${r.layout.size}${compact ? ' compact' : ''}`}
      part="root"
      aria-label={`${w.data.business_name ? `${w.data.business_name}: ` : ''}${t('label')}`}
    >
      {average === null || count === 0 ? (
        <p class="mu">{commonTexts(r.lang)('none')}</p>
      ) : (
        <>
          <div class="line">
            <span class="avg" part="rating" aria-hidden="true">
              {formatAverage(r.lang, average)}
            </span>
            <Stars value={average} r={r} />
          </div>
          <span class="mu" part="count">
            {reviewCount(r.lang, count)}
          </span>
          {covers && (
            <span class="mu scope" part="scope">
              {covers}
            </span>
          )}
        </>
      )}
      {link && (
        <a part="link" href={link.href}>
          {t('read')}
        </a>
      )}
    </section>
  );
}
