import type { ListingsOverview } from '@plaudit/api-client/schemas';
import { listingsScore } from './listing-logic';

/**
 * The page's headline: how many of the account's directory listings match its details, with
 * the ones that need attention counted beside it. A bar says the same as the number.
 */
export function ListingsScore({ overview }: { overview: ListingsOverview | undefined }) {
  if (!overview)
    return (
      <div
        className="card ll-score skeleton skeleton--lines"
        role="status"
        aria-label="Loading the listings score"
      >
        <span style={{ width: '30%', height: '1.6rem' }} />
        <span style={{ width: '60%' }} />
      </div>
    );
  const score = listingsScore(overview.directory_statuses);
  if (!score) return null;
  return (
    <section className="card ll-score" aria-labelledby="ll-score-title">
      <h2 id="ll-score-title" className="ll-score__label">
        Listings score
      </h2>
      <p className="ll-score__value" data-testid="ll-score">
        {score.percent}% in sync
      </p>
      <meter
        className="ll-score__bar"
        aria-label="Listings in sync"
        min={0}
        max={100}
        low={50}
        high={80}
        optimum={100}
        value={score.percent}
      >
        {score.percent}%
      </meter>
      <p className="ll-score__detail">
        {score.inSync} of {score.total} directory listings match your details
        {score.problems > 0
          ? ` · ${score.problems} ${score.problems === 1 ? 'needs' : 'need'} attention`
          : ''}
        .
      </p>
    </section>
  );
}
