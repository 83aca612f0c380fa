import { errorMessage, isApiError } from '@plaudit/api-client';
import {
  type OAuthAuthorizeQuery,
  oauthAuthorizeQuery,
  safeParse,
} from '@plaudit/api-client/schemas';
import { useApi, useOAuthConsent, useSession } from '@plaudit/hooks';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import './oauth.css';
import { Button } from '@plaudit/ui-kit';

/** Only http(s) addresses are followed (the server builds them from registered redirect URIs). */
function goTo(url: string) {
  if (/^https?:\/\//i.test(url)) window.location.assign(url);
}

/** Where a refused request goes back to the app, when the server says so. */
const redirectOf = (err: unknown): string | null => {
  const to = isApiError(err) ? (err.body as { redirect_to?: unknown } | null)?.redirect_to : null;
  return typeof to === 'string' ? to : null;
};

/**
 * /oauth/authorize: a partner's app asks to use the signed-in user's Plaudit account. The user
 * sees the app, the partner that registered it and what it may do, then allows or denies; the
 * browser goes back to the app with a code or `error=access_denied`. An unknown app or an
 * address the app has not registered is shown here and never followed.
 */
export function OAuthAuthorizePage() {
  usePageTitle('Authorize Access');
  const base = useBasePath();
  const [params] = useSearchParams();
  const query = useMemo((): OAuthAuthorizeQuery | null => {
    const parsed = safeParse(oauthAuthorizeQuery, Object.fromEntries(params));
    return parsed.ok ? parsed.value : null;
  }, [params]);
  const { api } = useApi();
  const email = useSession((s) => s.auth.email);
  const account = useSession((s) => s.account);
  const { data, error } = useOAuthConsent(query, { revalidateOnFocus: false });
  const [busy, setBusy] = useState<'allow' | 'deny' | null>(null);
  const [decideError, setDecideError] = useState<string | null>(null);
  const back = redirectOf(error);

  useEffect(() => {
    if (back) goTo(back);
  }, [back]);

  const decide = async (allow: boolean) => {
    if (!query) return;
    setBusy(allow ? 'allow' : 'deny');
    setDecideError(null);
    try {
      const { redirect_to } = await api.oauth.decide({ ...query, allow });
      goTo(redirect_to);
    } catch (err) {
      const to = redirectOf(err);
      if (to) return goTo(to);
      setDecideError(errorMessage(err));
      setBusy(null);
    }
  };

  const dashboard = withBase(base, '/');
  if (!query || (error && !back))
    return (
      <section className="page consent" aria-labelledby="page-title">
        <div className="consent__card">
          <h1 id="page-title">This app cannot use Plaudit</h1>
          <p className="form-error" role="alert">
            {query
              ? errorMessage(error)
              : 'The link that brought you here is incomplete. Go back to the app and try again.'}
          </p>
          <p>
            <Link to={dashboard}>Go to Plaudit</Link>
          </p>
        </div>
      </section>
    );
  if (back)
    return (
      <section className="page consent" aria-labelledby="page-title">
        <h1 id="page-title">Returning you to the app…</h1>
      </section>
    );
  if (!data)
    return (
      <section className="page consent" aria-labelledby="page-title">
        <h1 id="page-title" className="pk-visually-hidden">
          Authorize Access
        </h1>
        <div className="consent__card skeleton skeleton--lines" role="status" aria-label="Loading">
          <span style={{ width: '60%' }} />
          <span />
          <span />
        </div>
      </section>
    );

  return (
    <section className="page consent" aria-labelledby="page-title">
      <div className="consent__card">
        <h1 id="page-title">Allow {data.client.name} to use your Plaudit account?</h1>
        <p>
          <strong>{data.client.name}</strong> is an app of <strong>{data.partner.name}</strong>. It
          asks to:
        </p>
        <ul className="consent__scopes" aria-label="What the app may do">
          {data.scopes.map((s) => (
            <li key={s.name}>{s.description}</li>
          ))}
        </ul>
        <p className="field__hint">
          Signed in as {email}
          {account ? ` in ${account.name}` : ''}. The app acts as you, within these permissions and
          never beyond what your user type allows. You can revoke it at any time in Account &amp;
          Settings, Authorized Apps.
        </p>
        {data.already_authorized && (
          <p className="field__hint">You have allowed this app before.</p>
        )}
        <p className="form-error" role="alert" hidden={!decideError}>
          {decideError}
        </p>
        <div className="button-row">
          <Button
            type="button"
            variant="primary"
            disabled={busy !== null}
            onClick={() => void decide(true)}
          >
            {busy === 'allow' ? 'Allowing…' : 'Allow'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={busy !== null}
            onClick={() => void decide(false)}
          >
            Deny
          </Button>
        </div>
        <p className="field__hint">
          You will return to <span className="consent__uri">{data.redirect_uri}</span>.
        </p>
      </div>
    </section>
  );
}
