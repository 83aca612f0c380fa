import type {
  Category,
  CategoryListQuery,
  MediaCategory,
  MediaCategoryListQuery,
} from '../schemas/categories';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput } from './resource';

export type CategoryListInput = ListInput<CategoryListQuery>;
export type MediaCategoryListInput = ListInput<MediaCategoryListQuery>;

/** GET /categories (keywords: starts-with first, then contains; or google_place_id). */
export function listCategories(client: Client, query?: CategoryListInput, options?: CallOptions) {
  return client.list<Category>('/categories', 'categories', query as QueryParams, options);
}

/** GET /categories/{id} */
export function getCategory(client: Client, id: Id, options?: CallOptions): Promise<Category> {
  return client.get<Category>(`/categories/${encodeURIComponent(String(id))}`, options);
}

/** GET /media_categories (name filters; Logo and Cover are fixed entries). */
export function listMediaCategories(
  client: Client,
  query?: MediaCategoryListInput,
  options?: CallOptions,
): Promise<Page<MediaCategory>> {
  return client.list<MediaCategory>(
    '/media_categories',
    'media_categories',
    query as QueryParams,
    options,
  );
}

export const categories = { list: listCategories, get: getCategory };
export const mediaCategories = { list: listMediaCategories };
