import type { parseSort } from '@plaudit/hooks';
import { useNavigate } from 'react-router';
import {
  isGroupRow as isGroup,
  type PerformanceColumn,
  type PerformanceRow as Row,
} from './performance-columns';
import { LOADING, medalOf } from './performance-format';
import { RowName } from './performance-page-parts';
import type { BreakdownSubject } from './ScoreBreakdownPanel';

/**
 * The ranked table of the location performance page: sortable headers, a previous-period column
 * beside each lagged one, medals for the top three, and each row a link to its dashboard.
 */
export function PerformanceTable({
  rows,
  columns: cols,
  view,
  withLag,
  loading,
  sort,
  onSort,
  rowHref,
  breakdown,
  onBreakdown,
}: {
  rows: Row[];
  columns: PerformanceColumn[];
  view: 'groups' | 'locations';
  withLag: boolean;
  loading: boolean;
  sort: ReturnType<typeof parseSort>;
  /** The filters' next sort ("by:asc", "by:desc", or null for the default). */
  onSort: (next: string | null) => void;
  rowHref: (r: Row) => string;
  /** The row whose score breakdown is open. */
  breakdown: BreakdownSubject | null;
  onBreakdown?: (s: BreakdownSubject) => void;
}) {
  const navigate = useNavigate();
  const sortButton = (label: string, by: string) => {
    const active = sort?.by === by;
    const next = !active ? `${by}:asc` : sort?.order === 'asc' ? `${by}:desc` : null;
    return (
      <button type="button" className="lp-sort" onClick={() => onSort(next)}>
        {label}
        <span aria-hidden="true">{active ? (sort?.order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    );
  };
  const ariaSort = (by: string) =>
    sort?.by === by ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined;

  return (
    <div className="lp-table-wrap">
      <table className="lp-table" aria-busy={loading}>
        <caption className="pk-visually-hidden">
          {view === 'groups' ? 'Groups' : 'Locations'} ranked by performance score
        </caption>
        <thead>
          <tr>
            <th scope="col" aria-sort={ariaSort('ranking')}>
              {sortButton('Rank', 'ranking')}
            </th>
            <th scope="col" aria-sort={ariaSort(view === 'groups' ? 'name' : 'location_name')}>
              {sortButton(
                view === 'groups' ? 'Group' : 'Location',
                view === 'groups' ? 'name' : 'location_name',
              )}
            </th>
            {cols.map((c) => [
              <th key={c.key} scope="col" aria-sort={c.sortBy ? ariaSort(c.sortBy) : undefined}>
                {c.sortBy ? sortButton(c.header, c.sortBy) : c.header}
              </th>,
              withLag && c.lag ? (
                <th key={`${c.key}-lag`} scope="col" className="lp-lag">
                  {c.header} (previous period)
                </th>
              ) : null,
            ])}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: 3 }, (_, i) => (
                <tr key={i}>
                  <td>{LOADING}</td>
                  <td>{LOADING}</td>
                  {cols.map((c) => [
                    <td key={c.key}>{LOADING}</td>,
                    withLag && c.lag ? <td key={`${c.key}-lag`}>{LOADING}</td> : null,
                  ])}
                </tr>
              ))
            : rows.map((r) => {
                const medal = medalOf(r.rank);
                const href = rowHref(r);
                const name = isGroup(r) ? r.name : r.location_name;
                return (
                  <tr
                    key={isGroup(r) ? `g${r.id}` : r.location_id}
                    className="lp-row"
                    onClick={(e) => {
                      if ((e.target as HTMLElement).closest('a,button')) return;
                      navigate(href);
                    }}
                  >
                    <td className="lp-rank">
                      {medal ? (
                        <span
                          className={`lp-medal lp-medal--${medal.kind}`}
                          role="img"
                          aria-label={medal.label}
                        >
                          {r.rank}
                        </span>
                      ) : (
                        r.rank
                      )}
                    </td>
                    <RowName
                      row={r}
                      href={href}
                      name={name}
                      open={breakdown}
                      onBreakdown={onBreakdown}
                    />
                    {cols.map((c) => [
                      <td key={c.key}>{c.cell(r)}</td>,
                      withLag && c.lag ? (
                        <td key={`${c.key}-lag`} className="lp-lag">
                          {c.lag(r)}
                        </td>
                      ) : null,
                    ])}
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
