import * as v from 'valibot';
import { listQuery } from './common';
import { answer, type Infer, id, object, oneOf, optional } from './validate';

export const countryAnswer = answer(
  v.object({ id: v.number(), name: v.string(), code: v.string() }),
);
export interface Country extends Infer<typeof countryAnswer> {}
export const stateAnswer = answer(
  v.object({ id: v.number(), name: v.string(), code: v.string(), country_id: v.number() }),
);
export interface State extends Infer<typeof stateAnswer> {}

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
