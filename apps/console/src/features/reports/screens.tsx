import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.
// (Visual reports moved to features/visual-reports.)

export function PartnerAccountReportsPage() {
  usePageTitle('Reports');
  return (
    <EmptyState
      title={'Reports'}
      description={'Reports across all of your accounts will appear here.'}
      back={{ href: '/accounts', label: 'Back to Accounts' }}
    />
  );
}
