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
    <UnsubscribeFrame
      result={result}
      done={(r) => `${r.email ?? 'You'} will no longer receive the scheduled export “${r.name}”.`}
    />
  );
}

/** /unsubscribe/alerts/:id?token=…: switches the alert off. */
function AlertUnsubscribe({ id, token }: { id: string; token: string | null }) {
  const { api } = useApi();
  const [result, setResult] = useState<Result>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    if (!token) {
      setResult({ kind: 'error', message: 'This unsubscribe link is not valid.' });
      return;
    }
    api.alerts.unsubscribe(id, token).then(
      (r) => live && setResult({ kind: 'done', name: r.alert.name, email: r.email }),
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
    <UnsubscribeFrame
      result={result}
      done={(r) => `${r.email ?? 'You'} will no longer receive the alert “${r.name}”.`}
    />
  );
}

/** The unsubscribe card: working, the outcome, or why the link failed. */
function UnsubscribeFrame({
  result,
  done,
}: {
  result: Result;
  done: (r: Extract<Result, { kind: 'done' }>) => string;
}) {
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
          {result.kind === 'done' && <p role="status">{done(result)}</p>}
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

/** /unsubscribe/scheduled_exports/:id and /unsubscribe/alerts/:id (a request's link: RequestUnsubscribePage). */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const { id } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (id && pathname.startsWith('/unsubscribe/scheduled_exports/'))
    return <ScheduledExportUnsubscribe id={id} token={params.get('token')} />;
  if (id && pathname.startsWith('/unsubscribe/alerts/'))
    return <AlertUnsubscribe id={id} token={params.get('token')} />;
  return (
    <EmptyState
      title={'Unsubscribe'}
      description={
        'Use the unsubscribe link in the e-mail you received: it names the e-mails that stop.'
      }
      back={{ href: '/login', label: 'Back to log in' }}
      standalone
    />
  );
}
