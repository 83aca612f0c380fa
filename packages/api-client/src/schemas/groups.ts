import { listQuery } from './common';
import { array, type Infer, id, object, oneOf, string } from './validate';

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
  search_type: oneOf(['typeahead', 'full'] as const).optional(),
  location_id: id().optional(),
});
export type GroupListQuery = Infer<typeof groupListQuery>;

export const groupCreateBody = object({
  name: string({ min: 1, max: 120 }),
  location_ids: array(id(), { max: 10000 }).default([]),
});
export type GroupCreateBody = Infer<typeof groupCreateBody>;
export const groupUpdateBody = object({
  name: string({ min: 1, max: 120 }),
  location_ids: array(id(), { max: 10000 }),
}).partial();
export type GroupUpdateBody = Infer<typeof groupUpdateBody>;
