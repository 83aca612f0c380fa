import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function OAuthAuthorizePage() {
  usePageTitle('Authorize Access');
  return (
    <EmptyState
      title={'Authorize Access'}
      description={
        'The application asking for access to your Plaudit account, and what it may do, will appear here.'
      }
      back={{ href: '/settings', label: 'Back to Account & Settings' }}
    />
  );
}
