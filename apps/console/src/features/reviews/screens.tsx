import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function ReviewsPage() {
  usePageTitle('Reviews');
  return (
    <EmptyState
      title={'Reviews'}
      description={
        'Reviews from every source for your locations, newest first, with their responses will appear here.'
      }
      back={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}

export function ReviewDetailPage() {
  usePageTitle('Review');
  return (
    <EmptyState
      title={'Review'}
      description={'The review, its author, its source and the responses to it will appear here.'}
      back={{ href: '/reviews', label: 'Back to Reviews' }}
    />
  );
}

export function ReviewHistoryPage() {
  usePageTitle('Review History');
  return (
    <EmptyState
      title={'Review History'}
      description={
        'Every change to this review and its responses, with who made it and when, will appear here.'
      }
      back={{ href: '/reviews', label: 'Back to Reviews' }}
    />
  );
}

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
