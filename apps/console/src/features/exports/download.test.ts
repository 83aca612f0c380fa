import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadExportFile } from './download';
import { EXPORT_TEXTS } from './export-poller';

/** Records the links the download clicks. */
function watchClicks() {
  const clicked: { href: string; download: string }[] = [];
  const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
  return { clicked, spy };
}

afterEach(() => vi.restoreAllMocks());

describe('downloadExportFile', () => {
  it('saves the file the API streams (disk storage) as export-{date}.csv', async () => {
    const { clicked } = watchClicks();
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const fetcher = vi.fn(
      async () => new Response('a,b\r\n', { headers: { 'content-type': 'text/csv' } }),
    );
    await downloadExportFile('/api/export_files/1/download?token=t', fetcher);
    expect(fetcher).toHaveBeenCalledWith(
      '/api/export_files/1/download?token=t',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(clicked).toEqual([
      { href: 'blob:csv', download: expect.stringMatching(/^export-\d{4}-\d{2}-\d{2}\.csv$/) },
    ]);
  });

  it('opens the presigned URL the API answers for a file in a bucket (S3 storage)', async () => {
    const { clicked } = watchClicks();
    const url = 'https://s3.example.test/bucket/exports/1/export-1.csv?X-Amz-Signature=abc';
    const fetcher = vi.fn(async () => Response.json({ url, file_name: 'export-2026-01-01.csv' }));
    await downloadExportFile('/api/export_files/1/download?token=t', fetcher);
    expect(clicked.map((c) => c.href)).toEqual([url]);
  });

  it('says the download failed for an expired link or an answer without an http(s) URL', async () => {
    watchClicks();
    await expect(
      downloadExportFile(
        '/x',
        vi.fn(async () => new Response('gone', { status: 404 })),
      ),
    ).rejects.toThrow(EXPORT_TEXTS.downloadFailed);
    await expect(
      downloadExportFile(
        '/x',
        vi.fn(async () => Response.json({ url: 'javascript:alert(1)' })),
      ),
    ).rejects.toThrow(EXPORT_TEXTS.downloadFailed);
  });
});
