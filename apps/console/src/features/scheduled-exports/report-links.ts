import type { ScheduledExport } from '@plaudit/api-client';
import { DATE_DESCRIPTOR_LEGENDS } from '@plaudit/api-client/schemas';

const LEGEND_DESCRIPTORS: Record<string, string> = Object.fromEntries(
  Object.entries(DATE_DESCRIPTOR_LEGENDS).map(([descriptor, legend]) => [legend, descriptor]),
);

/** The report each export type opens (spec 1 section 2). */
export function reportPath(e: Pick<ScheduledExport, 'export_type' | 'resource_id' | 'filters'>) {
  switch (e.export_type) {
    case 'reviews':
      return '/reviews';
    case 'metric_locations':
    case 'metric_groups':
      return '/dashboard/locations';
    case 'competitors_overview':
      return '/competitors/locations';
    case 'experience_categories':
      return '/dashboard/keywords/categories';
    case 'keywords':
      return '/dashboard/keywords';
    case 'competitors_brands':
      return '/competitors/brands';
    case 'keyword_details': {
      // The detail page's path is the keyword itself (stored as filters.keyword).
      const id = e.filters.keyword ?? e.resource_id ?? e.filters.resource_id;
      return `/dashboard/keywords/${encodeURIComponent(String(id ?? ''))}`;
    }
    case 'microsurvey_responses':
      return `/request-reviews/microsurveys/${encodeURIComponent(String(e.resource_id ?? ''))}/summaries`;
    case 'visual_report':
      return `/visual-reports/${encodeURIComponent(String(e.resource_id ?? e.filters.report_id ?? ''))}`;
  }
}

const first = (v: unknown): string | null => {
  const x = Array.isArray(v) ? v[0] : v;
  return x === undefined || x === null || x === '' ? null : String(x);
};
const list = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]).map(String);

/**
 * The report with the export's settings in the query (the filter bar's names), the export's
 * id and flyout_edit=true, so the report opens with its Edit Scheduled Export flyout.
 */
export function reportHref(e: ScheduledExport): string {
  const f = e.filters ?? {};
  const p = new URLSearchParams();
  const descriptor = LEGEND_DESCRIPTORS[e.date_range_legend];
  if (descriptor) p.set('dateDescriptor', descriptor);
  const set = (key: string, value: string | null) => {
    if (value) p.set(key, value);
  };
  set('groupId', first(f.group_id ?? f.group_ids));
  set('locationId', first(f.location_id ?? f.location_ids));
  set('sourceId', first(f.source_id));
  set('rating', first(f.rating));
  set('sentiment', first(f.sentiment));
  if (e.export_type !== 'keyword_details') set('search_terms', first(f.search_terms));
  if (e.export_type === 'keywords' || e.export_type === 'keyword_details')
    set('category', first(f.category));
  // The performance report: the groups view for Group Performance, the previous period.
  if (e.export_type === 'metric_groups') p.set('view', 'groups');
  if (f.with_lag === true || f.with_lag === 'true') p.set('with_lag', 'true');
  const status = list(f.status ?? f.status_enum);
  if (status.length) p.set('status', status.join(','));
  const types = list(f.review_types);
  if (types.length) p.set('reviewTypes', types.join(','));
  p.set('export_id', String(e.id));
  p.set('flyout_edit', 'true');
  return `${reportPath(e)}?${p.toString()}`;
}
