import { errorMessage } from '@plaudit/api-client';
import { useLocalSearchOverview } from '@plaudit/hooks';
import { usePageTitle } from '../../components/PageTitle';
import { RequestAccess } from '../../components/RequestAccess';
import './local-search.css';
import { Button } from '@plaudit/ui-kit';

const pct = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)}%`);

/**
 * The preview of local search for an account without it (local_search.preview):
 * the account's own figures from GET /local_search/overview — how many locations
 * could be tracked, and the ranks of any earlier scans — and the way to add it.
 */
export function LocalSearchPreview() {
  usePageTitle('Local Search');
  const { data, error, mutate } = useLocalSearchOverview();
  return (
    <section className="page local-search" aria-labelledby="page-title">
      <h1 id="page-title">Local Search</h1>
      <p className="empty-state__description">
        See where each location ranks when people nearby search for what you offer: a grid of points
        around the location, its rank at each, the trend week by week and the places that rank above
        it.
      </p>
      {error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(error, 'The preview could not be loaded.')}</p>
          <Button type="button" variant="secondary" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <div className="card skeleton skeleton--lines" role="status" aria-label="Loading preview">
          <span />
          <span />
        </div>
      ) : (
        <section className="card" aria-labelledby="preview-figures">
          <h2 id="preview-figures">Your account</h2>
          <dl className="local-search__figures">
            <div>
              <dt>Locations that can be tracked</dt>
              <dd>
                {data.locations_with_position} of {data.locations}
              </dd>
            </div>
            <div>
              <dt>Points per scan</dt>
              <dd>25 or 49</dd>
            </div>
            <div>
              <dt>Keywords tracked</dt>
              <dd>{data.keywords}</dd>
            </div>
            <div>
              <dt>Average rank of the latest scans</dt>
              <dd>{data.average_rank ?? 'No scans yet'}</dd>
            </div>
            {data.scans ? (
              <div>
                <dt>Points in the top 3</dt>
                <dd>{pct(data.top3_share)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      )}
      <div className="notice">
        <p>Local Search is not part of your plan.</p>
        <p>Request access and your account’s administrators hear from you.</p>
        <RequestAccess feature="Local Search" />
      </div>
    </section>
  );
}
