import type { ApiError, Id, ResponseDraft, ResponseVoice } from '@plaudit/api-client';
import { useCallback, useRef, useState } from 'react';
import { useApi } from './api/api-provider';
import { type DataOptions, type DataResponse, usePlauditSWR } from './data/data-hooks';

/** GET /response_voice: the account's voice for drafted replies (a partner: a child's). */
export function useResponseVoice(
  query?: { child_account_id?: number } | null,
  options?: DataOptions<ResponseVoice>,
): DataResponse<ResponseVoice> {
  const q = query === null ? null : (query ?? {});
  return usePlauditSWR(
    'responseVoice',
    q ? [q.child_account_id ?? null] : null,
    (api) =>
      api.responseDrafts.voice(
        q?.child_account_id !== undefined ? { child_account_id: q.child_account_id } : undefined,
      ),
    options,
  );
}

/** How `useResponseDraft().draft` shows a draft being written. */
export type ResponseDraftOptions = {
  /**
   * The text so far, each time a piece arrives (a preview: the guardrails may still change it;
   * the resolved draft's `content` is the draft). After a failed model it starts from empty.
   */
  onText?: (text: string) => void;
  /** A partner drafting for a child account's review (POST /child_reviews/{id}/response_drafts). */
  childReview?: boolean;
};

export type ResponseDraftState = {
  /**
   * Asks for a draft of a reply to the review, streamed (POST /reviews/{id}/response_drafts/
   * stream, or the child review's with `childReview`): `onText` sees the text as it is written,
   * the promise resolves with the final draft, or rejects with the API's error (kept in
   * `error` too). An earlier call's text stops reaching `onText` once a later one starts.
   */
  draft: (reviewId: Id, options?: ResponseDraftOptions) => Promise<ResponseDraft>;
  data: ResponseDraft | null;
  error: ApiError | null;
  pending: boolean;
  reset: () => void;
};

/**
 * A draft of a reply on demand: `draft(reviewId, { onText })` asks the server's response
 * writer and streams its text, and the answer (or the error) stays until the next call or
 * `reset()`. A slower earlier answer never overwrites a later one.
 */
export function useResponseDraft(): ResponseDraftState {
  const { api } = useApi();
  const [data, setData] = useState<ResponseDraft | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  const call = useRef(0);
  const draft = useCallback(
    async (reviewId: Id, options: ResponseDraftOptions = {}) => {
      const mine = ++call.current;
      setPending(true);
      setError(null);
      const onText = (text: string) => {
        if (mine === call.current) options.onText?.(text);
      };
      try {
        const answer = options.childReview
          ? await api.childReviews.streamDraft(reviewId, { onText })
          : await api.responseDrafts.stream(reviewId, { onText });
        if (mine === call.current) setData(answer);
        return answer;
      } catch (e) {
        if (mine === call.current) setError(e as ApiError);
        throw e;
      } finally {
        if (mine === call.current) setPending(false);
      }
    },
    [api],
  );
  const reset = useCallback(() => {
    call.current++;
    setData(null);
    setError(null);
    setPending(false);
  }, []);
  return { draft, data, error, pending, reset };
}
