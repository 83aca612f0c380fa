import { errorMessage, type MetricsOverviewInput } from '@plaudit/api-client';
import {
  type DateDescriptor,
  type Filters,
  filterHref,
  metricsFiltersToQuery,
  useFilters,
  useMetricsOverview,
  useMetricsSources,
  usePermission,
} from '@plaudit/hooks';
import { memo, type ReactNode, useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { ACCESS } from '../../access/access';
import { usePageTitle } from '../../components/PageTitle';
import { navHref } from '../../lib/nav-hrefs';
import { useBasePath, withBase } from '../../lib/paths';
import { FilterBar } from '../filters/FilterBar';
import { ChangeFigure } from './ChangeFigure';
import { formatCount, formatRating } from './chart-data';
import { Breakdown, FALLBACK_ERROR, type ReviewsHref } from './DashboardBreakdown';
import { breakdownView, DASHBOARD_DEFAULT_DATE, npsQuery } from './first-screen';
import { NpsCard } from './NpsCard';
import { SourcePie } from './SourcePie';
import { TrendChart } from './TrendChart';
import './dashboard.css';
import { Button } from '@plaudit/ui-kit';

/** The dashboard filter's date options (spec 1 §9); 14 days is hidden. */
export const DASHBOARD_DATE_OPTIONS: readonly DateDescriptor[] = [
  'thirtyDays',
  'sixMonths',
  'twelveMonths',
  'twoYears',
  'allTime',
];
const HIDDEN_DATE_OPTIONS: readonly DateDescriptor[] = ['fourteenDays'];

export { DASHBOARD_DEFAULT_DATE };

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
  // The entry asked for the first screen with these queries (first-screen.ts).
  const query = useSameValue(metricsFiltersToQuery(filters));
  const nps = useSameValue(npsQuery(query));
  const view = breakdownView(filters.view, can('group', 'read'));
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
      <NpsCard query={nps} />
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
          <Button type="button" variant="secondary" onClick={() => void overview.mutate()}>
            Try again
          </Button>
        </div>
      ) : null}
      {o && o.total_reviews === 0 && <NoReviewsYet />}
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

/**
 * Before any review (a new account, or a period without one) every figure reads "--": say what
 * fills them and how to get reviews in.
 */
function NoReviewsYet() {
  const base = useBasePath();
  const permission = usePermission();
  const integrations = permission.check(ACCESS.integrations);
  const imports = permission.check(ACCESS.reviewImports);
  return (
    <div className="card dashboard__empty" role="note" aria-labelledby="dashboard-empty-title">
      <h2 id="dashboard-empty-title">No reviews here yet</h2>
      <p>
        The figures, the trend and the sources below fill in as reviews of your locations arrive for
        the chosen period.
        {integrations || imports
          ? ' To bring them in:'
          : ' An administrator can connect your review sites.'}
      </p>
      {(integrations || imports) && (
        <ul>
          {integrations && (
            <li>
              <Link to={withBase(base, '/settings/integrations')}>Connect Google</Link> and your
              other review sites: new reviews arrive on their own.
            </li>
          )}
          {imports && (
            <li>
              <Link to={withBase(base, '/reviews/import')}>Import past reviews</Link> from a
              spreadsheet.
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

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
