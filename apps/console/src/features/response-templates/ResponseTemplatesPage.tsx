import {
  RESPONSE_MAX_LENGTH,
  RESPONSE_TEMPLATE_PLACEHOLDERS,
  responseTemplateCreateBody,
} from '@plaudit/api-client/schemas';
import {
  toast,
  useApi,
  useListResource,
  usePermission,
  useResponseTemplates,
  useSources,
} from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { CardListPage } from '../../components/CardListPage';
import { FormFailure, fieldProps, useSchemaForm } from '../../components/schema-form';
import { RatingChoice, ratingsText, SourceChoice, sourcesText } from './template-fields';
import './response-templates.css';

type Draft = {
  id: number | null;
  name: string;
  content: string;
  ratings: number[];
  source_ids: number[];
};
type Values = Omit<Draft, 'id'>;
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
  const { id: templateId, ...initial } = draft;
  const { control, formState, getValues, handleSubmit, register, setValue, failure, saving } =
    useSchemaForm<Values>({
      schema: responseTemplateCreateBody,
      labels: LABELS,
      defaultValues: initial,
      fallback: 'The template could not be saved.',
    });
  const { errors, isSubmitting } = formState;
  const { described, message } = fieldProps(id, errors);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  // Registered in the order of the fields: the first wrong one takes the focus.
  const name = register('name');
  const { ref: contentRef, ...content } = register('content');

  const insert = (name: string) => {
    const el = textRef.current;
    const token = `{${name}}`;
    const text = getValues('content');
    const at = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? at;
    setValue('content', text.slice(0, at) + token + text.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  const submit = handleSubmit(
    saving(async (values) => {
      if (templateId === null) await api.responseTemplates.create(values);
      else await api.responseTemplates.update(templateId, values);
      toast.success(templateId === null ? 'Template created' : 'Template saved', 3000);
      await onSaved();
    }),
  );

  return (
    <form className="form form--card template-form" onSubmit={submit} noValidate>
      <h2>{templateId === null ? 'New template' : `Edit “${draft.name}”`}</h2>
      <FormFailure message={failure} />
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input maxLength={100} {...described('name')} {...name} />
        {message('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-content`}>Text</label>
        <textarea
          rows={5}
          maxLength={RESPONSE_MAX_LENGTH}
          {...described('content')}
          aria-describedby={[`${id}-placeholders`, described('content')['aria-describedby']]
            .filter(Boolean)
            .join(' ')}
          {...content}
          ref={(el) => {
            contentRef(el);
            textRef.current = el;
          }}
        />
        {message('content')}
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
      <Controller
        control={control}
        name="ratings"
        render={({ field }) => (
          <RatingChoice
            legend="Meant for ratings (none: every rating)"
            value={field.value}
            onChange={field.onChange}
            error={errors.ratings?.message}
            inputRef={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="source_ids"
        render={({ field }) => <SourceChoice value={field.value} onChange={field.onChange} />}
      />
      <div className="button-row">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {templateId === null ? 'Create template' : 'Save template'}
        </Button>
      </div>
    </form>
  );
}
