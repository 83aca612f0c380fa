import { errorMessage, FEEDBACK_TYPES, type FeedbackType } from '@plaudit/api-client';
import { useApi, useCampaignTemplates, useLocations } from '@plaudit/hooks';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { FEEDBACK_TEXT } from './campaign-texts';
import './campaigns.css';
import { Button, buttonClass, Select } from '@plaudit/ui-kit';

/** /request-reviews/campaigns/new: a name and a location make a draft; the rest comes after. */
export function NewCampaignPage() {
  usePageTitle('New Campaign');
  const base = useBasePath();
  const { api } = useApi();
  const navigate = useNavigate();
  const id = useId();
  const { data: locations } = useLocations({ per_page: 250, sort: { by: 'name', order: 'asc' } });
  const { data: templates } = useCampaignTemplates({ per_page: 100 });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const location = Number(form.get('location_id'));
    if (!name) return setError('Give the campaign a name.');
    if (!location) return setError('Choose the location the campaign is for.');
    const template = Number(form.get('template_id'));
    setBusy(true);
    setError(null);
    try {
      const created = await api.campaigns.create({
        name,
        location_id: location,
        feedback_type: form.get('feedback_type') as FeedbackType,
        ...(template ? { template_id: template } : {}),
      });
      navigate(withBase(base, `/request-reviews/campaigns/${created.id}`), { replace: true });
    } catch (err) {
      setError(errorMessage(err, 'The campaign could not be created.'));
      setBusy(false);
    }
  };

  return (
    <section className="page campaigns" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/request-reviews')}>Back to Ask Tool</Link>
      </p>
      <h1 id="page-title">New Campaign</h1>
      <form className="form form--card campaign-new" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>Campaign name</label>
          <input id={`${id}-name`} name="name" maxLength={100} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-location`}>Location</label>
          <Select id={`${id}-location`} name="location_id" defaultValue="">
            <option value="" disabled>
              {locations ? 'Choose a location' : 'Loading locations…'}
            </option>
            {locations?.items.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-feedback`}>Question</label>
          <Select id={`${id}-feedback`} name="feedback_type" defaultValue="nps">
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
            <Select id={`${id}-template`} name="template_id" defaultValue="">
              <option value="">The default request</option>
              {templates.items.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
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
