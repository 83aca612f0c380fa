import type { Alert, AlertUnsubscribe, Review, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/read-json';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { createJobRunners } from '../../app-jobs';
import { createWorker } from '../../jobs/worker';
import { memorySms } from '../../providers/sms';
import { ALERT_DIGEST_JOB } from './alert-jobs';

let api: TestApi;
let admin: Session;
let user: Session;
let readonly: Session;
let evergreen: Session;
let locations: number[];
let googleId: number;
let facebookId: number;
let n = 0;
const sms = memorySms();

beforeAll(async () => {
  api = await startTestApi();
  (api.deps.providers as { sms?: unknown }).sms = sms;
  [admin, user, readonly, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  locations = (
    await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .execute()
  ).map((l) => l.id);
  const sources = await api.db.selectFrom('sources').select(['id', 'code']).execute();
  googleId = sources.find((s) => s.code === 'google')!.id;
  facebookId = sources.find((s) => s.code === 'facebook')!.id;
});
afterAll(() => api.close());

beforeEach(async () => {
  await api.db.deleteFrom('alerts').execute();
  await api.runJobs();
  api.mail.sent.length = 0;
  sms.sent.length = 0;
});

const createAlert = (body: Record<string, unknown>, auth = admin) =>
  api.request('/api/alerts', {
    method: 'POST',
    auth,
    json: { name: 'Bad reviews', frequency: 'instant', max_rating: 2, ...body },
  });
const arrive = async (over: Record<string, unknown> = {}) =>
  json<Review>(
    await api.request('/api/reviews', {
      method: 'POST',
      auth: admin,
      json: {
        location_id: locations[0],
        source_id: googleId,
        external_id: `alert-${++n}`,
        rating: 1,
        content: 'The soup was cold and the waiter ignored us.',
        author_name: 'Jordan Vale',
        published_at: '2026-11-24T09:00:00Z',
        ...over,
      },
    }),
    201,
  );
const mailTo = (email: string) => api.mail.sent.filter((m) => m.to.includes(email));

describe('/api/alerts', () => {
  it('e-mails a matching review once, as text, with a working unsubscribe link', async () => {
    await json<Alert>(await createAlert({}, user), 201);
    // A second matching alert of the same user: still one e-mail.
    await json<Alert>(
      await createAlert({ name: 'Soup', max_rating: null, keywords: ['SOUP'] }, user),
      201,
    );
    const review = await arrive({ content: 'Cold <b>soup</b>, rude staff.' });
    await arrive({ rating: 5, content: 'Lovely soup.', max: undefined });
    await api.runJobs();
    const sent = mailTo('user@demo.test');
    expect(sent).toHaveLength(2); // the one-star review, and the five-star one through "Soup"
    const bad = sent.find((m) => m.subject.startsWith('New 1-star review'))!;
    expect(bad.subject).toMatch(/^New 1-star review for /);
    expect(bad.text).toContain('“Cold <b>soup</b>, rude staff.”');
    expect(bad.text).toContain(`/reviews/${review.id}`);
    expect(bad.html).toBeUndefined();
    // A redelivery of the review (a connector fetching it again) alerts nobody again.
    await api.request('/api/reviews', {
      method: 'POST',
      auth: admin,
      json: {
        location_id: locations[0],
        source_id: googleId,
        external_id: `alert-${n - 1}`,
        rating: 1,
        content: 'Edited',
        author_name: 'Jordan Vale',
        published_at: '2026-11-24T09:00:00Z',
      },
    });
    await api.runJobs();
    expect(mailTo('user@demo.test')).toHaveLength(2);

    const link = /\/unsubscribe\/alerts\/(\d+)\?token=(\S+)/.exec(bad.text)!;
    const res = await fetch(`${api.baseUrl}/api/unsubscribe/alerts/${link[1]}?token=${link[2]}`);
    const body = await json<AlertUnsubscribe>(res, 200);
    expect(body).toMatchObject({ email: 'user@demo.test', unsubscribed: true });
    const forged = await fetch(
      `${api.baseUrl}/api/unsubscribe/alerts/${link[1]}?token=x.${'a'.repeat(43)}`,
    );
    expect(forged.status).toBe(404);
    await arrive();
    await api.runJobs();
    // The unsubscribed alert is off; the keyword alert still hears about soup.
    expect(mailTo('user@demo.test')).toHaveLength(3);
    const list = await json<{ _embedded: { alerts: Alert[] } }>(
      await api.request('/api/alerts', { auth: user }),
      200,
    );
    expect(list._embedded.alerts.map((a) => [a.name, a.enabled])).toEqual([
      ['Bad reviews', false],
      ['Soup', true],
    ]);
  });

  it('filters on source, location, group and rating', async () => {
    await json(
      await createAlert({ source_ids: [facebookId], location_ids: [locations[1]] }, user),
      201,
    );
    await arrive(); // google
    await arrive({ source_id: facebookId }); // location 0
    await arrive({ source_id: facebookId, location_id: locations[1], rating: 3 });
    await api.runJobs();
    expect(mailTo('user@demo.test')).toHaveLength(0);
    await arrive({ source_id: facebookId, location_id: locations[1] });
    await api.runJobs();
    expect(mailTo('user@demo.test')).toHaveLength(1);
  });

  it('sends SMS alerts with sms_alerts on, to the number given', async () => {
    expect((await createAlert({ channels: ['email', 'sms'] }, user)).status).toBe(400);
    const digest = await createAlert(
      { channels: ['sms'], phone: '+15551234567', frequency: 'daily' },
      user,
    );
    expect(((await digest.json()) as { error: string }).error).toBe(
      'Text messages are sent as reviews arrive; a daily digest comes by e-mail.',
    );
    await json(await createAlert({ channels: ['sms'], phone: '+15551234567' }, user), 201);
    await arrive();
    await api.runJobs();
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]).toMatchObject({ to: '+15551234567' });
    expect(sms.sent[0]!.body).toMatch(/^Plaudit: 1★ review for /);
    const evergreenAlert = await createAlert(
      { channels: ['sms'], phone: '+15551234567' },
      evergreen,
    );
    expect(evergreenAlert.status).toBe(403);
    expect(((await evergreenAlert.json()) as { error: string }).error).toBe(
      'SMS alerts are not part of this account’s plan.',
    );
  });

  it('sends a daily digest of what arrived, once, even with several workers', async () => {
    await json(await createAlert({ frequency: 'daily' }, user), 201);
    const ids = [
      (await arrive()).id,
      (await arrive({ rating: 2 })).id,
      (await arrive({ rating: 5 })).id,
    ];
    await api.runJobs();
    expect(mailTo('user@demo.test')).toHaveLength(0);
    // A day passes.
    await api.db
      .updateTable('alerts')
      .set({ digest_sent_at: new Date(Date.now() - 25 * 3600_000) })
      .execute();
    // Reviews of other tests arrived before this digest began.
    await api.db
      .updateTable('reviews')
      .set({ created_at: new Date(Date.now() - 30 * 3600_000) })
      .where('external_id', 'like', 'alert-%')
      .execute();
    await api.db
      .updateTable('reviews')
      .set({ created_at: new Date(Date.now() - 3600_000) })
      .where('id', 'in', ids)
      .execute();
    await api.db
      .insertInto('jobs')
      .values({ kind: ALERT_DIGEST_JOB, payload: '{}', dedupe_key: `digest-test-${n}` })
      .execute();
    await api.db
      .insertInto('jobs')
      .values({ kind: ALERT_DIGEST_JOB, payload: '{}', dedupe_key: `digest-test-${n}-2` })
      .execute();
    const workers = [1, 2, 3].map((i) =>
      createWorker({
        db: api.db,
        id: `w${i}`,
        runners: createJobRunners(api.deps),
        backoffMs: () => 0,
        log: () => {},
      }),
    );
    await Promise.all(workers.map((w) => w.runDue()));
    const sent = mailTo('user@demo.test');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('2 new reviews: Bad reviews');
    await api.db.deleteFrom('jobs').where('kind', '=', ALERT_DIGEST_JOB).execute();
  });

  it('validates, keeps to the account and to the user’s own alerts', async () => {
    expect((await createAlert({ frequency: 'hourly' })).status).toBe(400);
    expect((await createAlert({ max_rating: 6 })).status).toBe(400);
    expect((await createAlert({ name: '' })).status).toBe(400);
    expect((await createAlert({ channels: [] })).status).toBe(400);
    expect((await createAlert({ phone: '555', channels: ['sms'] })).status).toBe(400);
    expect((await createAlert({ source_ids: [999999] })).status).toBe(400);
    expect((await createAlert({ location_ids: [999999] })).status).toBe(404);
    expect((await createAlert({}, readonly)).status).toBe(403);
    // Users manage their own alerts; admins anyone's in the account.
    expect((await createAlert({ user_id: admin.user_id }, user)).status).toBe(403);
    const forUser = await json<Alert>(await createAlert({ user_id: user.user_id }), 201);
    expect(forUser.user_id).toBe(user.user_id);
    expect((await createAlert({ user_id: evergreen.user_id })).status).toBe(404);
    const mine = await json<Alert>(await createAlert({}), 201);
    expect((await api.request(`/api/alerts/${mine.id}`, { auth: user })).status).toBe(404);
    expect((await api.request(`/api/alerts/${mine.id}`, { auth: evergreen })).status).toBe(404);
    const patched = await json<Alert>(
      await api.request(`/api/alerts/${forUser.id}`, {
        method: 'PATCH',
        auth: user,
        json: { max_rating: 3, keywords: ['wait'] },
      }),
      200,
    );
    expect(patched).toMatchObject({ max_rating: 3, keywords: ['wait'] });
    expect(
      (
        await api.request(`/api/alerts/${forUser.id}`, {
          method: 'PATCH',
          auth: user,
          json: { channels: ['sms'] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api.request(`/api/alerts/${mine.id}`, { method: 'DELETE', auth: evergreen })).status,
    ).toBe(404);
    expect(
      (await api.request(`/api/alerts/${mine.id}`, { method: 'DELETE', auth: admin })).status,
    ).toBe(204);
  });
});
