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
  useListResource,
  usePermission,
  useResponseTemplates,
  useSources,
} from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { type FormEvent, useId, useRef, useState } from 'react';
import { CardListPage } from '../../components/CardListPage';
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
  const { can } = usePermission();
  const templates = useListResource(useResponseTemplates({ per_page: 100, sort: { by: 'name' } }), {
    remove: (api, t) => api.responseTemplates.remove(t.id),
    removed: (t) => `Deleted “${t.name}”`,
    removeFailed: 'The template could not be deleted.',
  });
  const { data: sources } = useSources({ per_page: 100 });
  const sourceName = new Map((sources?.items ?? []).map((s) => [s.id, s.name]));

  return (
    <CardListPage
      resource={templates}
      title="Response Templates"
      className="response-templates"
      intro="Replies your team uses often. The response editor suggests the template meant for the review’s rating and source, with the reviewer’s name and your location filled in."
      addLabel="New template"
      canAdd={can('response', 'create')}
      form={(t) => (
        <TemplateForm
          draft={
            t
              ? {
                  id: t.id,
                  name: t.name,
                  content: t.content,
                  ratings: t.ratings,
                  source_ids: t.source_ids,
                }
              : EMPTY
          }
          onCancel={templates.closeForm}
          onSaved={templates.saved}
        />
      )}
      noun="templates"
      empty={{
        title: 'No templates yet',
        description:
          'Write the thank-you you send most often once, and use it on every review it fits.',
      }}
      listLabel="Templates"
      listClassName="template-list"
      name={(t) => t.name}
      body={(t) => (
        <>
          <p className="template-list__for">
            For {ratingsText(t.ratings)} · {sourcesText(t.source_ids, sourceName)}
          </p>
          <p className="template-list__content">{t.content}</p>
        </>
      )}
      canEdit={can('response', 'update')}
      canDelete={can('response', 'delete')}
      deleteNote={<p>Responses already written from it stay as they are.</p>}
    />
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
            <Button
              key={name}
              variant="secondary"
              size="sm"
              title={help}
              onClick={() => insert(name)}
            >
              {`{${name}}`}
            </Button>
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
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {draft.id === null ? 'Create template' : 'Save template'}
        </Button>
      </div>
    </form>
  );
}
