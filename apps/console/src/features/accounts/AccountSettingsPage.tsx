import { errorMessage } from '@plaudit/api-client';
import { ACCOUNT_MESSAGES } from '@plaudit/api-client/schemas';
import { useAccount, usePermission } from '@plaudit/hooks';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ACCESS } from '../../access/access';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { AccountDetailsForm, AccountDetailsView } from './AccountDetails';
import { AccountOwnerSection } from './AccountOwnerSection';
import { AccountUsersSection } from './AccountUsersSection';
import { PartnerSignInConsent } from './PartnerSignInConsent';
import './account-settings.css';
import { Button } from '@plaudit/ui-kit';

/** The page's sections; `/settings/account/<section>` (and `/account/<section>`) opens at one. */
const SECTIONS = ['details', 'owner', 'users'] as const;

/**
 * /settings/account: the account's name, support contacts, time zone, industry and language
 * (a form for Admins, read-only for everyone else), its owner and the transfer of ownership,
 * and its users per user type.
 */
export function AccountSettingsPage() {
  usePageTitle('Account');
  const base = useBasePath();
  const section = useParams()['*'] ?? '';
  const permission = usePermission();
  const canEdit = permission.can('account', 'update');
  // Read Only users have no settings hub to go back to.
  const hub = permission.check(ACCESS.childSettings);
  const { data: account, error, isLoading, mutate } = useAccount();

  const known = section === '' || (SECTIONS as readonly string[]).includes(section);
  useEffect(() => {
    if (!account || !section || !known) return;
    document.getElementById(`account-${section}`)?.scrollIntoView?.({ block: 'start' });
  }, [account, section, known]);

  if (!known) return <Navigate to={withBase(base, '/settings/account')} replace />;

  return (
    <section className="page account-settings" aria-labelledby="page-title">
      {hub && (
        <p className="breadcrumb">
          <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
        </p>
      )}
      <h1 id="page-title">Account</h1>
      {error ? (
        <div className="form-error account-settings__error" role="alert">
          <p>
            {ACCOUNT_MESSAGES.loadError}
            {errorMessage(error) ? ` ${errorMessage(error)}` : ''}
          </p>
          <Button type="button" variant="secondary" onClick={() => void mutate()}>
            Try Again
          </Button>
        </div>
      ) : isLoading || !account ? (
        <PageLoading label="Loading account settings" />
      ) : (
        <div className="account-settings__sections">
          {canEdit ? (
            <AccountDetailsForm account={account} onSaved={(a) => void mutate(a, false)} />
          ) : (
            <AccountDetailsView account={account} />
          )}
          <AccountOwnerSection account={account} />
          <PartnerSignInConsent account={account} onSaved={(a) => void mutate(a, false)} />
          <AccountUsersSection />
        </div>
      )}
    </section>
  );
}
