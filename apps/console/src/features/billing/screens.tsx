import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function BillingPage() {
  usePageTitle('Billing');
  return (
    <EmptyState
      title={'Billing'}
      description={'Your plan, payment method and invoices will appear here.'}
      back={{ href: '/settings', label: 'Back to Account & Settings' }}
    />
  );
}

export function BillingEditPage() {
  usePageTitle('Billing Details');
  return (
    <EmptyState
      title={'Billing Details'}
      description={
        'The form to update your payment method and reactivate your account will appear here.'
      }
      back={{ href: '/settings/billing', label: 'Back to Billing' }}
    />
  );
}

export function ManagePlansPage() {
  usePageTitle('Manage Plans');
  return (
    <EmptyState
      title={'Manage Plans'}
      description={'The plans you can choose, with their prices, will appear here.'}
      back={{ href: '/settings/billing', label: 'Back to Billing' }}
    />
  );
}
