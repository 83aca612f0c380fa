import {
  errorMessage,
  type PublicWidget,
  type Review,
  type Widget,
  type WidgetType,
} from '@plaudit/api-client';
import { WIDGET_TYPE_LABELS } from '@plaudit/api-client/schemas';
import {
  toast,
  useApi,
  useLocation as useLocationRecord,
  useSession,
  useWidget,
} from '@plaudit/hooks';
import { Button, Modal } from '@plaudit/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { backHref } from './back-href';
import { ContentFieldset } from './ContentFieldset';
import { EmbedSnippet } from './EmbedSnippet';
import { LivePreview } from './LivePreview';
import { LookFieldset } from './LookFieldset';
import { usePreviewBase } from './preview-data';
import { previewPayload } from './preview-payload';
import { ScopeNote } from './ScopeNote';
import { useWidgetForm } from './widget-editor-form';
import { Field, invalid } from './widget-fields';
import {
  createBody,
  isDirty,
  newWidgetValues,
  updateBody,
  type WidgetFormValues,
  widgetValues,
} from './widget-form';
import { coverageText, figuresText, sameCoverage, showsFigures } from './widget-scope';

/** /amplify/widgets/create/{type} and /amplify/widgets/edit/{type}/{id}. */
export function WidgetEditorPage({ type, id }: { type: WidgetType; id?: string }) {
  const { data: widget, error, mutate } = useWidget(id ?? null);
  const base = useBasePath();
  if (id && error)
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">{WIDGET_TYPE_LABELS[type]}</h1>
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
        <Link to={withBase(base, '/amplify/widgets')}>Back to widgets</Link>
      </section>
    );
  if (id && !widget) return <PageLoading />;
  return (
    <WidgetEditor
      key={widget?.id ?? 'new'}
      type={widget?.widget_type ?? type}
      widget={widget ?? null}
      onSaved={(w) => void mutate(w, { revalidate: false })}
    />
  );
}

function WidgetEditor({
  type,
  widget,
  onSaved,
}: {
  type: WidgetType;
  widget: Widget | null;
  onSaved: (w: Widget) => void;
}) {
  const label = WIDGET_TYPE_LABELS[type];
  usePageTitle(widget ? `Edit ${widget.name}` : `New ${label}`);
  const base = useBasePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { api } = useApi();
  const canCreate = useSession((s) => Boolean(s.auth.permissions?.amplify?.create));
  const accountName = useSession((s) => s.account?.name ?? null);
  const accountLanguage = useSession((s) => s.account?.language);
  const queryLocation = Number(params.get('location_id')) || null;
  const [saved, setSaved] = useState<WidgetFormValues | null>(() =>
    widget ? widgetValues(widget) : null,
  );
  const { values, errors, set, setIn, handleSubmit, register, reset, trigger } = useWidgetForm(
    type,
    () =>
      widget
        ? widgetValues(widget)
        : newWidgetValues(type, { locationId: queryLocation, language: accountLanguage }),
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [featured, setFeatured] = useState<Review[]>([]);
  const dirty = isDirty(values, saved);
  const s = values.settings;

  // Featured reviews of a saved teaser: load them for the picker and the preview.
  const featuredIds = s.featured_review_ids;
  const missing = featuredIds.filter((rid) => !featured.some((r) => r.id === rid));
  useEffect(() => {
    if (type !== 'teaser' || missing.length === 0) return;
    let live = true;
    Promise.all(missing.map((rid) => api.reviews.get(rid).catch(() => null))).then((found) => {
      if (!live) return;
      const ok = found.filter((r): r is Review => r !== null);
      if (ok.length)
        setFeatured((prev) => [...prev, ...ok.filter((r) => !prev.some((p) => p.id === r.id))]);
    });
    return () => {
      live = false;
    };
  }, [api, type, missing.join(',')]);
  const featuredInOrder = featuredIds
    .map((rid) => featured.find((r) => r.id === rid))
    .filter((r): r is Review => Boolean(r));

  const chosenLocationId =
    type === 'location_info' || type === 'star_snapshot' ? s.location_id : null;
  const { data: chosenLocation } = useLocationRecord(chosenLocationId);
  const previewBase = usePreviewBase(type, widget);
  const payload: PublicWidget = useMemo(
    () =>
      previewPayload({
        id: widget?.id ?? 'preview',
        type,
        values,
        base: previewBase.data,
        baseSettings: previewBase.settings,
        featured: featuredInOrder,
        location: chosenLocation ?? null,
        businessName: accountName,
      }),
    [widget?.id, type, values, previewBase, featuredInOrder, chosenLocation, accountName],
  );

  const invalidForm = () => setFormError('Fix the highlighted fields and try again.');

  /** Saves the checked values (create or update); the saved widget, or null after a failure. */
  const save = async (checked: WidgetFormValues): Promise<Widget | null> => {
    setFormError(null);
    setBusy(true);
    try {
      const result = widget
        ? await api.widgets.update(widget.id, updateBody(checked))
        : await api.widgets.create(createBody(type, checked));
      setSaved(widgetValues(result));
      reset(widgetValues(result));
      onSaved(result);
      return result;
    } catch (err) {
      setFormError(errorMessage(err));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const submit = handleSubmit(async (checked) => {
    const result = await save(checked);
    if (!result) return;
    toast.success(widget ? 'Widget saved' : 'Widget created', 3000);
    if (!widget)
      navigate(withBase(base, `/amplify/widgets/edit/${type}/${result.id}`), { replace: true });
  }, invalidForm);

  const setPublished = async (publish: boolean) => {
    let current = widget;
    if (!current) return;
    if (publish && dirty) {
      if (!(await trigger())) return invalidForm();
      current = await save(values);
      if (!current) return;
    }
    setBusy(true);
    try {
      const result = publish
        ? await api.widgets.publish(current.id)
        : await api.widgets.unpublish(current.id);
      onSaved(result);
      toast.success(publish ? 'Widget published' : 'Widget unpublished', 3000);
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!widget) return;
    setConfirmDelete(false);
    setBusy(true);
    try {
      await api.widgets.remove(widget.id);
      toast.success(`${widget.name} was deleted`, 3000);
      navigate(withBase(base, '/amplify/widgets'));
    } catch (err) {
      toast.error(err);
      setBusy(false);
    }
  };

  const readOnly = !canCreate;
  const showsReviews = type === 'teaser' || type === 'full_page';

  return (
    <section className="page amplify-editor" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={backHref(params, base)}>Back</Link>
      </p>
      <div className="page-header">
        <h1 id="page-title">{widget ? widget.name : `New ${label}`}</h1>
        {widget && (
          <span className={`amplify-status amplify-status--${widget.published ? 'live' : 'draft'}`}>
            {widget.published ? 'Published' : 'Draft'}
          </span>
        )}
      </div>
      <div className="amplify-editor__columns">
        <form
          className="form amplify-form"
          onSubmit={submit}
          noValidate
          aria-label={`${label} settings`}
        >
          <p className="form-error" role="alert" hidden={!formError}>
            {formError}
          </p>
          <Field id="widget-name" label="Widget name" error={errors.name}>
            <input
              id="widget-name"
              maxLength={200}
              {...invalid('widget-name', errors.name)}
              {...register('name')}
            />
          </Field>

          <ContentFieldset
            type={type}
            settings={s}
            errors={errors}
            set={set}
            featured={featuredInOrder}
            onFeatured={(reviews) => {
              setFeatured((prev) => [
                ...prev,
                ...reviews.filter((r) => !prev.some((p) => p.id === r.id)),
              ]);
              set(
                'featured_review_ids',
                reviews.map((r) => r.id),
              );
            }}
          />

          <LookFieldset type={type} settings={s} errors={errors} set={set} setIn={setIn} />

          {showsReviews && (
            <fieldset className="amplify-fieldset">
              <legend>Show on each review</legend>
              {(
                [
                  ['dates', 'Dates'],
                  ['source', 'Source'],
                  ['reviewer_name', 'Reviewer name'],
                  ['responses', 'Your responses'],
                ] as const
              ).map(([key, text]) => (
                <label key={key} className="checkbox-field">
                  <input
                    type="checkbox"
                    checked={s.show[key]}
                    onChange={(e) => setIn('show', { [key]: e.target.checked })}
                  />
                  <span>{text}</span>
                </label>
              ))}
            </fieldset>
          )}

          {!readOnly && (
            <div className="button-row amplify-form__actions">
              <Button type="submit" variant="primary" disabled={busy}>
                {widget ? 'Save' : 'Create Widget'}
              </Button>
              {widget &&
                (widget.published ? (
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void setPublished(false)}
                  >
                    Unpublish
                  </Button>
                ) : (
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void setPublished(true)}
                  >
                    {dirty ? 'Save and Publish' : 'Publish'}
                  </Button>
                ))}
              {widget && (
                <Button
                  type="button"
                  variant="danger"
                  disabled={busy}
                  onClick={() => setConfirmDelete(true)}
                >
                  Delete
                </Button>
              )}
              {dirty && widget && <span className="field__hint">Unsaved changes</span>}
            </div>
          )}
        </form>

        <div className="amplify-editor__side">
          <h2 className="amplify__section-title">LIVE PREVIEW</h2>
          <p className="field__hint">
            {widget?.published
              ? 'Your reviews as published, with the settings on the left.'
              : 'Sample reviews with the settings on the left; your own appear once the widget is published.'}
          </p>
          <LivePreview payload={payload} label={`Preview of ${values.name || label}`} />
          {showsFigures(type) && (
            <ScopeNote
              text={coverageText(
                type,
                s,
                chosenLocation ? chosenLocation.public_name || chosenLocation.name : null,
              )}
              published={
                previewBase.settings && sameCoverage(s, previewBase.settings)
                  ? figuresText(previewBase.data)
                  : null
              }
            />
          )}
          {widget ? (
            <EmbedSnippet widget={widget} />
          ) : (
            <p className="field__hint">Create the widget to get the code for your website.</p>
          )}
        </div>
      </div>

      <Modal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete widget"
        description={
          widget
            ? `${widget.name} will be deleted and disappear from every page that embeds it.`
            : undefined
        }
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button type="button" variant="danger" onClick={() => void remove()}>
              Delete Widget
            </Button>
          </>
        }
      />
    </section>
  );
}
