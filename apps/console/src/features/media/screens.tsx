import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function PhotosPage() {
  usePageTitle('Photos');
  return (
    <EmptyState
      title={'Photos'}
      description={
        'The photos of your locations and the photos customers add to your listings will appear here.'
      }
      back={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}
