import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function NewGroupPage() {
  usePageTitle('New Group');
  return (
    <EmptyState
      title={'New Group'}
      description={'The form to name a group and choose its locations will appear here.'}
      back={{ href: '/settings/locations', label: 'Back to Locations' }}
    />
  );
}
