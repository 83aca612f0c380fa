import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function LocalListingsPage() {
  usePageTitle('Local Listings');
  return (
    <EmptyState
      title={'Local Listings'}
      description={
        'The sync status of every location on Google, Bing, Facebook and the other directories will appear here.'
      }
      back={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}
