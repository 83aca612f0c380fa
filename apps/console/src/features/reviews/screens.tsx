import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

export { ReviewDetailPage } from './ReviewDetailPage';
export { ReviewHistoryPage } from './ReviewHistoryPage';
export { ReviewsPage } from './ReviewsPage';

export function ChildReviewsPage() {
  usePageTitle('Reviews without responses');
  return (
    <EmptyState
      title={'Reviews without responses'}
      description={
        'Reviews across your accounts that are still waiting for a response will appear here.'
      }
      back={{ href: '/accounts', label: 'Back to Accounts' }}
    />
  );
}
