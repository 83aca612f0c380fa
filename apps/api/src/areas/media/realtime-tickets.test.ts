import type { RealtimeTicket, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { hashToken } from '../../http/credentials';

/**
 * No session token in a URL: the event stream opens with a single-use ticket asked for with
 * the Authorization header, uploads take the header, and `?auth_token=` is refused everywhere.
 */
let api: TestApi;
let admin: Session;
let other: Session;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  other = await loginAs(api, 'Evergreen Family Health', 'administrator');
});
afterAll(() => api.close());

const askTicket = async (channel: string, session = admin) => {
  const res = await api.request(`/api/realtime/${channel}/tickets`, {
    method: 'POST',
    auth: session,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as RealtimeTicket;
};

/** Opens the stream and reads until it says it is connected (then closes it). */
async function open(path: string) {
  const ctrl = new AbortController();
  const res = await fetch(`${api.baseUrl}${path}`, { signal: ctrl.signal });
  if (res.status === 200) {
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes(': connected'))
      text += new TextDecoder().decode((await reader.read()).value);
    ctrl.abort();
  }
  return res;
}

describe('GET /realtime/{channel}', () => {
  it('refuses a session token in the URL, saying how to open the stream', async () => {
    const res = await open(`/api/realtime/reviews-live?auth_token=${admin.token}`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /not accepted in URLs.*POST \/api\/realtime\/\{channel\}\/tickets/,
    );
    expect((await open(`/api/realtime/reviews-live?token=${admin.token}`)).status).toBe(401);
    expect((await open('/api/realtime/reviews-live')).status).toBe(401);
  });

  it('opens once with a ticket, stored only as a hash', async () => {
    const t = await askTicket('reviews-live');
    expect(t.url).toBe(`http://localhost:8787/api/realtime/reviews-live?ticket=${t.ticket}`);
    expect(t.url).not.toContain(admin.token);
    const lifetime = new Date(t.expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    const stored = await api.db
      .selectFrom('realtime_tickets')
      .select(['ticket_hash', 'account_id', 'channel'])
      .where('ticket_hash', '=', hashToken(t.ticket))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      ticket_hash: hashToken(t.ticket),
      account_id: admin.account_id,
      channel: 'reviews-live',
    });
    expect(
      JSON.stringify(await api.db.selectFrom('realtime_tickets').selectAll().execute()),
    ).not.toContain(t.ticket);

    expect((await open(`/api/realtime/reviews-live?ticket=${t.ticket}`)).status).toBe(200);
    // Used up.
    const again = await open(`/api/realtime/reviews-live?ticket=${t.ticket}`);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: string }).error).toMatch(
      /works once, within a minute/,
    );
  });

  it('refuses an expired ticket, one for another channel, and one whose session ended', async () => {
    const expired = await askTicket('reviews-live');
    await api.db
      .updateTable('realtime_tickets')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('ticket_hash', '=', hashToken(expired.ticket))
      .execute();
    expect((await open(`/api/realtime/reviews-live?ticket=${expired.ticket}`)).status).toBe(401);

    const elsewhere = await askTicket('rtx_images-abc');
    expect((await open(`/api/realtime/reviews-live?ticket=${elsewhere.ticket}`)).status).toBe(401);

    const session = await api.login('admin@demo.test');
    const ended = await askTicket('reviews-live', session);
    expect((await api.request('/api/auth', { method: 'DELETE', auth: session })).status).toBe(204);
    expect((await open(`/api/realtime/reviews-live?ticket=${ended.ticket}`)).status).toBe(401);

    expect((await open('/api/realtime/reviews-live?ticket=nope')).status).toBe(401);
    const noSession = await api.request('/api/realtime/reviews-live/tickets', { method: 'POST' });
    expect(noSession.status).toBe(401);
  });

  it("delivers the ticket's own account's messages only", async () => {
    const mine = await askTicket('rtx_images-shared');
    const theirs = await askTicket('rtx_images-shared', other);
    const ctrl = new AbortController();
    const res = await fetch(
      `${api.baseUrl}/api/realtime/rtx_images-shared?ticket=${theirs.ticket}`,
      {
        signal: ctrl.signal,
      },
    );
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes(': connected'))
      text += new TextDecoder().decode((await reader.read()).value);
    const { locationProvidersOf } = await import('../../providers/location-providers');
    const hub = locationProvidersOf(api.deps).realtime;
    hub.publish(admin.account_id, 'rtx_images-shared', {
      event: 'error',
      action: 'IMAGE_PROCESSING_FAILED',
      error: 'mine',
    });
    hub.publish(other.account_id, 'rtx_images-shared', {
      event: 'error',
      action: 'IMAGE_PROCESSING_FAILED',
      error: 'theirs',
    });
    while (!/^data: /m.test(text)) text += new TextDecoder().decode((await reader.read()).value);
    ctrl.abort();
    expect(text).toContain('"theirs"');
    expect(text).not.toContain('"mine"');
    expect((await open(`/api/realtime/rtx_images-shared?ticket=${mine.ticket}`)).status).toBe(200);
  });
});

describe('POST /upload', () => {
  it('takes the Authorization header and refuses a session token in the URL', async () => {
    const inUrl = await fetch(`${api.baseUrl}/api/upload?auth_token=${admin.token}`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(inUrl.status).toBe(401);
    expect(((await inUrl.json()) as { error: string }).error).toMatch(/not accepted in URLs/);
    // The header alone is enough (the form is empty: 400 for that, past authentication).
    const header = await fetch(`${api.baseUrl}/api/upload`, {
      method: 'POST',
      headers: { authorization: basicAuth(admin) },
      body: new FormData(),
    });
    expect(header.status).toBe(400);
  });

  it('refuses `auth_token` on every signed-in route, even beside a valid header', async () => {
    const res = await api.request(`/api/account_settings?auth_token=${admin.token}`, {
      auth: admin,
    });
    expect(res.status).toBe(401);
  });
});
