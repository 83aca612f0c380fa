import type { ExportFile } from '@plaudit/api-client';
import { errorMessage } from '@plaudit/api-client';
import { useApi } from '@plaudit/hooks';
import { Button, buttonClass } from '@plaudit/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { downloadExportFile } from '../exports/download';
import {
  EXPORT_POLL_INTERVAL_MS,
  EXPORT_TEXTS,
  EXPORT_TIMEOUT_IMPERSONATED_MS,
  exportFileName,
  pollExportFile,
} from '../exports/export-poller';

type State =
  | { kind: 'waiting' }
  | { kind: 'downloading' }
  | { kind: 'done'; file: ExportFile }
  | { kind: 'message'; text: string; retry?: boolean };

/**
 * /file-downloads/:fileId, the page an e-mailed export link opens: waits for the file (the
 * long time-out, the user asked for it by mail), then downloads it as export-{date}.csv.
 */
export function FileDownloadPage() {
  usePageTitle('File Download');
  const { fileId } = useParams();
  const { api } = useApi();
  const base = useBasePath();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  const [attempt, setAttempt] = useState(0);

  const id = Number(fileId);
  const start = useCallback(
    async (signal: AbortSignal) => {
      if (!Number.isInteger(id) || id <= 0) {
        setState({ kind: 'message', text: EXPORT_TEXTS.downloadFailed });
        return;
      }
      setState({ kind: 'waiting' });
      try {
        const outcome = await pollExportFile((i) => api.exportFiles.get(i), id, {
          timeoutMs: EXPORT_TIMEOUT_IMPERSONATED_MS,
          intervalMs: EXPORT_POLL_INTERVAL_MS,
          signal,
        });
        if (outcome.kind === 'aborted') return;
        if (outcome.kind === 'ready' && outcome.file.file_url) {
          setState({ kind: 'downloading' });
          await downloadExportFile(outcome.file.file_url);
          setState({ kind: 'done', file: outcome.file });
        } else if (outcome.kind === 'no_results')
          setState({ kind: 'message', text: EXPORT_TEXTS.noResults });
        else if (outcome.kind === 'timeout')
          setState({ kind: 'message', text: EXPORT_TEXTS.timedOut, retry: true });
        else if (outcome.kind === 'failed')
          setState({
            kind: 'message',
            text:
              outcome.file.status_reason === 'timeout'
                ? EXPORT_TEXTS.timedOut
                : EXPORT_TEXTS.failed,
          });
      } catch (err) {
        if (signal.aborted) return;
        setState({
          kind: 'message',
          text: errorMessage(err, EXPORT_TEXTS.downloadFailed),
          retry: true,
        });
      }
    },
    [api, id],
  );

  useEffect(() => {
    const controller = new AbortController();
    void start(controller.signal);
    return () => controller.abort();
  }, [start, attempt]);

  return (
    <section className="page empty-state" aria-labelledby="page-title">
      <h1 id="page-title">File Download</h1>
      <div role="status" aria-live="polite">
        {state.kind === 'waiting' && (
          <p className="page-loading">
            <span className="spinner" aria-hidden="true" /> Preparing your file…
          </p>
        )}
        {state.kind === 'downloading' && <p>Your download has started.</p>}
        {state.kind === 'done' && (
          <p>
            Your file {exportFileName()} has been downloaded
            {state.file.row_count != null ? ` (${state.file.row_count} rows)` : ''}.
          </p>
        )}
      </div>
      {state.kind === 'message' && (
        <p className="form-error" role="alert">
          {state.text}
        </p>
      )}
      <p className="button-row">
        {(state.kind === 'done' || (state.kind === 'message' && state.retry)) && (
          <Button type="button" variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
            Download again
          </Button>
        )}
        <Link className={buttonClass('secondary')} to={withBase(base, '/dashboard')}>
          Back to Dashboard
        </Link>
      </p>
    </section>
  );
}
