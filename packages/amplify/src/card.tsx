/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { PublicWidgetReview } from '@plaudit/api-client/schemas';
import { formatDate } from './dates';
import { type Dict, safeUrl, texts } from './i18n';
import { Stars } from './parts';
import type { Resolved } from './settings';

/*
 * Review cards (teaser, full_page): a chunk of their own beside the kinds, so
 * the star snapshot does not load them.
 */

const dict: Dict<'anon' | 'on' | 'response'> = {
  en: { anon: 'A customer', on: 'on {s}', response: 'Response from the owner' },
  es: { anon: 'Un cliente', on: 'en {s}', response: 'Respuesta del propietario' },
  fr: { anon: 'Un client', on: 'sur {s}', response: 'Réponse du propriétaire' },
  de: { anon: 'Ein Kunde', on: 'auf {s}', response: 'Antwort des Inhabers' },
};

/** CSS of review cards and buttons (teaser, full_page). */
export const cardCss = `.btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-width:36px;min-height:36px;padding:6px 12px;background:var(--sf);color:var(--fg);border:1px solid var(--bd);border-radius:var(--r)}
.btn:hover{border-color:var(--a)}
.btn svg{width:16px;height:16px;fill:currentColor}
.card{display:flex;flex-direction:column;gap:8px;padding:16px;background:var(--bg);border:1px solid var(--bd);border-radius:var(--r)}
.head{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px}
.name{font-weight:600}
.text{white-space:pre-line;overflow-wrap:anywhere}
.source{display:inline-flex;align-items:center;gap:6px;font-size:.875em}
.source img{width:16px;height:16px}
.response{padding:8px 12px;background:var(--sf);border-inline-start:3px solid var(--a);border-radius:calc(var(--r) / 2)}
.response p:first-child{font-weight:600;font-size:.875em}`;

/** One review: stars, reviewer, date, text (as text, never HTML), source and the owner's response. */
export function ReviewCard({ review, r }: { review: PublicWidgetReview; r: Resolved }) {
  const t = texts(dict, r.lang);
  const path = review.source?.icon_url ?? '';
  // Without an origin (the server's live markup) a path stays one: the loader prefixes its origin.
  const icon =
    !r.origin && /^\/(?!\/)/.test(path) ? path : safeUrl(path, r.origin || undefined)?.href;
  return (
    <article class="card" part="card">
      <div class="head">
        {review.rating > 0 && <Stars value={review.rating} r={r} />}
        {r.show.reviewer_name && (
          <span class="name" part="reviewer">
            {review.reviewer_name || t('anon')}
          </span>
        )}
        {r.show.dates && (
          <time class="mu" part="date" dateTime={review.published_at}>
            {formatDate(r.lang, review.published_at)}
          </time>
        )}
      </div>
      <p class="text" part="text">
        {review.text}
      </p>
      {r.show.source && review.source?.name && (
        <span class="source mu" part="source">
          {icon && <img src={icon} alt="" width={16} height={16} loading="lazy" />}
          {t('on', { s: review.source.name })}
        </span>
      )}
      {r.show.responses && review.response?.text && (
        <div class="response" part="response">
          <p>{t('response')}</p>
          <p class="text">{review.response.text}</p>
        </div>
      )}
    </article>
  );
}
