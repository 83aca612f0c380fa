import { type ExportableResource, locationScoreQuery } from '@plaudit/api-client/schemas';
import { loadSettings } from '../../http/authenticate';
import type { CsvValue } from '../../http/csv';
import { registerExporter } from '../exports/registry';
import { withScheduledRange } from '../exports/with-scheduled-range';
import { sortRows } from './rank-rows';
import { type PerformanceFilters, performanceRows, requireGroupsPerformance } from './report';
import { csvColumns, GROUP_CSV, LOCATION_CSV, pick } from './report-csv';

const DEFAULT_CHUNK = 2000;

/**
 * Filter names accepted as aliases: the console's URL names, and the
 * published_after / published_before range a scheduled export sends.
 */
const ALIASES: Record<string, string> = {
  from: 'start_date',
  to: 'end_date',
  published_after: 'start_date',
  published_before: 'end_date',
  groupId: 'group_id',
  locationId: 'location_id',
  sourceId: 'source_id',
};

/**
 * Spec 1 section 7's per-type stripping: the performance reports take no
 * rating, status, category, sentiment or brands; exports keep the ranking order
 * (sort and paging are dropped).
 */
function normalizePerformance(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[ALIASES[k] ?? k] = v;
  }
  for (const k of [
    'rating',
    'status',
    'status_enum',
    'category',
    'sentiment',
    'brands',
    'sort',
    'page',
    'per_page',
  ])
    delete out[k];
  // Dates may arrive as timestamps; the report works in whole days.
  for (const k of ['start_date', 'end_date'])
    if (typeof out[k] === 'string') out[k] = (out[k] as string).slice(0, 10);
  return out;
}

function registerPerformance(resource: ExportableResource, groupBy: 'location' | 'group'): void {
  registerExporter<PerformanceFilters>(resource, {
    permission: 'location',
    normalize: (raw) => {
      const out = normalizePerformance(raw);
      out.group_by = groupBy;
      return out;
    },
    filters: locationScoreQuery,
    // Groups need groups_performance: refused when asked for or scheduled (rows() refuses too).
    check: (_db, _accountId, _filters, auth) => {
      if (auth) requireGroupsPerformance(auth, { group_by: groupBy });
    },
    // The same columns as the report's direct CSV: the industry columns with the setting.
    header: async (db, accountId) => {
      const industry = (await loadSettings(db, accountId)).industry_score === true;
      const cols =
        groupBy === 'group' ? csvColumns(GROUP_CSV, industry) : csvColumns(LOCATION_CSV, industry);
      return cols.map(([h]) => h);
    },
    async *rows({ db, accountId, filters, chunkSize = DEFAULT_CHUNK }) {
      const settings = await loadSettings(db, accountId);
      const industry = settings.industry_score === true;
      const q = withScheduledRange({ ...filters, group_by: groupBy });
      const result = await performanceRows(db, { accountId, settings }, q);
      let lines: CsvValue[][];
      if (result.kind === 'group') {
        const cols = csvColumns(GROUP_CSV, industry);
        lines = sortRows(result.rows).map((r) => pick(cols, r) as CsvValue[]);
      } else {
        const cols = csvColumns(LOCATION_CSV, industry);
        lines = sortRows(result.rows).map((r) => pick(cols, r) as CsvValue[]);
      }
      for (let i = 0; i < lines.length; i += chunkSize) yield lines.slice(i, i + chunkSize);
    },
  });
}

/** Location Performance (/dashboard/locations, one row per location). */
registerPerformance('metric_locations', 'location');
/** Group Performance (/dashboard/locations?view=groups, one row per group). */
registerPerformance('metric_groups', 'group');
/**
 * The location performance overview page (/location-performance): its rows are
 * locations (a CSV has one header; groups are metric_groups).
 */
registerPerformance('location_performance', 'location');
