import { EMAIL_CHANGE_MESSAGES } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../test/test-api';
import { RESET_MAIL_JOB, RESET_MAILS_PER_HOUR } from './areas/passwords/jobs';
import { hashPassword } from './http/credentials';
import { errorOf, securityTest } from './security-test';

/**
 * The findings of the security review about accounts, each as the attacker or user would notice
 * it: what a Read Only user can change, changing one's own e-mail, password reset.
 */
const t = securityTest();

describe('what a Read Only user can change', () => {
  it('not their own name, and a bad review status is 403 before it is 400', async () => {
    const res = await t.api.request(`/api/users/${t.readonly.user_id}`, {
      method: 'PATCH',
      auth: t.readonly,
      json: { name: 'Renamed', email: 'elsewhere@demo.test' },
    });
    expect(res.status).toBe(403);
    const me = await t.api.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', t.readonly.user_id)
      .executeTakeFirstOrThrow();
    expect(me.email).toBe('readonly@demo.test');
    expect(me.name).not.toBe('Renamed');
    const review = await t.api.db
      .selectFrom('reviews')
      .select('id')
      .where('account_id', '=', t.readonly.account_id)
      .executeTakeFirstOrThrow();
    const bad = await t.api.request(`/api/reviews/${review.id}`, {
      method: 'PATCH',
      auth: t.readonly,
      json: { status: 'nonsense' },
    });
    expect(bad.status).toBe(403);
  });

  it('feature requests need the feature’s preview permission and are throttled', async () => {
    // An Email Only user has no feature to ask for.
    await t.api.db
      .insertInto('users')
      .values({
        account_id: t.admin.account_id,
        email: 'emailonly@demo.test',
        name: 'Email Only',
        user_type: 'email_only',
        password_hash: await hashPassword(DEMO_PASSWORD),
      })
      .execute();
    const emailOnly = await t.api.login('emailonly@demo.test');
    const denied = await t.api.request('/api/feature_requests', {
      method: 'POST',
      auth: emailOnly,
      json: { type: 'feature_request', feature: 'Amplify' },
    });
    expect(denied.status).toBe(403);
    const user = await t.api.login('user@demo.test');
    const sent: number[] = [];
    for (const feature of ['Amplify', 'Local Listing'] as const)
      for (let i = 0; i < 4; i++) {
        // A new request each time (the repeat-within-a-day rule answers without mailing).
        await t.api.db.deleteFrom('feature_requests').where('user_id', '=', user.user_id).execute();
        sent.push(
          (
            await t.api.request('/api/feature_requests', {
              method: 'POST',
              auth: user,
              json: { type: 'feature_request', feature },
            })
          ).status,
        );
      }
    expect(sent.filter((s) => s === 201)).toHaveLength(5);
    expect(sent.slice(5).every((s) => s === 429)).toBe(true);
  });
});

describe('changing one’s own e-mail', () => {
  it('needs the current password and a confirmation from the new address; the old one is told', async () => {
    const manager = await t.api.login('manager@demo.test');
    // Directly, as before: refused.
    const direct = await t.api.request(`/api/users/${manager.user_id}`, {
      method: 'PATCH',
      auth: manager,
      json: { email: 'new-manager@demo.test' },
    });
    expect(await errorOf(direct, 400)).toBe(EMAIL_CHANGE_MESSAGES.usePassword);
    const wrong = await t.api.request('/api/email_changes', {
      method: 'POST',
      auth: manager,
      json: { email: 'new-manager@demo.test', current_password: 'not-it' },
    });
    expect(await errorOf(wrong, 400)).toBe('Your current password is incorrect.');

    const before = t.api.mail.sent.length;
    const asked = await t.api.request('/api/email_changes', {
      method: 'POST',
      auth: manager,
      json: { email: 'new-manager@demo.test', current_password: DEMO_PASSWORD },
    });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ status: 'pending', email: 'new-manager@demo.test' });
    const mails = t.api.mail.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual([['new-manager@demo.test'], ['manager@demo.test']]);
    const token = decodeURIComponent(/confirm-email\?token=([^\s]+)/.exec(mails[0]!.text)![1]!);
    expect(mails[1]!.text).toContain('new-manager@demo.test');
    // Nothing changed yet: the old address still signs in.
    expect((await t.api.request('/api/auth', { auth: manager })).status).toBe(200);

    const check = await t.api.request(`/api/email_changes?token=${encodeURIComponent(token)}`);
    expect(await check.json()).toEqual({ valid: true, email: 'new-manager@demo.test' });
    const confirmed = await t.api.request('/api/email_changes', {
      method: 'PATCH',
      json: { token },
    });
    expect(await confirmed.json()).toEqual({ status: 'updated', email: 'new-manager@demo.test' });
    // The sessions of the old address end; the new address signs in.
    expect((await t.api.request('/api/auth', { auth: manager })).status).toBe(401);
    await expect(t.api.login('new-manager@demo.test')).resolves.toMatchObject({
      user_id: manager.user_id,
    });
    // A link works once.
    expect(
      await errorOf(
        await t.api.request('/api/email_changes', { method: 'PATCH', json: { token } }),
        400,
      ),
    ).toBe(EMAIL_CHANGE_MESSAGES.expired);
  });

  it('an administrator still changes another user’s address directly', async () => {
    const other = await t.api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'user@demo.test')
      .executeTakeFirstOrThrow();
    const res = await t.api.request(`/api/users/${other.id}`, {
      method: 'PATCH',
      auth: t.admin,
      json: { email: 'user2@demo.test' },
    });
    expect(res.status).toBe(200);
    await t.api.request(`/api/users/${other.id}`, {
      method: 'PATCH',
      auth: t.admin,
      json: { email: 'user@demo.test' },
    });
  });
});

describe('password reset', () => {
  const ask = (email: string, client: string) =>
    t.api.request('/api/passwords', {
      method: 'POST',
      json: { email },
      headers: { 'x-forwarded-for': client },
    });
  const queued = () =>
    t.api.db.selectFrom('jobs').select(['payload']).where('kind', '=', RESET_MAIL_JOB).execute();

  it('does the same work for known and unknown addresses: one queued job, the same answer', async () => {
    await t.api.runJobs();
    const resets = async () =>
      (await t.api.db.selectFrom('password_resets').select('id').execute()).length;
    const resetsBefore = await resets();
    const jobsBefore = (await queued()).length;
    const known = await ask('user@demo.test', '192.0.2.20');
    const unknown = await ask('nobody-at-all@demo.test', '192.0.2.20');
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    // Before the worker runs, neither request looked the user up or wrote a reset.
    expect((await queued()).length).toBe(jobsBefore + 2);
    expect(await resets()).toBe(resetsBefore);
    const mailBefore = t.api.mail.sent.length;
    await t.api.runJobs();
    expect(t.api.mail.sent.slice(mailBefore).map((m) => m.to)).toEqual([['user@demo.test']]);
  });

  it('sends at most three mails an hour to one address, from however many clients', async () => {
    const mailBefore = t.api.mail.sent.length;
    for (let i = 0; i < 8; i++)
      expect((await ask('admin@demo.test', `192.0.2.${40 + i}`)).status).toBe(202);
    await t.api.runJobs();
    const toAdmin = t.api.mail.sent
      .slice(mailBefore)
      .filter((m) => m.to.includes('admin@demo.test'));
    expect(toAdmin).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('limits one client to 10 requests in 15 minutes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await ask(`x${i}@demo.test`, '192.0.2.99')).status);
    expect(answers.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
  });
});
