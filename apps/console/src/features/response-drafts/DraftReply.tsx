import type { ResponseDraft } from '@plaudit/api-client';
import './response-drafts.css';
import { toastError, usePermission, useResponseDraft } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useState } from 'react';

const WRITER_LABEL = { local: 'Plaudit’s writer', model: 'the AI writer' } as const;

/**
 * "Draft a reply": asks the account's response writer for a reply that answers what the
 * review says, in the account's voice, and hands it to the editor as it is written: `onText`
 * with the text so far (the editor shows it, read-only while `onStreaming(true)`), then
 * `onDraft` with the final draft, whose content replaces what was shown (the guardrails may
 * have changed it). Screen readers hear the finished draft only, not each piece. On failure
 * the editor gets its text back. The draft is marked as drafted until a person changes it or
 * approves it; a review that needs a person says why. Shown only with smart responses
 * (`ai_smart_responses`) to users who may answer; for a partner's child review (`childReview`)
 * the queue says whether they may (`allowed`).
 */
export function DraftReply({
  reviewId,
  current,
  onDraft,
  onText,
  onStreaming,
  childReview = false,
  allowed,
}: {
  reviewId: number;
  current: string;
  onDraft: (draft: ResponseDraft) => void;
  onText?: (text: string) => void;
  onStreaming?: (streaming: boolean) => void;
  childReview?: boolean;
  allowed?: boolean;
}) {
  const permission = usePermission();
  const { draft, pending } = useResponseDraft();
  const [announced, setAnnounced] = useState('');
  const may =
    allowed ??
    (permission.hasSetting('ai_smart_responses') && permission.can('response', 'create'));
  if (!may) return null;
  const ask = async () => {
    const before = current;
    setAnnounced('');
    onStreaming?.(true);
    try {
      const answer = await draft(reviewId, {
        childReview,
        ...(onText ? { onText } : {}),
      });
      onDraft(answer);
      setAnnounced(`Drafted reply: ${answer.content}`);
    } catch (err) {
      onText?.(before);
      toastError(err, 'The reply could not be drafted.');
    } finally {
      onStreaming?.(false);
    }
  };
  const hintId = `draft-reply-${childReview ? 'child-' : ''}${reviewId}-hint`;
  return (
    <div className="draft-reply">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={pending}
        aria-describedby={current.trim() !== '' && !pending ? hintId : undefined}
        onClick={() => void ask()}
      >
        {pending ? 'Drafting…' : 'Draft a reply'}
      </Button>
      {current.trim() !== '' && !pending && (
        <span id={hintId} className="review-card__meta">
          {' '}
          Replaces the text below.
        </span>
      )}
      <span className="pk-visually-hidden" role="status">
        {announced}
      </span>
    </div>
  );
}

/** What the editor shows about a draft it holds, until a person edits or approves it. */
export function DraftNotice({ draft, edited }: { draft: ResponseDraft; edited: boolean }) {
  const answered = draft.aspects.filter((a) => a.sentiment === 'negative' && a.answered);
  return (
    <div className="draft-notice" role="status">
      {draft.needs_person && (
        <p className="notice" role="alert">
          <strong>Needs a person.</strong> {draft.reason} This review is never answered
          automatically; change the draft before publishing it.
        </p>
      )}
      {!edited && (
        <p className="review-card__meta">
          Drafted by {WRITER_LABEL[draft.writer]}: read it, change it or approve it before it is
          published.
          {answered.length > 0 && ` It answers: ${answered.map((a) => a.point).join('; ')}.`}
        </p>
      )}
      {draft.note && <p className="review-card__meta">{draft.note}</p>}
    </div>
  );
}
