import type {
  ResponseDraft,
  ResponseVoice,
  ResponseVoiceBody,
  ResponseVoiceQuery,
} from '../schemas/response-drafts';
import type { CallOptions, Client } from '../transport/create-client';
import type { Id } from './resource';

/** GET /response_voice: the account's voice (`child_account_id`: a partner's child's). */
export function getResponseVoice(
  client: Client,
  query?: ResponseVoiceQuery,
  options?: CallOptions,
): Promise<ResponseVoice> {
  return client.get<ResponseVoice>('/response_voice', { ...options, query });
}

/** PUT /response_voice: administrators change tone, sign-off, words to avoid, instructions. */
export function updateResponseVoice(
  client: Client,
  body: ResponseVoiceBody,
  query?: ResponseVoiceQuery,
  options?: CallOptions,
): Promise<ResponseVoice> {
  return client.put<ResponseVoice>('/response_voice', body, { ...options, query });
}

/** POST /reviews/{id}/response_drafts: a draft reply; nothing is published or saved. */
export function createResponseDraft(
  client: Client,
  reviewId: Id,
  options?: CallOptions,
): Promise<ResponseDraft> {
  return client.post<ResponseDraft>(
    `/reviews/${encodeURIComponent(String(reviewId))}/response_drafts`,
    {},
    options,
  );
}

export const responseDrafts = {
  voice: getResponseVoice,
  updateVoice: updateResponseVoice,
  create: createResponseDraft,
};
