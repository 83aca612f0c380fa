import { type Filters, usePermission } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { ExportProgressStatus, useExportRun } from '../exports/use-export-run';

/**
 * The report's two CSV exports through the export files machinery (progress, notices, the
 * file downloaded when ready): `mta_accounts` (the table with its totals, for the period on
 * screen) and `mta_integrations` (every child integration with its status; needs
 * child_integration read).
 */
export function PartnerReportExports({ filters }: { filters: Filters }) {
  const { can } = usePermission();
  const accounts = useExportRun();
  const integrations = useExportRun();
  if (!can('export', 'create')) return null;
  const busy = accounts.progress !== null || integrations.progress !== null;
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        disabled={busy}
        onClick={() =>
          void accounts.run({
            resource: 'mta_accounts',
            filters: () => ({ start_date: filters.from, end_date: filters.to }),
          })
        }
      >
        Export accounts
      </Button>
      {can('child_integration', 'read') && (
        <Button
          type="button"
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void integrations.run({ resource: 'mta_integrations', filters: () => ({}) })
          }
        >
          Export integrations
        </Button>
      )}
      {accounts.progress && (
        <ExportProgressStatus id="par-export-accounts" progress={accounts.progress} />
      )}
      {integrations.progress && (
        <ExportProgressStatus id="par-export-integrations" progress={integrations.progress} />
      )}
      {accounts.modal}
      {integrations.modal}
    </>
  );
}
