import { PERFORMANCE_CSV_PATHS } from '@plaudit/api-client';
import {
  filterId,
  parseSort,
  toast,
  useApi,
  useFilters,
  useGroups,
  useLocationPerformance,
  usePermission,
  useSession,
} from '@plaudit/hooks';
import { Button, buttonClass, Pager } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { ViewToggle } from '../../components/ViewToggle';
import { useBasePath, withBase } from '../../lib/paths';
import { DownloadCsvButton } from '../exports/DownloadCsvButton';
import { saveBlob } from '../exports/download';
import { FilterBar } from '../filters/FilterBar';
import {
  ScheduleExportButton,
  ScheduleExportFlyout,
} from '../scheduled-exports/ScheduleExportFlyout';
import { GroupsPerformancePreview } from './GroupsPerformancePreview';
import {
  PerformancePrint,
  PRINT_TEXT,
  type PrintQuery,
  usePerformancePrint,
} from './PerformancePrint';
import { PerformanceTable } from './PerformanceTable';
import {
  isGroupRow as isGroup,
  performanceColumns,
  type PerformanceRow as Row,
} from './performance-columns';
import {
  dashboardHref,
  exportFiltersOf,
  HIDDEN,
  PERF_TEXT,
  PERFORMANCE_DATES,
} from './performance-format';
import { PerformanceMessage } from './performance-page-parts';
import type { BreakdownSubject } from './ScoreBreakdownPanel';
import { ScoreBreakdownPanel } from './ScoreBreakdownPanel';
import { TargetScoreSummary } from './TargetScoreSummary';
import './location-performance.css';

const PAGE_SIZE = 25;

/** /dashboard/locations (spec 3 section 2.6). */
export function LocationPerformancePage() {
  usePageTitle(PERF_TEXT.title);
  const perm = usePermission();
  const base = useBasePath();
  const { client } = useApi();
  const [params, setParams] = useSearchParams();
  const { filters, setFilters, setPage } = useFilters({ defaultDateDescriptor: 'sixMonths' });
  const isAdmin = perm.isUserType('administrator');
  const customScore = perm.hasSetting('custom_score');
  const industry = perm.hasSetting('industry_score');
  const accountId = useSession((s) => s.auth.account_id);
  const newScore = perm.can('location_score', 'read') && perm.hasSetting('new_performance_score');
  const view = newScore && filters.view === 'groups' ? 'groups' : 'locations';
  const withLag = params.get('with_lag') === 'true';
  const sort = parseSort(filters.sort);
  const query = {
    start_date: filters.from,
    end_date: filters.to,
    group_id: filterId(filters.groupId),
    location_id: view === 'locations' ? filterId(filters.locationId) : undefined,
    source_id: filterId(filters.sourceId) ? [filterId(filters.sourceId)!] : undefined,
    with_lag: withLag,
    group_by: view === 'groups' ? ('group' as const) : ('location' as const),
    page: filters.page,
    per_page: PAGE_SIZE,
    sort: sort ? { by: sort.by as 'ranking', order: sort.order } : undefined,
  };
  // Performance by group is the groups_performance setting's: without it, a preview.
  const groupsLocked = view === 'groups' && !perm.hasSetting('groups_performance');
  const perf = useLocationPerformance(groupsLocked ? null : query);
  // The score breakdown (and custom targets) of one row, below the table.
  const [breakdown, setBreakdown] = useState<BreakdownSubject | null>(null);
  const canBreakdown = perm.can('location_score', 'read');
  const groups = useGroups(view === 'groups' && !groupsLocked ? { per_page: 1 } : null);
  useEffect(() => {
    if (perf.error) toast.alert(PERF_TEXT.fetchError, 5000);
  }, [perf.error]);

  const rows = perf.data?.items ?? [];
  const loading = !groupsLocked && !perf.data && !perf.error;

  const setLag = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('with_lag', 'true');
    else next.delete('with_lag');
    setParams(next);
  };
  const dates = { from: filters.from, to: filters.to, dateDescriptor: filters.dateDescriptor };
  const rowHref = (r: Row) =>
    withBase(
      base,
      isGroup(r)
        ? dashboardHref(dates, { groupId: r.id })
        : dashboardHref(dates, { locationId: r.location_id }),
    );

  // The export and scheduled export of the view (API names; the schedule sends the preset).
  const exportType = view === 'groups' ? 'metric_groups' : 'metric_locations';
  const exportFilters = (dates: boolean) => exportFiltersOf(query, dates);

  const exportCsv = async () => {
    try {
      const blob = await client.get<Blob>(PERFORMANCE_CSV_PATHS.overview, {
        query: {
          ...query,
          page: 1,
          per_page: 250,
          sort: undefined,
          'sort[by]': sort?.by,
          'sort[order]': sort?.order,
        },
        responseType: 'blob',
      });
      saveBlob(blob, view === 'groups' ? 'group-performance.csv' : 'location-performance.csv');
    } catch (err) {
      toast.error(err, PERF_TEXT.fetchError);
    }
  };

  const cols = performanceColumns({ customScore, industry, view });

  // Print: every row of the report (pages of 250), then the print dialog.
  const print = usePerformancePrint();
  const printQuery: PrintQuery = {
    start_date: query.start_date,
    end_date: query.end_date,
    group_id: query.group_id,
    location_id: query.location_id,
    source_id: query.source_id,
    with_lag: query.with_lag,
    group_by: query.group_by,
    sort: query.sort,
  };
  const printKey = JSON.stringify(printQuery);
  const resetPrint = print.reset;
  // A print of other filters is stale: drop it.
  useEffect(() => {
    if (printKey) resetPrint();
  }, [printKey, resetPrint]);
  const printing = print.state.status === 'loading';
  const startPrint = () => {
    if (printing) return;
    void print.start({ newScore, accountId, query: printQuery });
  };

  const noGroups = view === 'groups' && groups.data && groups.data.paging.total === 0;

  return (
    <section
      className={`page lp${withLag || industry ? ' lp--wide' : ''}`}
      aria-labelledby="page-title"
    >
      <header className="page-header">
        <h1 id="page-title">{PERF_TEXT.title}</h1>
        {!groupsLocked && (
          <div className="button-row lp-actions">
            {isAdmin && customScore && (
              <Link
                className={buttonClass('secondary')}
                to={withBase(base, '/settings/target-score')}
              >
                {PERF_TEXT.setTarget}
              </Link>
            )}
            <DownloadCsvButton
              label="Export"
              save={exportCsv}
              request={{ resource: exportType, filters: () => exportFilters(true) }}
            />
            <ScheduleExportButton />
            <Button
              type="button"
              variant="secondary"
              aria-disabled={printing}
              aria-busy={printing}
              onClick={startPrint}
            >
              Print
            </Button>
          </div>
        )}
      </header>
      <p className="lp-print-status" role="status" aria-live="polite">
        {print.state.status === 'loading'
          ? PRINT_TEXT.progress(print.state.loaded, print.state.total)
          : ''}
      </p>
      {print.state.status === 'error' && (
        <p className="lp-print-error" role="alert">
          {PERF_TEXT.fetchError}
        </p>
      )}
      {print.state.status === 'ready' && (
        <PerformancePrint
          rows={print.state.rows}
          columns={cols}
          view={view}
          withLag={withLag}
          dates={{ from: filters.from, to: filters.to }}
          filters={{
            groupId: query.group_id,
            locationId: query.location_id,
            sourceId: query.source_id?.[0],
          }}
        />
      )}
      {newScore && (
        <ViewToggle
          view={view}
          onChange={(v) =>
            setFilters(v === 'groups' ? { view: 'groups', locationId: null } : { view: null })
          }
          label="View"
          className="lp-view"
        />
      )}
      <FilterBar
        label="Location performance filters"
        defaultDateDescriptor="sixMonths"
        dateDescriptors={PERFORMANCE_DATES}
        hiddenDescriptors={HIDDEN}
        controls={view === 'locations' ? ['group', 'location', 'source'] : ['group', 'source']}
        clearOnGroupChange={false}
      />
      <label className="lp-switch">
        <input type="checkbox" checked={withLag} onChange={(e) => setLag(e.target.checked)} />{' '}
        {PERF_TEXT.showPrevious}
      </label>
      {customScore && !groupsLocked && (
        <TargetScoreSummary
          filters={{
            start_date: query.start_date,
            end_date: query.end_date,
            group_id: query.group_id,
            location_id: query.location_id,
            source_id: query.source_id,
            group_by: query.group_by,
          }}
        />
      )}
      {groupsLocked ? (
        <GroupsPerformancePreview />
      ) : perf.error ? (
        <PerformanceMessage kind="error" />
      ) : noGroups ? (
        <PerformanceMessage
          kind="noGroups"
          addGroupHref={
            perm.can('group', 'create') ? withBase(base, '/settings/groups/new') : undefined
          }
        />
      ) : !loading && rows.length === 0 ? (
        <PerformanceMessage
          kind="empty"
          canAddLocations={view === 'locations' && perm.can('location', 'create')}
        />
      ) : (
        <PerformanceTable
          rows={rows}
          columns={cols}
          view={view}
          withLag={withLag}
          loading={loading}
          sort={sort}
          onSort={(next) => setFilters({ sort: next })}
          rowHref={rowHref}
          breakdown={breakdown}
          onBreakdown={canBreakdown ? setBreakdown : undefined}
        />
      )}
      {perf.data && perf.data.paging.totalPages > 1 && (
        <Pager
          page={filters.page}
          pageCount={perf.data.paging.totalPages}
          onPageChange={setPage}
          showFirstLast
        />
      )}
      {breakdown && (breakdown.kind === 'group') === (view === 'groups') && (
        <ScoreBreakdownPanel
          key={`${breakdown.kind}${breakdown.id}`}
          subject={breakdown}
          query={{
            start_date: query.start_date,
            end_date: query.end_date,
            source_id: query.source_id,
          }}
          canEdit={isAdmin && customScore}
          onClose={() => setBreakdown(null)}
        />
      )}
      <ScheduleExportFlyout
        exportType={exportType}
        defaultDateDescriptor="sixMonths"
        filters={() => exportFilters(false)}
      />
    </section>
  );
}
