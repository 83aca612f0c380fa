/**
 * Query-string conventions shared by the client (which writes them) and the
 * server (which reads them): nested keys as `sort[by]=name`, lists as repeated
 * `key[]=a&key[]=b` (a plain repeated key or `a,b` is accepted too).
 */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[];
export type QueryParams = { [key: string]: QueryValue | { [key: string]: QueryValue } };

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

export type ParsedQuery = Record<string, string | string[] | Record<string, string | string[]>>;

/** Reads a URLSearchParams into nested objects and arrays (the inverse of toQueryString). */
export function parseQuery(search: URLSearchParams): ParsedQuery {
  const out: ParsedQuery = {};
  const put = (target: Record<string, unknown>, key: string, value: string, list: boolean) => {
    const prev = target[key];
    if (list || prev !== undefined) {
      target[key] = Array.isArray(prev)
        ? [...prev, value]
        : prev === undefined
          ? [value]
          : [prev as string, value];
    } else target[key] = value;
  };
  for (const [rawKey, value] of search) {
    const m = /^([^[\]]+)(?:\[([^[\]]*)\])?$/.exec(rawKey);
    if (!m) continue;
    const [, key, sub] = m as unknown as [string, string, string | undefined];
    if (sub === undefined) put(out, key, value, false);
    else if (sub === '') put(out, key, value, true);
    else {
      const nested = (
        typeof out[key] === 'object' && !Array.isArray(out[key]) ? out[key] : {}
      ) as Record<string, unknown>;
      put(nested, sub, value, false);
      out[key] = nested as Record<string, string | string[]>;
    }
  }
  return out;
}
