import { createPlauditApi } from '@plaudit/api-client';
import { type AuthState, createPlauditClient } from '@plaudit/hooks';
import { afterEach, expect, it, vi } from 'vitest';
import { signedInSession } from '../lib/signed-in-session';

// The requests every signed-in render of the frame makes start with the frame, not once it has
// rendered (or, for the white label, once the account has come back): the white label, the
// account's experiments and, for an administrator, the integrations banner's, all before any
// answer is in.
async function startFrame(auth: Partial<AuthState>) {
  vi.resetModules();
  const { beginFrame } = await import('./frame-start');
  const asked: string[] = [];
  // Nothing answers: what is asked was asked before any answer.
  const fetch = (input: RequestInfo | URL) => {
    asked.push(new URL(String(input), 'http://test').pathname);
    return new Promise<Response>(() => {});
  };
  const session = signedInSession(['metrics.read', 'integration.read'], {
    status: 'active',
    ...auth,
  });
  const client = createPlauditClient({
    baseUrl: 'http://test/api',
    session,
    fetch: fetch as typeof globalThis.fetch,
  });
  session.getState().connect(client);
  const frame = beginFrame(createPlauditApi(client), session, '/dashboard', '');
  await new Promise((r) => setTimeout(r, 0));
  const before = [...asked];
  // The frame's chunk (it stops waiting for the answers after BANNER_WAIT_MS), loaded before the
  // test's environment goes.
  await frame;
  session.destroy();
  return before;
}

afterEach(() => {
  vi.resetModules();
});

it('asks for the white label, the experiments and the integrations banner with the frame', async () => {
  const asked = await startFrame({});
  for (const path of [
    '/api/accounts/1',
    '/api/users/5',
    '/api/mywhitelabel',
    '/api/account_experiments',
    '/api/integrations/banner',
  ])
    expect(asked.filter((p) => p === path)).toHaveLength(1);
}, 60_000);

it("leaves a trial account's integrations banner, and a non-administrator's, to the banner", async () => {
  // Other accounts: SWR's preloads are kept by key for the page's life.
  const trial = await startFrame({ status: 'trial', account_id: 2 });
  expect(trial).toContain('/api/account_experiments');
  expect(trial).not.toContain('/api/integrations/banner');
  const manager = await startFrame({ user_type: 'manager', account_id: 3 });
  expect(manager).toContain('/api/account_experiments');
  expect(manager).not.toContain('/api/integrations/banner');
}, 60_000);
