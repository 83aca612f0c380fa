import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeOutboxFile } from './write-outbox-file';

describe('writeOutboxFile', () => {
  it('leaves only whole .json files, one per message, in the order they were sent', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'mail');
    const text = 'x'.repeat(200_000);
    const names = await Promise.all(
      [1, 2, 3].map((i) => writeOutboxFile(dir, { to: [`p${i}@example.com`], text })),
    );
    const files = readdirSync(dir).sort();
    expect(files).toEqual([...names].sort());
    expect(files.every((f) => f.endsWith('.json'))).toBe(true);
    const mails = files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
    expect(mails.map((m) => m.to[0])).toEqual([
      'p1@example.com',
      'p2@example.com',
      'p3@example.com',
    ]);
    expect(mails.every((m) => m.text === text)).toBe(true);
  });
});
