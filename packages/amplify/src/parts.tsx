/** @jsxImportSource preact */
import type { PublicWidgetReview } from '@plaudit/api-client/schemas';
import { commonTexts, formatAverage, formatDate, safeUrl } from './i18n';
import type { Resolved } from './settings';

/** CSS of the stars (star_snapshot, teaser, full_page). */
export const starsCss = `.stars{position:relative;display:inline-block;line-height:0;vertical-align:middle}
.stars svg{display:block;height:1em;width:5em;fill:var(--bd)}
.stars .on{position:absolute;inset:0 auto 0 0;overflow:hidden}
.stars .on svg{fill:var(--st)}`;

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

const STAR = 'M12 1.7l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.8l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z';
const Row = () => (
  <svg viewBox="0 0 120 24" aria-hidden="true" focusable="false">
    {[0, 24, 48, 72, 96].map((x) => (
      <path key={x} d={STAR} transform={`translate(${x})`} />
    ))}
  </svg>
);

/** Five stars filled to `value` (0-5), announced as "Rated 4.63 out of 5". */
export function Stars({ value, r }: { value: number; r: Resolved }) {
  const v = Math.max(0, Math.min(5, value));
  return (
    <span
      class="stars"
      part="stars"
      role="img"
      aria-label={commonTexts(r.lang)('rated', {
        r: formatAverage(r.lang, v).replace(/[.,]00$/, ''),
      })}
    >
      <Row />
      <span class="on" style={{ width: `${(v / 5) * 100}%` }}>
        <Row />
      </span>
    </span>
  );
}

/** One review: stars, reviewer, date, text (as text, never HTML), source and the owner's response. */
export function ReviewCard({ review, r }: { review: PublicWidgetReview; r: Resolved }) {
  const t = commonTexts(r.lang);
  const icon = safeUrl(review.source?.icon_url, r.origin || undefined);
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
          {icon && <img src={icon.href} alt="" width={16} height={16} loading="lazy" />}
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
