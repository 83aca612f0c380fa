import type { ListingDirectory, ListingLocation } from '@plaudit/api-client/schemas';
import { ApiProvider, createSessionStore, useToasts } from '@plaudit/hooks';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DirectorySettings } from './DirectorySettings';
import { InternalListingsTable } from './InternalListingsTable';

function dir(code: string, sourceId: number, overrides: ListingDirectory['overrides']) {
  return {
    id: sourceId * 10,
    directory_code: code,
    directory_name: code,
    directory_enabled: overrides?.enabled ?? true,
    rtx_source_id: sourceId,
    directory_logo_url: '',
    listing_url: null,
    status: 'in_sync',
    status_description: null,
    last_checked_at: null,
    overrides,
  } satisfies ListingDirectory;
}

const LOCATION: ListingLocation = {
  id: 5,
  name: 'Downtown',
  public_name: 'Downtown',
  address: '1 Main St',
  external_id: null,
  status: 'in_sync',
  listing_status: 'published',
  status_reason: null,
  open_status: 'active',
  publishing_enabled: true,
  last_checked_at: null,
  local_listing_published_at: new Date(2025, 2, 4, 15, 7).toISOString(),
  directories: [
    dir('google_maps', 1, null),
    dir('facebook', 2, { id: 7, phone: '5551234567', website: null, enabled: true }),
    dir('bing', 4, null),
  ],
};

function Toasts() {
  const { toasts } = useToasts();
  return (
    <ul>
      {toasts.map((t) => (
        <li key={t.id}>{t.message}</li>
      ))}
    </ul>
  );
}

function setup(fail = false, location: ListingLocation = LOCATION) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    const method = (init?.headers as Record<string, string> | undefined)?.[
      'X-HTTP-Method-Override'
    ];
    calls.push({
      method: method ?? init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (fail) return new Response(JSON.stringify({ error: 'nope' }), { status: 500 });
    return new Response(JSON.stringify({ id: 9, location_id: 5, source_id: 1, enabled: false }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  };
  let changed = 0;
  render(
    <ApiProvider baseUrl="/api" fetch={fetch} session={createSessionStore()} loadOnMount={false}>
      <DirectorySettings
        location={location}
        canToggle
        canOverride
        onChanged={() => {
          changed += 1;
        }}
      />
      <Toasts />
    </ApiProvider>,
  );
  return { calls, changed: () => changed };
}

describe('DirectorySettings', () => {
  it('says Auto Sync is on when it is, even without a last-enabled date', () => {
    setup(false, { ...LOCATION, local_listing_published_at: null });
    expect(screen.getByText('Auto Sync is on')).toBeTruthy();
    expect(screen.queryByText(/has not been enabled yet/)).toBeNull();
  });

  it('says Auto Sync is off beside toggles that say On, and what those toggles mean', () => {
    setup(false, { ...LOCATION, publishing_enabled: false, local_listing_published_at: null });
    expect(
      screen.getByText(
        'Auto Sync has not been enabled yet. The directories turned on below publish once it is on.',
      ),
    ).toBeTruthy();
  });

  it('shows the publishable directories open by default with the last-enabled date', () => {
    setup();
    expect(screen.getByText('Auto Sync is on, last enabled 3/4/2025 at 3:07 pm')).toBeTruthy();
    const list = screen.getByRole('button', { name: /Auto Sync directories/ });
    expect(list.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    fireEvent.click(list);
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
  });

  it('creates the override, stays busy for 2 s and says it saved', async () => {
    const { calls, changed } = setup();
    const google = screen.getByRole('switch', { name: 'Publish to Google for Downtown' });
    fireEvent.click(google);
    expect(google.getAttribute('aria-checked')).toBe('false');
    expect(google.getAttribute('aria-busy')).toBe('true');
    await screen.findByText('Directory sync settings saved');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/directory_overrides',
      body: { location_id: 5, source_id: 1, enabled: false },
    });
    expect(changed()).toBe(1);
    // A second click while busy does nothing.
    fireEvent.click(google);
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(google.getAttribute('aria-busy')).toBe('false'));
  });

  it('patches an existing override and flips back with the error text on failure', async () => {
    const { calls } = setup(true);
    const facebook = screen.getByRole('switch', { name: 'Publish to Facebook for Downtown' });
    fireEvent.click(facebook);
    await screen.findByText(
      'Failed to update directory publishing status. Please reload or try again later.',
    );
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/api/directory_overrides/7' });
    expect(facebook.getAttribute('aria-checked')).toBe('true');
  });

  it('unchecking a phone clears it, and turning all overrides off saves the cleared values', async () => {
    const { calls } = setup();
    expect((screen.getByLabelText('Facebook phone number') as HTMLInputElement).value).toBe(
      '5551234567',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Turn Off All Directory Overrides' }));
    await screen.findByText('Directory sync settings saved');
    expect(screen.queryByLabelText('Facebook phone number')).toBeNull();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/location_source_overrides',
        body: { location_id: 5, source_id: 2, phone: null, website: null },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Turn On All Directory Overrides' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save directory overrides' }));
    expect(await screen.findAllByText('Enter phone number or unselect directory')).toHaveLength(2);
  });
});

describe('InternalListingsTable', () => {
  it('has the internal columns and expands or hides every status', () => {
    let expanded = new Set<number>();
    const opened: string[] = [];
    const view = () => (
      <InternalListingsTable
        rows={[LOCATION, { ...LOCATION, id: 6, name: 'Uptown', publishing_enabled: false }]}
        expanded={expanded}
        setExpanded={(n) => {
          expanded = n;
        }}
        sortHeader={(key, label) => (
          <th key={key} scope="col">
            {label}
          </th>
        )}
        onOpen={(_loc, d) => opened.push(d.directory_code)}
      />
    );
    const { rerender } = render(view());
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Last Scanned',
      'Status',
      'Expand all statuses',
      'Auto Sync',
    ]);
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toContain('Off');
    fireEvent.click(screen.getByRole('button', { name: 'Expand all statuses' }));
    expect([...expanded]).toEqual([5, 6]);
    rerender(view());
    expect(screen.getByRole('button', { name: 'Hide all statuses' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'In Sync, No Action Required' })[0]!);
    expect(opened).toEqual(['google_maps']);
  });
});
