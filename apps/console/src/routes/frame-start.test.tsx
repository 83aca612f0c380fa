import { createPlauditClient } from '@plaudit/hooks';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../app/App';
import { signedInSession } from '../lib/signed-in-session';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  await Promise.all([import('./AppLayout'), import('../features/dashboard/screens')]);
}, 60_000);

// The frame renders with the banner's data: a Facebook expiry banner answered while the frame's
// code loaded is there in the frame's first render, above the page, instead of pushing the page
// down afterwards; and the banner's hook takes the early request over (asked once).
describe('starting the signed-in frame', () => {
  it('holds the frame until the banner data is in, then shows banner and page together', async () => {
    let answerNotice: (r: Response) => void = () => {};
    const asked: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://test');
      asked.push(url.pathname);
      if (url.pathname === '/api/integrations/expiry_notice')
        return new Promise<Response>((resolve) => {
          answerNotice = resolve;
        });
      if (url.pathname === '/api/account_settings')
        return json({ _embedded: { account_settings: [] }, _total: 0, _total_pages: 1, _page: 1 });
      if (url.pathname.startsWith('/api/accounts/'))
        return json({ id: 1, name: 'Blue Fern Bistro', status: 'active' });
      if (url.pathname.startsWith('/api/users/'))
        return json({ id: 5, name: 'Avery Chen', email: 'admin@demo.test' });
      return json({ error: 'Not found' }, 404);
    };
    const session = signedInSession(['metrics.read', 'review.read', 'integration.read']);
    const client = createPlauditClient({
      baseUrl: 'http://test/api',
      session,
      fetch: fetch as typeof globalThis.fetch,
    });
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <App client={client} session={session} />
      </MemoryRouter>,
    );
    // The frame's code is there, the notice is not: the page skeleton stays.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).toBeNull();

    answerNotice(json({ notice: { days_until_expires: 4 } }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByText('Your Facebook integration will expire in 4 days.')).toBeTruthy();
    expect(asked.filter((p) => p === '/api/integrations/expiry_notice')).toHaveLength(1);
    session.destroy();
  });
});
