import { WEBHOOK_EVENTS, type WebhookEvent, type WebhookWithSecret } from '@plaudit/api-client';
import { safeParse, webhookCreateBody } from '@plaudit/api-client/schemas';
import { toast, toastError, useApi } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { type FormEvent, useId, useState } from 'react';

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'review.created': 'A review arrives',
  'review.updated': 'A review changes',
  'response.published': 'A response is published',
};

/** The new-webhook form of /settings/webhooks: address and events, checked as the server checks. */
export function WebhookForm({
  onCancel,
  onSaved,
}: {
  onCancel: () => void;
  onSaved: (hook: WebhookWithSecret) => Promise<void>;
}) {
  const { api } = useApi();
  const id = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['review.created']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = safeParse(webhookCreateBody, { url: url.trim(), events }, '', {
      url: 'Address',
      events: 'Events',
    });
    if (!parsed.ok) {
      setErrors(
        Object.fromEntries(
          parsed.issues.map((i) => [
            i.path.split('.')[0] || 'url',
            i.path.startsWith('events') ? 'Choose at least one event' : i.message,
          ]),
        ),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSaved(await api.webhooks.create(parsed.value));
      toast.success('Webhook created', 3000);
    } catch (err) {
      toastError(err, 'The webhook could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form form--card template-form" onSubmit={submit} noValidate>
      <h2>New webhook</h2>
      <div className="field">
        <label htmlFor={`${id}-url`}>Address (https://…)</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          maxLength={2048}
          placeholder="https://example.com/plaudit-events"
          aria-invalid={Boolean(errors.url)}
          aria-describedby={errors.url ? `${id}-url-error` : undefined}
          onChange={(e) => setUrl(e.target.value)}
        />
        {errors.url && (
          <p id={`${id}-url-error`} className="field__error">
            {errors.url}
          </p>
        )}
      </div>
      <fieldset
        className="field rating-choice"
        aria-describedby={errors.events ? `${id}-events-error` : undefined}
      >
        <legend>Send when</legend>
        {WEBHOOK_EVENTS.map((ev) => (
          <label key={ev} className="check-option">
            <input
              type="checkbox"
              checked={events.includes(ev)}
              onChange={(e) =>
                setEvents(e.target.checked ? [...events, ev] : events.filter((x) => x !== ev))
              }
            />
            {EVENT_LABELS[ev]} (<code>{ev}</code>)
          </label>
        ))}
        {errors.events && (
          <p id={`${id}-events-error`} className="field__error">
            {errors.events}
          </p>
        )}
      </fieldset>
      <div className="button-row">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          Create webhook
        </Button>
      </div>
    </form>
  );
}
