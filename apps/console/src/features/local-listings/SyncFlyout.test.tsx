import type { ListingDirectory, ListingLocation } from '@plaudit/api-client/schemas';
import { ApiProvider, createSessionStore, EMPTY_AUTH } from '@plaudit/hooks';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SyncFlyout } from './SyncFlyout';

const TRIPADVISOR: ListingDirectory = {
  id: 50,
  directory_code: 'tripadvisor',
  directory_name: 'Tripadvisor',
  directory_enabled: true,
  rtx_source_id: 5,
  directory_logo_url: '',
  listing_url: 'https://www.tripadvisor.com/x',
  status: 'not_in_sync',
  status_description: 'Hours differ from the listing',
  last_checked_at: null,
  overrides: null,
};

const LOCATION: ListingLocation = {
  id: 5,
  name: 'Downtown',
  public_name: 'Downtown',
  address: '1 Main St',
  external_id: null,
  status: 'not_in_sync',
  listing_status: 'published',
  status_reason: null,
  open_status: 'active',
  publishing_enabled: true,
  last_checked_at: null,
  local_listing_published_at: null,
  directories: [TRIPADVISOR],
};

function show(location: ListingLocation) {
  const fetch = async () =>
    new Response(JSON.stringify({ id: 5, name: 'Downtown', hours: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  const session = createSessionStore({ storage: null, window: null });
  session.setState({ auth: { ...EMPTY_AUTH, token: 't', account_id: 1, user_id: 5 } });
  render(
    <MemoryRouter>
      <ApiProvider baseUrl="/api" fetch={fetch} session={session} loadOnMount={false}>
        <SyncFlyout
          location={location}
          directory={TRIPADVISOR}
          isAdmin
          purchased
          onClose={() => {}}
        />
      </ApiProvider>
    </MemoryRouter>,
  );
}

describe('SyncFlyout of a directory Auto Sync does not publish to', () => {
  it('promises no Auto Sync publishing and compares no field Tripadvisor does not share', async () => {
    show(LOCATION);
    expect(
      await screen.findByText(
        'Tripadvisor does not share its hours: open the listing to check it against yours.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Auto Sync publishes your/)).toBeNull();
    expect(screen.queryByText(/differ/)).toBeNull();
    expect(screen.queryByText(/Not shared by/)).toBeNull();
  });

  it('with Auto Sync off, does not say turning it on publishes to Tripadvisor', async () => {
    show({ ...LOCATION, publishing_enabled: false });
    expect(
      await screen.findByText(
        'Auto Sync publishes to Google, Facebook and Apple Maps; update the listing on Tripadvisor yourself.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/publish its information to Tripadvisor/)).toBeNull();
  });
});
