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

export type ResponseDraftState = {
  /**
   * Asks for a draft of a reply to the review (POST /reviews/{id}/response_drafts); rejects
   * with the API's error (kept in `error` too).
   */
  draft: (reviewId: Id) => Promise<ResponseDraft>;
  data: ResponseDraft | null;
  error: ApiError | null;
  pending: boolean;
  reset: () => void;
};

/**
 * A draft of a reply on demand: `draft(reviewId)` asks the server's response writer, and the
 * answer (or the error) stays until the next call or `reset()`. A slower earlier answer never
 * overwrites a later one.
 */
export function useResponseDraft(): ResponseDraftState {
  const { api } = useApi();
  const [data, setData] = useState<ResponseDraft | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  const call = useRef(0);
  const draft = useCallback(
    async (reviewId: Id) => {
      const mine = ++call.current;
      setPending(true);
      setError(null);
      try {
        const answer = await api.responseDrafts.create(reviewId);
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
