import type { ExportFile } from '@plaudit/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXPORT_TEXTS,
  EXPORT_TIMEOUT_IMPERSONATED_MS,
  EXPORT_TIMEOUT_MS,
  exportFileName,
  exportTimeoutFor,
  outcomeNotice,
  pollExportFile,
} from './export-poller';

const file = (patch: Partial<ExportFile> = {}): ExportFile => ({
  id: 7,
  account_id: 1,
  resource: 'reviews',
  status: 'running',
  status_reason: null,
  file_url: null,
  file_name: null,
  row_count: null,
  created_at: '2025-01-01T00:00:00Z',
  completed_at: null,
  ...patch,
});

/** A GET that answers `running` until `readyAfter` calls, then `final`. */
function fakeGet(readyAfter: number, final: Partial<ExportFile>) {
  let calls = 0;
  const get = vi.fn(async () => {
    calls += 1;
    return calls > readyAfter ? file(final) : file();
  });
  return get;
}

describe('pollExportFile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the file once file_url is present', async () => {
    const get = fakeGet(2, { status: 'done', file_url: '/api/export_files/7/download?token=x' });
    const done = pollExportFile(get, 7, { timeoutMs: EXPORT_TIMEOUT_MS, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(2000);
    const outcome = await done;
    expect(outcome.kind).toBe('ready');
    expect(get).toHaveBeenCalledTimes(3);
    expect(outcomeNotice(outcome as never, { email: 'a@b.test', emailed: true }).message).toBe(
      'Your download has started. A download link will also be sent to a@b.test.',
    );
  });

  it('stops on no_results and on failed', async () => {
    const none = pollExportFile(fakeGet(1, { status: 'no_results' }), 7, { timeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(1000);
    const n = await none;
    expect(n.kind).toBe('no_results');
    expect(outcomeNotice(n as never, { email: null, emailed: true }).message).toBe(
      EXPORT_TEXTS.noResults,
    );
    const failed = await pollExportFile(fakeGet(0, { status: 'failed' }), 7, { timeoutMs: 10_000 });
    expect(outcomeNotice(failed as never, { email: null, emailed: true }).message).toBe(
      'There was an error generating your export.',
    );
    const timedOut = await pollExportFile(
      fakeGet(0, { status: 'failed', status_reason: 'timeout' }),
      7,
      { timeoutMs: 10_000 },
    );
    expect(outcomeNotice(timedOut as never, { email: null, emailed: true }).message).toBe(
      'Your download timed out',
    );
  });

  it('times out after 10 s for a normal session and 60 s when impersonated', async () => {
    expect(exportTimeoutFor({})).toBe(10_000);
    expect(exportTimeoutFor({ isImpersonated: true })).toBe(60_000);
    expect(exportTimeoutFor({ isShadowing: true })).toBe(EXPORT_TIMEOUT_IMPERSONATED_MS);

    const get = fakeGet(Number.POSITIVE_INFINITY, {});
    let settled: unknown = null;
    void pollExportFile(get, 7, { timeoutMs: exportTimeoutFor({}), intervalMs: 1000 }).then(
      (o) => (settled = o),
    );
    await vi.advanceTimersByTimeAsync(9_000);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toMatchObject({ kind: 'timeout' });
    expect(outcomeNotice(settled as never, { email: 'a@b.test', emailed: true }).message).toBe(
      "Your download is taking longer than expected. A download link will be sent to a@b.test when it's ready.",
    );
    expect(outcomeNotice(settled as never, { email: 'a@b.test', emailed: false }).message).toBe(
      'Your download timed out',
    );

    let slow: unknown = null;
    void pollExportFile(fakeGet(Number.POSITIVE_INFINITY, {}), 7, {
      timeoutMs: exportTimeoutFor({ isImpersonated: true }),
    }).then((o) => (slow = o));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(slow).toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(slow).toMatchObject({ kind: 'timeout' });
  });

  it('stops when aborted and rejects when a poll fails', async () => {
    const controller = new AbortController();
    const done = pollExportFile(fakeGet(Number.POSITIVE_INFINITY, {}), 7, {
      timeoutMs: 10_000,
      signal: controller.signal,
    });
    controller.abort();
    expect(await done).toEqual({ kind: 'aborted' });
    await expect(
      pollExportFile(() => Promise.reject(new Error('x')), 7, { timeoutMs: 10_000 }),
    ).rejects.toThrow('x');
  });
});

describe('exportFileName', () => {
  it('is export-{date}.csv', () => {
    expect(exportFileName(new Date(2025, 0, 5, 12))).toBe('export-2025-01-05.csv');
  });
});
