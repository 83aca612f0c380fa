import type {
  Dispute,
  DisputeCounts,
  DisputeCreateBody,
  DisputeListQuery,
  DisputeUpdateBody,
} from '../schemas/disputes';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import { normalizeList, type Page } from '../transport/normalize-list';
import type { Id, ListInput } from './resource';

/** A page of disputes with the counts of every dispute the filters select. */
export type DisputePage = Page<Dispute> & { counts: DisputeCounts };

const path = (id: Id) => `/disputes/${encodeURIComponent(String(id))}`;

/** GET /disputes: newest first, with counts by status, outcome and reason. */
export async function listDisputes(
  client: Client,
  query?: ListInput<DisputeListQuery>,
  options?: CallOptions,
): Promise<DisputePage> {
  const body = await client.request<{ counts: DisputeCounts }>('GET', '/disputes', {
    ...options,
    query: query as QueryParams,
  });
  return { ...normalizeList<Dispute>(body, 'disputes'), counts: body.counts };
}

/** GET /disputes/{id} */
export function getDispute(client: Client, id: Id, options?: CallOptions): Promise<Dispute> {
  return client.get<Dispute>(path(id), options);
}

/** POST /reviews/{id}/disputes: flags the review (409 while another dispute of it is open). */
export function createDispute(
  client: Client,
  reviewId: Id,
  body: DisputeCreateBody,
  options?: CallOptions,
): Promise<Dispute> {
  return client.post<Dispute>(
    `/reviews/${encodeURIComponent(String(reviewId))}/disputes`,
    body,
    options,
  );
}

/** PATCH /disputes/{id}: the dispute's next step (submitted, removed, rejected, withdrawn). */
export function updateDispute(
  client: Client,
  id: Id,
  body: DisputeUpdateBody,
  options?: CallOptions,
): Promise<Dispute> {
  return client.patch<Dispute>(path(id), body, options);
}

export const disputes = {
  list: listDisputes,
  get: getDispute,
  create: createDispute,
  update: updateDispute,
};
