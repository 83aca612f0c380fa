import { createPlauditApi } from '@plaudit/api-client';
import { createPlauditClient, createSessionStore, EMPTY_AUTH } from '@plaudit/hooks';
import { expect, it } from 'vitest';
import { beginFrame } from './frame-start';

// The frame waits for the account (the trial banner needs it): starting the frame asks for the
// account and the user together with the banners' data, instead of after the first paint
// (ApiProvider's mount effect), which cost the signed-in first paint one more round trip.
it('asks for the account and the user as soon as the frame starts', async () => {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    asked.push(new URL(String(input), 'http://test').pathname);
    return new Response(JSON.stringify({ error: 'Not found' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  const session = createSessionStore({ storage: null, window: null });
  session.setState({
    auth: {
      ...EMPTY_AUTH,
      token: 't0k3n',
      account_id: 1,
      account_active: true,
      user_id: 5,
      profile_id: 5,
    },
  });
  const client = createPlauditClient({
    baseUrl: 'http://test/api',
    session,
    fetch: fetch as typeof globalThis.fetch,
  });
  session.getState().connect(client);
  const frame = beginFrame(createPlauditApi(client), session, '/reviews', '');
  await new Promise((r) => setTimeout(r, 0));
  expect(asked).toContain('/api/accounts/1');
  expect(asked).toContain('/api/users/5');
  expect(asked.filter((p) => p === '/api/accounts/1')).toHaveLength(1);
  await frame; // the frame's chunk, loaded before the test's environment goes
  session.destroy();
}, 60_000);
