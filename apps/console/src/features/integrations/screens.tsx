import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function IntegrationsSettingsPage() {
  usePageTitle('Integrations');
  return (
    <EmptyState
      title={'Integrations'}
      description={
        'The review sites and tools connected to your account (Google, Facebook, Zapier and more) will appear here.'
      }
      back={{ href: '/settings', label: 'Back to Account & Settings' }}
    />
  );
}

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
