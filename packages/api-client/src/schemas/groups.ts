import { listQuery } from './common';
import { array, type Infer, id, object, oneOf, optional, partial, string } from './validate';

export type Group = {
  id: number;
  account_id: number;
  name: string;
  active_location_ids: number[];
  location_count: number;
  created_at: string;
};

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
