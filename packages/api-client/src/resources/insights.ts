import type {
  CategoryInsights,
  CategoryInsightsQuery,
  CategoryRanks,
  MentionedKeywords,
  MentionedKeywordsQuery,
  ReviewKeywords,
} from '../schemas/insights';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { Id, ListInput } from './resource';

export type MentionedKeywordsInput = ListInput<MentionedKeywordsQuery>;
export type CategoryInsightsInput = ListInput<CategoryInsightsQuery>;

const at = (accountId: Id, what: string) =>
  `/insights/${encodeURIComponent(String(accountId))}/${what}`;

/** GET /insights/{accountId}/mentioned: keywords with positive and negative mentions. */
export function getMentionedKeywords(
  client: Client,
  accountId: Id,
  query?: MentionedKeywordsInput,
  options?: CallOptions,
): Promise<MentionedKeywords> {
  return client.request('GET', at(accountId, 'mentioned'), {
    ...options,
    query: query as QueryParams,
  });
}

/** GET /insights/{accountId}/categories: experience categories (needs experience_analysis). */
export function getCategoryInsights(
  client: Client,
  accountId: Id,
  query?: CategoryInsightsInput,
  options?: CallOptions,
): Promise<CategoryInsights> {
  return client.request('GET', at(accountId, 'categories'), {
    ...options,
    query: query as QueryParams,
  });
}

/** GET /insights/{accountId}/category_rank */
export function getCategoryRank(
  client: Client,
  accountId: Id,
  query?: CategoryInsightsInput,
  options?: CallOptions,
): Promise<CategoryRanks> {
  return client.request('GET', at(accountId, 'category_rank'), {
    ...options,
    query: query as QueryParams,
  });
}

/** GET /review/{reviewId}/keywords */
export function getReviewKeywords(
  client: Client,
  reviewId: Id,
  options?: CallOptions,
): Promise<ReviewKeywords> {
  return client.request('GET', `/review/${encodeURIComponent(String(reviewId))}/keywords`, options);
}

export const insights = {
  mentioned: getMentionedKeywords,
  categories: getCategoryInsights,
  categoryRank: getCategoryRank,
  reviewKeywords: getReviewKeywords,
};
