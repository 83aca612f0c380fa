import {
  LOCAL_SEARCH_CSV_PATH,
  type LocalSearchReport,
  type LocalSearchScan,
} from '@plaudit/api-client';
import {
  toast,
  toastError,
  useApi,
  useLocalSearchLocations,
  useLocalSearchReport,
  usePermission,
} from '@plaudit/hooks';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardListState } from '../../components/CardListState';
import { usePageTitle } from '../../components/PageTitle';
import { saveBlob } from '../exports/download';
import { formatDateTime } from '../reviews/review-helpers';
import { LocalSearchManage } from './LocalSearchManage';
import { RankGrid, RankTable } from './RankGrid';
import { TrendChart } from './TrendChart';
import './local-search.css';
import { Button, Select } from '@plaudit/ui-kit';

const pct = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)}%`);

function Figures({ scan }: { scan: LocalSearchScan }) {
  return (
    <dl className="local-search__figures">
      <div>
        <dt>Average rank</dt>
        <dd>{scan.average_rank ?? '—'}</dd>
      </div>
      <div>
        <dt>Points in the top 3</dt>
        <dd>
          {pct(scan.top3_share)}{' '}
          <span className="field__hint">
            ({scan.points_top3} of {scan.points})
          </span>
        </dd>
      </div>
      <div>
        <dt>Points in the top 10</dt>
        <dd>{pct(scan.top10_share)}</dd>
      </div>
      <div>
        <dt>Points where you rank</dt>
        <dd>
          {scan.points_found} of {scan.points}
        </dd>
      </div>
    </dl>
  );
}

function Report({ report }: { report: LocalSearchReport }) {
  const id = useId();
  const [view, setView] = useState<'map' | 'table'>('map');
  const latest = report.latest;
  if (!latest)
    return (
      <div className="empty-state" role="status">
        <h2>No scan yet</h2>
        <p className="empty-state__description">
          The first scan of “{report.keyword.keyword}” is on its way; its ranks appear here when it
          is done.
        </p>
      </div>
    );
  return (
    <>
      <section className="card" aria-labelledby={`${id}-latest`}>
        <h2 id={`${id}-latest`}>
          Latest scan{' '}
          <span className="field__hint">
            {formatDateTime(latest.finished_at)} · {latest.grid_size} × {latest.grid_size},{' '}
            {latest.radius} {latest.radius_unit === 'mi' ? 'miles' : 'km'}
          </span>
        </h2>
        <Figures scan={latest} />
        <div className="button-row">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-pressed={view === 'map'}
            onClick={() => setView('map')}
          >
            Grid picture
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-pressed={view === 'table'}
            onClick={() => setView('table')}
          >
            Table
          </Button>
        </div>
        {view === 'map' ? (
          <RankGrid
            points={latest.grid_points}
            grid={latest}
            locationName={report.location.name}
            keyword={report.keyword.keyword}
          />
        ) : (
          <RankTable points={latest.grid_points} grid={latest} />
        )}
      </section>
      <div className="local-search__columns">
        <section className="card" aria-labelledby={`${id}-trend`}>
          <h2 id={`${id}-trend`}>Trend</h2>
          <TrendChart trend={report.trend} />
        </section>
        <section className="card" aria-labelledby={`${id}-competitors`}>
          <h2 id={`${id}-competitors`}>Competitors ranking above you</h2>
          {report.competitors.length ? (
            <ol className="local-search__competitors">
              {report.competitors.map((c) => (
                <li key={c.place_id}>
                  <span>{c.name}</span>
                  <span className="field__hint">
                    above you at {c.points_outranking} of {latest.points} points · average rank{' '}
                    {c.average_rank}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p>No place ranks above you anywhere on the grid.</p>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * /local-search: where a location ranks for a keyword on the grid around it, the
 * trend over scans and the places above it; keywords, grid, Scan now and the CSV.
 */
export function LocalSearchRanks() {
  usePageTitle('Local Search');
  const id = useId();
  const { api, client } = useApi();
  const { can } = usePermission();
  const [params, setParams] = useSearchParams();
  const [scanning, setScanning] = useState(false);
  const locations = useLocalSearchLocations({
    refreshInterval: (data) =>
      data?.some((l) => l.keywords.some((k) => k.pending_scan)) ? 1500 : 0,
  });
  const list = locations.data;
  const location =
    list?.find((l) => String(l.location_id) === params.get('location_id')) ??
    list?.find((l) => l.keywords.length) ??
    list?.[0];
  const keyword =
    location?.keywords.find((k) => String(k.id) === params.get('keyword_id')) ??
    location?.keywords[0];
  const pending = keyword?.pending_scan ?? null;
  const report = useLocalSearchReport(keyword?.id ?? null, {
    refreshInterval: pending ? 1500 : 0,
  });
  // A scan finished (the locations list saw it first): read the report again.
  const lastScanId = keyword?.last_scan?.id;
  const reportMutate = report.mutate;
  useEffect(() => {
    if (lastScanId !== undefined) void reportMutate();
  }, [lastScanId, reportMutate]);

  const choose = (locationId: number | null, keywordId: number | null) => {
    const next = new URLSearchParams(params);
    if (locationId) next.set('location_id', String(locationId));
    if (keywordId) next.set('keyword_id', String(keywordId));
    else next.delete('keyword_id');
    setParams(next, { replace: true });
  };

  const scanNow = async () => {
    if (!keyword) return;
    setScanning(true);
    try {
      await api.localSearch.scanNow(keyword.id);
      toast.success(`Scanning “${keyword.keyword}” now`, 3000);
      await locations.mutate();
    } catch (err) {
      toastError(err, 'The scan could not be started.');
    } finally {
      setScanning(false);
    }
  };

  const downloadCsv = async () => {
    try {
      const blob = await client.get<Blob>(LOCAL_SEARCH_CSV_PATH, {
        query: location ? { location_id: location.location_id } : {},
        responseType: 'blob',
      });
      saveBlob(blob, 'local-search-average-search-zones.csv');
    } catch (err) {
      toastError(err, 'The CSV could not be downloaded.');
    }
  };

  return (
    <section className="page local-search" aria-labelledby="page-title">
      <div className="page-header">
        <h1 id="page-title">Local Search</h1>
        <Button type="button" variant="secondary" onClick={downloadCsv}>
          Download CSV
        </Button>
      </div>
      <p className="empty-state__description">
        Where each location ranks in local search results for its keywords, measured on a grid of
        points around it.
      </p>
      <CardListState
        data={list}
        error={locations.error}
        onRetry={() => void locations.mutate()}
        noun="locations"
        empty={{ title: 'No locations', description: 'Add a location to track local search.' }}
      >
        {() => (
          <>
            <div className="toolbar">
              <div className="field">
                <label htmlFor={`${id}-location`}>Location</label>
                <Select
                  id={`${id}-location`}
                  value={location?.location_id ?? ''}
                  onChange={(e) => choose(Number(e.target.value), null)}
                >
                  {list?.map((l) => (
                    <option key={l.location_id} value={l.location_id}>
                      {l.name}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-keyword`}>Keyword</label>
                <Select
                  id={`${id}-keyword`}
                  value={keyword?.id ?? ''}
                  disabled={!location?.keywords.length}
                  onChange={(e) => choose(location?.location_id ?? null, Number(e.target.value))}
                >
                  {location?.keywords.length ? null : <option value="">No keywords yet</option>}
                  {location?.keywords.map((k) => (
                    <option key={k.id} value={k.id}>
                      {k.keyword}
                    </option>
                  ))}
                </Select>
              </div>
              {keyword && can('local_search', 'create') ? (
                <Button
                  type="button"
                  variant="primary"
                  disabled={scanning || pending !== null}
                  onClick={scanNow}
                >
                  {pending ? 'Scanning…' : 'Scan now'}
                </Button>
              ) : null}
            </div>
            {pending ? (
              <p className="notice" role="status">
                A scan of “{keyword?.keyword}” is{' '}
                {pending.status === 'queued' ? 'queued' : 'running'}; the ranks below update when it
                is done.
              </p>
            ) : null}
            {!keyword ? (
              <div className="empty-state">
                <h2>No keywords for this location</h2>
                <p className="empty-state__description">
                  Add a keyword people search for, such as “brunch near me”, to see where this
                  location ranks around it.
                </p>
              </div>
            ) : report.error ? (
              <div className="form-error" role="alert">
                <p>The ranks could not be loaded.</p>
                <Button type="button" variant="secondary" onClick={() => void report.mutate()}>
                  Try again
                </Button>
              </div>
            ) : !report.data ? (
              <div
                className="card skeleton skeleton--lines"
                role="status"
                aria-label="Loading ranks"
              >
                <span style={{ width: '40%' }} />
                <span className="local-search__skeleton-grid" />
              </div>
            ) : (
              <Report report={report.data} />
            )}
            {location ? (
              <LocalSearchManage
                key={location.location_id}
                location={location}
                canCreate={can('local_search', 'create')}
                canUpdate={can('local_search', 'update')}
                canDelete={can('local_search', 'delete')}
                onChanged={() => locations.mutate()}
                onAdded={(k) => choose(k.location_id, k.id)}
              />
            ) : null}
          </>
        )}
      </CardListState>
    </section>
  );
}
