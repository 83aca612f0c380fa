import { EmptyState } from '../../components/EmptyState';
import { usePageTitle } from '../../components/PageTitle';

// This area's screens come in a later round; until then each shows its empty state.

export function LocationsSettingsPage() {
  usePageTitle('Locations');
  return (
    <EmptyState
      title={'Locations'}
      description={'Your locations with their addresses, hours and listings will appear here.'}
      back={{ href: '/settings', label: 'Back to Account & Settings' }}
    />
  );
}

export function NewLocationPage() {
  usePageTitle('Add Location');
  return (
    <EmptyState
      title={'Add Location'}
      description={
        'The form to add a location with its address, hours and category will appear here.'
      }
      back={{ href: '/settings/locations', label: 'Back to Locations' }}
    />
  );
}

export function NewLocationGroupsPage() {
  usePageTitle('Location Groups');
  return (
    <EmptyState
      title={'Location Groups'}
      description={'The groups this new location belongs to will appear here.'}
      back={{ href: '/settings/locations', label: 'Back to Locations' }}
    />
  );
}

export function LocationDetailsPage() {
  usePageTitle('Location Details');
  return (
    <EmptyState
      title={'Location Details'}
      description={
        "This location's address, hours, photos and directory listings will appear here."
      }
      back={{ href: '/settings/locations', label: 'Back to Locations' }}
    />
  );
}
