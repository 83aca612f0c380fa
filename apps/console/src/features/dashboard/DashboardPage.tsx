import {
  errorMessage,
  type MetricsBreakdownRow,
  type MetricsOverviewInput,
} from '@plaudit/api-client';
import {
  type DateDescriptor,
  type Filters,
  filterHref,
  metricsFiltersToQuery,
  useFilters,
  useMetricsBreakdown,
  useMetricsOverview,
  useMetricsSources,
  usePermission,
} from '@plaudit/hooks';
import { Pager, Table, type TableColumn } from '@plaudit/ui-kit';
import { memo, type ReactNode, useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { ViewToggle } from '../../components/ViewToggle';
import { navHref } from '../../lib/nav-hrefs';
import { useBasePath, withBase } from '../../lib/paths';
import { FilterBar } from '../filters/FilterBar';
import { ChangeFigure } from './ChangeFigure';
import { formatCount, formatRating } from './chart-data';
import { SourcePie } from './SourcePie';
import { TrendChart } from './TrendChart';
import './dashboard.css';

/** The dashboard filter's date options (spec 1 §9); 14 days is hidden. */
export const DASHBOARD_DATE_OPTIONS: readonly DateDescriptor[] = [
  'thirtyDays',
  'sixMonths',
  'twelveMonths',
  'twoYears',
  'allTime',
];
const HIDDEN_DATE_OPTIONS: readonly DateDescriptor[] = ['fourteenDays'];
/** Without a date in the URL the dashboard shows the navigation range: six months. */
export const DASHBOARD_DEFAULT_DATE: DateDescriptor = 'sixMonths';
const BREAKDOWN_PAGE_SIZE = 10;
const FALLBACK_ERROR = 'Something went wrong. Please refresh the page.';

const DASHBOARD_CONTROLS = ['group', 'location', 'source', 'savedFilters'] as const;

/** The filters' part of the reviews links (the figures and the breakdown rows open /reviews). */
type LinkFilters = Pick<
  Filters,
  'dateDescriptor' | 'from' | 'to' | 'groupId' | 'locationId' | 'sourceId'
>;

/**
 * The same object while its content stays the same: the sections below are memoised, so an
 * answer for one of them (or for the filter bar) renders that part alone, not the whole page.
 */
function useSameValue<T>(value: T): T {
  const ref = useRef<{ key: string; value: T } | null>(null);
  const key = JSON.stringify(value);
  if (ref.current?.key !== key) ref.current = { key, value };
  return ref.current.value;
}

/**
 * /dashboard: the overview a business opens first (average rating, counts, trend, sources).
 * Each part asks for its own data and renders when that answer comes, alone: the figures, the
 * trend chart, the source pie and the breakdown table each arrive in a task of their own instead
 * of re-rendering the page (filter bar included) for every answer.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { filters, setFilters, setPage } = useFilters({
    defaultDateDescriptor: DASHBOARD_DEFAULT_DATE,
  });
  const { can } = usePermission();
  const base = useBasePath();
  const query = useSameValue(metricsFiltersToQuery(filters));
  const view = filters.view === 'groups' && can('group', 'read') ? 'groups' : 'locations';
  const linkFilters = useSameValue<LinkFilters>({
    dateDescriptor: filters.dateDescriptor,
    from: filters.from,
    to: filters.to,
    groupId: filters.groupId,
    locationId: filters.locationId,
    sourceId: filters.sourceId,
  });
  const reviewsHref = useCallback(
    (patch: Record<string, string | null>) =>
      withBase(base, filterHref('/reviews', { ...linkFilters, ...patch })),
    [base, linkFilters],
  );
  const onView = useCallback(
    (v: 'locations' | 'groups') => setFilters({ view: v === 'locations' ? null : v }),
    [setFilters],
  );

  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">Dashboard</h1>
        <p className="dashboard__links">
          <Link to={withBase(base, navHref.reviews())}>All reviews</Link>
          {can('location_score', 'read') && (
            <Link to={withBase(base, navHref.locationPerformance())}>Location performance</Link>
          )}
        </p>
      </header>
      <DashboardFilters />
      <OverviewFigures query={query} reviewsHref={reviewsHref} />
      <div className="dashboard__panels">
        <TrendPanel query={query} />
        <SourcesPanel query={query} />
      </div>
      <Breakdown
        query={query}
        view={view}
        page={filters.page}
        canGroups={can('group', 'read')}
        onView={onView}
        onPage={setPage}
        reviewsHref={reviewsHref}
      />
    </section>
  );
}

const DashboardFilters = memo(function DashboardFilters() {
  return (
    <FilterBar
      label="Dashboard filters"
      defaultDateDescriptor={DASHBOARD_DEFAULT_DATE}
      dateDescriptors={DASHBOARD_DATE_OPTIONS}
      hiddenDescriptors={HIDDEN_DATE_OPTIONS}
      controls={DASHBOARD_CONTROLS}
      singleLocationDefault
    />
  );
});

type ReviewsHref = (patch: Record<string, string | null>) => string;

/** The overview's error (with a way to ask again) and the four figures. */
const OverviewFigures = memo(function OverviewFigures({
  query,
  reviewsHref,
}: {
  query: MetricsOverviewInput;
  reviewsHref: ReviewsHref;
}) {
  const overview = useMetricsOverview(query);
  const o = overview.data;
  const loading = !o && !overview.error;
  return (
    <>
      {overview.error ? (
        <div className="dashboard__error" role="alert">
          <h2>The dashboard could not be loaded</h2>
          <p>{errorMessage(overview.error, FALLBACK_ERROR)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void overview.mutate()}
          >
            Try again
          </button>
        </div>
      ) : null}
      <div className="dashboard__cards" aria-busy={loading}>
        <Figure
          id="average-rating"
          label="Average rating"
          loading={loading}
          value={formatRating(o?.average_rating)}
          change={<ChangeFigure value={o?.change.average_rating} digits={2} />}
          changeLabel="stars vs previous period"
        />
        <Figure
          id="total-reviews"
          label="Total reviews"
          loading={loading}
          value={formatCount(o?.total_reviews)}
          change={<ChangeFigure value={o?.change.total_reviews_percent} digits={1} percent />}
          changeLabel="vs previous period"
          href={o ? reviewsHref({}) : undefined}
        />
        <Figure
          id="positive-reviews"
          label="Positive reviews"
          loading={loading}
          value={formatCount(o?.positive_reviews)}
          change={<ChangeFigure value={o?.change.positive_reviews_percent} digits={1} percent />}
          changeLabel="vs previous period"
        />
        <Figure
          id="negative-reviews"
          label="Negative reviews"
          loading={loading}
          value={formatCount(o?.negative_reviews)}
          change={
            <ChangeFigure
              value={o?.change.negative_reviews_percent}
              digits={1}
              percent
              upIsGood={false}
            />
          }
          changeLabel="vs previous period"
        />
      </div>
    </>
  );
});

const TrendPanel = memo(function TrendPanel({ query }: { query: MetricsOverviewInput }) {
  const overview = useMetricsOverview(query);
  return (
    <section className="card dashboard__panel" aria-labelledby="trend-title">
      <h2 id="trend-title">Rating and review volume</h2>
      {overview.data ? (
        <TrendChart months={overview.data.monthly} />
      ) : overview.error ? (
        <p>--</p>
      ) : (
        <div className="skeleton-block dashboard__chart-skeleton" aria-hidden="true" />
      )}
    </section>
  );
});

const SourcesPanel = memo(function SourcesPanel({ query }: { query: MetricsOverviewInput }) {
  const sources = useMetricsSources(query);
  return (
    <section className="card dashboard__panel" aria-labelledby="sources-title">
      <h2 id="sources-title">Reviews by source</h2>
      {sources.data ? (
        <SourcePie sources={sources.data.sources} />
      ) : sources.error ? (
        <p role="alert">{errorMessage(sources.error, FALLBACK_ERROR)}</p>
      ) : (
        <div className="dashboard__pie-skeleton" aria-hidden="true">
          <span className="skeleton-block" />
        </div>
      )}
    </section>
  );
});

/** The locations (or groups) table, busiest first, a page at a time. */
const Breakdown = memo(function Breakdown({
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
  const breakdown = useMetricsBreakdown({
    ...query,
    view,
    page,
    per_page: BREAKDOWN_PAGE_SIZE,
    sort: { by: 'total_reviews', order: 'desc' },
  });
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

function Figure({
  id,
  label,
  value,
  change,
  changeLabel,
  href,
  loading,
}: {
  id: string;
  label: string;
  value: string;
  change: ReactNode;
  changeLabel: string;
  href?: string;
  loading: boolean;
}) {
  return (
    <section className="card dashboard__figure" aria-labelledby={`${id}-label`} data-figure={id}>
      <h2 id={`${id}-label`} className="dashboard__figure-label">
        {label}
      </h2>
      {loading ? (
        <div className="skeleton" aria-hidden="true">
          <span className="dashboard__figure-skeleton-value" />
          <span className="dashboard__figure-skeleton-change" />
        </div>
      ) : (
        <>
          <p className="dashboard__figure-value" data-testid={`${id}-value`}>
            {href ? <Link to={href}>{value}</Link> : value}
          </p>
          <p className="dashboard__figure-change" data-testid={`${id}-change`}>
            {change} <span className="dashboard__figure-change-label">{changeLabel}</span>
          </p>
        </>
      )}
    </section>
  );
}

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
