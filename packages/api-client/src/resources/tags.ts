import type { QueryParams } from '../schemas/query';
import type {
  ReviewTag,
  ReviewTagCreateBody,
  ReviewTagDeleteQuery,
  ReviewTagListQuery,
  Tag,
  TagCreateBody,
  TagListQuery,
} from '../schemas/tags';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource } from './resource';

export type TagListInput = ListInput<TagListQuery>;
export type ReviewTagListInput = ListInput<ReviewTagListQuery>;

const tagsAt = (client: Client) =>
  resource<Tag, TagCreateBody, never, TagListInput>(client, '/tags', 'tags');

/** GET /tags (keywords with search_type typeahead, paging). */
export function listTags(client: Client, query?: TagListInput, options?: CallOptions) {
  return tagsAt(client).list(query, options);
}
/** POST /tags */
export function createTag(client: Client, body: TagCreateBody, options?: CallOptions) {
  return tagsAt(client).create(body, options);
}
/** DELETE /tags/{id} (also removes it from every review). */
export function deleteTag(client: Client, id: Id, options?: CallOptions) {
  return tagsAt(client).remove(id, options);
}

/** GET /review_tags (review_id, name, paging). */
export function listReviewTags(
  client: Client,
  query?: ReviewTagListInput,
  options?: CallOptions,
): Promise<Page<ReviewTag>> {
  return client.list<ReviewTag>('/review_tags', 'review_tags', query as QueryParams, options);
}
/** POST /review_tags: tags a review by name (a new name creates the tag). */
export function addReviewTag(client: Client, body: ReviewTagCreateBody, options?: CallOptions) {
  return client.post<ReviewTag>('/review_tags', body, options);
}
/** DELETE /review_tags?account_id&review_id&name */
export async function removeReviewTag(
  client: Client,
  query: ReviewTagDeleteQuery,
  options?: CallOptions,
) {
  await client.delete<unknown>('/review_tags', { ...options, query: query as QueryParams });
}

export const tags = { list: listTags, create: createTag, remove: deleteTag };
export const reviewTags = { list: listReviewTags, add: addReviewTag, remove: removeReviewTag };
