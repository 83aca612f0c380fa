import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function LocalSearchPage() {
  usePageTitle('Local Search');
  return (
    <EmptyState
      title={'Local Search'}
      description={
        'Where your locations rank in local search results around them will appear here.'
      }
      back={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}
