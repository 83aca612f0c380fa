import { INTEGRATION_CATALOGUE } from '@plaudit/api-client';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import './integrations.css';
import { buttonClass } from '@plaudit/ui-kit';

/** A signed-out page of its own: the auth frame with its main landmark. */
function Standalone({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="auth-frame">
      <div className="auth-card partner-integration">{children}</div>
    </main>
  );
}

/**
 * /partner-integrations-setup: how a partner's own platform connects to Plaudit, for the
 * developer who sets it up (signed out: it is the page partners are sent to first).
 */
export function PartnerIntegrationsSetupPage() {
  usePageTitle('Partner Integration Setup');
  return (
    <Standalone>
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Partner Integration Setup</h1>
        <p>Connect your platform to Plaudit in three steps. Every step uses the Plaudit API.</p>
        <ol className="partner-integration__steps">
          <li>
            <h2>Sign in</h2>
            <p>
              Send the e-mail address and password of a Plaudit user to <code>POST /api/auth</code>.
              Use the e-mail address and the <code>token</code> of the answer as the user name and
              password of HTTP basic authentication on every other call.
            </p>
          </li>
          <li>
            <h2>Send reviews</h2>
            <p>
              Send each review to <code>POST /api/reviews</code> with its <code>account_id</code>,{' '}
              <code>location_id</code>, <code>source_id</code>, your own <code>external_id</code>,{' '}
              <code>rating</code> (1 to 5), <code>content</code>, <code>author_name</code> and{' '}
              <code>published_at</code>. Sending the same external id again updates the review; it
              is never added twice.
            </p>
          </li>
          <li>
            <h2>Hear what happens</h2>
            <p>
              An administrator adds your address under Settings, Webhooks. Plaudit then posts{' '}
              <code>review.created</code>, <code>review.updated</code> and{' '}
              <code>response.published</code>, signed in the <code>Plaudit-Signature</code> header:
              an HMAC-SHA256 of <code>{'{timestamp}.{body}'}</code> with the webhook’s secret.
            </p>
          </li>
        </ol>
        <p className="button-row">
          <a className={buttonClass('secondary')} href="/api/openapi.json">
            API reference (OpenAPI)
          </a>
          <Link className={buttonClass('primary')} to="/login">
            Log in
          </Link>
        </p>
      </section>
    </Standalone>
  );
}

/** What each OAuth 2 error code (RFC 6749 section 4.1.2.1) means to the person who connected. */
const ERROR_TEXT: Record<string, string> = {
  access_denied: 'Access was not granted, so nothing was connected.',
  invalid_request: 'The connection request was not valid, so nothing was connected.',
  unauthorized_client: 'This service does not allow Plaudit to connect yet.',
  unsupported_response_type: 'The connection request was not valid, so nothing was connected.',
  invalid_scope: 'Plaudit asked for access the service does not offer, so nothing was connected.',
  server_error: 'The service had a problem while connecting. Please try again in a few minutes.',
  temporarily_unavailable: 'The service is busy right now. Please try again in a few minutes.',
};

/**
 * /partner-integrations-error?error=…&error_description=…&integration=…: where a partner
 * integration's connection lands when it fails, in words, with the way to try again.
 */
export function PartnerIntegrationsErrorPage() {
  usePageTitle('Partner Integration');
  const [params] = useSearchParams();
  const code = params.get('error') ?? '';
  const detail = params.get('error_description')?.slice(0, 300);
  const entry = INTEGRATION_CATALOGUE.find((e) => e.code === params.get('integration'));
  const what = entry ? entry.display_name : 'your integration';
  return (
    <Standalone>
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">{`${entry ? entry.display_name : 'Partner Integration'} was not connected`}</h1>
        <p role="alert">{ERROR_TEXT[code] ?? `Something went wrong while connecting ${what}.`}</p>
        {detail && <p className="field__hint">The service said: {detail}</p>}
        <p>Nothing was changed in your account. You can try again from Integrations.</p>
        <p className="button-row">
          <Link className={buttonClass('primary')} to="/settings/integrations">
            Try again from Integrations
          </Link>
          <Link className={buttonClass('secondary')} to="/login">
            Back to log in
          </Link>
        </p>
      </section>
    </Standalone>
  );
}
