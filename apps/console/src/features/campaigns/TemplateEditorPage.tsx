import {
  ApiError,
  type CampaignTemplate,
  DEFAULT_REQUEST_CONTENT,
  errorMessage,
} from '@plaudit/api-client';
import { toast, useApi, useCampaignTemplate, usePermission } from '@plaudit/hooks';
import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { MessageFields, type MessageValues, messageBodyOf, messageValuesOf } from './MessageFields';
import { RequestPreview } from './RequestPreview';
import './campaigns.css';
import { Button, buttonClass } from '@plaudit/ui-kit';

type Values = MessageValues & { name: string };

const BLANK: Values = {
  name: '',
  request_type: 'email',
  layout: 'simple',
  subject: '',
  content: DEFAULT_REQUEST_CONTENT,
  header_text: '',
  header_image: '',
  use_header_image: false,
};
const valuesOf = (t: CampaignTemplate): Values => ({ name: t.name, ...messageValuesOf(t) });

/** /request-reviews/templates/new and /request-reviews/templates/:id */
export function TemplateEditorPage() {
  const { id: param } = useParams();
  const isNew = param === undefined;
  const templateId = isNew ? null : Number(param);
  const valid = isNew || (Number.isInteger(templateId) && (templateId ?? 0) > 0);
  const { data, error, mutate } = useCampaignTemplate(valid ? templateId : null);
  usePageTitle(isNew ? 'New Template' : (data?.name ?? 'Template'));
  const base = useBasePath();
  const back = (
    <p className="breadcrumb">
      <Link to={withBase(base, '/request-reviews/templates')}>Back to templates</Link>
    </p>
  );
  if (!valid || (error instanceof ApiError && error.status === 404))
    return (
      <section className="page campaigns" aria-labelledby="page-title">
        {back}
        <h1 id="page-title">Template not found</h1>
        <p>This template does not exist or was deleted.</p>
      </section>
    );
  if (error)
    return (
      <section className="page campaigns" aria-labelledby="page-title">
        {back}
        <h1 id="page-title">Template</h1>
        <div className="form-error" role="alert">
          <p>{errorMessage(error, 'The template could not be loaded.')}</p>
          <Button type="button" variant="secondary" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      </section>
    );
  return (
    <section className="page campaigns" aria-labelledby="page-title">
      {back}
      <h1 id="page-title">{isNew ? 'New Template' : (data?.name ?? 'Template')}</h1>
      {isNew || data ? (
        <TemplateForm template={data ?? null} onSaved={(t) => void mutate(t, false)} />
      ) : (
        <div
          className="card skeleton skeleton--lines"
          role="status"
          aria-label="Loading the template"
        >
          <span style={{ width: '40%' }} />
          <span />
          <span />
        </div>
      )}
    </section>
  );
}

function TemplateForm({
  template,
  onSaved,
}: {
  template: CampaignTemplate | null;
  onSaved: (t: CampaignTemplate) => void;
}) {
  const { api } = useApi();
  const { can } = usePermission();
  const navigate = useNavigate();
  const base = useBasePath();
  const id = useId();
  const editable = can('campaign', template ? 'update' : 'create');
  const form = useForm<Values>({ defaultValues: template ? valuesOf(template) : BLANK });
  const { register, handleSubmit, watch, reset, formState } = form;
  const [imageBusy, setImageBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const values = watch();

  useEffect(() => {
    if (template && !formState.isDirty) reset(valuesOf(template));
  }, [template, formState.isDirty, reset]);

  const save = handleSubmit(async (v) => {
    setSaveError(null);
    if (!v.name.trim()) return setSaveError('Give the template a name.');
    if (!v.content.trim()) return setSaveError('The message cannot be empty.');
    const body = { name: v.name.trim(), ...messageBodyOf(v) };
    try {
      if (template) {
        const saved = await api.campaignTemplates.update(template.id, body);
        reset(valuesOf(saved));
        onSaved(saved);
        toast.success('Template saved', 3000);
      } else {
        const { header_image, ...created } = body;
        const saved = await api.campaignTemplates.create({
          ...created,
          ...(header_image ? { header_image } : {}),
        });
        toast.success('Template created', 3000);
        navigate(withBase(base, `/request-reviews/templates/${saved.id}`), { replace: true });
      }
    } catch (err) {
      setSaveError(errorMessage(err, 'The template could not be saved.'));
    }
  });

  return (
    <div className="campaign-editor">
      <FormProvider {...form}>
        <form className="form form--card" onSubmit={save} noValidate aria-label="Template">
          <fieldset disabled={!editable} className="campaign-editor__fields">
            <div className="field">
              <label htmlFor={`${id}-name`}>Template name</label>
              <input id={`${id}-name`} maxLength={100} autoComplete="off" {...register('name')} />
            </div>
            <MessageFields id={id} onBusyChange={setImageBusy} />
          </fieldset>
          {saveError && (
            <p className="form-error" role="alert">
              {saveError}
            </p>
          )}
          {editable && (
            <div className="button-row">
              <Link
                className={buttonClass('secondary')}
                to={withBase(base, '/request-reviews/templates')}
              >
                Cancel
              </Link>
              <Button
                type="submit"
                variant="primary"
                disabled={formState.isSubmitting || imageBusy}
              >
                {formState.isSubmitting
                  ? 'Saving…'
                  : template
                    ? 'Save template'
                    : 'Create template'}
              </Button>
            </div>
          )}
        </form>
      </FormProvider>
      <RequestPreview values={{ ...values, feedback_type: 'nps' }} locationName="your location" />
    </div>
  );
}
