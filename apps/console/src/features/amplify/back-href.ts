import { safeRedirect, withBase } from '../../lib/paths';

/**
 * Where Back leads: `fromPage` (a path on this site, e.g. the location detail page's Create
 * Widget link) with the rest of the query it carried, else the widget list.
 */
export function backHref(params: URLSearchParams, base: string): string {
  const from = params.get('fromPage');
  if (!from) return withBase(base, '/amplify/widgets');
  const rest = new URLSearchParams(params);
  rest.delete('fromPage');
  rest.delete('location_id');
  const q = rest.toString();
  const path = safeRedirect(from, '/amplify/widgets');
  return withBase(base, q ? `${path}${path.includes('?') ? '&' : '?'}${q}` : path);
}
