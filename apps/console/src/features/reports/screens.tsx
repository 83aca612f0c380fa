import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function VisualReportsPage() {
  usePageTitle('Reports');
  return (
    <EmptyState
      title={'Reports'}
      description={
        'Visual reports of ratings, reviews and responses that you can share will appear here.'
      }
      back={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}
