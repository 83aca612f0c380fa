/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { cardCss, ReviewCard } from '../card';
import { commonTexts, type Dict, texts } from '../i18n';
import { starsCss } from '../parts';
import { type ViewProps, visibleReviews } from '../settings';

/** Spec 3 section 9: the Testimonial Carousel shows up to 15 featured reviews. */
const MAX_SLIDES = 15;

const dict: Dict<'label' | 'prev' | 'next' | 'stop' | 'start' | 'slide'> = {
  en: {
    label: 'Customer reviews',
    prev: 'Previous review',
    next: 'Next review',
    stop: 'Stop automatic slide show',
    start: 'Start automatic slide show',
    slide: '{i} of {n}',
  },
  es: {
    label: 'Opiniones de clientes',
    prev: 'Reseña anterior',
    next: 'Reseña siguiente',
    stop: 'Detener la presentación automática',
    start: 'Iniciar la presentación automática',
    slide: '{i} de {n}',
  },
  fr: {
    label: 'Avis clients',
    prev: 'Avis précédent',
    next: 'Avis suivant',
    stop: 'Arrêter le défilement automatique',
    start: 'Démarrer le défilement automatique',
    slide: '{i} sur {n}',
  },
  de: {
    label: 'Kundenbewertungen',
    prev: 'Vorherige Bewertung',
    next: 'Nächste Bewertung',
    stop: 'Automatische Wiedergabe stoppen',
    start: 'Automatische Wiedergabe starten',
    slide: '{i} von {n}',
  },
};

export const css =
  starsCss +
  cardCss +
  `.teaser{display:flex;flex-direction:column;gap:12px;background:var(--bg);border-radius:var(--r)}
.slides{display:grid}
.slide{grid-area:1/1;visibility:hidden}
.slide.on{visibility:visible}
@media (prefers-reduced-motion:no-preference){.slide.on{animation:plaudit-in .4s ease-out}}
@keyframes plaudit-in{from{opacity:0}to{opacity:1}}
.controls{display:flex;align-items:center;gap:8px}
.controls .count{margin-inline-start:auto;font-size:.875em}`;

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);
const PAUSE = 'M6 4h4v16H6zm8 0h4v16h-4z';
const PLAY = 'M7 4l13 8-13 8z';
const PREV = 'M15.4 4L17 5.6 10.6 12l6.4 6.4-1.6 1.6-8-8z';
const NEXT = 'M8.6 4L7 5.6l6.4 6.4L7 18.4 8.6 20l8-8z';

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Testimonial Carousel, following the WAI-ARIA APG carousel pattern: a
 * rotation control first, previous/next buttons, slides labelled "n of N".
 * It rotates only when autoplay is on, the visitor does not prefer reduced
 * motion, has not stopped it, and neither focus nor the pointer is inside.
 */
export function View({ w, r, still }: ViewProps) {
  const t = texts(dict, r.lang);
  const reviews = visibleReviews(w, r).slice(0, MAX_SLIDES);
  const n = reviews.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => r.layout.autoplay && n > 1 && !reducedMotion());
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const section = useRef<HTMLElement>(null);
  const rotating = playing && !focused && !hovered && n > 1;
  const seconds = Math.max(3, r.layout.interval_seconds || 7);
  const current = n ? Math.min(index, n - 1) : 0;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % n), seconds * 1000);
    return () => clearInterval(timer);
  }, [rotating, n, seconds]);

  // A server-rendered carousel is upgraded in place: focus or the pointer may already be inside
  // (a visitor who tabbed in before the script ran), and no focusin/mouseenter will come for it.
  useEffect(() => {
    const el = section.current;
    if (!el) return;
    const active = (el.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && el.contains(active)) setFocused(true);
    if (el.matches(':hover')) setHovered(true);
  }, []);

  // Stop for good when the visitor switches on reduced motion.
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => mq.matches && setPlaying(false);
    mq.addEventListener?.('change', onChange);
    return () => mq.removeEventListener?.('change', onChange);
  }, []);

  if (!n)
    return (
      <section class="root box" part="root" aria-label={t('label')}>
        <p class="mu">{commonTexts(r.lang)('none')}</p>
      </section>
    );

  const go = (step: number) => setIndex((current + step + n) % n);
  return (
    <section
      ref={section}
      class="root teaser"
      part="root"
      aria-roledescription="carousel"
      aria-label={t('label')}
      onFocusIn={() => setFocused(true)}
      onFocusOut={(e) => {
        const next = e.relatedTarget as Node | null;
        if (!next || !e.currentTarget.contains(next)) setFocused(false);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {n > 1 && !still && (
        <div class="controls" part="controls">
          <button
            type="button"
            class="btn"
            part="button rotation"
            aria-label={playing ? t('stop') : t('start')}
            onClick={() => setPlaying(!playing)}
          >
            <Icon d={playing ? PAUSE : PLAY} />
          </button>
          <button
            type="button"
            class="btn"
            part="button previous"
            aria-controls="slides"
            aria-label={t('prev')}
            onClick={() => go(-1)}
          >
            <Icon d={PREV} />
          </button>
          <button
            type="button"
            class="btn"
            part="button next"
            aria-controls="slides"
            aria-label={t('next')}
            onClick={() => go(1)}
          >
            <Icon d={NEXT} />
          </button>
          <span class="count mu" aria-hidden="true">
            {t('slide', { i: current + 1, n })}
          </span>
        </div>
      )}
      <div class="slides" id="slides" aria-live={rotating ? 'off' : 'polite'}>
        {reviews.map((review, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern labels each slide as a group.
          <div
            key={review.id}
            class={i === current ? 'slide on' : 'slide'}
            part="slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('slide', { i: i + 1, n })}
          >
            <ReviewCard review={review} r={r} />
          </div>
        ))}
      </div>
    </section>
  );
}
