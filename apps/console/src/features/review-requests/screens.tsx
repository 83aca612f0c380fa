import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function AskToolPage() {
  usePageTitle('Ask Tool');
  return (
    <EmptyState
      title={'Ask Tool'}
      description={
        'Your review-request campaigns by email and text message, and the microsurveys you send, will appear here.'
      }
      back={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}

export function CampaignOverviewPage() {
  usePageTitle('Campaign Overview');
  return (
    <EmptyState
      title={'Campaign Overview'}
      description={
        'How many requests were sent, opened and answered for each campaign will appear here.'
      }
      back={{ href: '/request-reviews', label: 'Back to Ask Tool' }}
    />
  );
}

export function MicrosurveySummaryPage() {
  usePageTitle('Microsurvey Summary');
  return (
    <EmptyState
      title={'Microsurvey Summary'}
      description={'The answers to this microsurvey and their score over time will appear here.'}
      back={{ href: '/request-reviews', label: 'Back to Ask Tool' }}
    />
  );
}
