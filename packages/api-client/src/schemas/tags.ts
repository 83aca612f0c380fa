import * as v from 'valibot';
import { listQuery } from './common';
import { answer, type Infer, id, object, oneOf, optional, string } from './validate';

export const TAG_MAX_LENGTH = 50;

export const tagAnswer = answer(
  v.object({
    id: v.number(),
    name: v.string(),
    account_id: v.number(),
    created_at: v.string(),
  }),
);
export interface Tag extends Infer<typeof tagAnswer> {}

export const reviewTagAnswer = answer(
  v.object({
    id: v.number(),
    name: v.string(),
    review_id: v.number(),
    account_id: v.number(),
  }),
);
export interface ReviewTag extends Infer<typeof reviewTagAnswer> {}

export const tagListQuery = object({
  ...listQuery(['name', 'created_at'] as const),
  account_id: optional(id()),
  /** typeahead: names starting with the keywords; full (default): names containing them. */
  search_type: optional(oneOf(['typeahead', 'full'] as const)),
});
export type TagListQuery = Infer<typeof tagListQuery>;

export const tagCreateBody = object({
  name: string({ min: 1, max: TAG_MAX_LENGTH }),
  account_id: optional(id()),
});
export type TagCreateBody = Infer<typeof tagCreateBody>;

export const reviewTagListQuery = object({
  ...listQuery(['name', 'created_at'] as const),
  account_id: optional(id()),
  review_id: optional(id()),
  name: optional(string({ max: TAG_MAX_LENGTH })),
});
export type ReviewTagListQuery = Infer<typeof reviewTagListQuery>;

/** POST /review_tags: tags a review by name (the tag is created when new). */
export const reviewTagCreateBody = object({
  review_id: id(),
  name: string({ min: 1, max: TAG_MAX_LENGTH }),
  account_id: optional(id()),
});
export type ReviewTagCreateBody = Infer<typeof reviewTagCreateBody>;

/** DELETE /review_tags?account_id&review_id&name (spec 1 section 7). */
export const reviewTagDeleteQuery = object({
  review_id: id(),
  name: string({ min: 1, max: TAG_MAX_LENGTH }),
  account_id: optional(id()),
});
export type ReviewTagDeleteQuery = Infer<typeof reviewTagDeleteQuery>;
