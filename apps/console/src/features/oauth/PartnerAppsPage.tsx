import type { OAuthClientWithSecret } from '@plaudit/api-client';
import { oauthClientCreateBody } from '@plaudit/api-client/schemas';
import { toast, useApi, useListResource, useOAuthClients } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CardListSection } from '../../components/CardListPage';
import { usePageTitle } from '../../components/PageTitle';
import { FormFailure, fieldProps, useSchemaForm } from '../../components/schema-form';
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

type AppValues = { name: string; redirect_uris: string; confidential: boolean };
const appBody = (v: AppValues) => ({
  name: v.name.trim(),
  redirect_uris: v.redirect_uris
    .split('\n')
    .map((u) => u.trim())
    .filter(Boolean),
  confidential: v.confidential,
});

function AppForm({
  onCancel,
  onSaved,
}: {
  onCancel: () => void;
  onSaved: (client: OAuthClientWithSecret) => Promise<void>;
}) {
  const { api } = useApi();
  const id = useId();
  const { formState, handleSubmit, register, failure, saving } = useSchemaForm<AppValues>({
    schema: oauthClientCreateBody,
    labels: { name: 'Name', redirect_uris: 'Redirect URIs' },
    toBody: appBody,
    // An address the server would refuse is named in its message ("http://x must be …").
    fieldOf: (i, body) => {
      const index = /^redirect_uris\[(\d+)\]/.exec(i.path)?.[1];
      if (index === undefined) return undefined;
      const uri = (body as ReturnType<typeof appBody>).redirect_uris[Number(index)];
      return { field: 'redirect_uris', message: `${uri} ${i.message.replace(/^\S+\s/, '')}` };
    },
    defaultValues: { name: '', redirect_uris: '', confidential: false },
    fallback: 'The app could not be registered.',
  });
  const { errors, isSubmitting } = formState;
  const { described, message } = fieldProps(id, errors);

  const submit = handleSubmit(
    saving(async (values) => {
      await onSaved(await api.oauthClients.create(appBody(values)));
      toast.success('App registered', 3000);
    }),
  );

  return (
    <form className="form form--card template-form" onSubmit={submit} noValidate>
      <h3>Register an app</h3>
      <FormFailure message={failure} />
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input maxLength={100} {...described('name', true)} {...register('name')} />
        <p id={`${id}-name-hint`} className="field__hint">
          Users see it on the consent screen.
        </p>
        {message('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-redirect_uris`}>Redirect URIs (one per line)</label>
        <textarea
          rows={3}
          placeholder="https://reviews.example.com/callback"
          {...described('redirect_uris', true)}
          {...register('redirect_uris')}
        />
        <p id={`${id}-redirect_uris-hint`} className="field__hint">
          Exact addresses Plaudit may send users back to: https, or http for localhost.
        </p>
        {message('redirect_uris')}
      </div>
      <label className="check-option">
        <input type="checkbox" {...register('confidential')} />
        Confidential: a server of yours keeps a client secret (browser apps leave this off)
      </label>
      <div className="button-row">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          Register app
        </Button>
      </div>
    </form>
  );
}
