import type { PublicWidget, Review, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoWidgetId, seedDemoWidgets } from '../../../seed/seed-widgets';
import { startFakeReviewSites } from '../../../test/fake-review-sites';
import { firstLocationId, startTestApi, type TestApi } from '../../../test/test-api';
import { sealSecret } from '../../http/secret-box';
import { scheduleReviewSync } from './review-sync-jobs';
import { syncReviews } from './sync-reviews';

/**
 * A connector end to end: Blue Fern's Google connection is read from a fake Google Business
 * Profile server, and its reviews reach the list, keywords, the widget and an alert e-mail,
 * once however often the site is read.
 */
let api: TestApi;
let admin: Session;
let fake: Awaited<ReturnType<typeof startFakeReviewSites>>;
let integration: { id: number; account_id: number };
let locationId: number;
const now = Date.now();
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

beforeAll(async () => {
  fake = await startFakeReviewSites();
  for (const [k, v] of Object.entries(fake.env)) vi.stubEnv(k, v!);
  api = await startTestApi();
  api.deps.reviewSyncEveryMs = 1_800_000;
  admin = await api.login('admin@demo.test');
  await seedDemoWidgets(api.db, admin.account_id);
  locationId = await firstLocationId(api, admin.account_id);
  // This location is the fake site's place; the seeded Google connection gets a real-looking token.
  await api.db
    .updateTable('locations')
    .set({ google_place_id: fake.state.google.placeId })
    .where('id', '=', locationId)
    .execute();
  integration = await api.db
    .selectFrom('integrations')
    .select(['id', 'account_id'])
    .where('account_id', '=', admin.account_id)
    .where('source_code', '=', 'google')
    .executeTakeFirstOrThrow();
  await api.db.deleteFrom('oauth_tokens').where('integration_id', '=', integration.id).execute();
  await api.db
    .insertInto('oauth_tokens')
    .values({
      account_id: admin.account_id,
      integration_id: integration.id,
      expires_at: new Date(now + 3_600_000),
      access_token_box: await sealSecret(api.db, fake.state.google.token),
    })
    .execute();
  const alert = await api.request('/api/alerts', {
    method: 'POST',
    auth: admin,
    json: { name: 'Bad reviews', frequency: 'instant', max_rating: 2 },
  });
  expect(alert.status).toBe(201);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
  await fake.close();
});

const synced = () =>
  api.db
    .selectFrom('reviews')
    .select(['id', 'external_id', 'rating', 'content', 'location_id'])
    .where('account_id', '=', admin.account_id)
    .where('external_id', 'in', ['gs-1', 'gs-2', 'gs-3', 'gs-4'])
    .orderBy('external_id')
    .execute();
const job = () =>
  api.db
    .selectFrom('jobs')
    .select(['status', 'run_at'])
    .where('dedupe_key', '=', `integration-sync:${integration.id}`)
    .executeTakeFirstOrThrow();

describe('the Google connector', () => {
  it('brings the site’s reviews into the list, keywords, the widget and an alert, once', async () => {
    fake.state.google.reviews = [
      {
        reviewId: 'gs-1',
        starRating: 'ONE',
        comment: 'The soup was cold and the waiter ignored us for twenty minutes.',
        reviewer: { displayName: 'Rowan Pike' },
        createTime: at(90),
        updateTime: at(90),
      },
      {
        reviewId: 'gs-2',
        starRating: 'FOUR',
        comment: 'Friendly staff and a lovely patio.',
        reviewer: { displayName: 'Sam Ito' },
        createTime: at(60),
        updateTime: at(60),
      },
      {
        reviewId: 'gs-3',
        starRating: 'FIVE',
        comment: 'Best brunch in town, the pancakes were perfect.',
        reviewer: { displayName: 'Kai Moss' },
        createTime: at(1),
        updateTime: at(1),
      },
    ];
    await scheduleReviewSync(api.db, integration);
    await api.runJobs();
    const rows = await synced();
    expect(rows.map((r) => [r.external_id, r.rating, r.location_id])).toEqual([
      ['gs-1', 1, locationId],
      ['gs-2', 4, locationId],
      ['gs-3', 5, locationId],
    ]);
    // The job comes back in 30 minutes.
    const next = await job();
    expect(next.status).toBe('queued');
    expect(new Date(next.run_at).getTime()).toBeGreaterThan(Date.now() + 1_700_000);

    const list = (await (
      await api.request(`/api/reviews?account_id=${admin.account_id}&per_page=5`, { auth: admin })
    ).json()) as { _embedded: { reviews: Review[] } };
    expect(list._embedded.reviews[0]).toMatchObject({ id: rows[2]!.id, author_name: 'Kai Moss' });
    const keywords = (await (
      await api.request(`/api/review/${rows[2]!.id}/keywords`, { auth: admin })
    ).json()) as { keywords: unknown[] };
    expect(keywords.keywords.length).toBeGreaterThan(0);
    const widget = (await (
      await fetch(
        `${api.baseUrl}/api/public/widgets/${demoWidgetId(admin.account_id, 'full_page')}`,
      )
    ).json()) as PublicWidget;
    expect(widget.data.reviews[0]).toMatchObject({ id: rows[2]!.id, rating: 5 });
    const alerts = api.mail.sent.filter((m) => m.subject.startsWith('New 1-star review'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('The soup was cold');

    // Read again, with one review edited on the site: updated in place, no duplicates, no new alert.
    fake.state.google.reviews[0] = {
      ...fake.state.google.reviews[0]!,
      comment: 'Edited: the manager called and made it right.',
      starRating: 'TWO',
      updateTime: new Date().toISOString(),
    };
    await scheduleReviewSync(api.db, integration);
    await api.db
      .updateTable('jobs')
      .set({ run_at: new Date() })
      .where('dedupe_key', '=', `integration-sync:${integration.id}`)
      .execute();
    await api.runJobs();
    const again = await synced();
    expect(again.map((r) => [r.external_id, r.rating])).toEqual([
      ['gs-1', 2],
      ['gs-2', 4],
      ['gs-3', 5],
    ]);
    expect(again[0]!.content).toBe('Edited: the manager called and made it right.');
    expect(api.mail.sent.filter((m) => m.subject.startsWith('New 1-star review'))).toHaveLength(1);
  });

  it('waits as long as a 429 asks, then reads on; a refused token marks the connection expired', async () => {
    fake.state.google.reviews.push({
      reviewId: 'gs-4',
      starRating: 'FIVE',
      comment: 'Great coffee.',
      reviewer: { displayName: 'Lee Park' },
      createTime: new Date().toISOString(),
      updateTime: new Date().toISOString(),
    });
    await api.db
      .updateTable('jobs')
      .set({ run_at: new Date() })
      .where('dedupe_key', '=', `integration-sync:${integration.id}`)
      .execute();
    fake.state.limitNext = true;
    await api.runJobs();
    const waiting = await job();
    expect(new Date(waiting.run_at).getTime() - Date.now()).toBeGreaterThan(5_000);
    expect(new Date(waiting.run_at).getTime() - Date.now()).toBeLessThanOrEqual(7_000);
    expect((await synced()).map((r) => r.external_id)).not.toContain('gs-4');

    await api.db
      .updateTable('jobs')
      .set({ run_at: new Date() })
      .where('dedupe_key', '=', `integration-sync:${integration.id}`)
      .execute();
    await api.runJobs();
    expect((await synced()).map((r) => r.external_id)).toContain('gs-4');
    const card = await api.db
      .selectFrom('integrations')
      .select(['status', 'last_synced_at', 'last_sync_error'])
      .where('id', '=', integration.id)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ status: 'active', last_sync_error: null });
    expect(card.last_synced_at).not.toBeNull();

    // The owner revoked Plaudit's access on Google.
    fake.state.google.token = 'ya29.someone-else';
    await api.db
      .updateTable('jobs')
      .set({ run_at: new Date() })
      .where('dedupe_key', '=', `integration-sync:${integration.id}`)
      .execute();
    await api.runJobs();
    const revoked = await api.db
      .selectFrom('integrations')
      .select(['status', 'last_sync_error'])
      .where('id', '=', integration.id)
      .executeTakeFirstOrThrow();
    expect(revoked.status).toBe('expired');
    expect(revoked.last_sync_error).toContain('google refused the access token');
    expect((await job()).status).toBe('done');
  });

  it('a sandbox connection reads the sandbox site: reviews for the locations, none twice', async () => {
    const trustpilot = await api.db
      .insertInto('integrations')
      .values({ account_id: admin.account_id, source_code: 'trustpilot', status: 'active' })
      .returning(['id', 'account_id'])
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('oauth_tokens')
      .values({
        account_id: admin.account_id,
        integration_id: trustpilot.id,
        access_token_box: await sealSecret(api.db, 'sbx.ok.sandbox-token'),
      })
      .execute();
    const first = await syncReviews(api.deps, trustpilot.id);
    expect(first.status).toBe('synced');
    if (first.status !== 'synced') return;
    expect(first.places).toBeGreaterThan(1);
    expect(first.created).toBeGreaterThan(0);
    const count = async () =>
      Number(
        (
          await api.db
            .selectFrom('reviews as r')
            .innerJoin('sources as s', 's.id', 'r.source_id')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('r.account_id', '=', admin.account_id)
            .where('s.code', '=', 'trustpilot')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const after = await count();
    expect(await syncReviews(api.deps, trustpilot.id)).toMatchObject({ created: 0, updated: 0 });
    expect(await count()).toBe(after);
  });
});
