import type {
  Competitor,
  CompetitorBrand,
  CompetitorBrandBody,
  CompetitorBrandListQuery,
  CompetitorBrandsReport,
  CompetitorCreateBody,
  CompetitorListQuery,
  CompetitorLocationRow,
  CompetitorLocationsQuery,
  CompetitorOverview,
  CompetitorPreview,
  CompetitorReportQuery,
  CompetitorSuggestions,
  CompetitorSuggestionsQuery,
  CompetitorUpdateBody,
} from '../schemas/competitors';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource } from './resource';

export type CompetitorListInput = ListInput<CompetitorListQuery>;
export type CompetitorBrandListInput = ListInput<CompetitorBrandListQuery>;
export type CompetitorLocationsInput = ListInput<CompetitorLocationsQuery>;

const competitorsAt = (client: Client) =>
  resource<Competitor, CompetitorCreateBody, CompetitorUpdateBody, CompetitorListInput>(
    client,
    '/competitors',
    'competitors',
  );
const brandsAt = (client: Client) =>
  resource<CompetitorBrand, CompetitorBrandBody, CompetitorBrandBody, CompetitorBrandListInput>(
    client,
    '/competitor_brands',
    'competitor_brands',
  );
const report = (accountId: Id, part: string) =>
  `/reports/${encodeURIComponent(String(accountId))}/competitor/${part}`;

/** GET /competitors (`location_id`, `brand_id` narrow the list). */
export function listCompetitors(
  client: Client,
  query?: CompetitorListInput,
  options?: CallOptions,
): Promise<Page<Competitor>> {
  return competitorsAt(client).list(query, options);
}
/** GET /competitors/{id} */
export function getCompetitor(client: Client, id: Id, options?: CallOptions) {
  return competitorsAt(client).get(id, options);
}
/** GET /competitors/suggestions: places near the location, of its category first. */
export function getCompetitorSuggestions(
  client: Client,
  query: CompetitorSuggestionsQuery,
  options?: CallOptions,
): Promise<CompetitorSuggestions> {
  return client.get('/competitors/suggestions', { ...options, query: query as QueryParams });
}
/** POST /competitors: chooses a place as a location's competitor (its reviews follow). */
export function createCompetitor(
  client: Client,
  body: CompetitorCreateBody,
  options?: CallOptions,
) {
  return competitorsAt(client).create(body, options);
}
/** PATCH /competitors/{id}: puts the competitor in a brand (null: no brand). */
export function updateCompetitor(
  client: Client,
  id: Id,
  body: CompetitorUpdateBody,
  options?: CallOptions,
) {
  return competitorsAt(client).update(id, body, options);
}
/** DELETE /competitors/{id} (its stored reviews go with it). */
export function deleteCompetitor(client: Client, id: Id, options?: CallOptions) {
  return competitorsAt(client).remove(id, options);
}

/** GET /competitor_brands */
export function listCompetitorBrands(
  client: Client,
  query?: CompetitorBrandListInput,
  options?: CallOptions,
): Promise<Page<CompetitorBrand>> {
  return brandsAt(client).list(query, options);
}
/** POST /competitor_brands (409 when the name is taken). */
export function createCompetitorBrand(
  client: Client,
  body: CompetitorBrandBody,
  options?: CallOptions,
) {
  return brandsAt(client).create(body, options);
}
/** PATCH /competitor_brands/{id}: renames the brand. */
export function updateCompetitorBrand(
  client: Client,
  id: Id,
  body: CompetitorBrandBody,
  options?: CallOptions,
) {
  return brandsAt(client).update(id, body, options);
}
/** DELETE /competitor_brands/{id}: its competitors stay, without a brand. */
export function deleteCompetitorBrand(client: Client, id: Id, options?: CallOptions) {
  return brandsAt(client).remove(id, options);
}

/** GET /reports/{account_id}/competitor/overview: mine against theirs over the filters. */
export function getCompetitorOverview(
  client: Client,
  accountId: Id,
  query?: CompetitorReportQuery,
  options?: CallOptions,
): Promise<CompetitorOverview> {
  return client.get(report(accountId, 'overview'), { ...options, query: query as QueryParams });
}
/** GET /reports/{account_id}/competitor/locations: each location beside its competitors. */
export function listCompetitorLocations(
  client: Client,
  accountId: Id,
  query?: CompetitorLocationsInput,
  options?: CallOptions,
): Promise<Page<CompetitorLocationRow>> {
  return client.list(report(accountId, 'locations'), 'locations', query as QueryParams, options);
}
/** GET /reports/{account_id}/competitor/brands: my brand against competing brands. */
export function getCompetitorBrandsReport(
  client: Client,
  accountId: Id,
  query?: CompetitorReportQuery,
  options?: CallOptions,
): Promise<CompetitorBrandsReport> {
  return client.get(report(accountId, 'brands'), { ...options, query: query as QueryParams });
}
/** GET /reports/{account_id}/competitor/preview: the preview-only figures (names withheld). */
export function getCompetitorPreview(
  client: Client,
  accountId: Id,
  options?: CallOptions,
): Promise<CompetitorPreview> {
  return client.get(report(accountId, 'preview'), options);
}

export const competitors = {
  list: listCompetitors,
  get: getCompetitor,
  suggestions: getCompetitorSuggestions,
  create: createCompetitor,
  update: updateCompetitor,
  remove: deleteCompetitor,
  brands: listCompetitorBrands,
  createBrand: createCompetitorBrand,
  updateBrand: updateCompetitorBrand,
  removeBrand: deleteCompetitorBrand,
  overview: getCompetitorOverview,
  locations: listCompetitorLocations,
  brandsReport: getCompetitorBrandsReport,
  preview: getCompetitorPreview,
};
