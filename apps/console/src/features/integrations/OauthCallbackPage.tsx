import {
  errorMessage,
  INTEGRATION_CATALOGUE,
  OAUTH_PROVIDERS,
  type OauthProvider,
} from '@plaudit/api-client';
import { toast, useApi } from '@plaudit/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';

/**
 * /oauth/outbound/:provider — where the provider's consent page sends the browser back with
 * `code` and `state` (or `error`). The code is exchanged once; then back to the integrations.
 */
export function OauthCallbackPage() {
  usePageTitle('Connecting');
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const { api } = useApi();
  const base = useBasePath();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  const entry = INTEGRATION_CATALOGUE.find((e) => e.code === provider);
  const name = entry?.display_name ?? provider;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    if (!(OAUTH_PROVIDERS as readonly string[]).includes(provider))
      return setProblem('This is not a connection Plaudit started.');
    if (params.get('error'))
      return setProblem(
        params.get('error') === 'access_denied'
          ? `You cancelled connecting ${name}. Nothing was connected.`
          : `${name} did not allow the connection (${params.get('error')}).`,
      );
    if (!code || !state) return setProblem('This is not a connection Plaudit started.');
    api.integrations.completeOauth(provider as OauthProvider, { code, state }).then(
      (card) => {
        toast.success(card.connect_message, 5000);
        navigate(withBase(base, '/settings/integrations'), { replace: true });
      },
      (err) => setProblem(errorMessage(err, `${name} could not be connected.`)),
    );
  }, [api, base, name, navigate, params, provider]);

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Connecting {name}</h1>
      {problem ? (
        <>
          <p className="form-error" role="alert">
            {problem}
          </p>
          <p>
            <Link to={withBase(base, '/settings/integrations')}>Back to Integrations</Link>
          </p>
        </>
      ) : (
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Finishing the connection…
        </p>
      )}
    </section>
  );
}
