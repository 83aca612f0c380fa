import { errorMessage, type MetricsNpsInput, type NpsScore } from '@plaudit/api-client';
import { useNpsScore, usePermission } from '@plaudit/hooks';
import { Sparkline } from '@plaudit/ui-kit';
import { ChangeFigure } from './ChangeFigure';
import './dashboard.css';
import { formatMonth } from '../../lib/format';

/** The months the trend shows: the last year of the period. */
const TREND_MONTHS = 12;

/** The trend as a small line of the monthly scores (months without answers are gaps). */
function NpsTrend({ months }: { months: NpsScore['monthly'] }) {
  const shown = months.slice(-TREND_MONTHS);
  const scored = shown.filter((m) => m.nps !== null);
  if (scored.length < 2) return null;
  const description = scored.map((m) => `${formatMonth(m.date)}: ${m.nps}`).join(', ');
  // −100..100 mapped to the height, with a dashed line at 0.
  return (
    <Sparkline
      className="nps-card__trend"
      lineClassName="nps-card__line"
      label={`Net Promoter Score by month: ${description}`}
      values={shown.map((m) => m.nps)}
      width={240}
      height={48}
      inset={4}
      min={-100}
      max={100}
      reference={0}
      referenceClassName="nps-card__zero"
    />
  );
}

/**
 * The Net Promoter Score of the NPS answers (the nps_score setting): % promoters (9-10) −
 * % detractors (0-6), its change against the previous period, the three groups and the monthly
 * trend. Nothing without the setting.
 */
export function NpsCard({ query }: { query: MetricsNpsInput }) {
  const on = usePermission().hasSetting('nps_score');
  const { data, error } = useNpsScore(on ? query : null);
  if (!on) return null;
  return (
    <section className="card dashboard__figure nps-card" aria-labelledby="nps-label">
      <h2 id="nps-label" className="dashboard__figure-label">
        Net Promoter Score
      </h2>
      {error ? (
        <p role="alert">{errorMessage(error, 'The Net Promoter Score could not be loaded.')}</p>
      ) : !data ? (
        <div className="skeleton" aria-hidden="true">
          <span className="dashboard__figure-skeleton-value" />
          <span className="dashboard__figure-skeleton-change" />
        </div>
      ) : data.nps === null ? (
        <p className="empty-state__description" data-testid="nps-empty">
          No NPS answers in this period. Answers to NPS requests and microsurveys (0 to 10) fill
          this card.
        </p>
      ) : (
        <>
          <p className="dashboard__figure-value" data-testid="nps-value">
            {data.nps}
          </p>
          <p className="dashboard__figure-change" data-testid="nps-change">
            <ChangeFigure value={data.change} />{' '}
            <span className="dashboard__figure-change-label">vs previous period</span>
          </p>
          <dl className="nps-card__groups">
            <div>
              <dt>Promoters (9-10)</dt>
              <dd data-testid="nps-promoters">
                {data.promoters_percent}% ({data.promoters.toLocaleString()})
              </dd>
            </div>
            <div>
              <dt>Passives (7-8)</dt>
              <dd data-testid="nps-passives">
                {data.passives_percent}% ({data.passives.toLocaleString()})
              </dd>
            </div>
            <div>
              <dt>Detractors (0-6)</dt>
              <dd data-testid="nps-detractors">
                {data.detractors_percent}% ({data.detractors.toLocaleString()})
              </dd>
            </div>
          </dl>
          <p className="dashboard__figure-change-label">
            {data.responses.toLocaleString()} {data.responses === 1 ? 'answer' : 'answers'}
          </p>
          <NpsTrend months={data.monthly} />
        </>
      )}
    </section>
  );
}
