import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function AccountSettingsPage() {
  usePageTitle('Account');
  return (
    <EmptyState
      title={'Account'}
      description={'Your account name, contact details and preferences will appear here.'}
      back={{ href: '/settings', label: 'Back to Account & Settings' }}
    />
  );
}
