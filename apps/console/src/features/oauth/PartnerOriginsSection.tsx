import type { PartnerOrigin } from '@plaudit/api-client';
import { partnerOriginCreateBody } from '@plaudit/api-client/schemas';
import { toast, toastError, useApi, usePartnerOrigins } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { CardListState } from '../../components/CardListState';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { SchemaField, useSchemaForm } from '../../components/schema-form';

/**
 * The origins a partner's own web apps are served from: browsers there may call the Plaudit
 * API (CORS). Exact origins only; https, or http for localhost.
 */
export function PartnerOriginsSection() {
  const { api } = useApi();
  const { data, error, mutate } = usePartnerOrigins({ per_page: 100 });
  const [confirm, setConfirm] = useState<PartnerOrigin | null>(null);
  const id = useId();
  const { formState, handleSubmit, register, reset, watch } = useSchemaForm<{ origin: string }>({
    schema: partnerOriginCreateBody,
    labels: { origin: 'Origin' },
    toBody: (v) => ({ origin: v.origin.trim() }),
    mode: 'onSubmit',
    defaultValues: { origin: '' },
  });
  const { errors, isSubmitting: busy } = formState;
  const origin = watch('origin');

  const add = handleSubmit(async (values) => {
    try {
      const created = await api.partnerOrigins.create({ origin: values.origin.trim() });
      toast.success(`${created.origin} may now call the API`, 3000);
      reset();
      await mutate();
    } catch (err) {
      toastError(err, 'The origin could not be added.');
    }
  });
  const remove = async (o: PartnerOrigin) => {
    setConfirm(null);
    try {
      await api.partnerOrigins.remove(o.id);
      toast.success('Origin removed', 3000);
      await mutate();
    } catch (err) {
      toastError(err, 'The origin could not be removed.');
    }
  };

  return (
    <section className="partner-apps__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Allowed origins</h2>
      <p className="empty-state__description">
        Browsers on these origins may call the Plaudit API, so your own web app can sign users in
        and show their data. Enter the exact origin the app is served from: scheme, host and port,
        no path (for example <code>https://reviews.example.com</code>). Use https; plain http only
        works for localhost.
      </p>
      <form className="partner-apps__inline-form" onSubmit={add} noValidate>
        <SchemaField form={id} errors={errors} name="origin" label="Origin">
          {(wiring) => (
            <input
              type="url"
              inputMode="url"
              maxLength={300}
              placeholder="https://reviews.example.com"
              {...wiring}
              {...register('origin')}
            />
          )}
        </SchemaField>
        <Button type="submit" variant="primary" disabled={busy || !origin.trim()}>
          Add origin
        </Button>
      </form>
      <CardListState
        data={data?.items}
        error={error}
        onRetry={() => void mutate()}
        noun="origins"
        empty={{
          title: 'No origins yet',
          description: 'Until you add one, browsers elsewhere cannot call the API.',
        }}
      >
        {(items) => (
          <ul className="partner-apps__origins" aria-label="Allowed origins">
            {items.map((o) => (
              <li key={o.id}>
                <span className="partner-apps__code">{o.origin}</span>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Remove ${o.origin}`}
                  onClick={() => setConfirm(o)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardListState>
      <ConfirmDelete
        item={confirm}
        name={(o) => o.origin}
        onConfirm={(o) => void remove(o)}
        onCancel={() => setConfirm(null)}
      >
        <p>Apps served from this origin can no longer call the Plaudit API from the browser.</p>
      </ConfirmDelete>
    </section>
  );
}
