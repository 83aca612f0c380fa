import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  return (
    <EmptyState
      title={'Unsubscribe'}
      description={'The emails you can stop receiving from this sender will appear here.'}
      back={{ href: '/login', label: 'Back to log in' }}
      standalone
    />
  );
}
