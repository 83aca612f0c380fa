import type { ResponseTemplate } from '@plaudit/api-client';
import {
  RESPONSE_MAX_LENGTH,
  RESPONSE_TEMPLATE_PLACEHOLDERS,
  responseTemplateCreateBody,
  safeParse,
} from '@plaudit/api-client/schemas';
import {
  toast,
  toastError,
  useApi,
  usePermission,
  useResponseTemplates,
  useSources,
} from '@plaudit/hooks';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CardListState } from '../../components/CardListState';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { RatingChoice, ratingsText, SourceChoice, sourcesText } from './template-fields';
import './response-templates.css';

type Draft = {
  id: number | null;
  name: string;
  content: string;
  ratings: number[];
  source_ids: number[];
};
const EMPTY: Draft = { id: null, name: '', content: '', ratings: [], source_ids: [] };
const LABELS = { name: 'Name', content: 'Text', ratings: 'Ratings', source_ids: 'Sources' };

/** /settings/response-templates: saved responses with placeholders, per rating and source. */
export function ResponseTemplatesPage() {
  usePageTitle('Response Templates');
  const base = useBasePath();
  const { can } = usePermission();
  const { api } = useApi();
  const { data, error, mutate } = useResponseTemplates({ per_page: 100, sort: { by: 'name' } });
  const { data: sources } = useSources({ per_page: 100 });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirm, setConfirm] = useState<ResponseTemplate | null>(null);
  const sourceName = new Map((sources?.items ?? []).map((s) => [s.id, s.name]));

  const remove = async (t: ResponseTemplate) => {
    setConfirm(null);
    try {
      await api.responseTemplates.remove(t.id);
      toast.success(`Deleted “${t.name}”`, 3000);
      await mutate();
    } catch (err) {
      toastError(err, 'The template could not be deleted.');
    }
  };

  return (
    <section className="page response-templates" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <header className="page-header">
        <h1 id="page-title">Response Templates</h1>
        {can('response', 'create') && !draft && (
          <button type="button" className="button button--primary" onClick={() => setDraft(EMPTY)}>
            New template
          </button>
        )}
      </header>
      <p className="empty-state__description">
        Replies your team uses often. The response editor suggests the template meant for the
        review’s rating and source, with the reviewer’s name and your location filled in.
      </p>
      {draft && (
        <TemplateForm
          draft={draft}
          onCancel={() => setDraft(null)}
          onSaved={async () => {
            setDraft(null);
            await mutate();
          }}
        />
      )}
      <CardListState
        data={data?.items}
        error={error}
        onRetry={() => void mutate()}
        noun="templates"
        empty={{
          title: 'No templates yet',
          description:
            'Write the thank-you you send most often once, and use it on every review it fits.',
        }}
      >
        {(items) => (
          <ul className="card-grid template-list" aria-label="Templates">
            {items.map((t) => (
              <li key={t.id} className="card">
                <h2>{t.name}</h2>
                <p className="template-list__for">
                  For {ratingsText(t.ratings)} · {sourcesText(t.source_ids, sourceName)}
                </p>
                <p className="template-list__content">{t.content}</p>
                <div className="button-row">
                  {can('response', 'update') && (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Edit ${t.name}`}
                      onClick={() => setDraft({ ...t })}
                    >
                      Edit
                    </button>
                  )}
                  {can('response', 'delete') && (
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Delete ${t.name}`}
                      onClick={() => setConfirm(t)}
                    >
                      Delete
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardListState>
      <ConfirmDelete
        item={confirm}
        name={(x) => x.name}
        onConfirm={(x) => void remove(x)}
        onCancel={() => setConfirm(null)}
      >
        <p>Responses already written from it stay as they are.</p>
      </ConfirmDelete>
    </section>
  );
}

function TemplateForm({
  draft,
  onCancel,
  onSaved,
}: {
  draft: Draft;
  onCancel: () => void;
  onSaved: () => Promise<void>;
}) {
  const { api } = useApi();
  const id = useId();
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setValues((x) => ({ ...x, [k]: v }));

  const insert = (name: string) => {
    const el = textRef.current;
    const token = `{${name}}`;
    const at = el?.selectionStart ?? values.content.length;
    const end = el?.selectionEnd ?? at;
    set('content', values.content.slice(0, at) + token + values.content.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { id: templateId, ...body } = values;
    const parsed = safeParse(responseTemplateCreateBody, body, '', LABELS);
    if (!parsed.ok) {
      setErrors(Object.fromEntries(parsed.issues.map((i) => [i.path.split('.')[0]!, i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (templateId === null) await api.responseTemplates.create(parsed.value);
      else await api.responseTemplates.update(templateId, parsed.value);
      toast.success(templateId === null ? 'Template created' : 'Template saved', 3000);
      await onSaved();
    } catch (err) {
      toastError(err, 'The template could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form form--card template-form" onSubmit={submit} noValidate>
      <h2>{draft.id === null ? 'New template' : `Edit “${draft.name}”`}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={values.name}
          maxLength={100}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(e) => set('name', e.target.value)}
        />
        {errors.name && (
          <p id={`${id}-name-error`} className="field__error">
            {errors.name}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-content`}>Text</label>
        <textarea
          id={`${id}-content`}
          ref={textRef}
          rows={5}
          value={values.content}
          maxLength={RESPONSE_MAX_LENGTH}
          aria-invalid={Boolean(errors.content)}
          aria-describedby={`${id}-placeholders${errors.content ? ` ${id}-content-error` : ''}`}
          onChange={(e) => set('content', e.target.value)}
        />
        {errors.content && (
          <p id={`${id}-content-error`} className="field__error">
            {errors.content}
          </p>
        )}
        <div id={`${id}-placeholders`} className="placeholder-chips">
          <span>Insert:</span>
          {Object.entries(RESPONSE_TEMPLATE_PLACEHOLDERS).map(([name, help]) => (
            <button
              key={name}
              type="button"
              className="button button--secondary button--small"
              title={help}
              onClick={() => insert(name)}
            >
              {`{${name}}`}
            </button>
          ))}
        </div>
      </div>
      <RatingChoice
        legend="Meant for ratings (none: every rating)"
        value={values.ratings}
        onChange={(v) => set('ratings', v)}
      />
      <SourceChoice value={values.source_ids} onChange={(v) => set('source_ids', v)} />
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {draft.id === null ? 'Create template' : 'Save template'}
        </button>
      </div>
    </form>
  );
}
