import { ApiError, type Campaign, errorMessage } from '@plaudit/api-client';
import { toast, useApi, usePermission } from '@plaudit/hooks';
import { Button, buttonClass, Modal } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { formatDateTime } from '../reviews/review-helpers';
import { CHANNEL_TEXT } from './campaign-texts';

/** A datetime-local value one hour from now (the schedule field's starting point). */
function inOneHour(): string {
  const d = new Date(Date.now() + 3_600_000);
  d.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:00`;
}

/**
 * Sending: now or at a chosen time, after a confirmation naming how many people are asked.
 * Once queued, the campaign's progress (refreshed while it goes out) and, until it starts, the
 * way back to draft.
 */
export function SendCard({
  campaign,
  unsaved = false,
  onChanged,
  onGone,
}: {
  campaign: Campaign;
  unsaved?: boolean;
  onChanged: (c: Campaign) => void;
  onGone?: (err: unknown) => boolean;
}) {
  const { api } = useApi();
  const { can } = usePermission();
  const base = useBasePath();
  const id = useId();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState(inOneHour);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const p = campaign.progress;

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const queued = await api.campaigns.send(
        campaign.id,
        when === 'later' ? { scheduled_at: new Date(at).toISOString() } : {},
      );
      setConfirming(false);
      toast.success(when === 'later' ? 'Campaign scheduled' : 'Sending started', 3000);
      onChanged(queued);
    } catch (err) {
      setConfirming(false);
      if (onGone?.(err)) return;
      if (err instanceof ApiError && err.code === 'CAMPAIGN_NOT_DRAFT')
        onChanged(await api.campaigns.get(campaign.id));
      setError(errorMessage(err, 'The campaign could not be sent.'));
    } finally {
      setBusy(false);
    }
  };
  const unschedule = async () => {
    setBusy(true);
    try {
      onChanged(await api.campaigns.unschedule(campaign.id));
      toast.success('The campaign is a draft again', 3000);
    } catch (err) {
      setError(errorMessage(err, 'The campaign could not be taken back.'));
      onChanged(await api.campaigns.get(campaign.id));
    } finally {
      setBusy(false);
    }
  };

  if (campaign.status !== 'draft') {
    const done = p.sent + p.failed + p.skipped;
    return (
      <section className="card campaign-send" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Sending</h2>
        {campaign.status === 'scheduled' && (
          <p>
            {`Scheduled for ${formatDateTime(campaign.scheduled_at)} by ${CHANNEL_TEXT[campaign.request_type].toLowerCase()} to ${p.recipients.toLocaleString()} recipients.`}
          </p>
        )}
        {campaign.status !== 'scheduled' && (
          <>
            <progress
              className="campaign-send__bar"
              max={Math.max(1, p.recipients)}
              value={done}
              aria-label="Requests sent"
            />
            <p role="status">
              {campaign.status === 'sending'
                ? `Sending… ${done.toLocaleString()} of ${p.recipients.toLocaleString()}`
                : `Sent ${formatDateTime(campaign.sent_at)}.`}
            </p>
          </>
        )}
        <dl className="campaign-send__figures">
          {(
            [
              ['Delivered', p.delivered],
              ['Not delivered', p.failed],
              ['Skipped (do not contact)', p.skipped],
              ['Opened', p.opened],
              ['Clicked', p.clicked],
              ['Answered', p.responded],
            ] as const
          ).map(([label, n]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{n.toLocaleString()}</dd>
            </div>
          ))}
        </dl>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <Link
            className={buttonClass('secondary')}
            to={withBase(base, `/request-reviews/microsurveys/${campaign.id}/summaries`)}
          >
            See the answers
          </Link>
          {campaign.status === 'scheduled' && can('campaign', 'update') && (
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => void unschedule()}
            >
              Cancel the schedule
            </Button>
          )}
        </div>
      </section>
    );
  }

  if (!can('campaign', 'update')) return null;
  return (
    <section className="card campaign-send" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Send</h2>
      <fieldset className="field">
        <legend>When</legend>
        <label className="checkbox">
          <input
            type="radio"
            name={`${id}-when`}
            checked={when === 'now'}
            onChange={() => setWhen('now')}
          />{' '}
          Now
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name={`${id}-when`}
            checked={when === 'later'}
            onChange={() => setWhen('later')}
          />{' '}
          Later
        </label>
      </fieldset>
      {when === 'later' && (
        <div className="field">
          <label htmlFor={`${id}-at`}>Send at (your time)</label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
          />
        </div>
      )}
      {unsaved && (
        <p className="field__hint">Save the draft first: unsaved changes are not sent.</p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <Button
        type="button"
        variant="primary"
        disabled={busy || unsaved || p.recipients === 0}
        onClick={() => setConfirming(true)}
      >
        {when === 'later' ? 'Schedule' : 'Send now'}
      </Button>
      {p.recipients === 0 && <p className="field__hint">Add recipients before sending.</p>}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={when === 'later' ? 'Schedule this campaign?' : 'Send this campaign now?'}
        footer={
          <div className="button-row">
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button type="button" variant="primary" disabled={busy} onClick={() => void send()}>
              {busy ? 'Working…' : when === 'later' ? 'Schedule' : 'Send'}
            </Button>
          </div>
        }
      >
        <p>
          {`${p.recipients.toLocaleString()} ${p.recipients === 1 ? 'person gets' : 'people get'} “${campaign.name}” by ${CHANNEL_TEXT[campaign.request_type].toLowerCase()}${when === 'later' && at ? ` on ${formatDateTime(new Date(at).toISOString())}` : ''}. A sent campaign cannot be changed.`}
        </p>
      </Modal>
    </section>
  );
}
