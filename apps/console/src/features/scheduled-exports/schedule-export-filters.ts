import type { useFilters } from '@plaudit/hooks';
import './scheduled-exports.css';

/** The URL's filters as the API names them (a report without its own mapping). */
export function defaultFilters(
  f: ReturnType<typeof useFilters>['filters'],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (f.groupId) out.group_id = f.groupId;
  if (f.locationId && f.locationId !== 'all') out.location_id = f.locationId;
  if (f.sourceId) out.source_id = f.sourceId;
  if (f.rating) out.rating = [f.rating];
  if (f.sentiment) out.sentiment = f.sentiment;
  if (f.reviewTypes.length) out.review_types = f.reviewTypes;
  if (f.status.length) out.status_enum = f.status;
  if (f.search_terms) out.search_terms = f.search_terms;
  return out;
}

export function stripFlyout(search: string): string {
  const p = new URLSearchParams(search);
  p.delete('flyout_edit');
  p.delete('export_id');
  const q = p.toString();
  return q ? `?${q}` : '';
}
