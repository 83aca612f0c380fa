import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function SignupPage() {
  usePageTitle('Create your account');
  return (
    <EmptyState
      title={'Create your account'}
      description={'The form to create your Plaudit account will appear here.'}
      back={{ href: '/login', label: 'Back to log in' }}
      standalone
    />
  );
}

export function SignupLocationPage() {
  usePageTitle('Add your first location');
  return (
    <EmptyState
      title={'Add your first location'}
      description={'The form to add the first location of your new account will appear here.'}
      back={{ href: '/login', label: 'Back to log in' }}
      standalone
    />
  );
}
