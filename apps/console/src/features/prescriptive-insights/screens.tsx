import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function PrescriptiveInsightsPage() {
  usePageTitle('Prescriptive Insights');
  return (
    <EmptyState
      title={'Prescriptive Insights'}
      description={'Suggestions drawn from your reviews on what to improve first will appear here.'}
      back={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}
