import type { MediaPhoto, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { bindJobs } from '../../jobs/define-job';
import type { CustomerPhoto, CustomerPhotosProvider } from '../../providers/customer-photos';
import {
  CUSTOMER_PHOTOS_SYNC_JOB,
  CUSTOMER_PHOTOS_TICK_JOB,
  customerPhotosSyncJob,
  customerPhotosTickJob,
  scheduleCustomerPhotoSyncs,
  syncCustomerPhotos,
} from './customer-photos-sync';

let api: TestApi;
let admin: Session;
let location: { id: number; google_place_id: string | null; publishing_enabled: boolean };
const PLACE = 'ChIJcustomerPhotosTest';

const photo = (ref: string, url = `https://lh3.googleusercontent.com/places/${ref}=w1600`) =>
  ({
    external_id: `places/${PLACE}/photos/${ref}`,
    author_name: `Author ${ref}`,
    width: 1600,
    height: 1200,
    url,
  }) satisfies CustomerPhoto;

/** A provider giving whatever the test says, as Google would (an https address each). */
function fakeProvider(photos: () => CustomerPhoto[]): CustomerPhotosProvider & { asked: string[] } {
  const asked: string[] = [];
  return {
    name: 'fake',
    sourceCode: 'google',
    asked,
    async customerPhotos(placeId, names) {
      asked.push(`${placeId}|${names.join('|')}`);
      return photos();
    },
  };
}

const synced = () =>
  api.db
    .selectFrom('media')
    .select(['id', 'external_id', 'storage_key', 'author_name', 'deleted_at', 'media_type'])
    .where('location_id', '=', location.id)
    .where('external_id', 'is not', null)
    .orderBy('external_id')
    .execute();

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  location = await api.db
    .selectFrom('locations')
    .select(['id', 'google_place_id', 'publishing_enabled'])
    .where('account_id', '=', admin.account_id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await api.db
    .updateTable('locations')
    .set({ google_place_id: PLACE, publishing_enabled: true })
    .where('id', '=', location.id)
    .execute();
});
afterAll(async () => {
  await api.db
    .deleteFrom('media')
    .where('location_id', '=', location.id)
    .where('external_id', 'is not', null)
    .execute();
  await api.db
    .updateTable('locations')
    .set({
      google_place_id: location.google_place_id,
      publishing_enabled: location.publishing_enabled,
    })
    .where('id', '=', location.id)
    .execute();
  await api.close();
});

describe("syncing a location's customer photos from Google", () => {
  it('stores each photo exactly once when two workers sync at once, and again', async () => {
    const given = [photo('a'), photo('b'), photo('c')];
    const provider = fakeProvider(() => given);
    const results = await Promise.all([
      syncCustomerPhotos(api.db, provider, location.id),
      syncCustomerPhotos(api.db, provider, location.id),
    ]);
    const created = results.reduce((n, r) => n + (r.status === 'synced' ? r.created : 0), 0);
    expect(created).toBe(3);
    const rows = await synced();
    expect(rows.map((r) => r.external_id)).toEqual(given.map((p) => p.external_id));
    expect(rows.every((r) => r.media_type === 'customer' && r.deleted_at === null)).toBe(true);
    expect(provider.asked[0]).toMatch(new RegExp(`^${PLACE}\\|`));

    // Again: nothing new, each photo renewed in place.
    expect(await syncCustomerPhotos(api.db, provider, location.id)).toEqual({
      status: 'synced',
      created: 0,
      updated: 3,
      removed: 0,
    });
    expect((await synced()).map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('renews addresses, removes photos Google no longer gives, never stores a non-https address', async () => {
    const provider = fakeProvider(() => [
      photo('a', 'https://lh3.googleusercontent.com/places/a=w1600-new'),
      photo('c'),
      photo('d', 'http://insecure.example/d.jpg'),
      photo('e', 'javascript:alert(1)'),
    ]);
    expect(await syncCustomerPhotos(api.db, provider, location.id)).toEqual({
      status: 'synced',
      created: 0,
      updated: 2,
      removed: 1,
    });
    const rows = await synced();
    expect(rows.map((r) => [r.external_id?.split('/').at(-1), r.deleted_at === null])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
    expect(rows[0]!.storage_key).toBe('https://lh3.googleusercontent.com/places/a=w1600-new');

    // The gallery shows the customer's photo at Google's address, with its author.
    const res = await api.request(
      `/api/media?type=customer&location_id=${location.id}&per_page=100`,
      {
        auth: admin,
      },
    );
    expect(res.status).toBe(200);
    const shown = ((await res.json()) as { _embedded: { media: MediaPhoto[] } })._embedded.media;
    const a = shown.find((m) => m.url === 'https://lh3.googleusercontent.com/places/a=w1600-new');
    expect(a).toMatchObject({ type: 'customer', author_name: 'Author a', width: 1600 });
    expect(shown.some((m) => m.url.includes('places/b='))).toBe(false);
  });

  it('skips a location that is not published', async () => {
    await api.db
      .updateTable('locations')
      .set({ publishing_enabled: false })
      .where('id', '=', location.id)
      .execute();
    const provider = fakeProvider(() => [photo('z')]);
    expect(await syncCustomerPhotos(api.db, provider, location.id)).toEqual({ status: 'skipped' });
    expect(provider.asked).toEqual([]);
    await api.db
      .updateTable('locations')
      .set({ publishing_enabled: true })
      .where('id', '=', location.id)
      .execute();
  });

  it('runs daily as one queued job per published location (none with the local provider)', async () => {
    const provider = fakeProvider(() => [photo('a'), photo('f')]);
    const deps = { ...api.deps, providers: { ...api.deps.providers, customerPhotos: provider } };
    const jobs = bindJobs([customerPhotosTickJob, customerPhotosSyncJob], deps);
    const ctx = { signal: new AbortController().signal, workerId: 't' };
    const key = `customer-photos:${location.id}`;
    const queued = () =>
      api.db.selectFrom('jobs').selectAll().where('dedupe_key', '=', key).execute();

    expect(await scheduleCustomerPhotoSyncs(api.db, { ...provider, name: 'local' })).toBe(0);
    expect(await queued()).toHaveLength(0);

    const tick = await jobs[CUSTOMER_PHOTOS_TICK_JOB]!.run({ payload: {} } as never, ctx);
    expect(tick?.runAgainAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    await jobs[CUSTOMER_PHOTOS_TICK_JOB]!.run({ payload: {} } as never, ctx);
    const [job] = await queued();
    expect(await queued()).toHaveLength(1);
    expect(job!.kind).toBe(CUSTOMER_PHOTOS_SYNC_JOB);

    await jobs[CUSTOMER_PHOTOS_SYNC_JOB]!.run(job!, ctx);
    await jobs[CUSTOMER_PHOTOS_SYNC_JOB]!.run(job!, ctx);
    const live = (await synced()).filter((r) => r.deleted_at === null);
    expect(live.map((r) => r.external_id?.split('/').at(-1))).toEqual(['a', 'f']);
    await api.db.deleteFrom('jobs').where('dedupe_key', 'like', 'customer-photos:%').execute();
  });
});
