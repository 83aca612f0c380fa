import type { ExportFile } from '@plaudit/api-client';
import { format } from 'date-fns';

/** Spec 1 section 9: how long the console waits for an export before handing over to e-mail. */
export const EXPORT_TIMEOUT_MS = 10_000;
/** ...and when the session is impersonated or shadowing (no e-mail is sent then). */
export const EXPORT_TIMEOUT_IMPERSONATED_MS = 60_000;
/** The spec does not give the polling interval; one second keeps the wait short and cheap. */
export const EXPORT_POLL_INTERVAL_MS = 1_000;

/** Spec 1 section 8, verbatim ({email} is filled in by `exportNotice`). */
export const EXPORT_TEXTS = {
  started: 'Your download has started. A download link will also be sent to {email}.',
  slow: "Your download is taking longer than expected. A download link will be sent to {email} when it's ready.",
  noResults: 'There was no export data found',
  timedOut: 'Your download timed out',
  failed: 'There was an error generating your export.',
  downloadFailed: 'There was an issue downloading your file.',
  initiateFailed: 'An unexpected error occurred while initiating download',
  trial: "Exporting isn't allowed for trial users",
} as const;

export type ExportOutcome =
  | { kind: 'ready'; file: ExportFile }
  | { kind: 'no_results'; file: ExportFile }
  | { kind: 'failed'; file: ExportFile }
  | { kind: 'timeout'; file: ExportFile | null }
  | { kind: 'aborted' };

export type PollOptions = {
  timeoutMs: number;
  intervalMs?: number;
  signal?: AbortSignal;
  /** Called after each answer (to show progress). */
  onProgress?: (file: ExportFile, elapsedMs: number) => void;
};

/** The export time-out of spec 1 section 9 for this session. */
export function exportTimeoutFor(auth: { isImpersonated?: boolean; isShadowing?: boolean }) {
  return auth.isImpersonated || auth.isShadowing
    ? EXPORT_TIMEOUT_IMPERSONATED_MS
    : EXPORT_TIMEOUT_MS;
}

/** The outcome an export-file answer settles, or null while it is still queued or running. */
export function settledOutcome(file: ExportFile): ExportOutcome | null {
  if (file.file_url) return { kind: 'ready', file };
  if (file.status === 'no_results') return { kind: 'no_results', file };
  if (file.status === 'failed') return { kind: 'failed', file };
  return null;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<boolean>((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Spec 1 section 4 (Export): polls GET /export_files/{id} until `file_url` is present, the
 * status is no_results or failed, or the time-out passes. A failing GET rejects.
 */
export async function pollExportFile(
  get: (id: number) => Promise<ExportFile>,
  id: number,
  { timeoutMs, intervalMs = EXPORT_POLL_INTERVAL_MS, signal, onProgress }: PollOptions,
): Promise<ExportOutcome> {
  const started = Date.now();
  let last: ExportFile | null = null;
  for (;;) {
    if (signal?.aborted) return { kind: 'aborted' };
    last = await get(id);
    if (signal?.aborted) return { kind: 'aborted' };
    const elapsed = Date.now() - started;
    onProgress?.(last, elapsed);
    const settled = settledOutcome(last);
    if (settled) return settled;
    if (elapsed >= timeoutMs) return { kind: 'timeout', file: last };
    const wait = Math.min(intervalMs, timeoutMs - elapsed);
    if (!(await sleep(wait, signal))) return { kind: 'aborted' };
  }
}

/** `export-{YYYY-MM-DD}.csv` (spec 1 section 8), the day of the download in local time. */
export function exportFileName(date = new Date()): string {
  return `export-${format(date, 'yyyy-MM-dd')}.csv`;
}

/** A notice text with the user's e-mail filled in. */
export function exportNotice(text: string, email: string | null | undefined): string {
  return text.replace('{email}', email || 'your email address');
}

/**
 * What the user is told once an export settled. `emailed` is false for impersonated and
 * shadowing sessions: the server sends them no e-mail, so no notice promises one.
 */
export function outcomeNotice(
  outcome: Exclude<ExportOutcome, { kind: 'aborted' }>,
  { email, emailed }: { email: string | null | undefined; emailed: boolean },
): { level: 'success' | 'info' | 'alert'; message: string } {
  switch (outcome.kind) {
    case 'ready':
      return {
        level: 'success',
        message: emailed
          ? exportNotice(EXPORT_TEXTS.started, email)
          : EXPORT_TEXTS.started.split('. ')[0] + '.',
      };
    case 'no_results':
      return { level: 'info', message: EXPORT_TEXTS.noResults };
    case 'failed':
      return {
        level: 'alert',
        message:
          outcome.file.status_reason === 'timeout' ? EXPORT_TEXTS.timedOut : EXPORT_TEXTS.failed,
      };
    case 'timeout':
      return emailed
        ? { level: 'info', message: exportNotice(EXPORT_TEXTS.slow, email) }
        : { level: 'alert', message: EXPORT_TEXTS.timedOut };
  }
}
