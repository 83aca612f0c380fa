import { isApiError } from '@plaudit/api-client';
import type { ExportableResource } from '@plaudit/api-client/schemas';
import { toast, useAccount, useApi, usePermission, useSession } from '@plaudit/hooks';
import { useEffect, useRef, useState } from 'react';
import { downloadExportFile } from './download';
import { EXPORT_TEXTS, exportTimeoutFor, outcomeNotice, pollExportFile } from './export-poller';
import { TrialUpsellModal } from './TrialUpsellModal';
import './exports.css';

export type ExportControlProps = {
  resource: ExportableResource;
  /** The screen's list filters, read when the user clicks (as the API names them). */
  filters: () => Record<string, unknown>;
  resourceId?: number | null;
  label?: string;
};

/** Whether this session is a trial whose exports are blocked (spec 1 section 6). */
export function useTrialExportBlocked(): boolean {
  const status = useSession((s) => s.auth.status);
  const { data: account } = useAccount();
  const { hasSetting } = usePermission();
  const trial = status === 'trial' || account?.status === 'trial';
  return trial && !hasSetting('trial_export');
}

type Progress = { elapsed: number; timeout: number };

/**
 * The export control of the report screens: POST /export_files, poll until the file is
 * ready, then download it as export-{date}.csv, with the notices of spec 1 section 8.
 */
export function ExportControl({
  resource,
  filters,
  resourceId,
  label = 'Export',
}: ExportControlProps) {
  const { api } = useApi();
  const auth = useSession((s) => s.auth);
  const { can } = usePermission();
  const blocked = useTrialExportBlocked();
  const [upsell, setUpsell] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  if (!can('export', 'create')) return null;
  const emailed = !(auth.isImpersonated || auth.isShadowing);

  const run = async () => {
    if (blocked) {
      setUpsell(true);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    const timeout = exportTimeoutFor(auth);
    setProgress({ elapsed: 0, timeout });
    try {
      let created: Awaited<ReturnType<typeof api.exportFiles.create>>;
      try {
        created = await api.exportFiles.create(auth.account_id as number, {
          resource,
          filters: filters(),
          resource_id: resourceId ?? null,
          send_email: emailed,
        });
      } catch (err) {
        if (isApiError(err) && err.status === 403 && err.message === EXPORT_TEXTS.trial) {
          setUpsell(true);
          return;
        }
        if (!(isApiError(err) && err.status === 401)) toast.alert(EXPORT_TEXTS.initiateFailed);
        return;
      }
      let outcome: Awaited<ReturnType<typeof pollExportFile>>;
      try {
        outcome = await pollExportFile((id) => api.exportFiles.get(id), created.id, {
          timeoutMs: timeout,
          signal: controller.signal,
          onProgress: (_file, elapsed) => setProgress({ elapsed, timeout }),
        });
      } catch {
        toast.alert(EXPORT_TEXTS.failed);
        return;
      }
      if (outcome.kind === 'aborted') return;
      if (outcome.kind === 'ready' && outcome.file.file_url) {
        try {
          await downloadExportFile(outcome.file.file_url);
        } catch {
          toast.alert(EXPORT_TEXTS.downloadFailed);
          return;
        }
      }
      const notice = outcomeNotice(outcome, { email: auth.email, emailed });
      toast[notice.level](notice.message, notice.level === 'success' ? 5000 : undefined);
    } finally {
      if (abort.current === controller) abort.current = null;
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <div className="export-control">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void run()}
        disabled={busy}
        aria-describedby={busy ? 'export-progress' : undefined}
      >
        {busy ? 'Exporting…' : label}
      </button>
      {busy && (
        <span className="export-control__progress" id="export-progress" role="status">
          <progress
            max={progress.timeout}
            value={Math.min(progress.elapsed, progress.timeout)}
            aria-label="Export progress"
          />
          Preparing your export…
        </span>
      )}
      <TrialUpsellModal open={upsell} onClose={() => setUpsell(false)} />
    </div>
  );
}
