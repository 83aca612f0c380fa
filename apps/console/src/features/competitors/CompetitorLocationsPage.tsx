import type { CompetitorLocationRow } from '@plaudit/api-client';
import { COMPETITOR_LOCATION_SORTS } from '@plaudit/api-client/schemas';
import {
  parseSort,
  useCompetitorLocations,
  useFilters,
  useLocations,
  useSession,
} from '@plaudit/hooks';
import { Button, Pager, Select } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { usePageTitle } from '../../components/PageTitle';
import {
  ScheduleExportButton,
  ScheduleExportFlyout,
} from '../scheduled-exports/ScheduleExportFlyout';
import { ChooseCompetitors, useCanManageCompetitors } from './ChooseCompetitors';
import { ScrollBox } from './CompetitorCharts';
import { CompetitorLocationsExport } from './CompetitorExports';
import { CompetitorFilterBar } from './CompetitorFilterBar';
import { NoCompetitors } from './CompetitorsOverviewPage';
import { CompetitorsTabs, RequireCompetitorRead } from './CompetitorsTabs';
import {
  COMPETITOR_DEFAULT_DATE,
  exportFilters,
  ordinal,
  reportQuery,
  COMPETITORS_TEXT as T,
} from './competitors-format';
import './competitors.css';
import { LoadError, StatCells, StatHeadCells } from './CompetitorTableParts';

const PAGE_SIZE = 10;
type SortBy = (typeof COMPETITOR_LOCATION_SORTS)[number];
const SORTS: { value: string; label: string }[] = [
  { value: 'rank:asc', label: 'Rank (best first)' },
  { value: 'rank:desc', label: 'Rank (worst first)' },
  { value: 'location_name:asc', label: 'Location name' },
  { value: 'average_rating:desc', label: 'Average rating' },
  { value: 'reviews:desc', label: 'Reviews' },
  { value: 'response_rate:desc', label: 'Response rate' },
];

/** /competitors/locations: each location beside its competitors, ranked by rating. */
export function CompetitorLocationsPage() {
  usePageTitle(T.locationsTitle);
  return (
    <RequireCompetitorRead>
      <Locations />
    </RequireCompetitorRead>
  );
}

function Locations() {
  const { filters, setFilters, setPage } = useFilters({
    defaultDateDescriptor: COMPETITOR_DEFAULT_DATE,
  });
  const accountId = useSession((s) => s.auth.account_id);
  const manage = useCanManageCompetitors();
  const [choosing, setChoosing] = useState<{ id: number; name: string } | null>(null);
  const sortId = useId();
  const sort = parseSort(filters.sort);
  const sortValue =
    sort && (COMPETITOR_LOCATION_SORTS as readonly string[]).includes(sort.by)
      ? `${sort.by}:${sort.order}`
      : 'rank:asc';
  const [by, order] = sortValue.split(':') as [SortBy, 'asc' | 'desc'];
  const report = useCompetitorLocations(accountId, {
    ...reportQuery(filters),
    page: filters.page,
    per_page: PAGE_SIZE,
    sort: { by, order },
  });
  const rows = report.data?.items ?? [];
  const loading = !report.data && !report.error;

  return (
    <section className="page cmp" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{T.locationsTitle}</h1>
        <div className="button-row">
          <CompetitorLocationsExport filters={filters} />
          <ScheduleExportButton />
        </div>
      </header>
      <CompetitorsTabs current="/competitors/locations" />
      <CompetitorFilterBar />
      <div className="cmp-toolbar">
        <label htmlFor={sortId}>Sort by</label>
        <Select
          id={sortId}
          value={sortValue}
          onChange={(e) =>
            setFilters({ sort: e.target.value === 'rank:asc' ? null : e.target.value })
          }
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
        {manage && <LocationPicker onChoose={setChoosing} />}
      </div>
      {report.error ? (
        <LoadError error={report.error} retry={() => void report.mutate()} />
      ) : loading ? (
        <div role="status" aria-label="Loading locations">
          {[0, 1].map((i) => (
            <div key={i} className="card skeleton skeleton--lines cmp-location" aria-hidden="true">
              <span style={{ width: '30%' }} />
              <span />
              <span />
            </div>
          ))}
        </div>
      ) : rows.length === 0 ? (
        <NoCompetitors link={false} />
      ) : (
        rows.map((r) => (
          <LocationCard
            key={r.location_id}
            row={r}
            onManage={
              manage ? () => setChoosing({ id: r.location_id, name: r.location_name }) : undefined
            }
          />
        ))
      )}
      {report.data && report.data.paging.totalPages > 1 && (
        <Pager
          page={filters.page}
          pageCount={report.data.paging.totalPages}
          onPageChange={setPage}
          showFirstLast
        />
      )}
      <ChooseCompetitors location={choosing} onClose={() => setChoosing(null)} />
      <ScheduleExportFlyout
        exportType="competitors_overview"
        defaultDateDescriptor={COMPETITOR_DEFAULT_DATE}
        filters={() => exportFilters(filters, false)}
      />
    </section>
  );
}

/**
 * Any location (also one without competitors yet) opens the chooser: pick it, then the button
 * (a select that acted on change would open the flyout while a keyboard user browses options).
 */
function LocationPicker({ onChoose }: { onChoose: (l: { id: number; name: string }) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const locations = useLocations({ per_page: 250, sort: { by: 'name', order: 'asc' } });
  const items = locations.data?.items ?? [];
  const picked = items.find((x) => String(x.id) === value);
  return (
    <span className="cmp-toolbar">
      <label htmlFor={id}>Choose competitors for</label>
      <Select
        id={id}
        value={value}
        disabled={!locations.data}
        onChange={(e) => setValue(e.target.value)}
      >
        <option value="">{locations.data ? 'Select a location' : 'Loading…'}</option>
        {items.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </Select>
      <Button
        type="button"
        variant="secondary"
        disabled={!picked}
        onClick={() => picked && onChoose({ id: Number(picked.id), name: picked.name })}
      >
        Choose
      </Button>
    </span>
  );
}

function LocationCard({ row, onManage }: { row: CompetitorLocationRow; onManage?: () => void }) {
  const headingId = useId();
  const of = row.competitors.length + 1;
  return (
    <section className="card cmp-location" aria-labelledby={headingId}>
      <div className="cmp-location__header">
        <h2 id={headingId}>{row.location_name}</h2>
        <span className="cmp-rank" data-testid="cmp-rank">
          {`Ranked ${ordinal(row.rank)} of ${of} by average rating`}
        </span>
        {onManage && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-label={`Choose competitors for ${row.location_name}`}
            onClick={onManage}
          >
            {T.chooseCompetitors}
          </Button>
        )}
      </div>
      <ScrollBox label={`${row.location_name} and its competitors`}>
        <table className="cmp-table">
          <caption className="pk-visually-hidden">
            {`${row.location_name} beside its competitors`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <StatHeadCells />
            </tr>
          </thead>
          <tbody>
            <tr className="cmp-table__mine">
              <th scope="row">
                {row.location_name}
                <span className="cmp-table__brand">Your location</span>
              </th>
              <StatCells s={row.mine} />
            </tr>
            {row.competitors.map((c) => (
              <tr key={c.competitor_id}>
                <th scope="row">
                  {c.name}
                  {c.brand_name && <span className="cmp-table__brand">{c.brand_name}</span>}
                </th>
                <StatCells s={c.stats} />
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}
