import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// The partner pages come with the partner tools (issue 18); until then each shows its empty state.

export { IntegrationsSettingsPage } from './IntegrationsSettingsPage';
export { OauthCallbackPage } from './OauthCallbackPage';

export function ChildIntegrationsPage() {
  usePageTitle('Integrations');
  return (
    <EmptyState
      title={'Integrations'}
      description={'The integrations of each of your accounts and their status will appear here.'}
      back={{ href: '/accounts', label: 'Back to Accounts' }}
    />
  );
}

export function PartnerIntegrationsSetupPage() {
  usePageTitle('Partner Integration Setup');
  return (
    <EmptyState
      title={'Partner Integration Setup'}
      description={'The steps to connect your partner integration will appear here.'}
      back={{ href: '/login', label: 'Back to log in' }}
      standalone
    />
  );
}

export function PartnerIntegrationsErrorPage() {
  usePageTitle('Partner Integration');
  return (
    <EmptyState
      title={'Partner Integration'}
      description={
        'What went wrong while connecting your partner integration, and how to retry, will appear here.'
      }
      back={{ href: '/login', label: 'Back to log in' }}
      standalone
    />
  );
}
