import { errorMessage, type RequestUnsubscribe as State } from '@plaudit/api-client';
import { useApi } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';

/**
 * /unsubscribe/requests/:id?token=…: the link in every review request. The page says which
 * address and business it is about; the address is blocked only when the person confirms, so
 * mail scanners that open links unsubscribe nobody.
 */
export function RequestUnsubscribe({ id, token }: { id: string; token: string | null }) {
  const { api } = useApi();
  const [state, setState] = useState<State | null>(null);
  const [error, setError] = useState<string | null>(
    token ? null : 'This unsubscribe link is not valid.',
  );
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!token) return;
    let live = true;
    api.campaigns.unsubscribeState(id, token).then(
      (s) => live && setState(s),
      (err) => live && setError(errorMessage(err, 'This unsubscribe link is not valid.')),
    );
    return () => {
      live = false;
    };
  }, [api, id, token]);
  const confirm = async () => {
    if (!token) return;
    setBusy(true);
    try {
      setState(await api.campaigns.unsubscribe(id, token));
    } catch (err) {
      setError(errorMessage(err, 'This unsubscribe link is not valid.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main id="main" className="auth-frame">
      <div className="auth-card">
        <section className="page" aria-labelledby="page-title">
          <h1 id="page-title">Unsubscribe</h1>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : !state ? (
            <p className="page-loading" role="status">
              <span className="spinner" aria-hidden="true" /> Loading…
            </p>
          ) : state.unsubscribed ? (
            <p role="status">
              {`${state.request_email ?? 'You'} will get no more review requests from ${state.public_name}.`}
            </p>
          ) : (
            <>
              <p>
                {`Stop review requests from ${state.public_name} to ${state.request_email ?? 'this address'}?`}
              </p>
              <Button
                type="button"
                variant="primary"
                disabled={busy}
                onClick={() => void confirm()}
              >
                {busy ? 'Unsubscribing…' : 'Unsubscribe'}
              </Button>
            </>
          )}
        </section>
      </div>
    </main>
  );
}

/** The page of /unsubscribe/requests/:id?token=… (the route always names the request). */
export function RequestUnsubscribePage() {
  usePageTitle('Unsubscribe');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return <RequestUnsubscribe id={id} token={params.get('token')} />;
}
