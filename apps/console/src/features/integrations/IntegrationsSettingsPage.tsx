import {
  EXPIRY_NOTICE_DAYS,
  errorMessage,
  facebookExpiryText,
  type IntegrationCard,
  type OauthProvider,
} from '@plaudit/api-client';
import { toast, toastError, useApi, useIntegrationCatalogue } from '@plaudit/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { usePageTitle } from '../../components/PageTitle';
import { formatRelative } from '../../lib/format';
import { useBasePath, withBase } from '../../lib/paths';
import '../reviews/reviews.css';
import './integrations.css';
import { Button, buttonClass } from '@plaudit/ui-kit';

const STATE_TEXT: Record<IntegrationCard['state'], string> = {
  not_integrated: 'Not connected',
  requested: 'Requested',
  integrated: 'Connected',
  expired: 'Expired',
};
const BADGE: Record<IntegrationCard['state'], string> = {
  not_integrated: 'none',
  requested: 'draft',
  integrated: 'published',
  expired: 'error',
};

/** The consent page returns to the console's /oauth/outbound/{provider} on this origin. */
export const oauthRedirectUri = (base: string, provider: string) =>
  `${window.location.origin}${withBase(base, `/oauth/outbound/${provider}`)}`;

/**
 * /settings/integrations (administrators): the catalogue — review sites connected by signing
 * in (OAuth), Zapier through webhooks, the others requested from our team — each with its
 * state, and the Facebook access's end as spec 1 section 4 words it.
 */
export function IntegrationsSettingsPage() {
  usePageTitle('Integrations');
  const base = useBasePath();
  const { api } = useApi();
  const { data, error, mutate } = useIntegrationCatalogue();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<IntegrationCard | null>(null);

  const connect = async (card: IntegrationCard) => {
    setBusy(card.code);
    try {
      const { authorize_url } = await api.integrations.startOauth(
        card.code as OauthProvider,
        oauthRedirectUri(base, card.code),
      );
      window.location.assign(authorize_url);
    } catch (err) {
      toastError(err, `${card.display_name} could not be connected.`);
      setBusy(null);
    }
  };
  const request = async (card: IntegrationCard) => {
    setBusy(card.code);
    try {
      await api.integrations.request({ code: card.code });
      toast.success(card.connect_message, 5000);
      await mutate();
    } catch (err) {
      toastError(err, 'The request could not be sent.');
    } finally {
      setBusy(null);
    }
  };
  const disconnect = async (card: IntegrationCard) => {
    setConfirm(null);
    if (card.integration_id === null) return;
    try {
      await api.integrations.disconnect(card.integration_id);
      toast.success(`${card.display_name} is disconnected`, 3000);
      await mutate();
    } catch (err) {
      toastError(err, `${card.display_name} could not be disconnected.`);
    }
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <h1 id="page-title">Integrations</h1>
      <p className="empty-state__description">
        Connect the review sites your customers use, so their reviews arrive in Plaudit and your
        responses go back to them.
      </p>
      {error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(error, 'The integrations could not be loaded.')}</p>
          <Button type="button" variant="secondary" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <div
          className="card skeleton skeleton--lines"
          role="status"
          aria-label="Loading integrations"
        >
          <span style={{ width: '40%' }} />
          <span />
        </div>
      ) : (
        <ul className="card-grid integrations" aria-label="Integrations">
          {data.map((card) => (
            <li key={card.code} className="card integration-card">
              <h2>{card.display_name}</h2>
              <p>
                <span className={`review-badge review-badge--${BADGE[card.state]}`}>
                  {STATE_TEXT[card.state]}
                </span>
              </p>
              <p>{card.description}</p>
              <p className="field__hint">{card.note}</p>
              {card.code === 'facebook' &&
                card.days_until_expires !== null &&
                card.days_until_expires <= EXPIRY_NOTICE_DAYS && (
                  <p className="integration-card__expiry" role="note">
                    Your Facebook integration {facebookExpiryText(card.days_until_expires)}.
                  </p>
                )}
              {card.connect === 'oauth' && <SyncStatus card={card} />}
              <div className="button-row">
                {card.connect === 'oauth' && (
                  <Button
                    variant={card.state === 'integrated' ? 'secondary' : 'primary'}
                    size="sm"
                    disabled={busy !== null}
                    aria-label={`${card.state === 'not_integrated' ? 'Connect' : 'Reconnect'} ${card.display_name}`}
                    onClick={() => void connect(card)}
                  >
                    {card.state === 'not_integrated' ? 'Connect' : 'Reconnect'}
                  </Button>
                )}
                {card.connect === 'oauth' && card.integration_id !== null && (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Disconnect ${card.display_name}`}
                    onClick={() => setConfirm(card)}
                  >
                    Disconnect
                  </button>
                )}
                {card.connect === 'webhooks' && (
                  <Link
                    className={buttonClass('secondary', 'sm')}
                    to={withBase(base, '/settings/webhooks')}
                  >
                    {card.state === 'integrated' ? 'Manage webhooks' : 'Set up with webhooks'}
                  </Link>
                )}
                {card.connect === 'request' && card.state === 'not_integrated' && (
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={busy !== null}
                    aria-label={`Request ${card.display_name}`}
                    onClick={() => void request(card)}
                  >
                    Request
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDelete
        item={confirm}
        name={(x) => x.display_name}
        onConfirm={(x) => void disconnect(x)}
        onCancel={() => setConfirm(null)}
      >
        <p>Reviews already in Plaudit stay; new ones stop arriving until you connect again.</p>
      </ConfirmDelete>
    </section>
  );
}

/** Where the connectors are with the site: reading for the first time, last read, or what stopped them. */
function SyncStatus({ card }: { card: IntegrationCard }) {
  if (card.state !== 'integrated' && card.state !== 'expired') return null;
  if (card.last_sync_error)
    return (
      <p className="integration-card__expiry" role="note">
        Reviews could not be read from {card.display_name}: {card.last_sync_error}
      </p>
    );
  if (!card.last_synced_at)
    return <p className="field__hint">Your reviews are being read for the first time.</p>;
  return <p className="field__hint">Reviews last read {formatRelative(card.last_synced_at)}.</p>;
}
