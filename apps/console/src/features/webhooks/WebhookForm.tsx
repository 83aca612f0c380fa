import { WEBHOOK_EVENTS, type WebhookEvent, type WebhookWithSecret } from '@plaudit/api-client';
import { webhookCreateBody } from '@plaudit/api-client/schemas';
import { toast, useApi } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FormFailure, fieldProps, useSchemaForm } from '../../components/schema-form';

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'review.created': 'A review arrives',
  'review.updated': 'A review changes',
  'response.published': 'A response is published',
};

type Values = { url: string; events: WebhookEvent[] };
const bodyOf = (v: Values) => ({ url: v.url.trim(), events: v.events });

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
  const { control, formState, handleSubmit, register, failure, saving } = useSchemaForm<Values>({
    schema: webhookCreateBody,
    labels: { url: 'Address', events: 'Events' },
    toBody: bodyOf,
    fieldOf: (i) =>
      i.path.startsWith('events')
        ? { field: 'events', message: 'Choose at least one event' }
        : undefined,
    defaultValues: { url: '', events: ['review.created'] },
    fallback: 'The webhook could not be saved.',
  });
  const { errors, isSubmitting } = formState;
  const { described, message } = fieldProps(id, errors);

  const submit = handleSubmit(
    saving(async (values) => {
      await onSaved(await api.webhooks.create(bodyOf(values)));
      toast.success('Webhook created', 3000);
    }),
  );

  return (
    <form className="form form--card template-form" onSubmit={submit} noValidate>
      <h2>New webhook</h2>
      <FormFailure message={failure} />
      <div className="field">
        <label htmlFor={`${id}-url`}>Address (https://…)</label>
        <input
          type="url"
          inputMode="url"
          maxLength={2048}
          placeholder="https://example.com/plaudit-events"
          {...described('url')}
          {...register('url')}
        />
        {message('url')}
      </div>
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <fieldset
            className="field rating-choice"
            aria-describedby={described('events')['aria-describedby']}
          >
            <legend>Send when</legend>
            {WEBHOOK_EVENTS.map((ev, index) => (
              <label key={ev} className="check-option">
                <input
                  type="checkbox"
                  ref={index === 0 ? field.ref : undefined}
                  checked={field.value.includes(ev)}
                  onBlur={field.onBlur}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked ? [...field.value, ev] : field.value.filter((x) => x !== ev),
                    )
                  }
                />
                {EVENT_LABELS[ev]} (<code>{ev}</code>)
              </label>
            ))}
            {message('events')}
          </fieldset>
        )}
      />
      <div className="button-row">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          Create webhook
        </Button>
      </div>
    </form>
  );
}
