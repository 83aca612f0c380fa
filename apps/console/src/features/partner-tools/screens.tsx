import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function PartnerToolsPage() {
  usePageTitle('Partner Tools');
  return (
    <EmptyState
      title={'Partner Tools'}
      description={'The tools you use with your partner, such as scorecards, will appear here.'}
      back={{ href: '/', label: 'Back to home' }}
    />
  );
}

export function ScorecardsPage() {
  usePageTitle('Scorecards');
  return (
    <EmptyState
      title={'Scorecards'}
      description={'The review scorecards you prepare for prospects will appear here.'}
      back={{ href: '/', label: 'Back to home' }}
    />
  );
}

export function ScorecardRequestPage() {
  usePageTitle('Scorecard Request');
  return (
    <EmptyState
      title={'Scorecard Request'}
      description={'The scorecard you asked for will appear here once it has been prepared.'}
      back={{ href: '/login', label: 'Back to log in' }}
      standalone
    />
  );
}
