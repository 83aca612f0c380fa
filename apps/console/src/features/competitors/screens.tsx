import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function CompetitorsPage() {
  usePageTitle('Competitors');
  return (
    <EmptyState
      title={'Competitors'}
      description={
        'How your locations compare with nearby competitors on rating and review volume will appear here.'
      }
      back={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}

export function CompetitorLocationsPage() {
  usePageTitle('Competitor Locations');
  return (
    <EmptyState
      title={'Competitor Locations'}
      description={
        'Each of your locations side by side with its nearby competitors will appear here.'
      }
      back={{ href: '/competitors', label: 'Back to Competitors' }}
    />
  );
}

export function CompetitorBrandsPage() {
  usePageTitle('Competitor Brands');
  return (
    <EmptyState
      title={'Competitor Brands'}
      description={
        'Your brand compared with competing brands across all locations will appear here.'
      }
      back={{ href: '/competitors', label: 'Back to Competitors' }}
    />
  );
}

export function CompetitorPreviewPage() {
  usePageTitle('Competitors');
  return (
    <EmptyState
      title={'Competitors'}
      description={
        'A preview of how your locations compare with nearby competitors will appear here.'
      }
      back={{ href: '/settings/profile', label: 'Go to your profile' }}
    />
  );
}
