import { errorMessage } from '@plaudit/api-client';
import {
  type DateDescriptor,
  useFilters,
  usePermission,
  useVisualReport,
  useVisualReportData,
} from '@plaudit/hooks';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { formatDate } from '../../lib/format';
import { useBasePath, withBase } from '../../lib/paths';
import { FilterBar } from '../filters/FilterBar';
import {
  ScheduleExportButton,
  ScheduleExportFlyout,
} from '../scheduled-exports/ScheduleExportFlyout';
import { ReportBlock } from './ReportBlocks';
import { ShareReport } from './ShareReport';
import { useReportDownload } from './use-report-download';
import { dateLabel, sharingText, VR_TEXT } from './visual-reports-text';
import './visual-reports.css';
import { Button, buttonClass } from '@plaudit/ui-kit';

/** /visual-reports/:reportId: the report's blocks with real figures; print, download, schedule, share. */
export function VisualReportViewPage() {
  const { reportId } = useParams();
  const report = useVisualReport(reportId);
  usePageTitle(report.data?.name ?? VR_TEXT.title);
  const base = useBasePath();
  if (report.error)
    return (
      <section className="page vr" aria-labelledby="page-title">
        <h1 id="page-title">{VR_TEXT.title}</h1>
        <div className="form-error" role="alert">
          <p>{errorMessage(report.error, VR_TEXT.reportError)}</p>
          <Link className={buttonClass('secondary')} to={withBase(base, '/visual-reports')}>
            {VR_TEXT.back}
          </Link>
        </div>
      </section>
    );
  if (!report.data)
    return (
      <section className="page vr" aria-label="Loading report">
        <div className="card skeleton skeleton--lines" role="status" aria-label="Loading report">
          <span style={{ width: '40%' }} />
          <span />
        </div>
      </section>
    );
  return (
    <ReportView key={report.data.id} report={report.data} onChanged={() => void report.mutate()} />
  );
}

function ReportView({
  report,
  onChanged,
}: {
  report: NonNullable<ReturnType<typeof useVisualReport>['data']>;
  onChanged: () => void;
}) {
  const base = useBasePath();
  const { can } = usePermission();
  const preset = report.date_descriptor as DateDescriptor;
  const { filters } = useFilters({ defaultDateDescriptor: preset });
  const range = { from: filters.from, to: filters.to };
  const data = useVisualReportData(report.id, range);
  const { download, busy } = useReportDownload(report.id, range);
  const [sharing, setSharing] = useState(false);
  const exportAllowed = can('export', 'create');

  return (
    <section className="page vr vr-view" aria-labelledby="page-title">
      <p className="breadcrumb vr-no-print">
        <Link to={withBase(base, '/visual-reports')}>{VR_TEXT.back}</Link>
      </p>
      <header className="page-header">
        <div>
          <h1 id="page-title">{report.name}</h1>
          {report.description && <p className="vr-view__description">{report.description}</p>}
          <p className="vr-view__meta">
            Saved range: {dateLabel(report.date_descriptor)} · {sharingText(report)}
            {data.data
              ? ` · ${formatDate(data.data.period.from)} to ${formatDate(data.data.period.to)}`
              : ''}
            {data.data
              ? [data.data.filters.group, data.data.filters.location, data.data.filters.source]
                  .filter(Boolean)
                  .map((f) => ` · ${f}`)
                  .join('')
              : ''}
          </p>
        </div>
        <div className="button-row vr-no-print">
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          {exportAllowed && (
            <>
              <Button
                type="button"
                variant="secondary"
                disabled={busy !== null}
                onClick={() => void download('pdf')}
              >
                {busy === 'pdf' ? 'Preparing PDF…' : 'Download PDF'}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={busy !== null}
                onClick={() => void download('png')}
              >
                {busy === 'png' ? 'Preparing PNG…' : 'Download PNG'}
              </Button>
            </>
          )}
          <ScheduleExportButton />
          {report.can_edit && can('visual_report', 'update') && (
            <>
              <Button type="button" variant="secondary" onClick={() => setSharing(true)}>
                Share
              </Button>
              <Link
                className={buttonClass('primary')}
                to={withBase(base, `/visual-reports/${report.id}/edit`)}
              >
                Edit
              </Link>
            </>
          )}
        </div>
      </header>
      <div className="vr-no-print">
        <FilterBar label="Report dates" defaultDateDescriptor={preset} controls={[]} />
      </div>
      {data.error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(data.error, VR_TEXT.dataError)}</p>
          <Button type="button" variant="secondary" onClick={() => void data.mutate()}>
            Try again
          </Button>
        </div>
      ) : !data.data ? (
        <div className="vr-blocks" role="status" aria-label="Loading figures">
          {report.blocks.map((b, i) => (
            <div
              key={`${b.kind}-${i}`}
              className="card skeleton skeleton--lines vr-block"
              aria-hidden="true"
            >
              <span style={{ width: '40%' }} />
              <span />
              <span />
            </div>
          ))}
        </div>
      ) : (
        <div className="vr-blocks">
          {data.data.blocks.map((b, i) => (
            <ReportBlock key={`${b.kind}-${i}`} block={b} />
          ))}
        </div>
      )}
      {report.can_edit && (
        <ShareReport
          report={report}
          open={sharing}
          onClose={() => setSharing(false)}
          onSaved={onChanged}
        />
      )}
      <ScheduleExportFlyout
        exportType="visual_report"
        defaultDateDescriptor={preset}
        resourceId={report.id}
        filters={() => ({ report_id: report.id, file_type: 'pdf' })}
      />
    </section>
  );
}
