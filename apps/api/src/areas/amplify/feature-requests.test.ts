import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

/** POST /api/feature_requests (spec 3 section 2.2: the teaser's Request Access). */
let api: TestApi;
let user: Session;

const send = (auth: Session | undefined, json: unknown) =>
  api.request('/api/feature_requests', { method: 'POST', auth, json });
const stored = () => api.db.selectFrom('feature_requests').selectAll().orderBy('id').execute();

beforeAll(async () => {
  api = await startTestApi();
  user = await api.login('readonly@demo.test');
});
afterAll(() => api.close());

describe('feature requests', () => {
  it('stores the request and e-mails the account’s administrators', async () => {
    const res = await send(user, { type: 'feature_request', feature: 'Amplify' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(Number), status: 'received' });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      account_id: user.account_id,
      user_id: user.user_id,
      feature: 'Amplify',
    });
    const admins = await api.db
      .selectFrom('users')
      .select('email')
      .where('account_id', '=', user.account_id)
      .where('user_type', '=', 'administrator')
      .where('deleted_at', 'is', null)
      .execute();
    expect(admins.length).toBeGreaterThan(0);
    expect(api.mail.sent).toHaveLength(1);
    const mail = api.mail.sent[0]!;
    expect([...mail.to].sort()).toEqual(admins.map((a) => a.email).sort());
    expect(mail.subject).toContain('Amplify');
    expect(mail.text).toContain('readonly@demo.test');
    expect(mail.text).toContain('Blue Fern Bistro');
  });

  it('a repeat within a day answers the same request and mails nobody again', async () => {
    const res = await send(user, { type: 'feature_request', feature: 'Amplify' });
    expect(res.status).toBe(201);
    expect((await res.json()).id).toBe((await stored())[0]!.id);
    expect(api.mail.sent).toHaveLength(1);
    // Another feature is another request.
    const ll = await send(user, { type: 'feature_request', feature: 'Local Listing' });
    expect(ll.status).toBe(201);
    expect(api.mail.sent).toHaveLength(2);
    expect(api.mail.sent[1]!.subject).toContain('Local Listing');
  });

  it('the competitors and local search previews ask by their preview permission', async () => {
    // Evergreen has neither setting: its users preview competitors, only its admins local search.
    const [evUser, evAdmin] = await Promise.all([
      loginAs(api, 'Evergreen Family Health', 'user'),
      loginAs(api, 'Evergreen Family Health', 'administrator'),
    ]);
    const before = api.mail.sent.length;
    const competitors = await send(evUser, { type: 'feature_request', feature: 'Competitors' });
    expect(competitors.status).toBe(201);
    expect(api.mail.sent.at(-1)!.subject).toContain('Competitors');
    expect((await send(evUser, { type: 'feature_request', feature: 'Local Search' })).status).toBe(
      403,
    );
    const local = await send(evAdmin, { type: 'feature_request', feature: 'Local Search' });
    expect(local.status).toBe(201);
    expect(api.mail.sent.at(-1)!.subject).toContain('Local Search');
    expect(api.mail.sent.length).toBe(before + 2);
  });

  it('any signed-in user of any account may ask; the mail goes to that account’s admins', async () => {
    const other = await loginAs(api, 'Evergreen Family Health', 'user');
    const res = await send(other, { type: 'feature_request', feature: 'Local Listing' });
    expect(res.status).toBe(201);
    const admins = await api.db
      .selectFrom('users')
      .select('email')
      .where('account_id', '=', other.account_id)
      .where('user_type', '=', 'administrator')
      .where('deleted_at', 'is', null)
      .execute();
    expect([...api.mail.sent.at(-1)!.to].sort()).toEqual(admins.map((a) => a.email).sort());
  });

  it('bad input is a 400 and stores nothing', async () => {
    const before = (await stored()).length;
    const sent = api.mail.sent.length;
    for (const body of [
      {},
      { type: 'feature_request' },
      { type: 'feature_request', feature: 'Insights' },
      { type: 'other', feature: 'Amplify' },
      [],
    ]) {
      const res = await send(user, body);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
    expect((await stored()).length).toBe(before);
    expect(api.mail.sent.length).toBe(sent);
  });

  it('needs a session', async () => {
    expect((await send(undefined, { type: 'feature_request', feature: 'Amplify' })).status).toBe(
      401,
    );
  });
});
