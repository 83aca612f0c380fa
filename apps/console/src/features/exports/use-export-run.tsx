import { isApiError } from '@plaudit/api-client';
import type { ExportableResource } from '@plaudit/api-client/schemas';
import { toast, useAccount, useApi, usePermission, useSession } from '@plaudit/hooks';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { downloadExportFile } from './download';
import { EXPORT_TEXTS, exportTimeoutFor, outcomeNotice, pollExportFile } from './export-poller';
import { TrialUpsellModal } from './TrialUpsellModal';

export type ExportRequest = {
  resource: ExportableResource;
  /** The screen's list filters, read when the user clicks (as the API names them). */
  filters: () => Record<string, unknown>;
  resourceId?: number | null;
};

export type ExportProgress = { elapsed: number; timeout: number };

/** Whether this session is a trial whose exports are blocked (spec 1 section 6). */
export function useTrialExportBlocked(): boolean {
  const status = useSession((s) => s.auth.status);
  const { data: account } = useAccount();
  const { hasSetting } = usePermission();
  const trial = status === 'trial' || account?.status === 'trial';
  return trial && !hasSetting('trial_export');
}

/**
 * The export flow of the report screens: POST /export_files, poll until the file is ready,
 * then download it as export-{date}.csv, with the notices of spec 1 section 8. Trial
 * sessions without trial_export get the upsell modal instead (`upsell()` opens it for
 * other trial-gated downloads). Render `modal` once.
 */
export function useExportRun() {
  const { api } = useApi();
  const auth = useSession((s) => s.auth);
  const blocked = useTrialExportBlocked();
  const [upsellOpen, setUpsellOpen] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const emailed = !(auth.isImpersonated || auth.isShadowing);

  const run = async ({ resource, filters, resourceId }: ExportRequest) => {
    if (blocked) {
      setUpsellOpen(true);
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
          setUpsellOpen(true);
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

  const modal: ReactNode = (
    <TrialUpsellModal open={upsellOpen} onClose={() => setUpsellOpen(false)} />
  );
  return { run, progress, blocked, upsell: () => setUpsellOpen(true), modal };
}

/** The progress line shown while an export is prepared. */
export function ExportProgressStatus({ id, progress }: { id: string; progress: ExportProgress }) {
  return (
    <span className="export-control__progress" id={id} role="status">
      <progress
        max={progress.timeout}
        value={Math.min(progress.elapsed, progress.timeout)}
        aria-label="Export progress"
      />
      Preparing your export…
    </span>
  );
}
