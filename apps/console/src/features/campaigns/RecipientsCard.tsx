import {
  type Campaign,
  errorMessage,
  RECIPIENT_COLUMNS,
  RECIPIENT_UPLOAD_LIMITS,
  type RecipientUpload,
} from '@plaudit/api-client';
import { toastError, useApi, useCampaignRecipients, usePermission } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useId, useRef, useState } from 'react';
import { saveBlob } from '../exports/download';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'complete'; upload: RecipientUpload }
  | { kind: 'error'; message: string };

/**
 * A draft's recipients from a CSV (spec 1 section 4's upload states: idle, processing,
 * complete with its counts, error). Rows that were not added can be downloaded with their
 * reasons; CAMPAIGN_NOT_DRAFT / NOT_FOUND reset the upload.
 */
export function RecipientsCard({
  campaign,
  onChanged,
  onGone,
}: {
  campaign: Campaign;
  onChanged: (c: Campaign) => void;
  onGone: (err: unknown) => boolean;
}) {
  const { api } = useApi();
  const { can } = usePermission();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const { data: recipients, mutate } = useCampaignRecipients(campaign.id, { per_page: 5 });

  const upload = async () => {
    const file = input.current?.files?.[0];
    if (!file) return setState({ kind: 'error', message: 'Choose a CSV file of recipients.' });
    if (file.size > RECIPIENT_UPLOAD_LIMITS.maxBytes)
      return setState({ kind: 'error', message: 'The file is larger than 5 MB.' });
    setState({ kind: 'processing' });
    try {
      const result = await api.campaigns.uploadRecipients(campaign.id, file, file.name);
      setState({ kind: 'complete', upload: result });
      if (input.current) input.current.value = '';
      void mutate();
      onChanged(await api.campaigns.get(campaign.id));
    } catch (err) {
      if (onGone(err)) return;
      setState({ kind: 'error', message: errorMessage(err, 'The file could not be uploaded.') });
    }
  };
  const download = async (what: 'template' | 'failed') => {
    try {
      if (what === 'template')
        saveBlob(await api.campaigns.recipientTemplate(), 'recipient-template.csv');
      else if (state.kind === 'complete')
        saveBlob(
          await api.campaigns.failedRecipients(state.upload.uploadId),
          `failed-recipients-${state.upload.uploadId}.csv`,
        );
    } catch (err) {
      toastError(err, 'The file could not be downloaded.');
    }
  };

  const total = campaign.progress.recipients;
  return (
    <section className="card campaign-recipients" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Recipients</h2>
      <p data-testid="recipient-count">
        {total === 0
          ? 'No recipients yet.'
          : `${total.toLocaleString()} recipient${total === 1 ? '' : 's'}.`}
      </p>
      {recipients && recipients.items.length > 0 && (
        <ul className="campaign-recipients__sample" aria-label="First recipients">
          {recipients.items.map((r) => (
            <li key={r.id}>
              {[r.first_name, r.last_name].filter(Boolean).join(' ') || r.email || r.phone}
              {r.first_name || r.last_name ? ` — ${r.email ?? r.phone}` : ''}
            </li>
          ))}
        </ul>
      )}
      {can('campaign', 'update') && (
        <>
          <p id={`${id}-hint`} className="field__hint">
            A CSV with the columns {RECIPIENT_COLUMNS.join(', ')}; any other column is kept for the
            microsurvey summary. Addresses already added or on the do-not-contact list are skipped.
            At most 5 MB ({RECIPIENT_UPLOAD_LIMITS.maxRows.toLocaleString()} rows).
          </p>
          <div className="field">
            <label htmlFor={`${id}-file`}>CSV file</label>
            <input
              id={`${id}-file`}
              ref={input}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`${id}-hint`}
            />
          </div>
          <div className="button-row">
            <Button
              type="button"
              variant="primary"
              disabled={state.kind === 'processing'}
              onClick={() => void upload()}
            >
              {state.kind === 'processing' ? 'Uploading…' : 'Add recipients'}
            </Button>
            <Button type="button" variant="secondary" onClick={() => void download('template')}>
              Download the template
            </Button>
          </div>
        </>
      )}
      <div aria-live="polite">
        {state.kind === 'complete' && (
          <p role="status" className="campaign-recipients__result">
            {`${state.upload.total_successful.toLocaleString()} added, ${state.upload.total_failed.toLocaleString()} not added.`}{' '}
            {state.upload.total_failed > 0 && (
              <button type="button" className="link-button" onClick={() => void download('failed')}>
                Download the rows not added
              </button>
            )}
          </p>
        )}
        {state.kind === 'error' && (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        )}
      </div>
    </section>
  );
}
