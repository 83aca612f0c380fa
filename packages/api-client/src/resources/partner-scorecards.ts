import type {
  PartnerScorecard,
  PartnerScorecardAccountQuery,
  PartnerScorecardCreateBody,
  PartnerScorecardDetail,
  PartnerScorecardLead,
  PartnerScorecardLeadBody,
  PartnerScorecardLeadsQuery,
  PartnerScorecardListQuery,
  PartnerScorecardOverview,
  PartnerScorecardPlace,
  PartnerScorecardPlacesQuery,
  PublicPartnerScorecard,
} from '../schemas/partner-scorecards';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput } from './resource';

export type PartnerScorecardListInput = ListInput<PartnerScorecardListQuery>;

const path = (...parts: Id[]) =>
  ['/partner_scorecards', ...parts.map((p) => encodeURIComponent(String(p)))].join('/');
const publicPath = (token: string, ...rest: string[]) =>
  ['/public/partner_scorecards', encodeURIComponent(token), ...rest].join('/');

/** GET /partner_scorecards: the partner's scorecards, each with its newest snapshot. */
export function listPartnerScorecards(
  client: Client,
  query?: PartnerScorecardListInput,
  options?: CallOptions,
): Promise<Page<PartnerScorecard>> {
  return client.list<PartnerScorecard>(
    '/partner_scorecards',
    'partner_scorecards',
    query as QueryParams,
    options,
  );
}

/** GET /partner_scorecards/overview: counts, recent scorecards and leads (the landing). */
export function getPartnerScorecardOverview(
  client: Client,
  query?: PartnerScorecardAccountQuery,
  options?: CallOptions,
): Promise<PartnerScorecardOverview> {
  return client.get(path('overview'), { ...options, query: query as QueryParams });
}

/** GET /partner_scorecards/shared: a child account's scorecards its partner prepared of its locations. */
export async function listSharedPartnerScorecards(
  client: Client,
  options?: CallOptions,
): Promise<PartnerScorecard[]> {
  const body = await client.get<{ _embedded: { partner_scorecards: PartnerScorecard[] } }>(
    path('shared'),
    options,
  );
  return body._embedded.partner_scorecards;
}

/** GET /partner_scorecards/places?keywords=: the place search a scorecard starts from. */
export async function searchPartnerScorecardPlaces(
  client: Client,
  query: PartnerScorecardPlacesQuery,
  options?: CallOptions,
): Promise<PartnerScorecardPlace[]> {
  const body = await client.get<{ _embedded: { places: PartnerScorecardPlace[] } }>(
    path('places'),
    { ...options, query: query as QueryParams },
  );
  return body._embedded.places;
}

/** POST /partner_scorecards: prepares the scorecard of a place (its first snapshot). */
export function createPartnerScorecard(
  client: Client,
  body: PartnerScorecardCreateBody,
  options?: CallOptions,
): Promise<PartnerScorecardDetail> {
  return client.request('POST', path(), { ...options, body });
}

/** GET /partner_scorecards/{id}: with every snapshot, newest first. */
export function getPartnerScorecard(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<PartnerScorecardDetail> {
  return client.request('GET', path(id), options);
}

/** POST /partner_scorecards/{id}/runs: runs the scorecard again (a new snapshot). */
export function rerunPartnerScorecard(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<PartnerScorecardDetail> {
  return client.request('POST', path(id, 'runs'), options);
}

/** DELETE /partner_scorecards/{id} (its snapshots and leads go with it). */
export async function deletePartnerScorecard(
  client: Client,
  id: Id,
  options?: CallOptions,
): Promise<void> {
  await client.request('DELETE', path(id), options);
}

/** GET /partner_scorecards/{id}/leads: the lead form's answers, newest first. */
export function listPartnerScorecardLeads(
  client: Client,
  id: Id,
  query?: ListInput<PartnerScorecardLeadsQuery>,
  options?: CallOptions,
): Promise<Page<PartnerScorecardLead>> {
  return client.list<PartnerScorecardLead>(
    path(id, 'leads'),
    'leads',
    query as QueryParams,
    options,
  );
}

/** GET /public/partner_scorecards/{token}: the public page (no login). */
export function getPublicPartnerScorecard(
  client: Client,
  token: string,
  options?: CallOptions,
): Promise<PublicPartnerScorecard> {
  return client.get(publicPath(token), { ...options, anonymous: true });
}

/** POST /public/partner_scorecards/{token}/leads: the lead form (no login). */
export async function sendPartnerScorecardLead(
  client: Client,
  token: string,
  body: PartnerScorecardLeadBody,
  options?: CallOptions,
): Promise<void> {
  await client.request('POST', publicPath(token, 'leads'), { ...options, body, anonymous: true });
}

export const partnerScorecards = {
  list: listPartnerScorecards,
  overview: getPartnerScorecardOverview,
  shared: listSharedPartnerScorecards,
  searchPlaces: searchPartnerScorecardPlaces,
  create: createPartnerScorecard,
  get: getPartnerScorecard,
  rerun: rerunPartnerScorecard,
  remove: deletePartnerScorecard,
  leads: listPartnerScorecardLeads,
  publicGet: getPublicPartnerScorecard,
  sendLead: sendPartnerScorecardLead,
};
