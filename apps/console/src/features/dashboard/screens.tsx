import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export { DashboardPage } from './DashboardPage';

export function LocationPerformancePage() {
  usePageTitle('Location Performance');
  return (
    <EmptyState
      title={'Location Performance'}
      description={
        'Each location ranked by rating, review volume and performance score will appear here.'
      }
      back={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}

export function TargetScorePage() {
  usePageTitle('Target Score');
  return (
    <EmptyState
      title={'Target Score'}
      description={
        'The rating and review targets you set for the account and for each location will appear here.'
      }
      back={{ href: '/settings', label: 'Back to Account & Settings' }}
    />
  );
}
