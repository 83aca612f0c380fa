import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function KeywordsPage() {
  usePageTitle('Keywords');
  return (
    <EmptyState
      title={'Keywords'}
      description={
        'The words and phrases customers use most in their reviews, with their sentiment, will appear here.'
      }
      back={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  );
}

export function KeywordDetailPage() {
  const { keyword = '' } = useParams();
  usePageTitle(`Keyword: ${keyword}`);
  return (
    <EmptyState
      title={`Keyword: ${keyword}`}
      description={`Reviews that mention “${keyword}” and how often it comes up over time will appear here.`}
      back={{ href: '/dashboard/keywords', label: 'Back to Keywords' }}
    />
  );
}

export function KeywordCategoriesPage() {
  usePageTitle('Experience Categories');
  return (
    <EmptyState
      title={'Experience Categories'}
      description={
        'How customers rate each part of their experience (service, food, value and more) will appear here.'
      }
      back={{ href: '/dashboard/keywords', label: 'Back to Keywords' }}
    />
  );
}
