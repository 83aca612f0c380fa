import { mount } from '@plaudit/amplify';
import { errorMessage, type Widget, type WidgetType } from '@plaudit/api-client';
import { WIDGET_TYPE_LABELS } from '@plaudit/api-client/schemas';
import { useSession, useWidget } from '@plaudit/hooks';
import { buttonClass } from '@plaudit/ui-kit';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { EmbedSnippet } from './EmbedSnippet';
import { LivePreview } from './LivePreview';
import { usePreviewBase } from './preview-data';
import { previewPayload } from './preview-payload';
import { ScopeNote } from './ScopeNote';
import { widgetValues } from './widget-form';
import { widgetTypeLabel } from './widget-list';
import { coverageText, figuresText, showsFigures } from './widget-scope';

/**
 * /amplify/widgets/preview/{type}/{id}: the widget as visitors see it. A published widget is
 * mounted by id, so the runtime fetches the public payload exactly as on a customer page; a
 * draft is shown with its saved settings over sample reviews.
 */
export function WidgetPreviewPage({ type, id }: { type: WidgetType; id: string }) {
  const { data: widget, error } = useWidget(id);
  const base = useBasePath();
  usePageTitle(widget ? `Preview ${widget.name}` : 'Preview');
  if (error)
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">{WIDGET_TYPE_LABELS[type]}</h1>
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
        <Link to={withBase(base, '/amplify/widgets')}>Back to widgets</Link>
      </section>
    );
  if (!widget) return <PageLoading />;
  return (
    <section className="page amplify-preview-page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/amplify/widgets')}>Back to widgets</Link>
      </p>
      <div className="page-header">
        <h1 id="page-title">{widget.name}</h1>
        <Link
          className={buttonClass('secondary')}
          to={withBase(base, `/amplify/widgets/edit/${widget.widget_type}/${widget.id}`)}
        >
          Edit
        </Link>
      </div>
      <p>
        {widgetTypeLabel(widget)} ·{' '}
        <span className={`amplify-status amplify-status--${widget.published ? 'live' : 'draft'}`}>
          {widget.published ? 'Published' : 'Draft'}
        </span>
      </p>
      {widget.published ? (
        <>
          <PublishedWidget widget={widget} />
          {showsFigures(widget.widget_type) && <PublishedScope widget={widget} />}
        </>
      ) : (
        <>
          <p className="field__hint">
            This widget is not published yet: it is shown with sample reviews, and the code below
            shows nothing on your website until you publish it.
          </p>
          <DraftWidget widget={widget} />
        </>
      )}
      <EmbedSnippet widget={widget} />
    </section>
  );
}

function PublishedWidget({ widget }: { widget: Widget }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handle = mount(el, { widgetId: widget.id, kind: widget.widget_type, apiOrigin: '' });
    return () => handle.destroy();
  }, [widget.id, widget.widget_type]);
  return (
    <section className="amplify-preview" aria-label={`${widget.name} as visitors see it`}>
      <div ref={ref} className="amplify-preview__host" data-testid="widget-preview" />
    </section>
  );
}

/** What the published widget's figures cover, from its public payload. */
function PublishedScope({ widget }: { widget: Widget }) {
  const { data, settings } = usePreviewBase(widget.widget_type, widget);
  if (!settings) return null;
  return (
    <ScopeNote
      text={coverageText(widget.widget_type, settings, data.summary.scope?.location_name ?? null)}
      published={figuresText(data)}
    />
  );
}

function DraftWidget({ widget }: { widget: Widget }) {
  const base = usePreviewBase(widget.widget_type, null);
  const accountName = useSession((s) => s.account?.name ?? null);
  const payload = useMemo(
    () =>
      previewPayload({
        id: widget.id,
        type: widget.widget_type,
        values: widgetValues(widget),
        base: base.data,
        featured: [],
        location: null,
        businessName: accountName,
      }),
    [widget, base, accountName],
  );
  return <LivePreview payload={payload} label={`${widget.name} with sample reviews`} />;
}
