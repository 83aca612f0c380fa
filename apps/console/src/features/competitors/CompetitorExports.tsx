import type { CompetitorCsvInput } from '@plaudit/api-client';
import { type Filters, toast, useApi, usePermission } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { DownloadCsvButton } from '../exports/DownloadCsvButton';
import { saveBlob } from '../exports/download';
import { useExportRun } from '../exports/use-export-run';
import { exportFilters, reportQuery } from './competitors-format';

const CSV_ERROR = 'There was an issue downloading your file.';

/**
 * Export of the competitor locations (the Competitor Locations export): with the
 * async_file_download setting a server export (progress, notices, e-mailed link), otherwise
 * the CSV of /export/csv/intel/locations at once; trial accounts get the upsell.
 */
export function CompetitorLocationsExport({ filters }: { filters: Filters }) {
  const { api } = useApi();
  const save = async () => {
    try {
      saveBlob(
        await api.competitorsIntel.locationsCsv(reportQuery(filters) as CompetitorCsvInput),
        'competitor-locations.csv',
      );
    } catch (err) {
      toast.error(err, CSV_ERROR);
    }
  };
  return (
    <DownloadCsvButton
      label="Export"
      save={save}
      request={{ resource: 'competitors_overview', filters: () => exportFilters(filters, true) }}
    />
  );
}

/** The overview's own CSVs: the months and the experience categories per location. */
export function CompetitorOverviewDownloads({ filters }: { filters: Filters }) {
  const { api } = useApi();
  const { can } = usePermission();
  const { blocked, upsell, modal } = useExportRun();
  if (!can('export', 'create')) return null;
  const download = async (kind: 'timeseries' | 'categories') => {
    if (blocked) {
      upsell();
      return;
    }
    const q = reportQuery(filters) as CompetitorCsvInput;
    try {
      if (kind === 'timeseries')
        saveBlob(await api.competitorsIntel.timeseriesCsv(q), 'competitor-months.csv');
      else saveBlob(await api.competitorsIntel.tagsOverviewCsv(q), 'competitor-categories.csv');
    } catch (err) {
      toast.error(err, CSV_ERROR);
    }
  };
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => void download('timeseries')}>
        Monthly CSV
      </Button>
      <Button type="button" variant="secondary" onClick={() => void download('categories')}>
        Categories CSV
      </Button>
      {modal}
    </>
  );
}
