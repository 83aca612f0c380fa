import { listQuery } from './common';
import { type Infer, id, object, oneOf, optional } from './validate';

export type Country = { id: number; name: string; code: string };
export type State = { id: number; name: string; code: string; country_id: number };

export const countryListQuery = object({
  ...listQuery(['name', 'code'] as const, 500),
  search_type: optional(oneOf(['typeahead', 'full'] as const)),
});
export type CountryListQuery = Infer<typeof countryListQuery>;

export const stateListQuery = object({
  ...listQuery(['name', 'code'] as const, 500),
  search_type: optional(oneOf(['typeahead', 'full'] as const)),
  country_id: optional(id()),
});
export type StateListQuery = Infer<typeof stateListQuery>;
