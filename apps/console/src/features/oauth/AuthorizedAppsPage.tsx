import type { OAuthGrant } from '@plaudit/api-client';
import { toast, toastError, useApi, useOAuthGrants } from '@plaudit/hooks';
import { Button, Modal } from '@plaudit/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { CardListState } from '../../components/CardListState';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { formatDateTime } from '../reviews/review-helpers';
import './oauth.css';

/** /settings/authorized-apps: the apps the user allowed to use their account, and revoking one. */
export function AuthorizedAppsPage() {
  usePageTitle('Authorized Apps');
  const base = useBasePath();
  const { api } = useApi();
  const { data, error, mutate } = useOAuthGrants({ per_page: 100 });
  const [confirm, setConfirm] = useState<OAuthGrant | null>(null);

  const revoke = async (grant: OAuthGrant) => {
    setConfirm(null);
    try {
      await api.oauthGrants.remove(grant.id);
      toast.success(`${grant.client.name} can no longer use your account`, 3000);
      await mutate();
    } catch (err) {
      toastError(err, 'The app could not be revoked.');
    }
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <h1 id="page-title">Authorized Apps</h1>
      <p className="empty-state__description">
        Apps you allowed to use your Plaudit account. Each acts as you, within what you allowed.
      </p>
      <CardListState
        data={data?.items}
        error={error}
        onRetry={() => void mutate()}
        noun="apps"
        empty={{
          title: 'No authorized apps',
          description: 'When you allow an app to use your Plaudit account, it appears here.',
        }}
      >
        {(items) => (
          <ul className="card-grid" aria-label="Authorized apps">
            {items.map((g) => (
              <li key={g.id} className="card">
                <h2>{g.client.name}</h2>
                <p>By {g.partner.name}</p>
                <ul className="partner-apps__uris" aria-label={`What ${g.client.name} may do`}>
                  {g.scopes.map((s) => (
                    <li key={s.name}>{s.description}</li>
                  ))}
                </ul>
                <p className="field__hint">
                  Allowed <time dateTime={g.updated_at}>{formatDateTime(g.updated_at)}</time>
                </p>
                <div className="button-row">
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    aria-label={`Revoke ${g.client.name}`}
                    onClick={() => setConfirm(g)}
                  >
                    Revoke
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardListState>
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={`Revoke “${confirm?.client.name ?? ''}”?`}
        footer={
          <div className="button-row">
            <Button type="button" variant="secondary" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button type="button" variant="danger" onClick={() => confirm && void revoke(confirm)}>
              Revoke
            </Button>
          </div>
        }
      >
        <p>The app stops working with your account at once. You can allow it again later.</p>
      </Modal>
    </section>
  );
}
