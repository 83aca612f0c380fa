import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function FileDownloadPage() {
  usePageTitle('File Download');
  return (
    <EmptyState
      title={'File Download'}
      description={'Your export will appear here as a download once it is ready.'}
      back={{ href: '/', label: 'Back to home' }}
    />
  );
}
