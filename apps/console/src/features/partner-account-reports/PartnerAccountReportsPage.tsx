import {
  errorMessage,
  PARTNER_ACCOUNT_REPORT_SORTS,
  type PartnerAccountReportRow,
  type PartnerAccountReportSort,
} from '@plaudit/api-client';
import { formatSort, parseSort, useFilters, usePartnerAccountReport } from '@plaudit/hooks';
import { Button, Pager, Table, type TableColumn } from '@plaudit/ui-kit';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { FilterBar } from '../filters/FilterBar';
import { PartnerReportExports } from './PartnerReportExports';
import { ReportTotals, TotalsSkeleton } from './ReportTotals';
import {
  formatCount,
  formatHours,
  formatPercent,
  formatRating,
  integrationsHref,
  PARTNER_REPORT_DEFAULT_DATE,
  PARTNER_REPORT_PAGE_SIZE,
  trialText,
} from './report-format';
import './partner-account-reports.css';

const FALLBACK_ERROR = 'Something went wrong. Please refresh the page.';

/**
 * /partner-account-reports: every child account of the partner with its reviews, rating,
 * response rate and time over the filter bar's period, the health of its listings and
 * integrations, and its trial; totals on top; sortable, paged, exportable.
 */
export function PartnerAccountReportsPage() {
  usePageTitle('Reports');
  const navigate = useNavigate();
  const { filters, setFilters, setPage } = useFilters({
    defaultDateDescriptor: PARTNER_REPORT_DEFAULT_DATE,
  });
  const [opening, setOpening] = useState<number | null>(null);
  const parsed = parseSort(filters.sort);
  const sort =
    parsed && (PARTNER_ACCOUNT_REPORT_SORTS as readonly string[]).includes(parsed.by)
      ? { by: parsed.by as PartnerAccountReportSort, order: parsed.order }
      : null;
  const { data, error, isLoading, mutate } = usePartnerAccountReport({
    start_date: filters.from,
    end_date: filters.to,
    page: filters.page,
    per_page: PARTNER_REPORT_PAGE_SIZE,
    sort: sort ?? { by: 'account_name', order: 'asc' },
  });

  // The /as/ path opens the child's session (the auth gate), as on /accounts.
  const open = (r: PartnerAccountReportRow) => {
    setOpening(r.account_id);
    navigate(`/as/${r.account_id}`);
  };

  const columns: TableColumn<PartnerAccountReportRow>[] = [
    {
      key: 'account_name',
      header: 'Account',
      rowHeader: true,
      sortable: true,
      cell: (r) => (
        <button
          type="button"
          className="link-button"
          onClick={() => open(r)}
          disabled={opening !== null}
          aria-label={`Open ${r.account_name}`}
        >
          {opening === r.account_id ? 'Opening…' : r.account_name}
        </button>
      ),
    },
    {
      key: 'trial_days_left',
      header: 'Trial / status',
      sortable: true,
      cell: (r) => (
        <span className={`par-status par-status--${r.trial.active ? 'on' : 'off'}`}>
          {trialText(r)}
        </span>
      ),
    },
    {
      key: 'reviews',
      header: 'Reviews',
      align: 'right',
      sortable: true,
      cell: (r) => formatCount(r.reviews),
    },
    {
      key: 'average_rating',
      header: 'Rating',
      align: 'right',
      sortable: true,
      cell: (r) => formatRating(r.average_rating),
    },
    {
      key: 'response_rate',
      header: 'Response rate',
      align: 'right',
      sortable: true,
      cell: (r) => formatPercent(r.response_rate),
    },
    {
      key: 'response_time',
      header: 'Response time',
      align: 'right',
      sortable: true,
      cell: (r) => formatHours(r.response_time_hours),
    },
    {
      key: 'listings_in_sync',
      header: 'Listings in sync',
      align: 'right',
      sortable: true,
      cell: (r) =>
        r.listings_total === 0 ? (
          '--'
        ) : (
          <span title={`${r.listings_in_sync} of ${r.listings_total} locations`}>
            {formatPercent(r.listings_in_sync_rate)}{' '}
            <span className="par-muted">
              ({r.listings_in_sync}/{r.listings_total})
            </span>
          </span>
        ),
    },
    {
      key: 'integrations_broken',
      header: 'Integrations',
      sortable: true,
      cell: (r) => <IntegrationsCell row={r} />,
    },
  ];

  const pageCount = Math.max(1, data?.paging.total_pages ?? 1);
  return (
    <section className="page par" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">Reports</h1>
        <div className="page-actions">
          <PartnerReportExports filters={filters} />
        </div>
      </header>
      <FilterBar
        label="Report filters"
        defaultDateDescriptor={PARTNER_REPORT_DEFAULT_DATE}
        controls={[]}
      />
      {error ? (
        <div className="form-error" role="alert">
          <p>
            <strong>The report could not be loaded.</strong> {errorMessage(error, FALLBACK_ERROR)}
          </p>
          <Button type="button" variant="secondary" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : isLoading && !data ? (
        <TotalsSkeleton />
      ) : data && data.totals.accounts === 0 ? (
        <div className="empty-state">
          <h2>No child accounts yet</h2>
          <p className="empty-state__description">
            When your accounts are set up, their reviews, listings and integrations are reported
            here.
          </p>
          <Link to="/accounts">Back to Accounts</Link>
        </div>
      ) : (
        data && <ReportTotals report={data} />
      )}
      {!error && !(data && data.totals.accounts === 0) && (
        <div className="par-table">
          <Table
            caption="Child accounts"
            showCaption
            columns={columns}
            rows={data?.accounts ?? []}
            getRowId={(r) => String(r.account_id)}
            loading={isLoading && !data}
            sort={sort}
            onSort={(s) => setFilters({ sort: formatSort(s) })}
            emptyText="No accounts on this page."
          />
        </div>
      )}
      {pageCount > 1 && (
        <Pager
          page={filters.page}
          pageCount={pageCount}
          label="Report pages"
          onPageChange={(p) => setPage(p)}
        />
      )}
    </section>
  );
}

function IntegrationsCell({ row: r }: { row: PartnerAccountReportRow }) {
  if (r.integrations_total === 0) return <span className="par-muted">None</span>;
  const parts = [
    r.integrations_connected && `${r.integrations_connected} connected`,
    r.integrations_broken && `${r.integrations_broken} broken`,
    r.integrations_expired && `${r.integrations_expired} expired`,
    r.integrations_pending && `${r.integrations_pending} requested`,
  ].filter(Boolean);
  const trouble = r.integrations_broken + r.integrations_expired > 0;
  return (
    <Link
      to={integrationsHref(r)}
      className={trouble ? 'par-integrations par-integrations--trouble' : 'par-integrations'}
      aria-label={`Integrations of ${r.account_name}: ${parts.join(', ')}`}
    >
      {parts.join(' · ')}
    </Link>
  );
}
