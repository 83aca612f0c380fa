import type { PlauditApi } from '@plaudit/api-client';
import { clean, usePlauditSWR } from './data/data-hooks';

type InsightsQuery<K extends 'categories' | 'mentioned' | 'categoryRank'> = NonNullable<
  Parameters<PlauditApi['insights'][K]>[1]
>;

/** GET /insights/{account}/categories: positive and total mentions per experience category. */
export function useCategoryInsights(query: InsightsQuery<'categories'>) {
  const q = clean(query);
  return usePlauditSWR('insightCategories', [q], (api, accountId) =>
    api.insights.categories(accountId, q),
  );
}

/** GET /insights/{account}/mentioned: keywords with their mentions. Pass null to skip. */
export function useMentionedKeywords(query: InsightsQuery<'mentioned'> | null) {
  const q = query && clean(query);
  return usePlauditSWR('mentionedKeywords', q ? [q] : null, (api, accountId) =>
    api.insights.mentioned(accountId, q as InsightsQuery<'mentioned'>),
  );
}

/** GET /insights/{account}/category_rank: categories by their share of positive mentions. */
export function useCategoryRank(query: InsightsQuery<'categoryRank'>) {
  const q = clean(query);
  return usePlauditSWR('categoryRank', [q], (api, accountId) =>
    api.insights.categoryRank(accountId, q),
  );
}
