import type { EventSourceMessage } from 'eventsource-parser';
import type {
  ResponseDraft,
  ResponseVoice,
  ResponseVoiceBody,
  ResponseVoiceQuery,
} from '../schemas/response-drafts';
import { ApiError } from '../transport/api-error';
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

/** How a streamed draft reports its progress (`streamResponseDraft`). */
export type ResponseDraftStreamOptions = CallOptions & {
  /**
   * Called for each piece of text as the writer produces it, with the whole text so far: a
   * preview, which the guardrails may still change (the answer's `content` is the draft).
   */
  onText?: (text: string, piece: string) => void;
  /**
   * The model failed mid-way and the local writer starts over: the text so far is void (the
   * next `onText` starts from empty). `note` says why, as the answer's `note` does.
   */
  onRestart?: (note: string) => void;
};

/**
 * Reads a draft's server-sent events (`delta` {text}, `restart` {note}, `draft`, `error`
 * {error}) and resolves with the final draft; an `error` event or a stream that ends without
 * the draft rejects with an `ApiError`.
 */
/** One event's data: a piece of text, a restart's note, the final draft or an error. */
type StreamData = Partial<ResponseDraft> & { text?: string; note?: string; error?: string };

async function readDraftEvents(
  response: Response,
  path: string,
  options: ResponseDraftStreamOptions,
): Promise<ResponseDraft> {
  const fail = (body: unknown) =>
    new ApiError({
      status: response.status,
      body,
      fallback: options.errorMessage ?? 'The reply could not be drafted.',
      method: 'POST',
      url: path,
    });
  if (!response.body) throw fail(null);
  // Loaded with the first stream: most screens never draft, and the sign-in page stays small.
  const { createParser } = await import('eventsource-parser');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => events.push(message) });
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
    for (const message of events.splice(0)) {
      const payload: StreamData = JSON.parse(message.data);
      if (message.event === 'delta') {
        const piece = String(payload.text ?? '');
        text += piece;
        options.onText?.(text, piece);
      } else if (message.event === 'restart') {
        text = '';
        options.onRestart?.(String(payload.note ?? ''));
      } else if (message.event === 'draft') {
        await reader.cancel().catch(() => {});
        return payload as ResponseDraft;
      } else if (message.event === 'error') {
        await reader.cancel().catch(() => {});
        throw fail(payload);
      }
    }
  }
  throw fail(null);
}

/** Asks for a draft as server-sent events and reads them (both draft routes answer alike). */
async function streamDraftFrom(
  client: Client,
  path: string,
  options: ResponseDraftStreamOptions = {},
): Promise<ResponseDraft> {
  const { onText: _onText, onRestart: _onRestart, ...call } = options;
  const response = await client.post<Response>(
    path,
    {},
    {
      ...call,
      headers: { ...call.headers, Accept: 'text/event-stream' },
      responseType: 'stream',
    },
  );
  return readDraftEvents(response, path, options);
}

/**
 * POST /reviews/{id}/response_drafts/stream: the same draft as `createResponseDraft`, its text
 * arriving as the writer produces it, for an editor that shows the reply as it is written.
 * `onText` gets each piece and the text so far; the promise resolves with the final draft,
 * whose `content` is authoritative (the guardrails apply to the whole text, and may change
 * what was shown). A failing model falls back to the local writer: `onRestart`, then the
 * local writer's text, and the draft's `note` says why. Refusals reject with the `ApiError`
 * as the JSON call does (403, 404, 400).
 *
 * @example
 * ```ts
 * const draft = await streamResponseDraft(client, review.id, {
 *   onText: (text) => (editor.value = text),
 * });
 * editor.value = draft.content;
 * ```
 */
export function streamResponseDraft(
  client: Client,
  reviewId: Id,
  options?: ResponseDraftStreamOptions,
): Promise<ResponseDraft> {
  return streamDraftFrom(
    client,
    `/reviews/${encodeURIComponent(String(reviewId))}/response_drafts/stream`,
    options,
  );
}

export const responseDrafts = {
  voice: getResponseVoice,
  updateVoice: updateResponseVoice,
  create: createResponseDraft,
  stream: streamResponseDraft,
};

/**
 * POST /child_reviews/{id}/response_drafts: a partner's draft of a reply to a child account's
 * review (the child's voice and writer; nothing is published).
 */
export function createChildReviewResponseDraft(
  client: Client,
  reviewId: Id,
  options?: CallOptions,
): Promise<ResponseDraft> {
  return client.post<ResponseDraft>(
    `/child_reviews/${encodeURIComponent(String(reviewId))}/response_drafts`,
    {},
    options,
  );
}

/**
 * POST /child_reviews/{id}/response_drafts/stream: a partner's draft of a reply to a child
 * account's review, streamed as `streamResponseDraft` streams one.
 */
export function streamChildReviewResponseDraft(
  client: Client,
  reviewId: Id,
  options?: ResponseDraftStreamOptions,
): Promise<ResponseDraft> {
  return streamDraftFrom(
    client,
    `/child_reviews/${encodeURIComponent(String(reviewId))}/response_drafts/stream`,
    options,
  );
}
