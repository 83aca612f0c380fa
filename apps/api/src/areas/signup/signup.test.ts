import type { Account, Session, SetupProgress, SignupPrices } from '@plaudit/api-client/schemas';
import { BILLING_PLAN_CODES, SIGNUP_MESSAGES, TRIAL_DAYS } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { hashToken } from '../../http/credentials';
import { PLAN_INFO, PRICE_TABLE_CENTS, SETUP_CENTS } from '../../providers/billing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const tokenFromMail = (text: string) => {
  const match = /\/signup\/confirm\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link in: ${text}`);
  return decodeURIComponent(match[1]);
};

let n = 0;
const newBusiness = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    business_name: `Tidewater Tacos ${n}`,
    name: 'Rosa Alvarez',
    email: `rosa${n}@tidewater.test`,
    password: 'salsa verde on tuesdays',
    vertical: 'restaurant',
    ...over,
  };
};

async function signUp(body: Record<string, unknown>) {
  const before = api.mail.sent.length;
  const res = await api.request('/api/signup/user', { method: 'POST', json: body });
  await api.runJobs();
  return { res, mail: api.mail.sent.slice(before) };
}

const confirm = (token: string) =>
  api.request('/api/confirm', { method: 'PATCH', json: { token } });
const login = (email: string, password: string) =>
  api.request('/api/auth', { method: 'POST', json: { email, password } });

describe('POST /api/signup/user and /api/confirm', () => {
  it('creates a pending account and its owner, mails a link, and confirming starts a 14-day trial', async () => {
    const body = newBusiness();
    const { res, mail } = await signUp(body);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'confirmation_sent', email: body.email });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toEqual([body.email]);
    const token = tokenFromMail(mail[0]!.text);

    const user = await api.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select(['users.user_type', 'users.owner', 'users.password_hash', 'users.confirmed_at'])
      .select(['accounts.status', 'accounts.name', 'accounts.id as account_id'])
      .where('users.email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      user_type: 'administrator',
      owner: true,
      confirmed_at: null,
      status: 'pending',
      name: body.business_name,
    });
    expect(user.password_hash).not.toContain(body.password);
    const stored = await api.db
      .selectFrom('signup_confirmations')
      .select('token_hash')
      .where('account_id', '=', user.account_id)
      .execute();
    expect(stored.map((s) => s.token_hash)).toEqual([hashToken(token)]);

    // Before confirming, the password does not sign in; the answer says why.
    const early = await login(body.email, body.password);
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({ error: SIGNUP_MESSAGES.unconfirmed });

    const ok = await confirm(token);
    expect(ok.status).toBe(200);
    const session = (await ok.json()) as Session;
    expect(session).toMatchObject({ email: body.email, status: 'trial', account_active: true });
    expect(session.permissions.location.create).toBe(true);
    const account = (await (
      await api.request(`/api/accounts/${session.account_id}`, { auth: session })
    ).json()) as Account;
    expect(account.daysLeftInTrial).toBe(14);
    expect(account.total_locations).toBe(0);

    // The link works once; the password now signs in.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: SIGNUP_MESSAGES.expired });
    expect((await login(body.email, body.password)).status).toBe(201);
  });

  it('refuses breached passwords, the address as password, and bad fields, creating nothing', async () => {
    const count = async () =>
      Number(
        (
          await api.db
            .selectFrom('accounts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [newBusiness({ password: 'Password123' }), SIGNUP_MESSAGES.breached],
      [newBusiness({ password: 'iloveyou' }), SIGNUP_MESSAGES.breached],
      [
        newBusiness({ email: 'same@tidewater.test', password: 'same@tidewater.test' }),
        SIGNUP_MESSAGES.sameAsEmail,
      ],
      [newBusiness({ password: 'short' }), /password/],
      [newBusiness({ email: 'not-an-address' }), /valid email/],
      [newBusiness({ vertical: 'casino' }), /vertical/],
      [newBusiness({ business_name: '' }), /business_name/],
    ];
    for (const [body, message] of cases) {
      const { res, mail } = await signUp(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = (await res.json()) as { error: string };
      if (typeof message === 'string') expect(error).toBe(message);
      else expect(error).toMatch(message);
      expect(mail).toHaveLength(0);
    }
    expect(await count()).toBe(before);
  });

  it('answers the same for an address that has an account, and mails its owner instead', async () => {
    const { res, mail } = await signUp(newBusiness({ email: 'Admin@Demo.test' }));
    expect(res.status).toBe(201);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('You already have a Plaudit account');
    expect(mail[0]!.text).not.toMatch(/signup\/confirm/);
    const admins = await api.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', 'admin@demo.test'))
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('resends a link that replaces the old one; an expired link says so', async () => {
    const body = newBusiness();
    const first = tokenFromMail((await signUp(body)).mail[0]!.text);
    const before = api.mail.sent.length;
    const resend = await api.request('/api/confirm', {
      method: 'POST',
      json: { email: body.email.toUpperCase() },
    });
    expect(resend.status).toBe(202);
    await api.runJobs();
    const second = tokenFromMail(api.mail.sent.slice(before)[0]!.text);
    expect((await confirm(first)).status).toBe(400);
    await api.db
      .updateTable('signup_confirmations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(second))
      .execute();
    const expired = await confirm(second);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ error: SIGNUP_MESSAGES.expired });
    // Unknown addresses get the same answer and no mail.
    const mails = api.mail.sent.length;
    const unknown = await api.request('/api/confirm', {
      method: 'POST',
      json: { email: 'nobody@nowhere.test' },
    });
    expect(unknown.status).toBe(202);
    await api.runJobs();
    expect(api.mail.sent.length).toBe(mails);
    expect((await confirm('x')).status).toBe(400);
  });
});

describe('GET /api/signup/prices', () => {
  it('answers the prices after the trial without credentials: every plan and the one-time setup', async () => {
    const res = await api.request('/api/signup/prices');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await res.json()) as SignupPrices;
    expect(body).toMatchObject({ trial_days: TRIAL_DAYS, currency: 'USD', interval_unit: 'month' });
    // The same figures a subscription is charged: the setup and each plan's price per location.
    expect(body.setup_cents).toBe(SETUP_CENTS);
    expect(body.plans.map((p) => [p.code, p.unit_cents])).toEqual(
      BILLING_PLAN_CODES.map((code) => [code, PRICE_TABLE_CENTS[code]]),
    );
    for (const plan of body.plans) {
      expect(plan.name).toBe(PLAN_INFO[plan.code as keyof typeof PLAN_INFO].name);
      expect(plan.min_locations).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('GET /api/accounts/{id}/setup_progress', () => {
  async function newTrial() {
    const body = newBusiness();
    const token = tokenFromMail((await signUp(body)).mail[0]!.text);
    return (await (await confirm(token)).json()) as Session;
  }
  const progress = async (s: Session) =>
    (await (
      await api.request(`/api/accounts/${s.account_id}/setup_progress`, { auth: s })
    ).json()) as SetupProgress;

  it('moves from stage 1 to 2 when Google is read, and to 3 when every step is done or skipped', async () => {
    const s = await newTrial();
    const start = await progress(s);
    expect(start).toMatchObject({
      stage: 1,
      google_url_scanned: false,
      multiple_users_in_account_exists: false,
      ask_campaigns_exist: false,
      facebook_integration_exists: false,
      responses_exist: false,
    });
    expect(start.steps.map((x) => x.state)).toEqual([
      'unstarted',
      'unstarted',
      'unstarted',
      'unstarted',
    ]);
    // Connected, reviews on their way: still stage 1; once read: stage 2.
    const google = await api.db
      .insertInto('integrations')
      .values({ account_id: s.account_id, source_code: 'google', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await progress(s)).toMatchObject({ stage: 1, google_connected: true });
    await api.db
      .updateTable('integrations')
      .set({ last_synced_at: new Date() })
      .where('id', '=', google.id)
      .execute();
    expect(await progress(s)).toMatchObject({ stage: 2, google_url_scanned: true });

    // Invite a colleague: completed by a second user.
    const invite = await api.request('/api/users', {
      method: 'POST',
      auth: s,
      json: { email: `colleague${n}@tidewater.test`, name: 'Lee Park', user_type: 'manager' },
    });
    expect(invite.status).toBe(201);
    await api.db
      .insertInto('integrations')
      .values({ account_id: s.account_id, source_code: 'facebook', status: 'access_requested' })
      .execute();
    const mid = await progress(s);
    expect(mid.multiple_users_in_account_exists).toBe(true);
    expect(mid.steps).toEqual([
      { step: 'invite_colleague', state: 'completed' },
      { step: 'integrate_facebook', state: 'started' },
      { step: 'ask_for_review', state: 'unstarted' },
      { step: 'respond_to_review', state: 'unstarted' },
    ]);
    for (const step of ['integrate_facebook', 'ask_for_review', 'respond_to_review']) {
      const res = await api.request(`/api/accounts/${s.account_id}/setup_progress/steps/${step}`, {
        method: 'PUT',
        auth: s,
        json: { state: 'skipped' },
      });
      expect(res.status).toBe(200);
    }
    const end = await progress(s);
    expect(end.stage).toBe(3);
    expect(end.steps.map((x) => x.state)).toEqual(['completed', 'skipped', 'skipped', 'skipped']);
    // Taking a skip back reopens the step.
    await api.request(`/api/accounts/${s.account_id}/setup_progress/steps/ask_for_review`, {
      method: 'PUT',
      auth: s,
      json: { state: 'unstarted' },
    });
    expect((await progress(s)).stage).toBe(2);
  });

  it('is 404 for another account, 403 for a step the user may not do, 400 for bad input', async () => {
    const s = await newTrial();
    const admin = await api.login('admin@demo.test');
    const readonly = await api.login('readonly@demo.test');
    expect(
      (await api.request(`/api/accounts/${s.account_id}/setup_progress`, { auth: admin })).status,
    ).toBe(404);
    const put = (auth: Session, step: string, json: unknown) =>
      api.request(`/api/accounts/${auth.account_id}/setup_progress/steps/${step}`, {
        method: 'PUT',
        auth,
        json,
      });
    expect((await put(readonly, 'invite_colleague', { state: 'skipped' })).status).toBe(403);
    expect((await put(readonly, 'ask_for_review', { state: 'skipped' })).status).toBe(403);
    expect((await put(s, 'paint_the_fence', { state: 'skipped' })).status).toBe(400);
    expect((await put(s, 'ask_for_review', { state: 'completed' })).status).toBe(400);
    expect((await api.request('/api/accounts/abc/setup_progress', { auth: s })).status).toBe(400);
    expect((await api.request(`/api/accounts/${s.account_id}/setup_progress`)).status).toBe(401);
    const { steps } = await progress(s);
    expect(steps.every((x) => x.state === 'unstarted')).toBe(true);
  });
});
