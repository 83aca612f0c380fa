import { errorMessage } from '@plaudit/api-client';
import { useApi } from '@plaudit/hooks';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

type Result =
  | { kind: 'loading' }
  | { kind: 'done'; name: string; email: string | null }
  | { kind: 'error'; message: string };

/** /unsubscribe/scheduled_exports/:id?token=…: stops the scheduled export's e-mails. */
function ScheduledExportUnsubscribe({ id, token }: { id: string; token: string | null }) {
  const { api } = useApi();
  const [result, setResult] = useState<Result>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    if (!token) {
      setResult({ kind: 'error', message: 'This unsubscribe link is not valid.' });
      return;
    }
    api.scheduledExports.unsubscribe(id, token).then(
      (r) =>
        live && setResult({ kind: 'done', name: r.scheduled_export.display_name, email: r.email }),
      (err) =>
        live &&
        setResult({
          kind: 'error',
          message: errorMessage(err, 'This unsubscribe link is not valid.'),
        }),
    );
    return () => {
      live = false;
    };
  }, [api, id, token]);

  return (
    <main id="main" className="auth-frame">
      <div className="auth-card">
        <section className="page" aria-labelledby="page-title">
          <h1 id="page-title">Unsubscribe</h1>
          {result.kind === 'loading' && (
            <p className="page-loading" role="status">
              <span className="spinner" aria-hidden="true" /> Unsubscribing…
            </p>
          )}
          {result.kind === 'done' && (
            <p role="status">
              {result.email ?? 'You'} will no longer receive the scheduled export “{result.name}”.
            </p>
          )}
          {result.kind === 'error' && (
            <p className="form-error" role="alert">
              {result.message}
            </p>
          )}
        </section>
      </div>
    </main>
  );
}

export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const { id } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (id && pathname.startsWith('/unsubscribe/scheduled_exports/'))
    return <ScheduledExportUnsubscribe id={id} token={params.get('token')} />;
  return (
    <EmptyState
      title={'Unsubscribe'}
      description={'The emails you can stop receiving from this sender will appear here.'}
      back={{ href: '/login', label: 'Back to log in' }}
      standalone
    />
  );
}
