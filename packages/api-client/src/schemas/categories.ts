import * as v from 'valibot';
import { listQuery } from './common';
import { answer, type Infer, id, object, oneOf, optional, string } from './validate';
import { described } from './validation/described';

/** A business category (spec 2 section 3). */
export const categoryAnswer = answer(
  described(
    'A business category (spec 2 section 3).',
    v.object({ id: v.number(), name: v.string(), google_category_id: v.nullable(v.string()) }),
  ),
);
/** A business category (spec 2 section 3). */
export interface Category extends Infer<typeof categoryAnswer> {}

/** Category typeahead page size (spec 2 section 9). */
export const CATEGORY_PAGE_SIZE = 25;

/**
 * GET /categories: `keywords` matches names starting with the text first, then
 * names containing it; `google_place_id` answers the place's categories (first
 * one is the place's primary category) from the place provider.
 */
export const categoryListQuery = object({
  ...listQuery(['name', 'relevance'] as const, 250),
  search_type: optional(oneOf(['typeahead', 'full'] as const)),
  google_place_id: optional(string({ min: 1, max: 255 })),
  nonce: optional(string({ max: 100 })),
});
export type CategoryListQuery = Infer<typeof categoryListQuery>;

/** GET /media_categories: `name` filters case-insensitively (exact name, e.g. Logo or Cover). */
export const mediaCategoryListQuery = object({
  ...listQuery(['name', 'rank'] as const, 250),
  name: optional(string({ max: 100 })),
  source_id: optional(id()),
});
export type MediaCategoryListQuery = Infer<typeof mediaCategoryListQuery>;

export const mediaCategoryAnswer = answer(
  described(
    'A photo category; Logo and Cover are fixed entries (codes LOGO and COVER).',
    v.object({
      id: v.number(),
      code: v.string(),
      name: v.string(),
      source_id: v.nullable(v.number()),
      rank: v.number(),
    }),
  ),
);
/** A photo category; Logo and Cover are fixed entries (codes LOGO and COVER). */
export interface MediaCategory extends Infer<typeof mediaCategoryAnswer> {}
