import { type Infer, id, number, object, oneOf, optional, string } from './validate';

export const sortOrder = oneOf(['asc', 'desc'] as const);

/** `page`, `per_page`, `sort[by]`, `sort[order]`, `keywords`: every list endpoint. */
/* @__NO_SIDE_EFFECTS__ */
export function listQuery<const S extends readonly string[]>(sortable: S, maxPerPage = 250) {
  return {
    page: optional(number({ int: true, coerce: true, min: 1 }), 1),
    per_page: optional(number({ int: true, coerce: true, min: 1, max: maxPerPage }), 25),
    sort: optional(object({ by: optional(oneOf(sortable)), order: optional(sortOrder) })),
    keywords: optional(string({ max: 200 })),
  };
}

export const idParam = object({ id: id() });
export type IdParam = Infer<typeof idParam>;

/** The HAL list envelope every list endpoint answers with. */
export type HalLink = { href: string };
export type HalList<K extends string, T> = {
  _embedded: { [P in K]: T[] };
  _total: number;
  _total_pages: number;
  _page: number;
  _per_page: number;
  _links: {
    self: HalLink;
    first: HalLink;
    prev: HalLink | null;
    next: HalLink | null;
    last: HalLink;
  };
};

export type ErrorBody = { error: string; details?: { path: string; message: string }[] };
