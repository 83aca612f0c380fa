import type { Session } from '@plaudit/api-client/schemas';
import { LOCAL_LISTING_MESSAGES as M } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { bindJobs } from '../../jobs/define-job';
import { createWorker } from '../../jobs/worker';
import { bulkActionJob } from './google-posts';

let api: TestApi;
let admin: Session;
let evergreen: Session;

beforeAll(async () => {
  api = await startTestApi();
  [admin, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('admin@evergreen.demo.test'),
  ]);
});
afterAll(() => api?.close());

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('Google posts and bulk actions', () => {
  it('validates the post and maps messages to fields', async () => {
    const res = await json(
      await api.request('/api/google_post_content', {
        method: 'POST',
        auth: admin,
        json: { topic_type: 'OFFER', summary: 'x'.repeat(1501) },
      }),
    );
    expect(res.status).toBe(400);
    const bad = await json(
      await api.request('/api/google_post_content', {
        method: 'POST',
        auth: admin,
        json: { topic_type: 'OFFER', call_to_action: { actionType: 'ORDER', url: 'nope' } },
      }),
    );
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        { path: 'event.title', message: 'Enter an offer title' },
        { path: 'event.schedule.startDate', message: 'Choose a start date' },
        { path: 'event.schedule.endDate', message: 'Choose an end date' },
        {
          path: 'call_to_action.url',
          message: 'Enter a valid website. Example: https://www.example.com',
        },
      ]),
    );
    const none = await json(
      await api.request('/api/google_post_content', { method: 'POST', auth: admin, json: {} }),
    );
    expect(none.body.error).toBe(M.descriptionOrImage);
    // Evergreen has no google_posts setting.
    expect(
      (
        await api.request('/api/google_post_content', {
          method: 'POST',
          auth: evergreen,
          json: { summary: 'Hi' },
        })
      ).status,
    ).toBe(403);
    expect(await api.db.selectFrom('google_post_contents').select('id').execute()).toHaveLength(0);
  });

  it('queues a bulk post for eligible locations, runs it and e-mails a report', async () => {
    const post = await json(
      await api.request('/api/google_post_content', {
        method: 'POST',
        auth: admin,
        json: { topic_type: 'STANDARD', summary: 'Spring menu is here' },
      }),
    );
    expect(post.status).toBe(201);
    const eligible = await api.db
      .selectFrom('locations as l')
      .innerJoin('location_integration_refs as r', 'r.location_id', 'l.id')
      .innerJoin('location_directories as d', 'd.location_id', 'l.id')
      .innerJoin('sources as s', 's.id', 'd.source_id')
      .select('l.id')
      .where('l.account_id', '=', admin.account_id)
      .where('l.publishing_enabled', '=', true)
      .where('s.directory_code', '=', 'google_maps')
      .where('d.directory_enabled', '=', true)
      .orderBy('l.id')
      .limit(2)
      .execute();
    const off = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .where('publishing_enabled', '=', false)
      .executeTakeFirstOrThrow();
    const action = (ids: number[]) => ({
      actions: [
        {
          account_id: admin.account_id,
          user_id: admin.user_id,
          resource_type: 'google_posts',
          resource_method: 'create',
          action_payload: { google_post_content_id: post.body.id },
          action_filter: {
            filter_resource_type: 'location',
            action_payload_field_name: 'id',
            include: { account_id: admin.account_id, location_id: ids },
          },
        },
      ],
    });
    const refused = await json(
      await api.request('/api/bulk_actions', {
        method: 'POST',
        auth: admin,
        json: action([eligible[0]!.id, off.id]),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(M.bulkGooglePost);
    expect(
      (
        await api.request('/api/bulk_actions', {
          method: 'POST',
          auth: admin,
          json: { actions: [] },
        })
      ).status,
    ).toBe(400);
    expect(await api.db.selectFrom('bulk_actions').select('id').execute()).toHaveLength(0);

    const queued = await json(
      await api.request('/api/bulk_actions', {
        method: 'POST',
        auth: admin,
        json: action(eligible.map((e) => e.id)),
      }),
    );
    expect(queued.status).toBe(201);
    expect(queued.body.message).toBe(M.postSubmitted);
    const worker = createWorker({
      db: api.db,
      runners: bindJobs([bulkActionJob], { db: api.db, providers: { mail: api.mail } }),
      log: () => {},
    });
    expect(await worker.runDue()).toBeGreaterThanOrEqual(1);
    const done = await api.db
      .selectFrom('bulk_actions')
      .selectAll()
      .where('id', '=', queued.body.bulk_actions[0].id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('completed');
    expect(done.succeeded_count).toBe(2);
    const mail = api.mail.sent.at(-1)!;
    expect(mail.to).toEqual(['admin@demo.test']);
    expect(mail.subject).toContain('2 of 2');
  });
});
