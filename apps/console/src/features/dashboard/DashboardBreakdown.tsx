import {
  errorMessage,
  type MetricsBreakdownRow,
  type MetricsOverviewInput,
} from '@plaudit/api-client';
import { useMetricsBreakdown } from '@plaudit/hooks';
import { Pager, Table, type TableColumn } from '@plaudit/ui-kit';
import { memo } from 'react';
import { Link } from 'react-router';
import { ViewToggle } from '../../components/ViewToggle';
import { ChangeFigure } from './ChangeFigure';
import { formatCount, formatRating } from './chart-data';
import { breakdownQuery } from './first-screen';

export type ReviewsHref = (patch: Record<string, string | null>) => string;
export const FALLBACK_ERROR = 'Something went wrong. Please refresh the page.';

/** The locations (or groups) table, busiest first, a page at a time. */
export const Breakdown = memo(function Breakdown({
  query,
  view,
  page,
  canGroups,
  onView,
  onPage,
  reviewsHref,
}: {
  query: MetricsOverviewInput;
  view: 'locations' | 'groups';
  page: number;
  canGroups: boolean;
  onView: (view: 'locations' | 'groups') => void;
  onPage: (page: number) => void;
  reviewsHref: ReviewsHref;
}) {
  const breakdown = useMetricsBreakdown(breakdownQuery(query, view, page));
  return (
    <section className="card" aria-labelledby="breakdown-title">
      <div className="dashboard__breakdown-header">
        <h2 id="breakdown-title">{view === 'groups' ? 'Groups' : 'Locations'}</h2>
        {canGroups && (
          <ViewToggle
            view={view}
            onChange={onView}
            label="Break down by"
            className="dashboard__view"
          />
        )}
      </div>
      {breakdown.error ? (
        <p role="alert">{errorMessage(breakdown.error, FALLBACK_ERROR)}</p>
      ) : (
        <BreakdownTable
          rows={breakdown.data?.items ?? []}
          loading={!breakdown.data}
          view={view}
          hrefFor={(row) =>
            reviewsHref(
              view === 'groups'
                ? { groupId: String(row.id), locationId: null }
                : { locationId: String(row.id) },
            )
          }
        />
      )}
      {breakdown.data && breakdown.data.paging.totalPages > 1 && (
        <Pager page={page} pageCount={breakdown.data.paging.totalPages} onPageChange={onPage} />
      )}
    </section>
  );
});

function BreakdownTable({
  rows,
  loading,
  view,
  hrefFor,
}: {
  rows: readonly MetricsBreakdownRow[];
  loading: boolean;
  view: 'locations' | 'groups';
  hrefFor: (row: MetricsBreakdownRow) => string;
}) {
  const columns: TableColumn<MetricsBreakdownRow>[] = [
    {
      key: 'name',
      header: view === 'groups' ? 'Group' : 'Location',
      rowHeader: true,
      cell: (r) => <Link to={hrefFor(r)}>{r.name}</Link>,
    },
    {
      key: 'average_rating',
      header: 'Average rating',
      align: 'right',
      cell: (r) => formatRating(r.average_rating),
    },
    {
      key: 'total_reviews',
      header: 'Reviews',
      align: 'right',
      cell: (r) => formatCount(r.total_reviews),
    },
    {
      key: 'positive_reviews',
      header: 'Positive',
      align: 'right',
      cell: (r) => formatCount(r.positive_reviews),
    },
    {
      key: 'negative_reviews',
      header: 'Negative',
      align: 'right',
      cell: (r) => formatCount(r.negative_reviews),
    },
    {
      key: 'change',
      header: 'Change in reviews',
      align: 'right',
      cell: (r) => <ChangeFigure value={r.change.total_reviews_percent} digits={1} percent />,
    },
  ];
  return (
    <Table
      caption={view === 'groups' ? 'Reviews by group' : 'Reviews by location'}
      columns={columns}
      rows={rows}
      getRowId={(r) => String(r.id)}
      loading={loading}
      emptyText={view === 'groups' ? 'No groups' : 'No locations'}
    />
  );
}
