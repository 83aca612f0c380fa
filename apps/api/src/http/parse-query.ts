import qs from 'qs';

/**
 * The query string as nested objects and arrays, the way the api-client writes
 * it (`sort[by]=name`, `location_ids[]=1&location_ids[]=2`; a repeated plain key
 * is a list too). One level of nesting and at most 1,000 parameters and list
 * items: deeper or larger input stays text the schemas refuse.
 */
export function parseQuery(url: string): Record<string, unknown> {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return qs.parse(search, {
    depth: 1,
    arrayLimit: 1000,
    parameterLimit: 1000,
    duplicates: 'combine',
    allowPrototypes: false,
  });
}
