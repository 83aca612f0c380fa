import type { PartnerOrigin } from '@plaudit/api-client';
import { partnerOriginCreateBody, safeParse } from '@plaudit/api-client/schemas';
import { toast, toastError, useApi, usePartnerOrigins } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { CardListState } from '../../components/CardListState';
import { ConfirmDelete } from '../../components/ConfirmDelete';

/**
 * The origins a partner's own web apps are served from: browsers there may call the Plaudit
 * API (CORS). Exact origins only; https, or http for localhost.
 */
export function PartnerOriginsSection() {
  const { api } = useApi();
  const { data, error, mutate } = usePartnerOrigins({ per_page: 100 });
  const [origin, setOrigin] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<PartnerOrigin | null>(null);
  const id = useId();

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = safeParse(partnerOriginCreateBody, { origin: origin.trim() }, '', {
      origin: 'Origin',
    });
    if (!parsed.ok) {
      setFieldError(parsed.issues[0]?.message ?? 'Origin is not valid');
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const created = await api.partnerOrigins.create(parsed.value);
      toast.success(`${created.origin} may now call the API`, 3000);
      setOrigin('');
      await mutate();
    } catch (err) {
      toastError(err, 'The origin could not be added.');
    } finally {
      setBusy(false);
    }
  };
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
        <div className="field">
          <label htmlFor={`${id}-origin`}>Origin</label>
          <input
            id={`${id}-origin`}
            type="url"
            inputMode="url"
            value={origin}
            maxLength={300}
            placeholder="https://reviews.example.com"
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? `${id}-origin-error` : undefined}
            onChange={(e) => setOrigin(e.target.value)}
          />
          {fieldError && (
            <p id={`${id}-origin-error`} className="field__error">
              {fieldError}
            </p>
          )}
        </div>
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
