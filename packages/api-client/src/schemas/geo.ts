import { listQuery } from './common';
import { type Infer, id, object, oneOf } from './validate';

export type Country = { id: number; name: string; code: string };
export type State = { id: number; name: string; code: string; country_id: number };

export const countryListQuery = object({
  ...listQuery(['name', 'code'] as const, 500),
  search_type: oneOf(['typeahead', 'full'] as const).optional(),
});
export type CountryListQuery = Infer<typeof countryListQuery>;

export const stateListQuery = object({
  ...listQuery(['name', 'code'] as const, 500),
  search_type: oneOf(['typeahead', 'full'] as const).optional(),
  country_id: id().optional(),
});
export type StateListQuery = Infer<typeof stateListQuery>;
