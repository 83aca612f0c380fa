import * as v from 'valibot';
import { listQuery } from './common';
import {
  answer,
  array,
  type Infer,
  id,
  object,
  oneOf,
  optional,
  partial,
  string,
} from './validate';

export const groupAnswer = answer(
  v.object({
    id: v.number(),
    account_id: v.number(),
    name: v.string(),
    active_location_ids: v.array(v.number()),
    location_count: v.number(),
    created_at: v.string(),
  }),
);
export interface Group extends Infer<typeof groupAnswer> {}

export const groupListQuery = object({
  ...listQuery(['name', 'relevance', 'created_at'] as const),
  search_type: optional(oneOf(['typeahead', 'full'] as const)),
  location_id: optional(id()),
});
export type GroupListQuery = Infer<typeof groupListQuery>;

export const groupCreateBody = object({
  name: string({ min: 1, max: 120 }),
  location_ids: optional(array(id(), { max: 10000 }), []),
});
export type GroupCreateBody = Infer<typeof groupCreateBody>;
export const groupUpdateBody = partial(
  object({
    name: string({ min: 1, max: 120 }),
    location_ids: array(id(), { max: 10000 }),
  }),
);
export type GroupUpdateBody = Infer<typeof groupUpdateBody>;
