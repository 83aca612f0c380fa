import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApi } from '../../../test/test-api';

let api: TestApi;
let demoPhotos: typeof import('./demo-photos');
let demoKey: string;
beforeAll(async () => {
  // Counts the drawings while drawing for real. The app is imported anew with the counting
  // module (the other test files of this worker imported it before, without).
  vi.resetModules();
  vi.doMock('./demo-photos', async (original) => {
    const actual = await original<typeof import('./demo-photos')>();
    return { ...actual, drawDemoPhoto: vi.fn(actual.drawDemoPhoto) };
  });
  demoPhotos = await import('./demo-photos');
  const { startTestApi } = await import('../../../test/test-api');
  api = await startTestApi();
  const row = await api.db
    .selectFrom('media')
    .select('storage_key')
    .where('storage_key', 'like', 'demo/%')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  demoKey = row.storage_key;
});
afterAll(async () => {
  await api?.close();
  vi.doUnmock('./demo-photos');
  vi.resetModules();
});

const get = (key: string, headers: Record<string, string> = {}) =>
  fetch(`${api.baseUrl}/api/media/files/${key}`, { headers });

describe('GET /api/media/files/{key}', () => {
  it('draws a seeded demo photo once, then serves its bytes with an ETag and a year of caching', async () => {
    const drawn = vi.mocked(demoPhotos.drawDemoPhoto);
    drawn.mockClear();
    const [first, second] = await Promise.all([get(demoKey), get(demoKey)]);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(second.headers.get('etag')).toBe(etag);
    const bytes = Buffer.from(await first.arrayBuffer());
    const [, w, h] = /-(\d+)x(\d+)\.png$/.exec(demoKey)!;
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: 'png',
      width: Math.min(Number(w), 2400),
      height: Math.min(Number(h), 2400),
    });
    await second.arrayBuffer();
    const third = await get(demoKey);
    expect(Buffer.from(await third.arrayBuffer()).equals(bytes)).toBe(true);
    expect(drawn).toHaveBeenCalledTimes(1);
    // The scene comes from the photo's row: its category and its location's public name.
    const photo = await api.db
      .selectFrom('media as m')
      .leftJoin('media_categories as c', 'c.id', 'm.category_id')
      .innerJoin('locations as l', 'l.id', 'm.location_id')
      .select(['c.code', 'l.public_name'])
      .where('m.storage_key', '=', demoKey)
      .orderBy('m.id')
      .executeTakeFirstOrThrow();
    expect(drawn.mock.calls[0]![1]).toMatchObject({
      category: photo.code ?? null,
      title: photo.public_name,
    });

    const revalidated = await get(demoKey, { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('answers 404 for a demo-looking key no photo refers to, without drawing it', async () => {
    const drawn = vi.mocked(demoPhotos.drawDemoPhoto);
    drawn.mockClear();
    for (const key of ['demo/a1b2c3-2400x2400.png', 'demo/made-up-ffffff-1999x1999.png']) {
      const res = await get(key);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBeTypeOf('string');
    }
    expect(drawn).not.toHaveBeenCalled();
    expect((await get('uploads/1/none.png')).status).toBe(404);
  });
});
