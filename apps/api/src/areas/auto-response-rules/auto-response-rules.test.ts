import type {
  AutoResponseRule,
  ResponseTemplate,
  Review,
  ReviewEvent,
  Session,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/read-json';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { createJobRunners } from '../../app-jobs';
import { createWorker } from '../../jobs/worker';

let api: TestApi;
let admin: Session;
let manager: Session;
let evergreen: Session;
let locationId: number;
let googleId: number;
let template: ResponseTemplate;
let n = 0;
let businessName: string;
/** The location's public name (the demo's differs from its internal name). */
let publicName: string;

beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  const location = await api.db
    .selectFrom('locations')
    .select(['id', 'name', 'public_name'])
    .where('account_id', '=', admin.account_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  locationId = location.id;
  publicName = location.public_name;
  expect(publicName).not.toBe(location.name);
  googleId = (
    await api.db
      .selectFrom('sources')
      .select('id')
      .where('code', '=', 'google')
      .executeTakeFirstOrThrow()
  ).id;
  businessName = (
    await api.db
      .selectFrom('accounts')
      .select('name')
      .where('id', '=', admin.account_id)
      .executeTakeFirstOrThrow()
  ).name;
  template = await json<ResponseTemplate>(
    await api.request('/api/response_templates', {
      method: 'POST',
      auth: admin,
      json: {
        name: 'Rule test thanks',
        content: 'Thanks {reviewer_first_name}, from {business_name} at {location_name}!',
      },
    }),
    201,
  );
});
afterAll(() => api.close());

const setting = (code: string, value: string) =>
  api.db
    .updateTable('account_settings')
    .set({ value })
    .where('account_id', '=', admin.account_id)
    .where('code', '=', code)
    .execute();

/** Blue Fern's rules: only the one a test creates. */
beforeEach(async () => {
  await api.db
    .deleteFrom('auto_response_rules')
    .where('account_id', '=', admin.account_id)
    .execute();
  await setting('auto_responding', 'true');
  await setting('response_autopilot', 'false');
});

const createRule = (body: Record<string, unknown>, auth = admin) =>
  api.request('/api/auto_response_rules', {
    method: 'POST',
    auth,
    json: { name: 'Wordless fives', template_id: template.id, ratings: [5], ...body },
  });
const arrive = async (over: Record<string, unknown> = {}) =>
  json<Review>(
    await api.request('/api/reviews', {
      method: 'POST',
      auth: admin,
      json: {
        location_id: locationId,
        source_id: googleId,
        external_id: `auto-${++n}`,
        rating: 5,
        content: '',
        author_name: 'Riley Park',
        published_at: '2026-11-24T09:00:00Z',
        ...over,
      },
    }),
    201,
  );
const history = async (id: number) =>
  (
    await json<{ _embedded: { events: ReviewEvent[] } }>(
      await api.request(`/api/reviews/${id}/history?per_page=100&sort[order]=asc`, { auth: admin }),
      200,
    )
  )._embedded.events;
const getReview = async (id: number) =>
  json<Review>(await api.request(`/api/reviews/${id}`, { auth: admin }), 200);
/** Makes every waiting job due now (the rule's delay passes). */
const timePasses = () =>
  api.db
    .updateTable('jobs')
    .set({ run_at: new Date(0) })
    .where('status', '=', 'queued')
    .execute();

describe('/api/auto_response_rules', () => {
  it('answers a matching review after its delay with the filled template, as a draft', async () => {
    const rule = await json<AutoResponseRule>(
      await createRule({ without_text_only: true, delay_hours: 2 }),
      201,
    );
    expect(rule).toMatchObject({
      template_name: 'Rule test thanks',
      enabled: true,
      delay_hours: 2,
    });
    const review = await arrive();
    const waiting = await getReview(review.id);
    expect(waiting.auto_response_at).not.toBeNull();
    const hours = (Date.parse(waiting.auto_response_at!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    await api.runJobs();
    expect((await getReview(review.id)).responses).toEqual([]);
    await timePasses();
    await api.runJobs();
    const answered = await getReview(review.id);
    expect(answered.responses).toHaveLength(1);
    expect(answered.responses[0]!.status).toBe('draft');
    expect(answered.responses[0]!.content).toBe(
      `Thanks Riley, from ${businessName} at ${publicName}!`,
    );
    expect(answered.auto_response_at).toBeNull();
    const types = (await history(review.id)).map((e) => e.event_type);
    expect(types).toEqual(['auto_response_scheduled', 'response_drafted']);
  });

  it('publishes with response_autopilot on, and leaves non-matching reviews alone', async () => {
    await setting('response_autopilot', 'true');
    await json(await createRule({ without_text_only: true }), 201);
    const withText = await arrive({ content: 'Great!' });
    const fourStars = await arrive({ rating: 4 });
    const match = await arrive();
    await api.runJobs();
    await api.runJobs();
    expect((await getReview(withText.id)).responses).toEqual([]);
    expect((await getReview(fourStars.id)).responses).toEqual([]);
    const published = await getReview(match.id);
    expect(published.responses[0]!.status).toBe('published');
    expect(published.status).toBe('completed');
  });

  it('a response written by hand cancels the waiting one; cancelling by hand works too', async () => {
    await json(await createRule({ delay_hours: 1 }), 201);
    const byHand = await arrive();
    await json(
      await api.request(`/api/reviews/${byHand.id}/responses`, {
        method: 'POST',
        auth: manager,
        json: { content: 'Thanks so much!' },
      }),
      201,
    );
    const cancelled = await arrive();
    const after = await json<Review>(
      await api.request(`/api/reviews/${cancelled.id}/auto_response`, {
        method: 'DELETE',
        auth: admin,
      }),
      200,
    );
    expect(after.auto_response_at).toBeNull();
    expect(
      (
        await api.request(`/api/reviews/${cancelled.id}/auto_response`, {
          method: 'DELETE',
          auth: admin,
        })
      ).status,
    ).toBe(409);
    await timePasses();
    await api.runJobs();
    expect((await getReview(byHand.id)).responses.map((r) => r.content)).toEqual([
      'Thanks so much!',
    ]);
    expect((await getReview(cancelled.id)).responses).toEqual([]);
    expect((await history(cancelled.id)).map((e) => e.event_type)).toEqual([
      'auto_response_scheduled',
      'auto_response_cancelled',
    ]);
  });

  it('a rule switched off before the wait is over sends nothing and says why', async () => {
    const rule = await json<AutoResponseRule>(await createRule({ delay_hours: 3 }), 201);
    const review = await arrive();
    await json(
      await api.request(`/api/auto_response_rules/${rule.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { enabled: false },
      }),
      200,
    );
    await timePasses();
    await api.runJobs();
    expect((await getReview(review.id)).responses).toEqual([]);
    const last = (await history(review.id)).at(-1)!;
    expect(last).toMatchObject({ event_type: 'auto_response_skipped' });
    expect(String(last.data.reason)).toContain('switched off');
  });

  it('answers exactly once with several workers', async () => {
    await json(await createRule({}), 201);
    const reviews = await Promise.all([1, 2, 3, 4, 5, 6].map(() => arrive()));
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
    for (const r of reviews) expect((await getReview(r.id)).responses).toHaveLength(1);
  });

  it('needs auto_responding and an administrator; validates; scopes to the account', async () => {
    expect((await createRule({ ratings: [] })).status).toBe(400);
    expect((await createRule({ ratings: [6] })).status).toBe(400);
    expect((await createRule({ delay_hours: 721 })).status).toBe(400);
    expect((await createRule({ source_ids: [99999] })).status).toBe(400);
    expect((await createRule({ template_id: 99999 })).status).toBe(404);
    expect((await createRule({}, manager)).status).toBe(403);
    const rule = await json<AutoResponseRule>(await createRule({}), 201);
    expect(
      (await api.request(`/api/auto_response_rules/${rule.id}`, { auth: evergreen })).status,
    ).toBe(404);
    // The template a rule uses cannot be deleted from under it.
    expect(
      (
        await api.request(`/api/response_templates/${template.id}`, {
          method: 'DELETE',
          auth: admin,
        })
      ).status,
    ).toBe(409);
    await setting('auto_responding', 'false');
    const off = await createRule({});
    expect(off.status).toBe(403);
    expect(((await off.json()) as { error: string }).error).toContain('Auto-responding');
    // Arriving reviews are not scheduled while the setting is off.
    await setting('auto_responding', 'false');
    const review = await arrive();
    expect((await getReview(review.id)).auto_response_at).toBeNull();
  });
});
