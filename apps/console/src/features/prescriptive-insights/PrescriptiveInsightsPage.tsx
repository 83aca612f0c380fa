import { errorMessage } from '@plaudit/api-client';
import { filterId, useFilters, usePrescriptiveInsights } from '@plaudit/hooks';
import { usePageTitle } from '../../components/PageTitle';
import { FilterBar } from '../filters/FilterBar';
import { InsightCard } from './InsightCard';
import { INSIGHTS_TEXT, RULE_CHECKS } from './insights-text';
import './prescriptive-insights.css';
import { Button } from '@plaudit/ui-kit';
import { formatDateTime } from '../../lib/format';

/** /prescriptive_insights: recommendations computed from the account's data. */
export function PrescriptiveInsightsPage() {
  usePageTitle(INSIGHTS_TEXT.title);
  const { filters } = useFilters({ defaultDateDescriptor: 'sixMonths' });
  const groupId = filterId(filters.groupId);
  const locationId = filterId(filters.locationId);
  const insights = usePrescriptiveInsights({ group_id: groupId, location_id: locationId });
  const data = insights.data;
  const computed = data ? formatDateTime(data.computed_at) : null;

  return (
    <section className="page insights-page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{INSIGHTS_TEXT.title}</h1>
      </header>
      <p className="page-description">{INSIGHTS_TEXT.description}</p>
      <FilterBar
        dates={false}
        label="Prescriptive insights filters"
        defaultDateDescriptor="sixMonths"
        controls={['group', 'location']}
      />
      {insights.error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(insights.error, INSIGHTS_TEXT.loadError)}</p>
          <Button type="button" variant="secondary" onClick={() => void insights.mutate()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <div className="insights-list" role="status" aria-label="Computing recommendations">
          {[0, 1, 2].map((i) => (
            <div key={i} className="card skeleton skeleton--lines" aria-hidden="true">
              <span style={{ width: '40%' }} />
              <span />
              <span style={{ width: '70%' }} />
            </div>
          ))}
        </div>
      ) : data.insights.length === 0 ? (
        <div className="empty-state">
          <h2>{INSIGHTS_TEXT.empty}</h2>
          <p className="empty-state__description">{INSIGHTS_TEXT.emptyWhy}</p>
          <ul className="insights-checks">
            {data.checked.map((rule) => (
              <li key={rule}>{RULE_CHECKS[rule]}</li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <p className="insights-meta">
            {data.insights.length === 1
              ? '1 recommendation'
              : `${data.insights.length} recommendations`}
            , computed {computed}.{' '}
            <button type="button" className="link-button" onClick={() => void insights.mutate()}>
              Refresh
            </button>
          </p>
          <div className="insights-list">
            {data.insights.map((i, n) => (
              <InsightCard key={i.id} insight={i} rank={n + 1} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
