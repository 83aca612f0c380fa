import {
  errorMessage,
  type PublicWidget,
  type Review,
  type Widget,
  type WidgetSettings,
  type WidgetType,
} from '@plaudit/api-client';
import {
  MAX_FEATURED_REVIEWS,
  STAR_SNAPSHOT_SIZES,
  WIDGET_LANGUAGES,
  WIDGET_SCHEMES,
  WIDGET_TYPE_LABELS,
} from '@plaudit/api-client/schemas';
import {
  toast,
  useApi,
  useGroups,
  useLocation as useLocationRecord,
  useLocations,
  useReviews,
  useSession,
  useSources,
  useWidget,
} from '@plaudit/hooks';
import { Dropdown, Modal } from '@plaudit/ui-kit';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { backHref } from './back-href';
import { EmbedSnippet } from './EmbedSnippet';
import { LivePreview } from './LivePreview';
import { usePreviewBase } from './preview-data';
import { previewPayload } from './preview-payload';
import {
  createBody,
  type FormErrors,
  hasErrors,
  isDirty,
  newWidgetValues,
  updateBody,
  validateWidgetForm,
  type WidgetFormValues,
  widgetValues,
} from './widget-form';

const LANGUAGE_LABELS: Record<(typeof WIDGET_LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
};
const SCHEME_LABELS: Record<(typeof WIDGET_SCHEMES)[number], string> = {
  light: 'Light',
  dark: 'Dark',
  auto: "Auto (follow the visitor's setting)",
};
const SIZE_LABELS: Record<(typeof STAR_SNAPSHOT_SIZES)[number], string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

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
  const queryLocation = Number(params.get('location_id')) || null;
  const [saved, setSaved] = useState<WidgetFormValues | null>(() =>
    widget ? widgetValues(widget) : null,
  );
  const [values, setValues] = useState<WidgetFormValues>(() =>
    widget ? widgetValues(widget) : newWidgetValues(type, { locationId: queryLocation }),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [featured, setFeatured] = useState<Review[]>([]);
  const dirty = isDirty(values, saved);
  const s = values.settings;

  const set = <K extends keyof WidgetSettings>(key: K, value: WidgetSettings[K]) =>
    setValues((v) => ({ ...v, settings: { ...v.settings, [key]: value } }));
  const setIn = <K extends 'theme' | 'layout' | 'show'>(
    group: K,
    patch: Partial<WidgetSettings[K]>,
  ) =>
    setValues((v) => ({
      ...v,
      settings: { ...v.settings, [group]: { ...v.settings[group], ...patch } },
    }));

  // Re-check the fields that already show an error as the user fixes them.
  useEffect(() => {
    setErrors((prev) => (hasErrors(prev) ? validateWidgetForm(type, values) : prev));
  }, [type, values]);

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
        base: previewBase,
        featured: featuredInOrder,
        location: chosenLocation ?? null,
        businessName: accountName,
      }),
    [widget?.id, type, values, previewBase, featuredInOrder, chosenLocation, accountName],
  );

  const check = (): boolean => {
    const found = validateWidgetForm(type, values);
    setErrors(found);
    if (hasErrors(found)) {
      setFormError('Fix the highlighted fields and try again.');
      return false;
    }
    setFormError(null);
    return true;
  };

  /** Saves the form (create or update); the saved widget, or null after a failure. */
  const save = async (): Promise<Widget | null> => {
    if (!check()) return null;
    setBusy(true);
    try {
      const result = widget
        ? await api.widgets.update(widget.id, updateBody(values))
        : await api.widgets.create(createBody(type, values));
      setSaved(widgetValues(result));
      setValues(widgetValues(result));
      onSaved(result);
      return result;
    } catch (err) {
      setFormError(errorMessage(err));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save();
    if (!result) return;
    toast.success(widget ? 'Widget saved' : 'Widget created', 3000);
    if (!widget)
      navigate(withBase(base, `/amplify/widgets/edit/${type}/${result.id}`), { replace: true });
  };

  const setPublished = async (publish: boolean) => {
    let current = widget;
    if (!current) return;
    if (publish && dirty) {
      current = await save();
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
              value={values.name}
              maxLength={200}
              onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
              {...invalid('widget-name', errors.name)}
            />
          </Field>

          <fieldset className="amplify-fieldset">
            <legend>Content</legend>
            {type === 'location_info' || type === 'star_snapshot' ? (
              <LocationSelect
                value={s.location_id}
                onChange={(v) => set('location_id', v)}
                error={errors.location_id}
                required={type === 'location_info'}
              />
            ) : null}
            {type !== 'location_info' && !(type === 'star_snapshot' && s.location_id) && (
              <CoveragePickers
                locationIds={s.location_ids}
                groupIds={s.group_ids}
                onLocations={(v) => set('location_ids', v)}
                onGroups={(v) => set('group_ids', v)}
              />
            )}
            {type !== 'location_info' && (
              <SourcePicker value={s.source_ids} onChange={(v) => set('source_ids', v)} />
            )}
            {showsReviews && (
              <Field id="widget-min-rating" label="Minimum rating" error={errors.min_rating}>
                <select
                  id="widget-min-rating"
                  value={s.min_rating}
                  onChange={(e) => set('min_rating', Number(e.target.value))}
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <option key={n} value={n}>
                      {n === 1 ? 'All ratings' : `${n} stars and up`}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            {showsReviews && (
              <label className="checkbox-field">
                <input
                  type="checkbox"
                  checked={s.auto_publish}
                  onChange={(e) => set('auto_publish', e.target.checked)}
                />
                <span>
                  Auto-Update
                  <span className="field__hint">
                    New reviews that match these filters appear in the widget by themselves.
                  </span>
                </span>
              </label>
            )}
            {type === 'teaser' && (
              <FeaturedPicker
                selected={featuredInOrder}
                selectedIds={featuredIds}
                error={errors.featured_review_ids}
                onChange={(reviews) => {
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
            )}
            {type === 'full_page' && (
              <Field id="widget-max-reviews" label="Most reviews shown" error={errors.max_reviews}>
                <input
                  id="widget-max-reviews"
                  type="number"
                  min={1}
                  max={100}
                  value={s.max_reviews}
                  onChange={(e) => set('max_reviews', Number(e.target.value))}
                  {...invalid('widget-max-reviews', errors.max_reviews)}
                />
              </Field>
            )}
          </fieldset>

          <fieldset className="amplify-fieldset">
            <legend>Look</legend>
            <Field id="widget-scheme" label="Theme">
              <select
                id="widget-scheme"
                value={s.theme.scheme}
                onChange={(e) =>
                  setIn('theme', { scheme: e.target.value as WidgetSettings['theme']['scheme'] })
                }
              >
                {WIDGET_SCHEMES.map((k) => (
                  <option key={k} value={k}>
                    {SCHEME_LABELS[k]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="widget-accent" label="Accent colour" error={errors['theme.accent_color']}>
              <span className="amplify-color">
                <input
                  id="widget-accent"
                  type="color"
                  value={s.theme.accent_color}
                  onChange={(e) => setIn('theme', { accent_color: e.target.value })}
                />
                <input
                  aria-label="Accent colour as #rrggbb"
                  value={s.theme.accent_color}
                  maxLength={7}
                  onChange={(e) => setIn('theme', { accent_color: e.target.value })}
                  {...invalid('widget-accent-text', errors['theme.accent_color'])}
                />
              </span>
            </Field>
            <Field
              id="widget-radius"
              label={`Corner radius (${s.theme.corner_radius} px)`}
              error={errors['theme.corner_radius']}
            >
              <input
                id="widget-radius"
                type="range"
                min={0}
                max={24}
                value={s.theme.corner_radius}
                onChange={(e) => setIn('theme', { corner_radius: Number(e.target.value) })}
              />
            </Field>
            {type === 'teaser' && (
              <>
                <label className="checkbox-field">
                  <input
                    type="checkbox"
                    checked={s.layout.autoplay}
                    onChange={(e) => setIn('layout', { autoplay: e.target.checked })}
                  />
                  <span>Rotate reviews automatically</span>
                </label>
                <Field
                  id="widget-interval"
                  label="Seconds per review"
                  error={errors['layout.interval_seconds']}
                >
                  <input
                    id="widget-interval"
                    type="number"
                    min={3}
                    max={30}
                    value={s.layout.interval_seconds}
                    onChange={(e) => setIn('layout', { interval_seconds: Number(e.target.value) })}
                    {...invalid('widget-interval', errors['layout.interval_seconds'])}
                  />
                </Field>
              </>
            )}
            {type === 'full_page' && (
              <>
                <Field
                  id="widget-page-size"
                  label="Reviews per page"
                  error={errors['layout.page_size']}
                >
                  <input
                    id="widget-page-size"
                    type="number"
                    min={1}
                    max={50}
                    value={s.layout.page_size}
                    onChange={(e) => setIn('layout', { page_size: Number(e.target.value) })}
                    {...invalid('widget-page-size', errors['layout.page_size'])}
                  />
                </Field>
                <label className="checkbox-field">
                  <input
                    type="checkbox"
                    checked={s.layout.show_distribution}
                    onChange={(e) => setIn('layout', { show_distribution: e.target.checked })}
                  />
                  <span>Show the rating distribution</span>
                </label>
              </>
            )}
            {type === 'star_snapshot' && (
              <>
                <Field id="widget-size" label="Size">
                  <select
                    id="widget-size"
                    value={s.layout.size}
                    onChange={(e) =>
                      setIn('layout', { size: e.target.value as WidgetSettings['layout']['size'] })
                    }
                  >
                    {STAR_SNAPSHOT_SIZES.map((k) => (
                      <option key={k} value={k}>
                        {SIZE_LABELS[k]}
                      </option>
                    ))}
                  </select>
                </Field>
                <label className="checkbox-field">
                  <input
                    type="checkbox"
                    checked={s.layout.compact}
                    onChange={(e) => setIn('layout', { compact: e.target.checked })}
                  />
                  <span>One line</span>
                </label>
                <Field
                  id="widget-link"
                  label="Link to your reviews page (optional)"
                  error={errors.link_url}
                >
                  <input
                    id="widget-link"
                    type="url"
                    placeholder="https://"
                    value={s.link_url ?? ''}
                    onChange={(e) => set('link_url', e.target.value.trim() || null)}
                    {...invalid('widget-link', errors.link_url)}
                  />
                </Field>
              </>
            )}
            <Field id="widget-language" label="Language">
              <select
                id="widget-language"
                value={s.language}
                onChange={(e) => set('language', e.target.value as WidgetSettings['language'])}
              >
                {WIDGET_LANGUAGES.map((k) => (
                  <option key={k} value={k}>
                    {LANGUAGE_LABELS[k]}
                  </option>
                ))}
              </select>
            </Field>
          </fieldset>

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
              <button type="submit" className="button button--primary" disabled={busy}>
                {widget ? 'Save' : 'Create Widget'}
              </button>
              {widget &&
                (widget.published ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    onClick={() => void setPublished(false)}
                  >
                    Unpublish
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    onClick={() => void setPublished(true)}
                  >
                    {dirty ? 'Save and Publish' : 'Publish'}
                  </button>
                ))}
              {widget && (
                <button
                  type="button"
                  className="button button--danger"
                  disabled={busy}
                  onClick={() => setConfirmDelete(true)}
                >
                  Delete
                </button>
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
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirmDelete(false)}
            >
              Cancel
            </button>
            <button type="button" className="button button--danger" onClick={() => void remove()}>
              Delete Widget
            </button>
          </>
        }
      />
    </section>
  );
}

function invalid(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function LocationSelect({
  value,
  onChange,
  error,
  required,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
  required: boolean;
}) {
  const { data, error: loadError } = useLocations({
    per_page: 250,
    sort: { by: 'name', order: 'asc' },
  });
  return (
    <Field id="widget-location" label={required ? 'Location' : 'Location (optional)'} error={error}>
      <select
        id="widget-location"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        {...invalid('widget-location', error)}
      >
        <option value="">{required ? 'Choose a location' : 'All locations'}</option>
        {data?.items.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
      {loadError && (
        <p className="field__error">
          Unable to fetch locations at this time. Please reload or try again later.
        </p>
      )}
    </Field>
  );
}

function CoveragePickers({
  locationIds,
  groupIds,
  onLocations,
  onGroups,
}: {
  locationIds: number[];
  groupIds: number[];
  onLocations: (ids: number[]) => void;
  onGroups: (ids: number[]) => void;
}) {
  const { data: locations } = useLocations({ per_page: 250, sort: { by: 'name', order: 'asc' } });
  const { data: groups } = useGroups({ per_page: 100 });
  return (
    <>
      <Dropdown
        label="Locations"
        multiple
        searchable
        placeholder="All locations"
        options={(locations?.items ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
        value={locationIds.map(String)}
        onChange={(v) => onLocations(v.map(Number))}
        loading={!locations}
      />
      {(groups?.items.length ?? 0) > 0 && (
        <Dropdown
          label="Groups"
          multiple
          placeholder="No groups"
          options={(groups?.items ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
          value={groupIds.map(String)}
          onChange={(v) => onGroups(v.map(Number))}
        />
      )}
      <p className="field__hint">With no location or group chosen, every location is covered.</p>
    </>
  );
}

function SourcePicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { data } = useSources({ per_page: 100 });
  return (
    <Dropdown
      label="Review sources"
      multiple
      placeholder="All sources"
      options={(data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
      loading={!data}
    />
  );
}

/** Testimonial Carousel: search the account's reviews and pick up to 15, in order. */
function FeaturedPicker({
  selected,
  selectedIds,
  error,
  onChange,
}: {
  selected: Review[];
  selectedIds: number[];
  error?: string | undefined;
  onChange: (reviews: Review[]) => void;
}) {
  const [search, setSearch] = useState('');
  const terms = useDebouncedValue(search.trim(), 300);
  const { data, isLoading } = useReviews({
    search_terms: terms || undefined,
    review_types: ['review', 'recommendation'],
    per_page: 10,
    sort: { by: 'published_at', order: 'desc' },
  });
  const full = selectedIds.length >= MAX_FEATURED_REVIEWS;
  const move = (index: number, by: number) => {
    const next = [...selected];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="amplify-fieldset amplify-featured" aria-describedby="featured-help">
      <legend>Featured reviews</legend>
      <p id="featured-help" className="field__hint">
        {selectedIds.length} of {MAX_FEATURED_REVIEWS} chosen. Featured reviews are shown first, in
        this order.
      </p>
      {error && (
        <p id="featured-error" className="field__error">
          {error}
        </p>
      )}
      {selected.length > 0 && (
        <ol className="amplify-featured__list" aria-label="Chosen featured reviews">
          {selected.map((r, i) => (
            <li key={r.id}>
              <ReviewLine review={r} />
              <span className="amplify-featured__buttons">
                <button
                  type="button"
                  className="button button--small button--secondary"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move review by ${r.author_name} up`}
                >
                  Up
                </button>
                <button
                  type="button"
                  className="button button--small button--secondary"
                  onClick={() => onChange(selected.filter((x) => x.id !== r.id))}
                  aria-label={`Remove review by ${r.author_name}`}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="field">
        <label htmlFor="featured-search">Search your reviews</label>
        <input
          id="featured-search"
          type="search"
          value={search}
          placeholder="Words in the review or the reviewer's name"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {isLoading && <p className="field__hint">Loading…</p>}
      <ul className="amplify-featured__results" aria-label="Reviews to feature">
        {(data?.items ?? []).map((r) => {
          const chosen = selectedIds.includes(r.id);
          return (
            <li key={r.id}>
              <ReviewLine review={r} />
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={chosen || full}
                onClick={() => onChange([...selected, r])}
                aria-label={`Feature review by ${r.author_name}`}
              >
                {chosen ? 'Featured' : 'Feature'}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function ReviewLine({ review }: { review: Review }) {
  return (
    <span className="amplify-review-line">
      <span className="amplify-review-line__meta">
        <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
        <span className="pk-visually-hidden">{review.rating} stars</span> {review.author_name} ·{' '}
        {review.source_name}
      </span>
      <span className="amplify-review-line__text">{review.content}</span>
    </span>
  );
}
