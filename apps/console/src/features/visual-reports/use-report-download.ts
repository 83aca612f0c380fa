import { isApiError, type VisualReportFileType } from '@plaudit/api-client';
import { toast, useApi, useSession } from '@plaudit/hooks';
import { useEffect, useRef, useState } from 'react';
import { saveBlob } from '../exports/download';
import { EXPORT_TEXTS, exportTimeoutFor, pollExportFile } from '../exports/export-poller';
import { useTrialExportBlocked } from '../exports/use-export-run';

/**
 * Download PDF / PNG: a visual_report export (POST /export_files with file_type), polled like
 * the CSV exports and saved under the server's name ({report name}-{date}.pdf). No e-mail: the user is
 * waiting for the file on screen (a scheduled export is the way to mail it).
 */
export function useReportDownload(reportId: number, range: { from?: string; to?: string }) {
  const { api } = useApi();
  const auth = useSession((s) => s.auth);
  const blocked = useTrialExportBlocked();
  const [busy, setBusy] = useState<VisualReportFileType | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const download = async (type: VisualReportFileType) => {
    if (blocked) {
      toast.alert(EXPORT_TEXTS.trial);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setBusy(type);
    try {
      const created = await api.exportFiles.create(auth.account_id as number, {
        resource: 'visual_report',
        resource_id: reportId,
        file_type: type,
        filters: { report_id: reportId, file_type: type, ...range },
        send_email: false,
      });
      const outcome = await pollExportFile((id) => api.exportFiles.get(id), created.id, {
        timeoutMs: Math.max(30_000, exportTimeoutFor(auth)),
        signal: controller.signal,
      });
      if (outcome.kind === 'aborted') return;
      if (outcome.kind !== 'ready' || !outcome.file.file_url) {
        toast.alert(outcome.kind === 'timeout' ? EXPORT_TEXTS.timedOut : EXPORT_TEXTS.failed);
        return;
      }
      const res = await fetch(outcome.file.file_url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(EXPORT_TEXTS.downloadFailed);
      saveBlob(await res.blob(), outcome.file.file_name ?? `report.${type}`);
      toast.success(`Your ${type.toUpperCase()} has been downloaded.`, 5000);
    } catch (err) {
      if (isApiError(err) && err.status === 401) return;
      toast.error(err, EXPORT_TEXTS.downloadFailed);
    } finally {
      if (abort.current === controller) abort.current = null;
      setBusy(null);
    }
  };
  return { download, busy };
}
