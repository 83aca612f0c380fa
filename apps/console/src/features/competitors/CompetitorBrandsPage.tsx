import type { CompetitorBrandsReport, CompetitorStats } from '@plaudit/api-client';
import { useCompetitorBrandsReport, useFilters, useSession } from '@plaudit/hooks';
import { barWidth } from '@plaudit/ui-kit';
import { usePageTitle } from '../../components/PageTitle';
import { ExportControl } from '../exports/ExportControl';
import {
  ScheduleExportButton,
  ScheduleExportFlyout,
} from '../scheduled-exports/ScheduleExportFlyout';
import { useCanManageCompetitors } from './ChooseCompetitors';
import { MINE_COLOR, ScrollBox, THEIRS_COLOR } from './CompetitorCharts';
import { CompetitorFilterBar } from './CompetitorFilterBar';
import { NoCompetitors } from './CompetitorsOverviewPage';
import { CompetitorsTabs, RequireCompetitorRead } from './CompetitorsTabs';
import {
  COMPETITOR_DEFAULT_DATE,
  exportFilters,
  formatCount,
  formatRating,
  reportQuery,
  COMPETITORS_TEXT as T,
} from './competitors-format';
import { ManageBrands } from './ManageBrands';
import './competitors.css';
import { LoadError, StatCells, StatHeadCells } from './CompetitorTableParts';

/** /competitors/brands: my brand against competing brands; brands managed below. */
export function CompetitorBrandsPage() {
  usePageTitle(T.brandsTitle);
  return (
    <RequireCompetitorRead>
      <Brands />
    </RequireCompetitorRead>
  );
}

type Row = { key: string; name: string; note: string; mine: boolean; stats: CompetitorStats };

function rowsOf(r: CompetitorBrandsReport): Row[] {
  return [
    {
      key: 'mine',
      name: r.mine.name,
      note: `Your brand · ${r.mine.locations} ${r.mine.locations === 1 ? 'location' : 'locations'}`,
      mine: true,
      stats: r.mine.stats,
    },
    ...r.brands.map((b) => ({
      key: String(b.brand_id ?? 'other'),
      name: b.name,
      note: `${b.competitors} ${b.competitors === 1 ? 'place' : 'places'}`,
      mine: false,
      stats: b.stats,
    })),
  ];
}

function Brands() {
  const { filters } = useFilters({ defaultDateDescriptor: COMPETITOR_DEFAULT_DATE });
  const accountId = useSession((s) => s.auth.account_id);
  const manage = useCanManageCompetitors();
  const report = useCompetitorBrandsReport(accountId, reportQuery(filters));
  const loading = !report.data && !report.error;
  const rows = report.data ? rowsOf(report.data) : [];
  return (
    <section className="page cmp" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{T.brandsTitle}</h1>
        <div className="button-row">
          <ExportControl
            resource="competitors_brands"
            filters={() => exportFilters(filters, true)}
          />
          <ScheduleExportButton />
        </div>
      </header>
      <CompetitorsTabs current="/competitors/brands" />
      <CompetitorFilterBar />
      {report.error ? (
        <LoadError error={report.error} retry={() => void report.mutate()} />
      ) : loading ? (
        <div className="card skeleton skeleton--lines" role="status" aria-label="Loading brands">
          <span style={{ width: '30%' }} aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </div>
      ) : report.data && report.data.brands.length === 0 ? (
        <NoCompetitors />
      ) : (
        <>
          <div className="cmp-panels">
            <section className="card cmp-panel" aria-labelledby="cmp-brand-rating">
              <h2 id="cmp-brand-rating">Average rating by brand</h2>
              <BrandBars
                label="Average rating by brand"
                rows={rows}
                value={(s) => s.average_rating}
                max={5}
                format={formatRating}
              />
            </section>
            <section className="card cmp-panel" aria-labelledby="cmp-brand-volume">
              <h2 id="cmp-brand-volume">Reviews by brand</h2>
              <BrandBars
                label="Reviews by brand"
                rows={rows}
                value={(s) => s.reviews}
                max={Math.max(1, ...rows.map((r) => r.stats.reviews))}
                format={formatCount}
              />
            </section>
          </div>
          <section className="card cmp-panel cmp-location" aria-labelledby="cmp-brand-table">
            <h2 id="cmp-brand-table">Brands compared</h2>
            <ScrollBox label="Table of brands">
              <table className="cmp-table">
                <caption className="pk-visually-hidden">
                  Your brand against competing brands
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Brand</th>
                    <StatHeadCells />
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.key} className={r.mine ? 'cmp-table__mine' : undefined}>
                      <th scope="row">
                        {r.name}
                        <span className="cmp-table__brand">{r.note}</span>
                      </th>
                      <StatCells s={r.stats} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollBox>
          </section>
        </>
      )}
      {manage && <ManageBrands />}
      <ScheduleExportFlyout
        exportType="competitors_brands"
        defaultDateDescriptor={COMPETITOR_DEFAULT_DATE}
        filters={() => exportFilters(filters, false)}
      />
    </section>
  );
}

/** One bar per brand (mine in blue) on a common scale; the values are written beside. */
function BrandBars({
  label,
  rows,
  value,
  max,
  format,
}: {
  label: string;
  rows: readonly Row[];
  value: (s: CompetitorStats) => number | null;
  max: number;
  format: (v: number | null) => string;
}) {
  return (
    <ul className="cmp-pair" aria-label={label}>
      {rows.map((r) => {
        const v = value(r.stats);
        return (
          <li key={r.key} className="cmp-pair__row">
            <span className="cmp-pair__who">{r.name}</span>
            <span className="cmp-pair__track" aria-hidden="true">
              <span
                style={{
                  width: barWidth(v, max),
                  background: r.mine ? MINE_COLOR : THEIRS_COLOR,
                }}
              />
            </span>
            <span className="cmp-pair__value">{format(v)}</span>
          </li>
        );
      })}
    </ul>
  );
}
