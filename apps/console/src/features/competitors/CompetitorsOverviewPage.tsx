import type { CompetitorOverview } from '@plaudit/api-client';
import { useCompetitorOverview, useFilters, usePermission, useSession } from '@plaudit/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { BenchmarkPanel } from './BenchmarkPanel';
import { CategoryBars, PairBars, SentimentBars, TrendComparison } from './CompetitorCharts';
import { CompetitorLocationsExport, CompetitorOverviewDownloads } from './CompetitorExports';
import { CompetitorFilterBar } from './CompetitorFilterBar';
import { CompetitorsTabs, RequireCompetitorRead } from './CompetitorsTabs';
import {
  COMPETITOR_DEFAULT_DATE,
  formatCount,
  formatRating,
  formatShare,
  positiveShare,
  reportQuery,
  COMPETITORS_TEXT as T,
} from './competitors-format';
import './competitors.css';
import { buttonClass } from '@plaudit/ui-kit';
import { LoadError } from './CompetitorTableParts';

/** /competitors: my locations against their competitors over the shared filters. */
export function CompetitorsPage() {
  usePageTitle(T.title);
  return (
    <RequireCompetitorRead>
      <Overview />
    </RequireCompetitorRead>
  );
}

function Overview() {
  const { filters } = useFilters({ defaultDateDescriptor: COMPETITOR_DEFAULT_DATE });
  const accountId = useSession((s) => s.auth.account_id);
  const query = reportQuery(filters);
  const overview = useCompetitorOverview(accountId, query);
  const o = overview.data;
  const loading = !o && !overview.error;
  return (
    <section className="page cmp" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{T.title}</h1>
        <div className="button-row">
          <CompetitorLocationsExport filters={filters} />
          <CompetitorOverviewDownloads filters={filters} />
        </div>
      </header>
      <CompetitorsTabs current="/competitors" />
      <CompetitorFilterBar />
      {overview.error ? (
        <LoadError error={overview.error} retry={() => void overview.mutate()} />
      ) : loading ? (
        <OverviewSkeleton />
      ) : o && o.competitors_count === 0 ? (
        <NoCompetitors />
      ) : o ? (
        <>
          <OverviewBody o={o} />
          <BenchmarkPanel
            o={o}
            query={{
              start_date: query.start_date,
              end_date: query.end_date,
              source_id: query.source_id,
            }}
          />
        </>
      ) : null}
    </section>
  );
}

/** The call to action when no competitor is chosen yet. */
export function NoCompetitors({ link = true }: { link?: boolean }) {
  const { can } = usePermission();
  const base = useBasePath();
  const canChoose = can('competitor', 'create');
  return (
    <div className="empty-state cmp-empty">
      <h2>{T.noCompetitors}</h2>
      <p className="empty-state__description">
        {canChoose ? T.noCompetitorsHint : T.noCompetitorsReadOnly}
      </p>
      {canChoose && link && (
        <p>
          <Link className={buttonClass('primary')} to={withBase(base, '/competitors/locations')}>
            {T.chooseCompetitors}
          </Link>
        </p>
      )}
    </div>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" aria-label="Loading the comparison">
      <div className="cmp-figures">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="card skeleton skeleton--lines" aria-hidden="true">
            <span style={{ width: '40%' }} />
            <span />
            <span />
          </div>
        ))}
      </div>
      <div className="cmp-panels">
        <div className="card skeleton-block cmp-chart-skeleton" aria-hidden="true" />
        <div className="card skeleton-block cmp-chart-skeleton" aria-hidden="true" />
      </div>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card cmp-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function OverviewBody({ o }: { o: CompetitorOverview }) {
  const mineShare = positiveShare(o.mine.sentiment);
  const theirShare = positiveShare(o.competitors.sentiment);
  const maxReviews = Math.max(o.mine.reviews, o.competitors.reviews);
  return (
    <>
      <p className="cmp-summary" data-testid="cmp-summary">
        {`${formatCount(o.locations)} ${o.locations === 1 ? 'location' : 'locations'} compared with ${formatCount(o.competitors_count)} ${o.competitors_count === 1 ? 'competitor' : 'competitors'}.`}
      </p>
      <div className="cmp-figures">
        <Panel id="cmp-rating" title="Average rating">
          <PairBars
            label="Average rating"
            mine={o.mine.average_rating}
            theirs={o.competitors.average_rating}
            max={5}
            format={formatRating}
          />
        </Panel>
        <Panel id="cmp-volume" title="Reviews">
          <PairBars
            label="Reviews"
            mine={o.mine.reviews}
            theirs={o.competitors.reviews}
            max={maxReviews}
            format={formatCount}
          />
        </Panel>
        <Panel id="cmp-response" title="Response rate">
          <PairBars
            label="Response rate"
            mine={o.mine.response_rate}
            theirs={o.competitors.response_rate}
            max={1}
            format={formatShare}
          />
        </Panel>
        <Panel id="cmp-positive" title="Positive reviews">
          <PairBars
            label="Positive reviews"
            mine={mineShare}
            theirs={theirShare}
            max={1}
            format={formatShare}
          />
        </Panel>
      </div>
      <div className="cmp-panels">
        <Panel id="cmp-rating-trend" title="Average rating over time">
          <TrendComparison points={o.timeseries} metric="rating" />
        </Panel>
        <Panel id="cmp-volume-trend" title="Review volume over time">
          <TrendComparison points={o.timeseries} metric="reviews" />
        </Panel>
      </div>
      <div className="cmp-panels">
        <Panel id="cmp-sentiment" title="Sentiment">
          <SentimentBars
            rows={[
              { label: T.mine, sentiment: o.mine.sentiment },
              { label: T.theirs, sentiment: o.competitors.sentiment },
            ]}
          />
        </Panel>
        <Panel id="cmp-categories" title="Experience categories">
          <CategoryBars rows={o.categories} />
        </Panel>
      </div>
    </>
  );
}
