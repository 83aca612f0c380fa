import type { ResponseDraft } from '@plaudit/api-client';
import './response-drafts.css';
import { toastError, usePermission, useResponseDraft } from '@plaudit/hooks';

const WRITER_LABEL = { local: 'Plaudit’s writer', model: 'the AI writer' } as const;

/**
 * "Draft a reply": asks the account's response writer for a reply that answers what the
 * review says, in the account's voice, and hands it to the editor. The draft is marked as
 * drafted until a person changes it or approves it; a review that needs a person says why.
 * Shown only with smart responses (`ai_smart_responses`) to users who may answer.
 */
export function DraftReply({
  reviewId,
  current,
  onDraft,
}: {
  reviewId: number;
  current: string;
  onDraft: (draft: ResponseDraft) => void;
}) {
  const permission = usePermission();
  const { draft, pending } = useResponseDraft();
  if (!permission.hasSetting('ai_smart_responses') || !permission.can('response', 'create'))
    return null;
  const ask = async () => {
    try {
      const answer = await draft(reviewId);
      if (answer) onDraft(answer);
    } catch (err) {
      toastError(err, 'The reply could not be drafted.');
    }
  };
  return (
    <div className="draft-reply">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={pending}
        aria-describedby={current.trim() ? `draft-reply-${reviewId}-hint` : undefined}
        onClick={() => void ask()}
      >
        {pending ? 'Drafting…' : 'Draft a reply'}
      </button>
      {current.trim() !== '' && (
        <span id={`draft-reply-${reviewId}-hint`} className="review-card__meta">
          {' '}
          Replaces the text below.
        </span>
      )}
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
