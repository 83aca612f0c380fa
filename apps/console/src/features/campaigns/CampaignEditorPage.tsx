import {
  ApiError,
  CAMPAIGN_ERRORS,
  type Campaign,
  type CampaignUpdateBody,
  errorMessage,
  FEEDBACK_TYPES,
  type FeedbackType,
  swapFeedbackQuestion,
} from '@plaudit/api-client';
import {
  toast,
  toastError,
  useApi,
  useCampaign,
  useLocations,
  usePermission,
  useReviewUrls,
} from '@plaudit/hooks';
import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { FEEDBACK_TEXT, STATUS_TEXT } from './campaign-texts';
import { MessageFields, type MessageValues, messageBodyOf, messageValuesOf } from './MessageFields';
import { RecipientsCard } from './RecipientsCard';
import { RequestPreview } from './RequestPreview';
import { SendCard } from './SendCard';
import './campaigns.css';
import { Button, Select } from '@plaudit/ui-kit';

type Values = MessageValues & {
  name: string;
  location_id: string;
  feedback_type: FeedbackType;
  sender_name: string;
  sender_email: string;
  auto_select_sources: boolean;
  url_ids: string[];
};

const valuesOf = (c: Campaign): Values => ({
  name: c.name,
  location_id: String(c.location_id),
  feedback_type: c.feedback_type,
  ...messageValuesOf(c),
  sender_name: c.sender_name ?? '',
  sender_email: c.sender_email ?? '',
  auto_select_sources: c.auto_select_sources,
  url_ids: c.url_ids.map(String),
});

/**
 * /request-reviews/campaigns/:id: a draft's message with a live preview, its recipients and
 * the sending; a campaign that has gone out shows its progress instead.
 */
export function CampaignEditorPage() {
  const { id } = useParams();
  const base = useBasePath();
  const { data, error, mutate } = useCampaign(id, {
    refreshInterval: (c) => (c && (c.status === 'sending' || c.status === 'scheduled') ? 2000 : 0),
  });
  usePageTitle(data ? data.name : 'Campaign');
  const back = (
    <p className="breadcrumb">
      <Link to={withBase(base, '/request-reviews')}>Back to Ask Tool</Link>
    </p>
  );
  if (error)
    return (
      <section className="page campaigns" aria-labelledby="page-title">
        {back}
        <h1 id="page-title">Campaign</h1>
        <div className="form-error" role="alert">
          <p>
            {error instanceof ApiError && error.status === 404
              ? CAMPAIGN_ERRORS.CAMPAIGN_NOT_FOUND
              : errorMessage(error, 'The campaign could not be loaded.')}
          </p>
        </div>
      </section>
    );
  if (!data)
    return (
      <section className="page campaigns" aria-busy="true" aria-labelledby="page-title">
        {back}
        <h1 id="page-title">Campaign</h1>
        <div
          className="card skeleton skeleton--lines"
          role="status"
          aria-label="Loading the campaign"
        >
          <span style={{ width: '40%' }} />
          <span />
          <span />
        </div>
      </section>
    );
  return (
    <section className="page campaigns" aria-labelledby="page-title">
      {back}
      <header className="page-header">
        <h1 id="page-title">{data.name}</h1>
        <span className={`status-pill status-pill--${data.status}`}>
          {STATUS_TEXT[data.status]}
        </span>
      </header>
      {data.status === 'draft' ? (
        <DraftEditor campaign={data} onChanged={(c) => void mutate(c, { revalidate: false })} />
      ) : (
        <SendCard campaign={data} onChanged={(c) => void mutate(c, { revalidate: false })} />
      )}
    </section>
  );
}

function DraftEditor({
  campaign,
  onChanged,
}: {
  campaign: Campaign;
  onChanged: (c: Campaign) => void;
}) {
  const { api } = useApi();
  const { can } = usePermission();
  const navigate = useNavigate();
  const base = useBasePath();
  const id = useId();
  const editable = can('campaign', 'update');
  const form = useForm<Values>({ defaultValues: valuesOf(campaign) });
  const { register, handleSubmit, watch, setValue, getValues, reset, formState } = form;
  const [imageBusy, setImageBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const values = watch();
  const { data: locations } = useLocations({ per_page: 250, sort: { by: 'name', order: 'asc' } });
  const { data: sites } = useReviewUrls({
    location_id: Number(values.location_id),
    exclude_request_reviews: true,
    per_page: 250,
  });
  const location = locations?.items.find((l) => l.id === Number(values.location_id));

  useEffect(() => {
    if (!formState.isDirty) reset(valuesOf(campaign));
  }, [campaign, formState.isDirty, reset]);

  // Spec 1 section 4: a new feedback type swaps the question in the text.
  const feedback = register('feedback_type');
  const onFeedbackChange = (next: FeedbackType) => {
    const previous = getValues('feedback_type');
    setValue('content', swapFeedbackQuestion(getValues('content'), previous, next), {
      shouldDirty: true,
    });
  };

  const handleGone = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'CAMPAIGN_NOT_FOUND') {
      toast.alert(CAMPAIGN_ERRORS.CAMPAIGN_NOT_FOUND);
      navigate(withBase(base, '/request-reviews'), { replace: true });
      return true;
    }
    return false;
  };

  const save = handleSubmit(async (v) => {
    setSaveError(null);
    if (!v.name.trim()) return setSaveError('Give the campaign a name.');
    if (!v.content.trim()) return setSaveError('The message cannot be empty.');
    const body: CampaignUpdateBody = {
      name: v.name.trim(),
      location_id: Number(v.location_id),
      feedback_type: v.feedback_type,
      ...messageBodyOf(v),
      sender_name: v.sender_name,
      auto_select_sources: v.auto_select_sources,
      url_ids: v.auto_select_sources ? [] : v.url_ids.map(Number),
      ...(v.sender_email.trim() ? { sender_email: v.sender_email.trim() } : {}),
    };
    try {
      const saved = await api.campaigns.update(campaign.id, body);
      reset(valuesOf(saved));
      onChanged(saved);
      toast.success('Draft saved', 3000);
    } catch (err) {
      if (handleGone(err)) return;
      if (err instanceof ApiError && err.code === 'CAMPAIGN_NOT_DRAFT') {
        toast.alert(CAMPAIGN_ERRORS.CAMPAIGN_NOT_DRAFT);
        onChanged(await api.campaigns.get(campaign.id));
        return;
      }
      setSaveError(errorMessage(err, 'The draft could not be saved.'));
    }
  });

  const remove = async () => {
    if (!window.confirm(`Delete the draft “${campaign.name}”? Its recipients are deleted too.`))
      return;
    try {
      await api.campaigns.remove(campaign.id);
      toast.success('Draft deleted', 3000);
      navigate(withBase(base, '/request-reviews'), { replace: true });
    } catch (err) {
      if (!handleGone(err)) toastError(err, 'The draft could not be deleted.');
    }
  };

  return (
    <>
      <div className="campaign-editor">
        <FormProvider {...form}>
          <form className="form form--card" onSubmit={save} noValidate aria-label="Message">
            <h2>Message</h2>
            <fieldset disabled={!editable} className="campaign-editor__fields">
              <div className="field">
                <label htmlFor={`${id}-name`}>Campaign name</label>
                <input id={`${id}-name`} maxLength={100} {...register('name')} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-location`}>Location</label>
                <Select id={`${id}-location`} {...register('location_id')}>
                  {locations?.items.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  )) ?? <option value={values.location_id}>Loading…</option>}
                </Select>
              </div>
              <MessageFields
                id={id}
                onBusyChange={setImageBusy}
                beforeContent={
                  <div className="field">
                    <label htmlFor={`${id}-feedback`}>Question</label>
                    <Select
                      id={`${id}-feedback`}
                      {...feedback}
                      onChange={(e) => {
                        onFeedbackChange(e.target.value as FeedbackType);
                        void feedback.onChange(e);
                      }}
                    >
                      {FEEDBACK_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {FEEDBACK_TEXT[t]}
                        </option>
                      ))}
                    </Select>
                  </div>
                }
              />
              {values.request_type === 'email' && (
                <div className="field-row">
                  <div className="field">
                    <label htmlFor={`${id}-sender`}>Sender name</label>
                    <input id={`${id}-sender`} maxLength={100} {...register('sender_name')} />
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-reply`}>Reply-to e-mail</label>
                    <input
                      id={`${id}-reply`}
                      type="email"
                      autoComplete="off"
                      {...register('sender_email')}
                    />
                  </div>
                </div>
              )}
              <fieldset className="field campaign-sites">
                <legend>Review sites offered after an answer</legend>
                <label className="checkbox">
                  <input type="checkbox" {...register('auto_select_sources')} /> Choose
                  automatically (every site of the location but Yelp)
                </label>
                {!values.auto_select_sources &&
                  (sites?.items.length ? (
                    sites.items.map((s) => (
                      <label key={s.id} className="checkbox">
                        <input type="checkbox" value={String(s.id)} {...register('url_ids')} />{' '}
                        {s.source_name}
                      </label>
                    ))
                  ) : (
                    <p className="field__hint">This location has no review site links yet.</p>
                  ))}
                <p className="field__hint">
                  Everyone who answers is offered these sites, whatever their answer: Google and
                  Yelp forbid asking only happy customers for reviews.
                </p>
              </fieldset>
            </fieldset>
            {saveError && (
              <p className="form-error" role="alert">
                {saveError}
              </p>
            )}
            {editable && (
              <div className="button-row">
                <Button
                  type="submit"
                  variant="primary"
                  disabled={formState.isSubmitting || imageBusy}
                >
                  {formState.isSubmitting ? 'Saving…' : 'Save draft'}
                </Button>
                {can('campaign', 'delete') && (
                  <Button type="button" variant="danger" onClick={remove}>
                    Delete draft
                  </Button>
                )}
              </div>
            )}
          </form>
        </FormProvider>
        <RequestPreview
          values={values}
          locationName={location?.public_name || location?.name || 'your location'}
          siteNames={(sites?.items ?? [])
            .filter((s) => values.auto_select_sources || values.url_ids.includes(String(s.id)))
            .map((s) => s.source_name)}
        />
      </div>
      <RecipientsCard campaign={campaign} onChanged={onChanged} onGone={handleGone} />
      <SendCard
        campaign={campaign}
        unsaved={formState.isDirty}
        onChanged={onChanged}
        onGone={handleGone}
      />
    </>
  );
}
