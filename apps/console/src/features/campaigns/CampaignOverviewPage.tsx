import { type CampaignReportRow, errorMessage, FEEDBACK_TYPES } from '@plaudit/api-client';
import {
  metricsFiltersToQuery,
  toastError,
  useApi,
  useCampaignOverviewReport,
  useCampaignReports,
  useFilters,
  useSession,
} from '@plaudit/hooks';
import { Button, Table, type TableColumn } from '@plaudit/ui-kit';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { NpsCard } from '../dashboard/NpsCard';
import { saveBlob } from '../exports/download';
import { FilterBar } from '../filters/FilterBar';
import { formatDateTime } from '../reviews/review-helpers';
import { ActivityChart } from './ActivityChart';
import { FEEDBACK_TEXT } from './campaign-texts';
import { ScoreBars } from './ScoreBars';
import './campaigns.css';

const pct = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '—');

/**
 * /request-reviews/overview: what the ask tool did over the shared filters (period, group,
 * location): sent, delivered, opened, clicked, answered, review-site clicks, NPS and the score
 * distributions, requests and answers per day, and each campaign's figures.
 */
export function CampaignOverviewPage() {
  usePageTitle('Campaign Overview');
  const base = useBasePath();
  const { api } = useApi();
  const accountId = useSession((s) => s.auth.account_id);
  const { filters } = useFilters({ defaultDateDescriptor: 'thirtyDays' });
  const { source_id: _source, ...query } = metricsFiltersToQuery(filters);
  const report = useCampaignOverviewReport(accountId, query);
  const rows = useCampaignReports(accountId, { ...query, per_page: 100 });
  const r = report.data;
  const t = r?.totals;

  const columns: TableColumn<CampaignReportRow>[] = [
    {
      key: 'name',
      header: 'Campaign',
      rowHeader: true,
      cell: (c) => (
        <Link to={withBase(base, `/request-reviews/microsurveys/${c.id}/summaries`)}>{c.name}</Link>
      ),
    },
    { key: 'location_name', header: 'Location' },
    { key: 'sent_at', header: 'Sent', cell: (c) => formatDateTime(c.sent_at) },
    { key: 'sent', header: 'Requests', align: 'right' },
    { key: 'opened', header: 'Opened', align: 'right', cell: (c) => pct(c.opened, c.sent) },
    { key: 'responded', header: 'Answered', align: 'right', cell: (c) => pct(c.responded, c.sent) },
    { key: 'review_site_clicks', header: 'Review-site clicks', align: 'right' },
    {
      key: 'score',
      header: 'Score',
      align: 'right',
      cell: (c) => (c.nps != null ? `NPS ${c.nps}` : (c.average_score ?? '—')),
    },
  ];

  const exportCsv = async () => {
    try {
      saveBlob(await api.campaigns.exportCsv({ ...query, per_page: 100 }), 'campaigns.csv');
    } catch (err) {
      toastError(err, 'The campaigns could not be downloaded.');
    }
  };

  return (
    <section className="page campaigns" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/request-reviews')}>Back to Ask Tool</Link>
      </p>
      <header className="page-header">
        <h1 id="page-title">Campaign Overview</h1>
        <Button type="button" variant="secondary" onClick={exportCsv}>
          Download CSV
        </Button>
      </header>
      <FilterBar
        label="Campaign filters"
        defaultDateDescriptor="thirtyDays"
        controls={['group', 'location']}
      />
      {report.error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(report.error, 'The overview could not be loaded.')}</p>
          <Button type="button" variant="secondary" onClick={() => void report.mutate()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="campaign-figures" aria-busy={!r}>
          {(
            [
              ['Sent', t?.sent],
              ['Delivered', t?.delivered],
              ['Opened', t?.opened],
              ['Clicked', t?.clicked],
              ['Answered', t?.responded],
              ['All answers', t?.responses],
              ['Review-site clicks', t?.review_site_clicks],
              ['NPS', r ? (r.nps ?? '—') : undefined],
            ] as const
          ).map(([label, value]) => (
            <section key={label} className="card" aria-label={label}>
              <h2>{label}</h2>
              {value === undefined ? (
                <p className="skeleton" aria-hidden="true">
                  <span style={{ width: '3em' }} />
                </p>
              ) : (
                <p>{typeof value === 'number' ? value.toLocaleString() : value}</p>
              )}
            </section>
          ))}
        </div>
      )}
      <NpsCard query={query} />
      {r && (
        <>
          <section className="card" aria-labelledby="activity-title">
            <h2 id="activity-title">Activity</h2>
            <ActivityChart timeline={r.timeline} />
          </section>
          <div className="campaign-charts">
            {FEEDBACK_TYPES.filter((type) => r.distributions[type].some((d) => d.count)).map(
              (type) => (
                <section key={type} className="card" aria-labelledby={`dist-${type}`}>
                  <h2 id={`dist-${type}`}>{FEEDBACK_TEXT[type]}</h2>
                  <ScoreBars
                    label={`${FEEDBACK_TEXT[type]} answers`}
                    distribution={r.distributions[type]}
                  />
                </section>
              ),
            )}
          </div>
        </>
      )}
      <h2>Campaigns sent in this period</h2>
      {rows.error ? (
        <p className="form-error" role="alert">
          {errorMessage(rows.error, 'The campaigns could not be loaded.')}
        </p>
      ) : (
        <div className="table-scroll">
          <Table
            caption="Campaigns sent in this period"
            columns={columns}
            rows={rows.data?.items ?? []}
            getRowId={(c) => String(c.id)}
            loading={!rows.data}
            emptyText="No campaign was sent in this period."
          />
        </div>
      )}
    </section>
  );
}
