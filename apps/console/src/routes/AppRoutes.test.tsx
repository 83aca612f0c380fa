import {
  createPlauditClient,
  createSessionStore,
  type EMPTY_AUTH,
  type SessionStore,
} from '@plaudit/hooks';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getEvents } from '../analytics/analytics';
import { App } from '../app/App';
import { grantedPermissions } from '../lib/granted-permissions';
import { signedInSession } from '../lib/signed-in-session';

const permissions = grantedPermissions;

const ADMIN = [
  'metrics.read',
  'review.read',
  'request.read',
  'alert.update',
  'user.read',
  'location.read',
];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A small fake API: the account, the user, settings, no white label; `/auth` 401 when `revoked`. */
function fakeFetch(options: { revoked?: boolean } = {}) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    if (url.pathname === '/api/auth' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { password: string };
      if (body.password !== 'demo-password')
        return json({ error: 'Invalid email or password' }, 401);
      return json(
        {
          token: 'new-token',
          email: 'admin@demo.test',
          account_id: 1,
          account_active: true,
          user_id: 5,
          profile_id: 5,
          user_type: 'administrator',
          user_type_id: 6,
          permissions: permissions(ADMIN),
          isParent: false,
          isShadowing: false,
          isImpersonated: false,
          isAccountOwner: true,
          isWhitelabel: false,
          status: 'active',
          parent_account_id: null,
          expires_at: '2030-01-01T00:00:00Z',
        },
        201,
      );
    }
    if (url.pathname === '/api/unsubscribe/requests/9' && url.searchParams.get('token') === 'tk')
      return json({
        request_id: 9,
        request_email: 'pat@example.test',
        request_location_name: 'Blue Fern Bistro Downtown',
        public_name: 'Blue Fern Bistro',
        unsubscribed: false,
      });
    if (options.revoked) return json({ error: 'Invalid email or token' }, 401);
    if (url.pathname === '/api/account_settings')
      return json({ _embedded: { account_settings: [] }, _total: 0, _total_pages: 1, _page: 1 });
    if (url.pathname.startsWith('/api/accounts/'))
      return json({ id: 1, name: 'Blue Fern Bistro', status: 'active' });
    if (url.pathname.startsWith('/api/users/'))
      return json({
        id: 5,
        name: 'Avery Chen',
        email: 'admin@demo.test',
        user_type: 'administrator',
      });
    return json({ error: 'Not found' }, 404);
  };
}

let session: SessionStore | null = null;
beforeAll(async () => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // The signed-in frame and the screens are lazy chunks (React.lazy); load the ones these tests
  // visit once here, so that no test spends its findBy* time on compiling their modules.
  await Promise.all([
    import('./AppLayout'),
    import('../features/dashboard/screens'),
    import('../features/billing/screens'),
    import('../features/reviews/screens'),
  ]);
}, 60_000);
afterEach(() => {
  session?.destroy();
  session = null;
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(
  path: string,
  auth: Partial<typeof EMPTY_AUTH> | null,
  fetchOptions: { revoked?: boolean } = {},
) {
  session = auth
    ? signedInSession(ADMIN, auth)
    : createSessionStore({ storage: null, window: null });
  const client = createPlauditClient({
    baseUrl: 'http://test/api',
    session,
    fetch: fakeFetch(fetchOptions) as typeof fetch,
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App client={client} session={session} />
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('console routes and the auth gate', () => {
  it('sends a signed-out visit to /login with the redirect kept', async () => {
    renderAt('/reviews?rating=5', null);
    expect(await screen.findByRole('heading', { name: 'Log in to Plaudit' })).toBeTruthy();
    expect(where()).toBe('/login?redirect=%2Freviews%3Frating%3D5');
  });

  it('redirects / to the dashboard with its default six-month filters', async () => {
    renderAt('/', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(where()).toMatch(/^\/dashboard\?dateDescriptor=sixMonths&from=/);
  });

  it('keeps the query on /billing/* → /settings/billing/*', async () => {
    renderAt('/billing/edit?plan=pro', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing Details' })).toBeTruthy();
    expect(where()).toBe('/settings/billing/edit?plan=pro');
  });

  it('sends an inactive account to billing edit, except on billing pages', async () => {
    renderAt('/reviews', { account_active: false });
    await waitFor(() => expect(where()).toBe('/settings/billing/edit'));
  });

  it('sends a competitor-preview-only user to /competitors/preview', async () => {
    renderAt('/dashboard', { permissions: permissions(['competitor.preview']) });
    await waitFor(() => expect(where()).toBe('/competitors/preview'));
  });

  it('says a failed permission check in place, asking an administrator', async () => {
    renderAt('/request-reviews', { permissions: permissions(['metrics.read']) });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ask an administrator' })).toBeTruthy();
    expect(where()).toBe('/request-reviews');
  });

  it('refuses a form screen before the form when the user may read but not create', async () => {
    renderAt('/visual-reports/new', { permissions: permissions(['visual_report.read']) });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeTruthy();
  });

  it('shows unknown child paths as not found in place, with a way back to the dashboard', async () => {
    renderAt('/nowhere', {});
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(where()).toBe('/nowhere');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeTruthy();
  });

  it('parents land on /accounts for unknown paths', async () => {
    renderAt('/nowhere', { isParent: true, permissions: permissions(['account.read']) });
    await waitFor(() => expect(where()).toBe('/accounts'));
  });

  it("opens a review request's unsubscribe link without a session", async () => {
    renderAt('/unsubscribe/requests/9?token=tk', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeTruthy();
    expect(
      await screen.findByText('Stop review requests from Blue Fern Bistro to pat@example.test?'),
    ).toBeTruthy();
    expect(where()).toBe('/unsubscribe/requests/9?token=tk');
  });

  it('a 401 ends the session and goes to /login keeping the page', async () => {
    renderAt('/settings/profile', {}, { revoked: true });
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Fsettings%2Fprofile'));
    expect(session!.getState().auth.invalidated).toBe(true);
  });

  it('records a page view per route change', async () => {
    renderAt('/profile', {});
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    // The page view is recorded after the route's render, which may come first.
    const paths = () =>
      getEvents()
        .filter((e) => e.type === 'pageview')
        .map((e) => e.path);
    await waitFor(() => expect(paths().slice(-2)).toEqual(['/profile', '/settings/profile']));
  });
});

describe('login', () => {
  const submit = (password: string) => {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  };

  it('shows the server error verbatim, then signs in and follows the redirect', async () => {
    renderAt('/login?redirect=%2Freviews%3Frating%3D4', null);
    await screen.findByRole('heading', { name: 'Log in to Plaudit' });
    submit('wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    submit('demo-password');
    await waitFor(() => expect(where()).toBe('/reviews?rating=4'));
    expect(session!.getState().auth.token).toBe('new-token');
  });
});
