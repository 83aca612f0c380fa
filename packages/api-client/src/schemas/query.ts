/**
 * The query-string convention of the API, written here and read by the server
 * (with qs): nested keys as `sort[by]=name`, lists as repeated `key[]=a&key[]=b`
 * (a plain repeated key or `a,b` is accepted too). The writer stays these few
 * lines rather than qs, which would add its polyfill chain to every browser
 * bundle that makes a request.
 */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[];
export type QueryParams = { [key: string]: QueryValue | { [key: string]: QueryValue } };

/**
 * A query string in the API's style, with its leading '?' (or '' when nothing is set): nested
 * objects as `sort[by]=name`, lists as `ids[]=1&ids[]=2`; `undefined`, `null` and '' are left out.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  const add = (key: string, value: QueryValue) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      for (const v of value)
        parts.push(`${encodeURIComponent(`${key}[]`)}=${encodeURIComponent(String(v))}`);
      return;
    }
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [sub, v] of Object.entries(value)) add(`${key}[${sub}]`, v as QueryValue);
    } else add(key, value as QueryValue);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}
