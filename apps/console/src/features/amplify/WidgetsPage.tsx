import type { Widget, WidgetType } from '@plaudit/api-client';
import { WIDGET_TYPE_LABELS } from '@plaudit/api-client/schemas';
import { useSession, useWidgets } from '@plaudit/hooks';
import { buttonClass } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import {
  AMPLIFY_TEXT,
  CREATE_CARDS,
  EXAMPLE_PAGE_HREF,
  gridSpacerCount,
  nearPageBottom,
  showCreatedWidgets,
  widgetTypeLabel,
} from './widget-list';

/** /amplify/widgets (spec 3 section 2.4): create cards and the created widgets. */
export function WidgetsPage({ enabled }: { enabled: readonly WidgetType[] }) {
  usePageTitle('Amplify');
  const base = useBasePath();
  const isWhitelabel = useSession((s) => s.auth.isWhitelabel);
  const [search, setSearch] = useState('');
  const keywords = useDebouncedValue(search.trim(), 250);
  const list = useWidgets({ keywords: keywords || undefined });
  const { widgets, hasMore, loadMore, isLoadingMore, error, isLoading } = list;

  // Infinite scroll: the next page when the page bottom is within 20 px (spec 3 section 9),
  // checked on scroll and after each page (a short page may not fill the window).
  useEffect(() => {
    if (!hasMore) return;
    const check = () => {
      const doc = document.documentElement;
      if (nearPageBottom(window.scrollY, window.innerHeight, doc.scrollHeight)) loadMore();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [hasMore, loadMore]);

  const visible = showCreatedWidgets({
    count: widgets.length,
    keywords,
    error: Boolean(error),
    loading: isLoading,
  });
  const cards = CREATE_CARDS.filter((c) => enabled.includes(c.type));

  return (
    <section className="page amplify" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">Amplify</h1>
      </div>
      <p className="amplify__intro">
        Show your reviews, your star rating and your location information on your website. Design a
        widget here, paste its snippet into your page once, and visitors see it update as reviews
        come in.{' '}
        {!isWhitelabel && (
          <a href={EXAMPLE_PAGE_HREF} target="_blank" rel="noreferrer">
            Learn more<span className="pk-visually-hidden"> (opens an example page)</span>
          </a>
        )}
      </p>

      <section className="amplify__section" aria-labelledby="amplify-create">
        <h2 id="amplify-create" className="amplify__section-title">
          CREATE NEW WIDGET
        </h2>
        <ul className="amplify-grid">
          {cards.map((c) => (
            <li key={c.type} className="amplify-card amplify-card--create">
              <Link
                className="amplify-card__link"
                to={withBase(base, `/amplify/widgets/create/${c.type}`)}
              >
                <span className="amplify-card__title">{WIDGET_TYPE_LABELS[c.type]}</span>
                <span className="amplify-card__text">{c.description}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="field__hint">
          <a href={EXAMPLE_PAGE_HREF} target="_blank" rel="noreferrer">
            See every kind of widget on an example website
          </a>
        </p>
      </section>

      {visible && (
        <section className="amplify__section" aria-labelledby="amplify-created">
          <h2 id="amplify-created" className="amplify__section-title">
            CREATED WIDGETS
          </h2>
          <div className="toolbar">
            <label className="search-field">
              <span className="pk-visually-hidden">Search widgets</span>
              <input
                type="search"
                placeholder="Search widgets by name"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </label>
            {list.data?.[0] && (
              <span className="toolbar__count" aria-live="polite">
                {list.data[0].paging.total} {list.data[0].paging.total === 1 ? 'widget' : 'widgets'}
              </span>
            )}
          </div>
          {error ? (
            <p className="form-error" role="alert">
              {AMPLIFY_TEXT.listError}
            </p>
          ) : (
            <CreatedWidgetGrid widgets={widgets} base={base} />
          )}
          {!error && !isLoading && widgets.length === 0 && keywords && (
            <p>No widgets match your search.</p>
          )}
          {isLoadingMore && (
            <p className="amplify__loading" role="status">
              Loading…
            </p>
          )}
        </section>
      )}
    </section>
  );
}

/** Three cards a row; spacers fill the last row so its cards line up with the rows above. */
export function CreatedWidgetGrid({ widgets, base }: { widgets: readonly Widget[]; base: string }) {
  const spacers = gridSpacerCount(widgets.length);
  return (
    <ul className="amplify-grid" aria-label="Created widgets">
      {widgets.map((w) => (
        <li key={w.id} className="amplify-card">
          <span className="amplify-card__type">{widgetTypeLabel(w)}</span>
          <span className="amplify-card__title">{w.name}</span>
          <span className={`amplify-status amplify-status--${w.published ? 'live' : 'draft'}`}>
            {w.published ? 'Published' : 'Draft'}
          </span>
          <span className="amplify-card__actions">
            <Link
              className={buttonClass('secondary', 'sm')}
              to={withBase(base, `/amplify/widgets/edit/${w.widget_type}/${w.id}`)}
              aria-label={`Edit ${w.name}`}
            >
              Edit
            </Link>
            <Link
              className={buttonClass('secondary', 'sm')}
              to={withBase(base, `/amplify/widgets/preview/${w.widget_type}/${w.id}`)}
              aria-label={`Preview ${w.name}`}
            >
              Preview
            </Link>
          </span>
        </li>
      ))}
      {Array.from({ length: spacers }, (_, i) => (
        <li key={`spacer-${i}`} className="amplify-card amplify-card--spacer" aria-hidden="true" />
      ))}
    </ul>
  );
}
