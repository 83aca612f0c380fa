import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test/fake-s3';
import { readAll } from './storage';
import { s3Client, s3Storage } from './storage-s3';

const creds = { bucket: 'plaudit-test', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret-test' };
let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3(creds);
});
afterAll(() => fake.close());

const client = (secretAccessKey = creds.secretAccessKey) =>
  s3Client({
    endpoint: fake.url,
    region: 'eu-west-1',
    bucket: creds.bucket,
    accessKeyId: creds.accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
  });

describe('S3 storage through a fake S3 service', () => {
  it('puts, gets, streams and deletes objects under its prefix, signed with SigV4', async () => {
    const storage = s3Storage(client(), creds.bucket, 'exports/');
    fake.requests.length = 0;
    expect(await storage.put('7/a.csv', Buffer.from('a,b\r\n'), 'text/csv; charset=utf-8')).toEqual(
      {
        bytes: 5,
      },
    );
    expect(fake.objects.get('exports/7/a.csv')?.bytes.toString()).toBe('a,b\r\n');
    expect(fake.requests[0]).toBe('PUT /plaudit-test/exports/7/a.csv?x-id=PutObject');
    const got = await storage.get('7/a.csv');
    expect(got).toEqual({ bytes: Buffer.from('a,b\r\n'), contentType: 'text/csv; charset=utf-8' });
    const s = await storage.stream('7/a.csv');
    expect(s?.size).toBe(5);
    expect((await readAll(s!.body)).toString()).toBe('a,b\r\n');
    expect(await storage.get('7/missing.csv')).toBeNull();
    expect(await storage.stream('7/missing.csv')).toBeNull();
    await storage.delete('7/a.csv');
    expect(fake.objects.has('exports/7/a.csv')).toBe(false);
    expect(await storage.get('../x')).toBeNull();
  });

  it('uploads a large stream in parts (multipart upload) without holding it whole', async () => {
    const storage = s3Storage(client(), creds.bucket, 'exports/');
    fake.requests.length = 0;
    const part = Buffer.alloc(1024 * 1024, 'y');
    const chunks = Array.from({ length: 20 }, (_, i) =>
      Buffer.concat([part, Buffer.from(String(i))]),
    );
    const expected = Buffer.concat(chunks);
    const { bytes } = await storage.put('7/big.csv', Readable.from(chunks), 'text/csv');
    expect(bytes).toBe(expected.length);
    expect(fake.objects.get('exports/7/big.csv')?.bytes.equals(expected)).toBe(true);
    const kinds = fake.requests.map((r) => r.replace(/uploadId=[^&]+/, 'uploadId=U'));
    expect(kinds[0]).toMatch(/^POST \/plaudit-test\/exports\/7\/big\.csv\?uploads/);
    expect(kinds.filter((r) => /^PUT .*partNumber=\d+/.test(r))).toHaveLength(3);
    expect(kinds.at(-1)).toMatch(/^POST .*uploadId=U/);
  });

  it('presigns GET URLs that download the file until they expire', async () => {
    const storage = s3Storage(client(), creds.bucket, 'exports/');
    await storage.put('7/s.csv', Buffer.from('x,y\r\n'), 'text/csv');
    const url = await storage.signedUrl('7/s.csv', {
      expiresInSeconds: 300,
      fileName: 'export-2026-01-01.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe(`${fake.url}/plaudit-test/exports/7/s.csv`);
    expect(u.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(u.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(u.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="export-2026-01-01.csv"',
    );
    expect(await res.text()).toBe('x,y\r\n');
    // A changed URL is refused.
    const tampered = url.replace('exports/7/s.csv', 'exports/7/t.csv');
    expect((await fetch(tampered)).status).toBe(403);
  });

  it('fails when the secret is wrong (the fake checks the signature)', async () => {
    const storage = s3Storage(client('wrong'), creds.bucket, 'media/');
    await expect(storage.put('uploads/1/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect(fake.objects.has('media/uploads/1/a.png')).toBe(false);
  });
});
