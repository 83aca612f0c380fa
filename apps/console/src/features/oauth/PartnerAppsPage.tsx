import type { OAuthClientWithSecret } from '@plaudit/api-client';
import { oauthClientCreateBody, safeParse } from '@plaudit/api-client/schemas';
import { toast, toastError, useApi, useListResource, useOAuthClients } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { CardListSection } from '../../components/CardListPage';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { PartnerOriginsSection } from './PartnerOriginsSection';
import '../response-templates/response-templates.css';
import './oauth.css';

/**
 * /settings/partner-apps (partner administrators): the origins the partner's own apps run on,
 * and the apps registered to sign users in with Plaudit (OAuth 2 with PKCE).
 */
export function PartnerAppsPage() {
  usePageTitle('Partner Apps');
  const base = useBasePath();
  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <h1 id="page-title">Partner Apps</h1>
      <p className="empty-state__description">
        Build your own app on the Plaudit API and packages: allow the origins it is served from, and
        register it so your users can sign in with Plaudit and choose what it may do.
      </p>
      <PartnerOriginsSection />
      <RegisteredApps />
    </section>
  );
}

function RegisteredApps() {
  const [created, setCreated] = useState<OAuthClientWithSecret | null>(null);
  const apps = useListResource(useOAuthClients({ per_page: 100 }), {
    remove: (api, c) => api.oauthClients.remove(c.id),
    removed: () => 'App removed',
    removeFailed: 'The app could not be removed.',
    onRemoved: (c) => {
      if (created?.id === c.id) setCreated(null);
    },
  });

  return (
    <CardListSection
      resource={apps}
      title="Registered apps"
      className="partner-apps__section"
      intro={
        <>
          A registered app sends users to Plaudit’s consent screen (<code>/oauth/authorize</code>)
          with its client ID and a PKCE challenge; after they allow it, it exchanges the code at{' '}
          <code>/api/oauth/token</code> for an access token.
        </>
      }
      addLabel="Register an app"
      notice={created && <CreatedNotice client={created} onDone={() => setCreated(null)} />}
      form={() => (
        <AppForm
          onCancel={apps.closeForm}
          onSaved={async (client) => {
            setCreated(client);
            await apps.saved();
          }}
        />
      )}
      noun="apps"
      empty={{
        title: 'No apps yet',
        description: 'Register your app to let your users sign in to it with Plaudit.',
      }}
      listLabel="Registered apps"
      name={(c) => c.name}
      body={(c) => (
        <>
          <p>
            Client ID: <span className="partner-apps__code">{c.client_id}</span>
          </p>
          <p>{c.confidential ? 'Confidential (with a client secret)' : 'Public (PKCE)'}</p>
          <p>Redirect URIs:</p>
          <ul className="partner-apps__uris">
            {c.redirect_uris.map((u) => (
              <li key={u} className="partner-apps__code">
                {u}
              </li>
            ))}
          </ul>
          <p>
            {c.authorized_users === 1
              ? '1 user authorized it'
              : `${c.authorized_users} users authorized it`}
          </p>
        </>
      )}
      deleteNote={<p>Its users’ authorizations end and its access tokens stop working at once.</p>}
    />
  );
}

function CreatedNotice({ client, onDone }: { client: OAuthClientWithSecret; onDone: () => void }) {
  const id = useId();
  return (
    <section className="notice partner-apps__created" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{client.name} is registered</h3>
      <div className="field">
        <label htmlFor={`${id}-client-id`}>Client ID</label>
        <input
          id={`${id}-client-id`}
          className="webhook-secret__value"
          readOnly
          value={client.client_id}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      {client.client_secret && (
        <div className="field">
          <label htmlFor={`${id}-secret`}>Client secret</label>
          <input
            id={`${id}-secret`}
            className="webhook-secret__value"
            readOnly
            value={client.client_secret}
            aria-describedby={`${id}-hint`}
            onFocus={(e) => e.currentTarget.select()}
          />
          <p id={`${id}-hint`} className="field__hint">
            Copy the secret now: it is shown only this once. Keep it on your server, never in a
            browser app.
          </p>
        </div>
      )}
      <div className="button-row">
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}

function AppForm({
  onCancel,
  onSaved,
}: {
  onCancel: () => void;
  onSaved: (client: OAuthClientWithSecret) => Promise<void>;
}) {
  const { api } = useApi();
  const id = useId();
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [confidential, setConfidential] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const redirect_uris = uris
      .split('\n')
      .map((u) => u.trim())
      .filter(Boolean);
    const parsed = safeParse(
      oauthClientCreateBody,
      { name: name.trim(), redirect_uris, confidential },
      '',
      { name: 'Name', redirect_uris: 'Redirect URIs' },
    );
    if (!parsed.ok) {
      setErrors(
        Object.fromEntries(
          parsed.issues.map((i) => [
            i.path.startsWith('redirect_uris') ? 'redirect_uris' : i.path || 'name',
            i.path.startsWith('redirect_uris[')
              ? `${redirect_uris[Number(/\[(\d+)\]/.exec(i.path)?.[1])]} ${i.message.replace(/^\S+\s/, '')}`
              : i.message,
          ]),
        ),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSaved(await api.oauthClients.create(parsed.value));
      toast.success('App registered', 3000);
    } catch (err) {
      toastError(err, 'The app could not be registered.');
    } finally {
      setBusy(false);
    }
  };

  const described = (field: string, hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form className="form form--card template-form" onSubmit={submit} noValidate>
      <h3>Register an app</h3>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={100}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={described('name', `${id}-name-hint`)}
          onChange={(e) => setName(e.target.value)}
        />
        <p id={`${id}-name-hint`} className="field__hint">
          Users see it on the consent screen.
        </p>
        {errors.name && (
          <p id={`${id}-name-error`} className="field__error">
            {errors.name}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-uris`}>Redirect URIs (one per line)</label>
        <textarea
          id={`${id}-uris`}
          rows={3}
          value={uris}
          placeholder="https://reviews.example.com/callback"
          aria-invalid={Boolean(errors.redirect_uris)}
          aria-describedby={described('redirect_uris', `${id}-uris-hint`)}
          onChange={(e) => setUris(e.target.value)}
        />
        <p id={`${id}-uris-hint`} className="field__hint">
          Exact addresses Plaudit may send users back to: https, or http for localhost.
        </p>
        {errors.redirect_uris && (
          <p id={`${id}-redirect_uris-error`} className="field__error">
            {errors.redirect_uris}
          </p>
        )}
      </div>
      <label className="check-option">
        <input
          type="checkbox"
          checked={confidential}
          onChange={(e) => setConfidential(e.target.checked)}
        />
        Confidential: a server of yours keeps a client secret (browser apps leave this off)
      </label>
      <div className="button-row">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          Register app
        </Button>
      </div>
    </form>
  );
}
