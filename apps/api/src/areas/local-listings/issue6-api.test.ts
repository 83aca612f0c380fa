import type { Session } from '@plaudit/api-client/schemas';
import { LOCAL_LISTING_MESSAGES as M } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { createWorker } from '../../jobs/worker';
import { localDirectorySync } from '../../providers/directory-sync';
import { recordReviewInsights } from '../insights/record-insights';
import { bulkActionJobs } from './google-posts';

let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let readonly: Session;
let evergreen: Session;
let partner: Session;

beforeAll(async () => {
  api = await startTestApi();
  [admin, manager, user, readonly, evergreen, partner] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('manager@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
    api.login('admin@evergreen.demo.test'),
    api.login('partner@demo.test'),
  ]);
});
afterAll(() => api?.close());

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('local listings', () => {
  it('lists locations with directories in the fixed order and counts statuses', async () => {
    const a = admin.account_id;
    const { status, body } = await json(
      await api.request(`/api/local_listings/metrics/${a}/locations?per_page=5`, {
        auth: readonly,
      }),
    );
    expect(status).toBe(200);
    expect(body._embedded.locations).toHaveLength(5);
    const loc = body._embedded.locations[0];
    expect(loc.directories.map((d: { directory_code: string }) => d.directory_code)).toEqual([
      'google_maps',
      'facebook',
      'apple_maps',
      'bing',
      'trip_advisor',
      'yelp_api',
    ]);
    expect(loc.directories[0]).toHaveProperty('directory_logo_url');
    expect(loc.directories[0]).toHaveProperty('overrides');
    // Default sort: status descending (out of sync first).
    expect(loc.status).toBe('not_in_sync');
    const overview = await json(
      await api.request(`/api/local_listings/metrics/${a}/overview`, { auth: readonly }),
    );
    const s = overview.body.statuses;
    expect(s.in_sync + s.in_progress + s.not_in_sync + s.not_available).toBe(
      overview.body.total_locations,
    );
    expect(overview.body.directories).toHaveLength(6);
    const filtered = await json(
      await api.request(`/api/local_listings/metrics/${a}/locations?statuses[]=in_progress`, {
        auth: admin,
      }),
    );
    expect(filtered.body._total).toBe(s.in_progress);
    for (const l of filtered.body._embedded.locations) expect(l.status).toBe('in_progress');
  });

  it('tenancy, roles and bad input', async () => {
    expect(
      (
        await api.request(`/api/local_listings/metrics/${evergreen.account_id}/overview`, {
          auth: admin,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.request(`/api/local_listings/metrics/${partner.account_id}/overview`, {
          auth: partner,
        })
      ).status,
    ).toBe(403);
    const bad = await api.request(
      `/api/local_listings/metrics/${admin.account_id}/locations?statuses[]=bogus`,
      { auth: admin },
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/statuses/);
    const empty = await api.request('/api/local_listings/publish', {
      method: 'POST',
      auth: admin,
      json: { location_ids: [] },
    });
    expect(empty.status).toBe(400);
  });

  it('publishing: eligibility rules, roles, and directories moving to in sync', async () => {
    const locs = await api.db
      .selectFrom('locations')
      .select(['id', 'google_place_id', 'publishing_enabled'])
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .execute();
    const noPlace = locs.find((l) => l.google_place_id === null)!;
    const target = locs.find((l) => l.google_place_id !== null && !l.publishing_enabled)!;
    const publish = (s: Session, ids: number[]) =>
      api.request('/api/local_listings/publish', {
        method: 'POST',
        auth: s,
        json: { location_ids: ids },
      });

    expect((await publish(user, [target.id])).status).toBe(403);
    const notFound = await json(await publish(admin, [noPlace.id]));
    expect(notFound.status).toBe(400);
    expect(notFound.body.error).toBe(`Cannot Publish: ${M.notInIntegration}`);
    const other = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', evergreen.account_id)
      .executeTakeFirstOrThrow();
    expect((await publish(admin, [other.id])).status).toBe(404);

    // Copper Kettle has no Google integration.
    const trial = await loginAs(api, 'Copper Kettle Coffee', 'administrator');
    const ck = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', trial.account_id)
      .executeTakeFirstOrThrow();
    const noIntegration = await json(await publish(trial, [ck.id]));
    expect(noIntegration.body.error).toBe(`Cannot Publish: ${M.noGoogleIntegration}`);

    // Auto Sync publishes to google, facebook and apple_maps only (spec 3 section 4.3).
    const allDirs = (publishable: boolean) =>
      api.db
        .selectFrom('location_directories as d')
        .innerJoin('sources as s', 's.id', 'd.source_id')
        .select(['d.id', 'd.status'])
        .where('d.location_id', '=', target.id)
        .where('d.directory_enabled', '=', true)
        .where('d.status', '<>', 'not_available')
        .where('s.publishable', '=', publishable)
        .orderBy('d.id')
        .execute();
    const scannedBefore = await allDirs(false);
    const ok = await json(await publish(manager, [target.id]));
    expect(ok.status).toBe(200);
    const dirs = () => allDirs(true);
    expect((await dirs()).length).toBeGreaterThan(0);
    expect((await dirs()).every((d) => d.status === 'pending_sync')).toBe(true);
    expect(await allDirs(false)).toEqual(scannedBefore);

    const sync = localDirectorySync(20);
    const later = (s: number) => new Date(Date.now() + s * 1000);
    await sync.tick(api.db, later(5));
    expect((await dirs()).every((d) => d.status === 'pending_sync')).toBe(true);
    await sync.tick(api.db, later(30));
    expect((await dirs()).every((d) => d.status === 'in_progress')).toBe(true);
    await sync.tick(api.db, later(60));
    const final = await dirs();
    expect(final.every((d) => d.status === (d.id % 8 === 3 ? 'not_in_sync' : 'in_sync'))).toBe(
      true,
    );

    // A disabled directory under a publishing location shows not_in_sync.
    const google = await api.db
      .selectFrom('sources')
      .select('id')
      .where('directory_code', '=', 'google_maps')
      .executeTakeFirstOrThrow();
    const created = await json(
      await api.request('/api/directory_overrides', {
        method: 'POST',
        auth: admin,
        json: { location_id: target.id, source_id: google.id, enabled: false },
      }),
    );
    expect(created.status).toBe(201);
    const row = await json(
      await api.request(
        `/api/local_listings/metrics/${admin.account_id}/locations?location_id=${target.id}`,
        { auth: admin },
      ),
    );
    const g = row.body._embedded.locations[0].directories[0];
    expect(g.directory_enabled).toBe(false);
    expect(g.status).toBe('not_in_sync');
    const patched = await api.request(`/api/directory_overrides/${created.body.id}`, {
      method: 'PATCH',
      auth: admin,
      json: { enabled: true },
    });
    expect((await patched.json()).enabled).toBe(true);
    expect(
      (
        await api.request(`/api/directory_overrides/${created.body.id}`, {
          method: 'PATCH',
          auth: evergreen,
          json: { enabled: false },
        })
      ).status,
    ).toBe(404);

    const off = await api.request('/api/local_listings/unpublish', {
      method: 'POST',
      auth: admin,
      json: { location_ids: [target.id] },
    });
    expect((await off.json()).message).toBe(M.autoSyncDisabled);
  });

  it('integrations and oauth tokens for admins', async () => {
    const list = await json(
      await api.request('/api/integrations?integration_status=active', { auth: admin }),
    );
    expect(
      list.body._embedded.integrations.map((i: { source_code: string }) => i.source_code),
    ).toEqual(['facebook', 'google']);
    const tokens = await json(await api.request('/api/oauth_tokens', { auth: admin }));
    expect(
      tokens.body._embedded.oauth_tokens.some(
        (t: { daysUntilExpires: number }) => t.daysUntilExpires <= 7,
      ),
    ).toBe(true);
    expect((await api.request('/api/integrations', { auth: user })).status).toBe(403);
    const overview = await json(
      await api.request('/api/local_listings/integration_overview', { auth: user }),
    );
    expect(overview.body.integrations).toContainEqual({
      source_code: 'google',
      integration_status: 'active',
    });
  });
});

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
      definitions: bulkActionJobs({ db: api.db, providers: { mail: api.mail } }),
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

describe('keywords and experience categories', () => {
  it('aggregates a known corpus with every sort order', async () => {
    const a = admin.account_id;
    const loc = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', a)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const google = await api.db
      .selectFrom('sources')
      .select('id')
      .where('code', '=', 'google')
      .executeTakeFirstOrThrow();
    const texts: [number, string][] = [
      [5, 'The espresso martini was delicious.'],
      [5, 'Amazing espresso martini. The patio was lovely.'],
      [1, 'The espresso martini was awful. The patio was dirty and terrible.'],
      [5, 'The patio was wonderful.'],
      [1, 'The parking garage was horrible.'],
      [1, 'Terrible parking garage.'],
      [2, 'The parking garage was awful and ugly.'],
    ];
    const rows = await api.db
      .insertInto('reviews')
      .values(
        texts.map(([rating, content], i) => ({
          account_id: a,
          location_id: loc.id,
          source_id: google.id,
          rating,
          author_name: `Tester ${i}`,
          content,
          published_at: new Date(Date.UTC(2001, 5, 1 + i)),
        })),
      )
      .returning('id')
      .execute();
    await recordReviewInsights(api.db, { reviewIds: rows.map((r) => r.id) });
    const q = (extra = '') =>
      api.request(
        `/api/insights/${a}/mentioned?published_after=2001-01-01&published_before=2001-12-31${extra}`,
        { auth: user },
      );
    const volume = await json(await q());
    expect(volume.status).toBe(200);
    const byShort = Object.fromEntries(
      volume.body.keywords.map((k: { short: string }) => [k.short, k]),
    );
    expect(byShort['espresso martini']).toMatchObject({
      positive_mentions: 2,
      negative_mentions: 1,
    });
    expect(byShort.patio).toMatchObject({ positive_mentions: 2, negative_mentions: 1 });
    expect(byShort['parking garage']).toMatchObject({ positive_mentions: 0, negative_mentions: 3 });
    const order = async (sort: string) =>
      (await json(await q(`&sort[by]=${sort}`))).body.keywords
        .map((k: { short: string }) => k.short)
        .filter((s: string) => ['espresso martini', 'patio', 'parking garage'].includes(s));
    expect(await order('highest_volume')).toEqual(['espresso martini', 'parking garage', 'patio']);
    expect(await order('negative_ratio')).toEqual(['parking garage', 'espresso martini', 'patio']);
    expect((await order('positive_ratio'))[2]).toBe('parking garage');
    expect((await order('controversy')).slice(0, 2).sort()).toEqual(['espresso martini', 'patio']);
    const negOnly = await json(await q('&sentiment=negative&rating[]=1'));
    expect(
      negOnly.body.keywords.every((k: { positive_mentions: number }) => k.positive_mentions === 0),
    ).toBe(true);

    const cats = await json(
      await api.request(
        `/api/insights/${a}/categories?published_after=2001-01-01&published_before=2001-12-31`,
        { auth: user },
      ),
    );
    const loc2 = cats.body.categories.find((c: { category: string }) => c.category === 'Location');
    expect(loc2).toEqual({ category: 'Location', positive_count: 0, total_count: 3 });
    const rank = await json(
      await api.request(
        `/api/insights/${a}/category_rank?published_after=2001-01-01&published_before=2001-12-31`,
        { auth: user },
      ),
    );
    expect(rank.body.categories[0].rank).toBe(1);
    const kw = await json(await api.request(`/api/review/${rows[0]!.id}/keywords`, { auth: user }));
    expect(kw.body.keywords[0]).toMatchObject({ short: 'espresso martini', sentiment: 1 });
  });

  it('tenancy, permissions and bad input', async () => {
    const a = admin.account_id;
    expect(
      (await api.request(`/api/insights/${evergreen.account_id}/mentioned`, { auth: admin }))
        .status,
    ).toBe(404);
    expect(
      (await api.request(`/api/insights/${partner.account_id}/mentioned`, { auth: partner }))
        .status,
    ).toBe(403);
    const bad = await api.request(`/api/insights/${a}/mentioned?sort[by]=loudest`, { auth: admin });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/sort\.by/);
    expect(
      (await api.request(`/api/insights/${a}/mentioned?published_after=yesterday`, { auth: admin }))
        .status,
    ).toBe(400);
    const someReview = await api.db
      .selectFrom('reviews')
      .select('id')
      .where('account_id', '=', evergreen.account_id)
      .executeTakeFirstOrThrow();
    expect(
      (await api.request(`/api/review/${someReview.id}/keywords`, { auth: admin })).status,
    ).toBe(404);
    // Experience categories need experience_analysis.
    await sql`UPDATE account_settings SET value = 'false' WHERE account_id = ${a} AND code = 'experience_analysis'`.execute(
      api.db,
    );
    const u2 = await api.login('user@demo.test');
    expect((await api.request(`/api/insights/${a}/categories`, { auth: u2 })).status).toBe(403);
    expect((await api.request(`/api/insights/${a}/mentioned`, { auth: u2 })).status).toBe(200);
    await sql`UPDATE account_settings SET value = 'true' WHERE account_id = ${a} AND code = 'experience_analysis'`.execute(
      api.db,
    );
  });
});

describe('location performance', () => {
  it('ranks locations with lag columns, pages and groups', async () => {
    const res = await json(
      await api.request('/api/location_performance_overview?with_lag=true&per_page=10', {
        auth: readonly,
      }),
    );
    expect(res.status).toBe(200);
    const rows = res.body._embedded.location_performance_overview;
    expect(rows).toHaveLength(10);
    expect(rows[0].rank).toBe(1);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1].location_score).toBeGreaterThanOrEqual(rows[i].location_score);
    expect(rows[0]).toHaveProperty('lag_total_reviews');
    expect(rows[0].score.subscores.LLHealth.weight).toBe(15);
    expect(res.body._links.next).not.toBeNull();
    const groups = await json(
      await api.request('/api/location_performance_overview?group_by=group&per_page=250', {
        auth: readonly,
      }),
    );
    expect(groups.body._embedded.location_performance_overview[0]).toHaveProperty('group_score');
    expect(groups.body._links.next).toBeNull();
    const scores = await json(
      await api.request(`/api/location_score/${admin.account_id}/locations?per_page=3`, {
        auth: user,
      }),
    );
    expect(scores.body._embedded.location_scores[0].score.subscores.AverageRating.weight).toBe(30);
    expect(
      (await api.request(`/api/location_score/${evergreen.account_id}/locations`, { auth: admin }))
        .status,
    ).toBe(404);
    expect(
      (await api.request('/api/location_performance_overview?per_page=1000', { auth: admin }))
        .status,
    ).toBe(400);
  });

  it('targets: admins set them, target scores follow, CSV exports', async () => {
    const body = {
      avg_rating: 4.5,
      avg_rating_weight: 60,
      response_rate: 0.8,
      response_rate_weight: 40,
    };
    expect(
      (await api.request('/api/metric_targets', { method: 'PUT', auth: manager, json: body }))
        .status,
    ).toBe(403);
    expect(
      (
        await api.request('/api/metric_targets', {
          method: 'PUT',
          auth: admin,
          json: { avg_rating: 9 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api.request('/api/metric_targets', { method: 'PUT', auth: admin, json: body })).status,
    ).toBe(200);
    const t = await json(await api.request('/api/metric_targets', { auth: user }));
    expect(t.body).toMatchObject({ avg_rating: 4.5, avg_rating_weight: 60, total_reviews: null });
    const ts = await json(
      await api.request('/api/target_scores?with_lag=true&top_n=5', { auth: user }),
    );
    expect(ts.body.total_score).toBeGreaterThan(0);
    expect(ts.body.total_score).toBeLessThanOrEqual(100);
    const csv = await api.request('/api/location_performance_overview/csv', { auth: admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toMatch(/^Rank,Location,/);
    expect(lines.length).toBeGreaterThan(20);
    const g = await api.request('/api/location_score/export/groups/csv', { auth: admin });
    expect((await g.text()).split('\n')[0]).toContain('AverageRating Weight');
  });
});
