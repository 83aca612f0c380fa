import { FEEDBACK_TYPES, type FeedbackType } from '@plaudit/api-client';
import { campaignCreateBody } from '@plaudit/api-client/schemas';
import { useApi, useCampaignTemplates, useLocations } from '@plaudit/hooks';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { FormFailure, SchemaField, useSchemaForm } from '../../components/schema-form';
import { useBasePath, withBase } from '../../lib/paths';
import { FEEDBACK_TEXT } from './campaign-texts';
import './campaigns.css';
import { Button, buttonClass, Select } from '@plaudit/ui-kit';

type Values = {
  name: string;
  location_id: string;
  feedback_type: FeedbackType;
  template_id: string;
};
const bodyOf = (v: Values) => ({
  name: v.name.trim(),
  location_id: Number(v.location_id),
  feedback_type: v.feedback_type,
  ...(v.template_id ? { template_id: Number(v.template_id) } : {}),
});
/** The page's own words for a missing name or location. */
const MISSING: Record<string, string> = {
  name: 'Give the campaign a name.',
  location_id: 'Choose the location the campaign is for.',
};

/** /request-reviews/campaigns/new: a name and a location make a draft; the rest comes after. */
export function NewCampaignPage() {
  usePageTitle('New Campaign');
  const base = useBasePath();
  const { api } = useApi();
  const navigate = useNavigate();
  const id = useId();
  const { data: locations } = useLocations({ per_page: 250, sort: { by: 'name', order: 'asc' } });
  const { data: templates } = useCampaignTemplates({ per_page: 100 });
  const { formState, handleSubmit, register, failure, saving } = useSchemaForm<Values>({
    schema: campaignCreateBody,
    labels: { name: 'Campaign name', location_id: 'Location' },
    toBody: bodyOf,
    fieldOf: (i, body) => {
      const field = i.path.split(/[.[]/)[0]!;
      const value = (body as Record<string, unknown>)[field];
      return MISSING[field] && (value === '' || value === 0)
        ? { field, message: MISSING[field] }
        : undefined;
    },
    defaultValues: { name: '', location_id: '', feedback_type: 'nps', template_id: '' },
    fallback: 'The campaign could not be created.',
  });
  const { errors, isSubmitting: busy } = formState;

  const submit = handleSubmit(
    saving(async (values) => {
      const created = await api.campaigns.create(bodyOf(values));
      navigate(withBase(base, `/request-reviews/campaigns/${created.id}`), { replace: true });
    }),
  );

  return (
    <section className="page campaigns" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/request-reviews')}>Back to Ask Tool</Link>
      </p>
      <h1 id="page-title">New Campaign</h1>
      <form className="form form--card campaign-new" onSubmit={submit} noValidate>
        <SchemaField form={id} errors={errors} name="name" label="Campaign name">
          {(wiring) => (
            <input maxLength={100} autoComplete="off" {...wiring} {...register('name')} />
          )}
        </SchemaField>
        <SchemaField form={id} errors={errors} name="location_id" label="Location">
          {(wiring) => (
            <Select {...wiring} {...register('location_id')}>
              <option value="" disabled>
                {locations ? 'Choose a location' : 'Loading locations…'}
              </option>
              {locations?.items.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </Select>
          )}
        </SchemaField>
        <div className="field">
          <label htmlFor={`${id}-feedback`}>Question</label>
          <Select id={`${id}-feedback`} {...register('feedback_type')}>
            {FEEDBACK_TYPES.map((t) => (
              <option key={t} value={t}>
                {FEEDBACK_TEXT[t]}
              </option>
            ))}
          </Select>
        </div>
        {templates && templates.items.length > 0 && (
          <div className="field">
            <label htmlFor={`${id}-template`}>Start from a template (optional)</label>
            <Select id={`${id}-template`} {...register('template_id')}>
              <option value="">The default request</option>
              {templates.items.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          </div>
        )}
        <FormFailure message={failure} />
        <div className="button-row">
          <Link className={buttonClass('secondary')} to={withBase(base, '/request-reviews')}>
            Cancel
          </Link>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Creating…' : 'Create draft'}
          </Button>
        </div>
      </form>
    </section>
  );
}
