import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeReviewSites } from '../../../test/fake-review-sites';
import { facebookRatings } from './facebook-ratings';
import { googleReviews } from './google-reviews';
import { retryAfterMs } from './request-site';
import { sandboxReviews } from './sandbox-reviews';
import { trustpilotReviews } from './trustpilot-reviews';
import {
  AccessRevokedError,
  RateLimitedError,
  type ReviewSiteClient,
  type SitePlace,
} from './types';

let fake: Awaited<ReturnType<typeof startFakeReviewSites>>;
beforeAll(async () => {
  fake = await startFakeReviewSites();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.limitNext = false;
});

const ours = [
  {
    id: 7,
    name: 'Blue Fern - Downtown',
    google_place_id: 'ChIJ-fake-place',
    website: 'https://www.bluefern.example/downtown',
  },
  { id: 8, name: 'Blue Fern', google_place_id: null, website: null },
];

/** Every review of a place, page after page, as a sync reads them. */
async function readAll(client: ReviewSiteClient, place: SitePlace) {
  const all = [];
  let cursor: string | null = null;
  do {
    const page = await client.fetchReviews(place, cursor);
    all.push(...page.reviews);
    cursor = page.next_cursor;
  } while (cursor);
  return all;
}

describe('Google Business Profile', () => {
  it('lists the owned accounts’ locations across pages and reads reviews newest first', async () => {
    fake.state.google.reviews = [
      {
        reviewId: 'g1',
        starRating: 'TWO',
        comment: 'Cold soup.',
        reviewer: { displayName: 'Ana' },
        createTime: '2026-11-01T10:00:00Z',
        updateTime: '2026-11-01T10:00:00Z',
      },
      {
        reviewId: 'g2',
        starRating: 'FIVE',
        reviewer: { displayName: 'x', isAnonymous: true },
        createTime: '2026-11-02T10:00:00Z',
        updateTime: '2026-11-03T10:00:00Z',
      },
      {
        reviewId: 'g3',
        starRating: 'FOUR',
        comment: 'Good.',
        reviewer: { displayName: 'Bo' },
        createTime: '2026-11-04T10:00:00Z',
        updateTime: '2026-11-04T10:00:00Z',
      },
    ];
    const client = googleReviews(fake.state.google.token, fake.env);
    const { places, meets_rule } = await client.listPlaces(ours);
    expect(meets_rule).toBe(true);
    // The manager-only account is not read; both pages of locations are.
    expect(places.map((p) => [p.reference_id, p.place_id])).toEqual([
      ['accounts/100/locations/1', 'ChIJ-unknown'],
      ['accounts/100/locations/2', 'ChIJ-fake-place'],
    ]);
    const reviews = await readAll(client, places[1]!);
    expect(reviews.map((r) => [r.external_id, r.rating, r.author_name])).toEqual([
      ['g3', 4, 'Bo'],
      ['g2', 5, 'A Google user'],
      ['g1', 2, 'Ana'],
    ]);
    expect(reviews[1]).toMatchObject({ content: '', updated_at: '2026-11-03T10:00:00Z' });
  });

  it('a 429 says how long to wait; a refused token is AccessRevokedError', async () => {
    const client = googleReviews(fake.state.google.token, fake.env);
    fake.state.limitNext = true;
    const err = await client
      .fetchReviews({ reference_id: 'accounts/100/locations/2', name: 'x' }, null)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).retryAfterMs).toBe(7000);
    await expect(googleReviews('ya29.revoked', fake.env).listPlaces(ours)).rejects.toBeInstanceOf(
      AccessRevokedError,
    );
  });
});

describe('Facebook page ratings', () => {
  it('reads the admin’s pages with their page tokens; recommendations become stars', async () => {
    fake.state.facebook.ratings = [
      {
        created_time: '2026-11-05T08:00:00+0000',
        recommendation_type: 'positive',
        review_text: 'Lovely brunch',
        reviewer: { id: '1', name: 'Cy' },
        open_graph_story: { id: 'og-3' },
      },
      {
        created_time: '2026-11-04T08:00:00+0000',
        recommendation_type: 'negative',
        review_text: 'Rude host',
        open_graph_story: { id: 'og-2' },
      },
      {
        created_time: '2026-11-03T08:00:00+0000',
        recommendation_type: 'positive',
        rating: 4,
        open_graph_story: { id: 'og-1' },
      },
    ];
    const client = facebookRatings(fake.state.facebook.userToken, fake.env);
    const { places, meets_rule } = await client.listPlaces(ours);
    expect(meets_rule).toBe(true);
    expect(places).toEqual([
      { reference_id: '5550001', name: 'Blue Fern', domain: null, access_token: 'EAAB.page' },
    ]);
    const reviews = await readAll(client, places[0]!);
    expect(reviews.map((r) => [r.external_id, r.rating, r.author_name, r.published_at])).toEqual([
      ['og-3', 5, 'Cy', '2026-11-05T08:00:00.000Z'],
      ['og-2', 1, 'A Facebook user', '2026-11-04T08:00:00.000Z'],
      ['og-1', 4, 'A Facebook user', '2026-11-03T08:00:00.000Z'],
    ]);
  });

  it('throttling (code 4) waits; an invalid user token (code 190) is revoked', async () => {
    const client = facebookRatings(fake.state.facebook.userToken, fake.env);
    fake.state.limitNext = true;
    await expect(
      client.fetchReviews(
        { reference_id: '5550001', name: 'Blue Fern', access_token: 'EAAB.page' },
        null,
      ),
    ).rejects.toBeInstanceOf(RateLimitedError);
    await expect(facebookRatings('EAAB.stale', fake.env).listPlaces(ours)).rejects.toBeInstanceOf(
      AccessRevokedError,
    );
  });
});

describe('Trustpilot', () => {
  it('finds the business unit of each website domain and reads its review pages', async () => {
    fake.state.trustpilot.reviews = [3, 2, 1].map((n) => ({
      id: `tp${n}`,
      stars: n + 2,
      title: `Title ${n}`,
      text: `Text ${n}`,
      createdAt: `2026-11-0${n}T12:00:00.000Z`,
      updatedAt: null,
      consumer: { id: `c${n}`, displayName: `Consumer ${n}` },
    }));
    const client = trustpilotReviews(fake.state.trustpilot.token, fake.env);
    const { places } = await client.listPlaces(ours);
    expect(places).toEqual([
      { reference_id: '5f0000000000000000000bu1', name: 'Blue Fern', domain: 'bluefern.example' },
    ]);
    const reviews = await readAll(client, places[0]!);
    expect(reviews.map((r) => [r.external_id, r.rating, r.title, r.author_name])).toEqual([
      ['tp3', 5, 'Title 3', 'Consumer 3'],
      ['tp2', 4, 'Title 2', 'Consumer 2'],
      ['tp1', 3, 'Title 1', 'Consumer 1'],
    ]);
    expect(reviews[0]!.url).toBe('https://www.trustpilot.com/reviews/tp3');
  });
});

describe('the sandbox site', () => {
  it('gives each location the same reviews whoever asks, and new ones as time passes', async () => {
    let now = Date.parse('2026-11-20T00:00:00Z');
    const client = sandboxReviews(
      'trustpilot',
      'sbx.ok.x',
      { name: 'Blue Fern', vertical: 'restaurant' },
      () => now,
    );
    const { places, meets_rule } = await client.listPlaces(ours);
    expect(meets_rule).toBe(true);
    expect(places).toHaveLength(2);
    const first = await readAll(client, places[0]!);
    expect(await readAll(client, places[0]!)).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((r) => r.rating >= 1 && r.rating <= 5 && r.content.length > 0)).toBe(true);
    now += 7 * 86_400_000;
    const later = await readAll(client, places[0]!);
    expect(later.some((r) => !first.some((f) => f.external_id === r.external_id))).toBe(true);
    const refused = sandboxReviews('trustpilot', 'sbx.not_ok.x', {
      name: 'B',
      vertical: 'restaurant',
    });
    expect((await refused.listPlaces(ours)).meets_rule).toBe(false);
  });
});

it('Retry-After: seconds or an HTTP date, a minute when absent', () => {
  const now = Date.parse('2026-11-20T00:00:00Z');
  expect(retryAfterMs('30', now)).toBe(30_000);
  expect(retryAfterMs('Fri, 20 Nov 2026 00:02:00 GMT', now)).toBe(120_000);
  expect(retryAfterMs(null, now)).toBe(60_000);
});
