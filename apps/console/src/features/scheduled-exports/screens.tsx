import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function ScheduledExportsPage() {
  usePageTitle('Scheduled Exports');
  return (
    <EmptyState
      title={'Scheduled Exports'}
      description={
        'The exports you scheduled, with their frequency and recipients, will appear here.'
      }
      back={{ href: '/settings', label: 'Back to Account & Settings' }}
    />
  );
}
