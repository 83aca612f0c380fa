import { usePermission } from '@plaudit/hooks';
import { ExportProgressStatus, type ExportRequest, useExportRun } from './use-export-run';
import './exports.css';
import { Button } from '@plaudit/ui-kit';

export { useTrialExportBlocked } from './use-export-run';

export type ExportControlProps = ExportRequest & { label?: string };

/**
 * The export control of the report screens: POST /export_files, poll until the file is
 * ready, then download it as export-{date}.csv, with the notices of spec 1 section 8.
 */
export function ExportControl({ label = 'Export', ...request }: ExportControlProps) {
  const { can } = usePermission();
  const { run, progress, modal } = useExportRun();
  if (!can('export', 'create')) return null;
  const busy = progress !== null;
  return (
    <div className="export-control">
      <Button
        type="button"
        variant="secondary"
        onClick={() => void run(request)}
        disabled={busy}
        aria-describedby={busy ? 'export-progress' : undefined}
      >
        {busy ? 'Exporting…' : label}
      </Button>
      {busy && <ExportProgressStatus id="export-progress" progress={progress} />}
      {modal}
    </div>
  );
}
