import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diskStorage, isStorageKey, processSigner, readAll } from './storage';

const dirs: string[] = [];
const store = () => {
  const dir = mkdtempSync(join(tmpdir(), 'plaudit-storage-'));
  dirs.push(dir);
  return { dir, storage: diskStorage(dir, 'exports', processSigner()) };
};
afterEach(() => {
  vi.useRealTimers();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('disk storage', () => {
  it('keeps bytes and streams under their key, streams them back, and deletes them', async () => {
    const { dir, storage } = store();
    expect(await storage.put('7/a.csv', Buffer.from('a,b\r\n'), 'text/csv')).toEqual({ bytes: 5 });
    const big = Buffer.alloc(3 * 1024 * 1024, 'x');
    expect(await storage.put('7/big.csv', Readable.from([big, big]), 'text/csv')).toEqual({
      bytes: 6 * 1024 * 1024,
    });
    expect((await storage.get('7/a.csv'))?.bytes.toString()).toBe('a,b\r\n');
    expect((await storage.get('7/a.csv'))?.contentType).toBe('text/csv; charset=utf-8');
    const s = await storage.stream('7/big.csv');
    expect(s?.size).toBe(6 * 1024 * 1024);
    expect((await readAll(s!.body)).equals(Buffer.concat([big, big]))).toBe(true);
    // No temporary files are left beside the stored ones.
    expect(readdirSync(join(dir, '7')).sort()).toEqual(['a.csv', 'big.csv']);
    await storage.delete('7/a.csv');
    expect(await storage.get('7/a.csv')).toBeNull();
    await storage.delete('7/a.csv');
    expect(await storage.stream('7/missing.csv')).toBeNull();
  });

  it('refuses keys that leave its folder or are not plain segments', async () => {
    const { storage } = store();
    for (const key of [
      '../x.csv',
      '7/../../x.csv',
      '/etc/passwd',
      '7//a.csv',
      '.hidden',
      '7/a b.csv',
    ])
      expect(isStorageKey(key), key).toBe(false);
    await expect(storage.put('../x.csv', Buffer.from('x'), 'text/csv')).rejects.toThrow(
      /Bad storage key/,
    );
    expect(await storage.get('../../etc/passwd')).toBeNull();
    expect(await storage.stream('7/../../x')).toBeNull();
    await expect(storage.signedUrl('../x', { expiresInSeconds: 60 })).rejects.toThrow();
  });

  it('signs links that expire and breaks them when any part is changed', async () => {
    const { storage } = store();
    await storage.put('7/a.csv', Buffer.from('x'), 'text/csv');
    const url = await storage.signedUrl('7/a.csv', {
      expiresInSeconds: 60,
      fileName: 'export-1.csv',
    });
    expect(url).toMatch(
      /^\/api\/storage_files\/exports\/7\/a\.csv\?expires=\d+&signature=[\w-]{43}&name=export-1\.csv$/,
    );
    const q = queryOf(url);
    expect(await storage.verifySignedUrl!('7/a.csv', q)).toBe('ok');
    expect(await storage.verifySignedUrl!('7/b.csv', q)).toBe('invalid');
    expect(await storage.verifySignedUrl!('7/a.csv', { ...q, name: 'other.csv' })).toBe('invalid');
    expect(
      await storage.verifySignedUrl!('7/a.csv', { ...q, expires: String(Number(q.expires) + 1) }),
    ).toBe('invalid');
    expect(await storage.verifySignedUrl!('7/a.csv', { ...q, signature: 'A'.repeat(43) })).toBe(
      'invalid',
    );
    expect(await storage.verifySignedUrl!('7/a.csv', {})).toBe('invalid');
    // Another server's key does not verify.
    const other = diskStorage(store().dir, 'exports', processSigner());
    expect(await other.verifySignedUrl!('7/a.csv', q)).toBe('invalid');
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await storage.verifySignedUrl!('7/a.csv', q)).toBe('expired');
  });
});
