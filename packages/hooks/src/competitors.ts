import type {
  Competitor,
  CompetitorBrand,
  CompetitorBrandListInput,
  CompetitorBrandsReport,
  CompetitorListInput,
  CompetitorLocationRow,
  CompetitorLocationsInput,
  CompetitorOverview,
  CompetitorPreview,
  CompetitorReportQuery,
  CompetitorSuggestions,
  Id,
  Page,
} from '@plaudit/api-client';
import {
  clean,
  type DataOptions,
  type DataResponse,
  itemHook,
  listHook,
  skip,
  usePlauditSWR,
} from './data/data-hooks';

/** GET /competitors (`location_id`, `brand_id` narrow the list). */
export const useCompetitors = listHook<Competitor, CompetitorListInput>('competitors', (api, q) =>
  api.competitors.list(q),
);

/** GET /competitors/{id} */
export const useCompetitor = itemHook<Competitor>('competitor', (api, id) =>
  api.competitors.get(id),
);

/** GET /competitor_brands */
export const useCompetitorBrands = listHook<CompetitorBrand, CompetitorBrandListInput>(
  'competitorBrands',
  (api, q) => api.competitors.brands(q),
);

/** GET /competitors/suggestions for a location (null: no location chosen yet). */
export function useCompetitorSuggestions(
  locationId: Id | null | undefined,
  keywords?: string,
  options?: DataOptions<CompetitorSuggestions>,
): DataResponse<CompetitorSuggestions> {
  const k = keywords && keywords.trim().length >= 2 ? keywords.trim() : undefined;
  return usePlauditSWR(
    'competitorSuggestions',
    skip(locationId) ? null : [String(locationId), k ?? ''],
    (api) =>
      api.competitors.suggestions({
        location_id: Number(locationId),
        ...(k ? { keywords: k } : {}),
      }),
    options,
  );
}

/** GET /reports/{account_id}/competitor/overview */
export function useCompetitorOverview(
  accountId: Id | null | undefined,
  query?: CompetitorReportQuery,
  options?: DataOptions<CompetitorOverview>,
): DataResponse<CompetitorOverview> {
  const q = clean(query);
  return usePlauditSWR(
    'competitorOverview',
    skip(accountId) ? null : [String(accountId), q],
    (api) => api.competitors.overview(accountId as Id, q),
    options,
  );
}

/** GET /reports/{account_id}/competitor/locations */
export function useCompetitorLocations(
  accountId: Id | null | undefined,
  query?: CompetitorLocationsInput,
  options?: DataOptions<Page<CompetitorLocationRow>>,
): DataResponse<Page<CompetitorLocationRow>> {
  const q = clean(query);
  return usePlauditSWR(
    'competitorLocations',
    skip(accountId) ? null : [String(accountId), q],
    (api) => api.competitors.locations(accountId as Id, q),
    options,
  );
}

/** GET /reports/{account_id}/competitor/brands */
export function useCompetitorBrandsReport(
  accountId: Id | null | undefined,
  query?: CompetitorReportQuery,
  options?: DataOptions<CompetitorBrandsReport>,
): DataResponse<CompetitorBrandsReport> {
  const q = clean(query);
  return usePlauditSWR(
    'competitorBrandsReport',
    skip(accountId) ? null : [String(accountId), q],
    (api) => api.competitors.brandsReport(accountId as Id, q),
    options,
  );
}

/** GET /reports/{account_id}/competitor/preview (competitor preview permission). */
export function useCompetitorPreview(
  accountId: Id | null | undefined,
  options?: DataOptions<CompetitorPreview>,
): DataResponse<CompetitorPreview> {
  return usePlauditSWR(
    'competitorPreview',
    skip(accountId) ? null : [String(accountId)],
    (api) => api.competitors.preview(accountId as Id),
    options,
  );
}
