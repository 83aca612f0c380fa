import type { FollowProgress, PlauditApi } from '@plaudit/api-client';
import type { LocationPerformanceQuery } from '@plaudit/api-client/schemas';
import { useApi, useGroup, useLocation, useSource } from '@plaudit/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatDate } from '../../lib/format';
import {
  isGroupRow,
  LocationAddress,
  type PerformanceColumn,
  type PerformanceRow,
} from './performance-columns';
import { PERF_TEXT } from './performance-format';

/** The report's filters as sent to the API (without paging). */
export type PrintQuery = Omit<LocationPerformanceQuery, 'page' | 'per_page' | 'account_id'>;

export type PrintRequest = {
  /** The new score prints from /location_performance_overview, the legacy one from the old print lists. */
  newScore: boolean;
  accountId: number | null;
  query: PrintQuery;
};

export type PrintState =
  | { status: 'idle' }
  | { status: 'loading'; loaded: number; total: number | null }
  | { status: 'ready'; rows: PerformanceRow[]; request: PrintRequest }
  | { status: 'error' };

/**
 * Every row of the report (spec 3 sections 7 and 9): pages of 250 followed
 * through `_links.next`; the legacy score reads GET /reports/{id}/locations
 * or GET /metrics/{id}/group.
 */
export function loadPrintRows(
  api: PlauditApi,
  req: PrintRequest,
  onPage?: (p: FollowProgress) => void,
  signal?: AbortSignal,
): Promise<PerformanceRow[]> {
  const options = { onPage, signal, errorMessage: PERF_TEXT.fetchError };
  if (req.newScore || req.accountId === null)
    return api.locationPerformance.listAll(req.query, options);
  const { group_by, ...query } = req.query;
  return api.locationPerformance.listAllLegacyPrint(
    req.accountId,
    group_by === 'group' ? 'group' : 'location',
    query,
    options,
  );
}

/**
 * Print: loads every row, renders the print layout, then opens the
 * browser's print dialog. `start` again reloads (the report may have changed).
 */
export function usePerformancePrint() {
  const { api } = useApi();
  const [state, setState] = useState<PrintState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const pending = useRef(false);

  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (req: PrintRequest) => {
      abort.current?.abort();
      const ctrl = new AbortController();
      abort.current = ctrl;
      setState({ status: 'loading', loaded: 0, total: null });
      try {
        const rows = await loadPrintRows(
          api,
          req,
          (p) => {
            if (!ctrl.signal.aborted)
              setState({ status: 'loading', loaded: p.loaded, total: p.total });
          },
          ctrl.signal,
        );
        if (ctrl.signal.aborted) return;
        pending.current = true;
        setState({ status: 'ready', rows, request: req });
      } catch {
        if (!ctrl.signal.aborted) setState({ status: 'error' });
      }
    },
    [api],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setState({ status: 'idle' });
  }, []);

  // The layout is in the document now: open the print dialog once.
  useEffect(() => {
    if (state.status === 'ready' && pending.current) {
      pending.current = false;
      window.print();
    }
  }, [state]);

  return { state, start, reset };
}

export const PRINT_TEXT = {
  preparing: 'Preparing print…',
  progress: (loaded: number, total: number | null) =>
    total === null ? 'Preparing print…' : `Preparing print… ${loaded} of ${total} rows loaded`,
} as const;

const formatDay = (iso: string) => formatDate(iso) || iso;

/**
 * The print layout: the title, the filters and date range, and every row of
 * the report in one table (rank, name, the same columns as the screen, the
 * previous period's when shown). Rendered at the end of <body>; print CSS
 * hides everything else (navigation, filter bar, pager), the screen never shows it.
 */
export function PerformancePrint({
  rows,
  columns,
  view,
  withLag,
  dates,
  filters,
}: {
  rows: PerformanceRow[];
  columns: PerformanceColumn[];
  view: 'locations' | 'groups';
  withLag: boolean;
  dates: { from: string; to: string };
  filters: { groupId?: number; locationId?: number; sourceId?: number };
}) {
  const group = useGroup(filters.groupId ?? null);
  const location = useLocation(filters.locationId ?? null);
  const source = useSource(filters.sourceId ?? null);
  const facts: [string, string][] = [
    ['Date range', `${formatDay(dates.from)} – ${formatDay(dates.to)}`],
    ['View', view === 'groups' ? 'Groups' : 'Locations'],
  ];
  if (filters.groupId !== undefined)
    facts.push(['Group', group.data?.name ?? String(filters.groupId)]);
  if (filters.locationId !== undefined)
    facts.push(['Location', location.data?.name ?? String(filters.locationId)]);
  if (filters.sourceId !== undefined)
    facts.push(['Source', source.data?.name ?? String(filters.sourceId)]);
  if (withLag) facts.push(['Previous period', 'Shown']);

  return createPortal(
    <div className="lp-print" data-testid="performance-print">
      <h1>{PERF_TEXT.title}</h1>
      <dl className="lp-print__facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        <div>
          <dt>{view === 'groups' ? 'Groups' : 'Locations'}</dt>
          <dd>{rows.length.toLocaleString()}</dd>
        </div>
      </dl>
      <table className="lp-print__table">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">{view === 'groups' ? 'Group' : 'Location'}</th>
            {columns.map((c) => [
              <th key={c.key} scope="col">
                {c.header}
              </th>,
              withLag && c.lag ? (
                <th key={`${c.key}-lag`} scope="col">
                  {c.header} (previous period)
                </th>
              ) : null,
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={isGroupRow(r) ? `g${r.id}` : r.location_id}>
              <td>{r.rank}</td>
              <th scope="row">
                {isGroupRow(r) ? r.name : r.location_name}
                {!isGroupRow(r) && <LocationAddress row={r} />}
              </th>
              {columns.map((c) => [
                <td key={c.key}>{c.cell(r)}</td>,
                withLag && c.lag ? <td key={`${c.key}-lag`}>{c.lag(r)}</td> : null,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
