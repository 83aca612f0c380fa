/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { cardCss, ReviewCard } from '../card';
import {
  commonTexts,
  type Dict,
  formatAverage,
  formatNumber,
  reviewCount,
  scopeText,
  texts,
} from '../i18n';
import { Stars, starsCss } from '../parts';
import { type ViewProps, visibleReviews } from '../settings';

const dict: Dict<'label' | 'more' | 'dist' | 'star' | 'stars'> = {
  en: {
    label: 'Reviews',
    more: 'Show more',
    dist: 'Rating distribution',
    star: '{n} star',
    stars: '{n} stars',
  },
  es: {
    label: 'Reseñas',
    more: 'Mostrar más',
    dist: 'Distribución de calificaciones',
    star: '{n} estrella',
    stars: '{n} estrellas',
  },
  fr: {
    label: 'Avis',
    more: 'Afficher plus',
    dist: 'Répartition des notes',
    star: '{n} étoile',
    stars: '{n} étoiles',
  },
  de: {
    label: 'Bewertungen',
    more: 'Mehr anzeigen',
    dist: 'Verteilung der Bewertungen',
    star: '{n} Stern',
    stars: '{n} Sterne',
  },
};

export const css =
  starsCss +
  cardCss +
  `.feed{display:flex;flex-direction:column;gap:16px}
.summary{display:flex;flex-wrap:wrap;align-items:center;gap:12px 32px}
.overall{display:flex;flex-direction:column;gap:4px}
.overall .avg{font-size:2.2em;font-weight:700;line-height:1.1}
.overall .stars{font-size:1.3em}
.dist{display:grid;grid-template-columns:auto minmax(80px,220px) auto;align-items:center;gap:4px 8px;font-size:.875em}
.dist li{display:contents}
.bar{height:8px;background:var(--sf);border:1px solid var(--bd);border-radius:4px;overflow:hidden}
.bar span{display:block;height:100%;background:var(--a)}
.list{display:flex;flex-direction:column;gap:12px}
.list li:focus{outline:none}
.list li:focus-visible{outline:2px solid var(--a);outline-offset:2px;border-radius:var(--r)}
.more{align-self:center}
.scope{font-size:.8em}`;

/** Location Review Feed: summary, distribution bars, the reviews page by page ("Show more"). */
export function View({ w, r, still }: ViewProps) {
  const t = texts(dict, r.lang);
  const reviews = visibleReviews(w, r);
  const pageSize = Math.max(1, r.layout.page_size || 5);
  const [shown, setShown] = useState(pageSize);
  const list = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState(false);
  const { average, count, distribution, scope } = w.data.summary ?? {
    average: null,
    count: 0,
    distribution: null,
  };
  const covers = scopeText(r.lang, scope);
  const total = distribution
    ? [1, 2, 3, 4, 5].reduce((a, k) => a + (distribution[k as 1] || 0), 0)
    : 0;

  // After "Show more", focus moves to the first review added, so keyboard users keep their place.
  useEffect(() => {
    if (moved) (list.current?.children[shown - pageSize] as HTMLElement | undefined)?.focus();
  }, [moved, shown, pageSize]);

  return (
    <section
      class="root box feed"
      part="root"
      aria-label={`${w.data.business_name || ''} ${t('label')}`.trim()}
    >
      <div class="summary" part="summary">
        <div class="overall">
          {w.data.business_name && <h2 part="title">{w.data.business_name}</h2>}
          {average !== null && count > 0 ? (
            <>
              <div class="line">
                <span class="avg" part="rating" aria-hidden="true">
                  {formatAverage(r.lang, average)}
                </span>{' '}
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
          ) : (
            <p class="mu">{commonTexts(r.lang)('none')}</p>
          )}
        </div>
        {r.layout.show_distribution && distribution && total > 0 && (
          <ul class="dist" part="distribution" aria-label={t('dist')}>
            {[5, 4, 3, 2, 1].map((k) => {
              const c = distribution[k as 1] || 0;
              return (
                <li key={k}>
                  <span>{t(k === 1 ? 'star' : 'stars', { n: k })}</span>
                  <span class="bar" part="bar" aria-hidden="true">
                    <span style={{ width: `${Math.round((c / total) * 100)}%` }} />
                  </span>
                  <span class="mu">{formatNumber(r.lang, c)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {reviews.length > 0 && (
        <ol class="list" part="list" ref={list}>
          {reviews.slice(0, shown).map((review) => (
            <li key={review.id} tabIndex={-1}>
              <ReviewCard review={review} r={r} />
            </li>
          ))}
        </ol>
      )}
      {shown < reviews.length && !still && (
        <button
          type="button"
          class="btn more"
          part="button more"
          onClick={() => {
            setShown(shown + pageSize);
            setMoved(true);
          }}
        >
          {t('more')}
        </button>
      )}
    </section>
  );
}
