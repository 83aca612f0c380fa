import type { ResponseDraft } from '@plaudit/api-client/schemas';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { recordReviewEvent } from '../../domain/review-history';
import type { AppEnv } from '../../http/context';
import { raiseNeedsPersonAlert } from '../alerts/needs-person-alert';
import { type DraftOptions, draftResponse } from './draft-response';

/** Whose review is drafted: the account it belongs to, and the user who asked. */
export type DraftTarget = { accountId: number; reviewId: number; userId: number };

/**
 * Drafts a reply and records it in the review's history (who drafted, with which writer); a
 * review a person must handle raises the account's alert. The caller has checked the user's
 * rights on the review and the account's `ai_smart_responses`.
 */
export async function writeDraft(
  c: Context<AppEnv>,
  target: DraftTarget,
  options: DraftOptions = {},
): Promise<ResponseDraft> {
  const { db, providers } = c.var.deps;
  const { accountId, reviewId, userId } = target;
  const { writer_name, ...draft } = await draftResponse(
    db,
    providers.responseWriter,
    accountId,
    reviewId,
    options,
  );
  await db.transaction().execute(async (tx) => {
    await recordReviewEvent(tx, {
      accountId,
      reviewId,
      userId,
      type: 'response_draft_written',
      data: {
        writer: draft.writer,
        writer_name,
        needs_person: draft.needs_person,
        ...(draft.reason ? { reason: draft.reason } : {}),
        ...(draft.note ? { note: draft.note } : {}),
      },
    });
    if (draft.needs_person && draft.reason)
      await raiseNeedsPersonAlert(tx, accountId, reviewId, draft.reason);
  });
  return draft;
}

/**
 * The draft as server-sent events, for an editor that shows the reply as it is written:
 * `event: delta` `{text}` for each piece the writer produces (before the guardrails, a
 * preview); `event: restart` `{note}` when a model failed and the local writer starts over
 * (the pieces shown so far are void); then `event: draft` with the same object the JSON
 * answer has, guardrails applied to the whole text: its `content` is the draft. A failure
 * after the events began ends with `event: error` `{error}`. The rights were checked before
 * the first event, so refusals are ordinary 400/403/404 answers.
 */
export function streamDraft(c: Context<AppEnv>, target: DraftTarget) {
  c.header('cache-control', 'no-store');
  return streamSSE(
    c,
    async (stream) => {
      // The writer calls back synchronously; the events go out in order, one after another.
      let sending = Promise.resolve();
      const send = (event: string, data: unknown) => {
        sending = sending
          .then(() => stream.writeSSE({ event, data: JSON.stringify(data) }))
          .catch(() => {});
      };
      const draft = await writeDraft(c, target, {
        onDelta: (text) => {
          if (text) send('delta', { text });
        },
        onRestart: (note) => send('restart', { note }),
      });
      send('draft', draft);
      await sending;
    },
    async (err, stream) => {
      console.error('response draft stream failed', err);
      await stream.writeSSE({
        event: 'error',
        data: JSON.stringify({ error: 'The reply could not be drafted.' }),
      });
    },
  );
}
