/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { commonTexts, formatAverage } from './i18n';
import type { Resolved } from './settings';

/** CSS of the stars (star_snapshot, teaser, full_page). */
export const starsCss = `.stars{position:relative;display:inline-block;line-height:0;vertical-align:middle}
.stars svg{display:block;height:1em;width:5em;fill:var(--bd)}
.stars .on{position:absolute;inset:0 auto 0 0;overflow:hidden}
.stars .on svg{fill:var(--st)}`;

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
