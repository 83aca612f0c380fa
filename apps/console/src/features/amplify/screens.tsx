import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function AmplifyPage() {
  usePageTitle('Amplify');
  return (
    <EmptyState
      title={'Amplify'}
      description={
        'The review widgets you embed on your website, with their look and content, will appear here.'
      }
      back={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}
