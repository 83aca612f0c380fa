import type { MediaPhoto, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/partner-fixtures';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

type Gallery = { _embedded: { media: MediaPhoto[] }; _total: number; _total_pages: number };

let api: TestApi;
let admin: Session;
let user: Session;
let readOnly: Session;
let evergreen: Session;
let evergreenLocation: number;

beforeAll(async () => {
  api = await startTestApi();
  [admin, user, readOnly, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('user@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  evergreenLocation = (
    await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', evergreen.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => api.close());

const get = (path: string, auth: Session = admin) => api.request(`/api${path}`, { auth });
async function gallery(query: string, auth: Session = admin) {
  const res = await get(`/media?${query}`, auth);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Gallery;
}

describe('the photo gallery (GET /media over the account)', () => {
  it('lists owner and customer photos of every location, 8 a page, by category rank', async () => {
    const all = await gallery('type=all');
    const counts = await api.db
      .selectFrom('media')
      .select(['media_type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('account_id', '=', admin.account_id)
      .where('deleted_at', 'is', null)
      .groupBy('media_type')
      .execute();
    const n = (t: string) => Number(counts.find((c) => c.media_type === t)?.n ?? 0);
    expect(n('customer')).toBeGreaterThan(8);
    expect(all._total).toBe(n('owner') + n('customer'));
    expect(all._embedded.media).toHaveLength(8);
    const ranks = all._embedded.media.map((m) => m.category_rank);
    expect(ranks).toEqual([...ranks].sort((x, y) => y - x));
    expect(all._embedded.media[0]!.location_name).toMatch(/^Blue Fern Bistro/);
    // Without a type the gallery stays the owner's (the location photo management).
    expect((await gallery(''))._total).toBe(n('owner'));
  });

  it('gives customer photos their author and their review rating', async () => {
    const customer = await gallery('type=customer&per_page=100');
    expect(customer._embedded.media.every((m) => m.type === 'customer' && m.author_name)).toBe(
      true,
    );
    const withReview = customer._embedded.media.filter((m) => m.review_id !== null);
    expect(withReview.length).toBeGreaterThan(0);
    const review = await api.db
      .selectFrom('reviews')
      .select(['rating', 'author_name'])
      .where('id', '=', withReview[0]!.review_id!)
      .executeTakeFirstOrThrow();
    expect(withReview[0]).toMatchObject({
      rating: review.rating,
      author_name: review.author_name,
      source_name: 'Google',
    });
    expect(customer._embedded.media.some((m) => m.review_id === null && m.rating === null)).toBe(
      true,
    );
  });

  it('filters by rating, category, location and group', async () => {
    const customer = (await gallery('type=customer&per_page=100'))._embedded.media;
    const rated = customer.find((m) => m.rating)!;
    const byRating = await gallery(`type=all&rating=${rated.rating}&per_page=100`);
    expect(byRating._total).toBe(customer.filter((m) => m.rating === rated.rating).length);
    // '0': photos without a rating (every owner photo and customer photos without a review).
    const unrated = await gallery('type=all&rating=0&per_page=100');
    expect(unrated._embedded.media.every((m) => m.rating === null)).toBe(true);
    const covers = await gallery('type=all&category=cover&per_page=100');
    expect(covers._total).toBeGreaterThan(0);
    expect(covers._embedded.media.every((m) => m.category === 'COVER')).toBe(true);
    const atLocation = await gallery(`type=all&location_id=${rated.location_id}&per_page=100`);
    expect(atLocation._embedded.media.every((m) => m.location_id === rated.location_id)).toBe(true);
    const groupRow = await api.db
      .selectFrom('group_locations as gl')
      .innerJoin('groups as g', 'g.id', 'gl.group_id')
      .select(['g.id', 'gl.location_id'])
      .where('g.account_id', '=', admin.account_id)
      .execute();
    const groupId = groupRow[0]!.id;
    const members = new Set(groupRow.filter((r) => r.id === groupId).map((r) => r.location_id));
    const inGroup = await gallery(`type=all&group_id=${groupId}&per_page=100`);
    expect(inGroup._embedded.media.every((m) => members.has(m.location_id))).toBe(true);
  });

  it('answers 400 naming the field, 404 for another account, 403 without media read', async () => {
    for (const q of ['rating=9', 'type=everyone', 'group_id=x']) {
      const res = await get(`/media?${q}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(new RegExp(q.split('=')[0]!));
    }
    expect((await get(`/media?type=all&location_id=${evergreenLocation}`)).status).toBe(404);
    expect((await get(`/media?type=all&account_id=${evergreen.account_id}`)).status).toBe(404);
    const ownGroup = await api.db
      .selectFrom('groups')
      .select('id')
      .where('account_id', '=', admin.account_id)
      .executeTakeFirstOrThrow();
    expect((await get(`/media?type=all&group_id=${ownGroup.id}`, evergreen)).status).toBe(404);
    const limited = await makeUser(api, {
      accountId: admin.account_id,
      userType: 'limited_user' as 'user',
    });
    expect((await get('/media?type=all', limited)).status).toBe(403);
    for (const s of [user, readOnly]) expect((await get('/media?type=all', s)).status).toBe(200);
  });

  it('does not delete a customer photo (it is the customer’s), nor lets a user delete', async () => {
    const photo = (await gallery('type=customer'))._embedded.media[0]!;
    const del = (auth: Session) =>
      api.request(`/api/media/${photo.id}`, { method: 'PUT', auth, json: {} });
    expect((await del(admin)).status).toBe(403);
    expect((await del(user)).status).toBe(403);
    expect((await del(evergreen)).status).toBe(404);
  });
});
