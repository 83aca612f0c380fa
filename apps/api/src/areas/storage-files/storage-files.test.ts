import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExportFile, Session } from '@plaudit/api-client/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/fake-s3';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { createLocationProviders } from '../../providers/location-providers';
import { storageOf } from '../../providers/storage-of';
import { s3Client, s3Storage } from '../../providers/storage-s3';

const FILTERS = { published_after: '2026-01-01', published_before: '2026-03-31' };
const BLOB_QUERY = 'published_after=2026-01-01&published_before=2026-03-31';

/** Asks for a reviews export, runs the worker, and returns the finished export file. */
async function exportReviews(api: TestApi, session: Session): Promise<ExportFile> {
  const res = await api.request(`/api/export_files/${session.account_id}`, {
    method: 'POST',
    auth: session,
    json: { resource: 'reviews', filters: FILTERS, file_type: 'csv', send_email: false },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const created = (await res.json()) as ExportFile;
  await api.runJobs();
  const done = (await (
    await api.request(`/api/export_files/${created.id}`, { auth: session })
  ).json()) as ExportFile;
  expect(done.status).toBe('done');
  return done;
}

/** The same rows streamed straight from the database (GET /export/csv/reviews). */
async function blobCsv(api: TestApi, session: Session) {
  const res = await api.request(`/api/export/csv/reviews?${BLOB_QUERY}`, { auth: session });
  expect(res.status).toBe(200);
  return res.text();
}

async function filePathOf(api: TestApi, id: number) {
  const row = await api.db
    .selectFrom('export_files')
    .select('file_path')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.file_path!;
}

describe('files on disk (the default)', () => {
  let api: TestApi;
  let admin: Session;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.login('admin@demo.test');
  });
  afterAll(() => api.close());

  it('serves an export through its signed links, and refuses changed, expired or unknown ones', async () => {
    const done = await exportReviews(api, admin);
    const viaToken = await api.request(done.file_url!);
    expect(viaToken.status).toBe(200);
    const csv = await viaToken.text();
    expect(csv).toBe(await blobCsv(api, admin));
    expect(csv.split('\r\n').length).toBeGreaterThan(20);

    // The store's own signed API link (HMAC, expiry) streams the same file.
    const storage = storageOf(api.deps, 'exports');
    const key = await filePathOf(api, done.id);
    const url = await storage.signedUrl(key, { expiresInSeconds: 60, fileName: 'export-x.csv' });
    expect(url).toMatch(/^\/api\/storage_files\/exports\//);
    const res = await api.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="export-x.csv"');
    expect(await res.text()).toBe(csv);

    const status = async (path: string) => (await api.request(path)).status;
    expect(await status(url.replace('signature=', 'signature=A'))).toBe(403);
    expect(await status(url.replace('name=export-x.csv', 'name=other.csv'))).toBe(403);
    expect(await status(url.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 60}`))).toBe(
      403,
    );
    expect(await status(url.replace(/\?.*$/, ''))).toBe(403);
    expect(await status(url.replace('/storage_files/exports/', '/storage_files/media/'))).toBe(403);
    expect(await status(url.replace('/storage_files/exports/', '/storage_files/other/'))).toBe(404);
    expect(
      await status('/api/storage_files/exports/..%2F..%2Fetc%2Fpasswd?expires=1&signature=x'),
    ).toBe(404);
    const expired = await storage.signedUrl(key, { expiresInSeconds: 1 });
    vi.useFakeTimers({ now: Date.now() + 5_000, toFake: ['Date'] });
    try {
      expect(await status(expired)).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    // A file that is gone: 404, through both links.
    await storage.delete(key);
    expect(await status(url)).toBe(404);
    expect(await status(done.file_url!)).toBe(404);
  });
});

describe('files in an S3-compatible bucket (STORAGE=s3)', () => {
  const creds = { bucket: 'plaudit', accessKeyId: 'AKIDAPI', secretAccessKey: 'api-secret' };
  let fake: FakeS3;
  let api: TestApi;
  let admin: Session;
  const mediaDir = mkdtempSync(join(tmpdir(), 'plaudit-media-s3-'));
  beforeAll(async () => {
    fake = await startFakeS3(creds);
    const client = s3Client({
      endpoint: fake.url,
      region: 'us-east-1',
      ...creds,
      forcePathStyle: true,
    });
    const storage = {
      exports: s3Storage(client, creds.bucket, 'exports/'),
      media: s3Storage(client, creds.bucket, 'media/'),
    };
    api = await startTestApi({
      providers: { storage, locations: createLocationProviders(mediaDir, {}, storage.media) },
    });
    admin = await api.login('admin@demo.test');
  });
  afterAll(async () => {
    await api.close();
    await fake.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('uploads the export to the bucket and redirects its download to a presigned URL', async () => {
    const done = await exportReviews(api, admin);
    const key = await filePathOf(api, done.id);
    expect(fake.objects.has(`exports/${key}`)).toBe(true);
    const res = await api.request(done.file_url!, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${fake.url}/plaudit/exports/${key}?`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(await file.text()).toBe(await blobCsv(api, admin));
    // The console asks for the URL as JSON (a cross-origin redirect would need CORS).
    const asJson = await api.request(done.file_url!, { headers: { accept: 'application/json' } });
    expect(asJson.status).toBe(200);
    const body = (await asJson.json()) as { url: string; file_name: string };
    expect(body.url.startsWith(`${fake.url}/plaudit/exports/${key}?`)).toBe(true);
    expect(body.file_name).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
    // A forged link is still a 404, without touching the bucket.
    const forged = done.file_url!.replace(/token=.*/, `token=1.${'A'.repeat(43)}`);
    expect((await api.request(forged, { redirect: 'manual' })).status).toBe(404);
  });

  it('keeps an uploaded photo in the bucket and serves it back', async () => {
    const png = await sharp(randomBytes(300 * 300 * 3), {
      raw: { width: 300, height: 300, channels: 3 },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file_upload', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const res = await api.request('/api/upload', { method: 'POST', body: form, auth: admin });
    expect(res.status, await res.clone().text()).toBe(201);
    const { s3_path, url } = (await res.json()) as { s3_path: string; url: string };
    expect(fake.objects.get(`media/${s3_path}`)?.bytes.equals(png)).toBe(true);
    const served = await api.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });
});
